-- The fleet report sorted by cost per km, highest first (docs/compliance.md, "Cost and profit"):
-- rows without km (no cost per km) end the list in both directions, so the descending page is
-- `desc nulls last`, an order migration 038's index (ascending, read backwards: nulls first)
-- does not give. Without this index that page sorted the whole period (docs/benchmarks.md).
create index asset_finance_cost_per_km_desc_idx
  on asset_finance (period, (cost::float8 / nullif(km, 0)) desc nulls last,
    asset_id desc nulls last);
