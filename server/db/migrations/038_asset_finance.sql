-- Cost and profit per asset (issue 21, docs/compliance.md, "Cost and profit"): kept sums per
-- asset, period and currency, so that the asset page and the fleet report read a few rows,
-- cheap at a million assets. Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).
--
-- `period` is a UTC month ('2026-03') or a UTC year ('2026'): each movement adds to both. Kept
-- like earnings_monthly (migration 014): statement triggers in the writer's transaction, one
-- upsert per period, `x = x + excluded.x` under the row's lock. Sources: earnings (revenue: what
-- the owner earned, net of commission), completed maintenance with a cost (by `completed_at`),
-- fuel entries (price, quantity and kilometres, by `filled_at`), asset documents with a cost (by
-- `valid_from`, else their recording). The asset's owner, business and type are copied on each
-- row (the report filters on them without a join) and follow the asset when they change.
-- `flotte_rebuild_asset_finance()` recomputes everything from the sources.
create table asset_finance (
  period text not null check (period ~ '^\d{4}(-\d{2})?$'),
  asset_id uuid not null references assets (id) on delete cascade,
  currency char(3) not null,
  owner_user_id uuid,
  business_id uuid,
  asset_type_id uuid not null,
  revenue bigint not null default 0,
  maintenance_cost bigint not null default 0,
  fuel_cost bigint not null default 0,
  document_cost bigint not null default 0,
  cost bigint not null default 0,
  profit bigint not null default 0,
  km bigint not null default 0,
  fuel_quantity numeric(16, 3) not null default 0,
  primary key (period, asset_id, currency)
);
-- One asset's months (its page), and the report's orders per scope (the id last).
create index asset_finance_asset_idx on asset_finance (asset_id, period);
create index asset_finance_profit_idx on asset_finance (period, profit, asset_id);
create index asset_finance_cost_idx on asset_finance (period, cost, asset_id);
create index asset_finance_revenue_idx on asset_finance (period, revenue, asset_id);
create index asset_finance_km_idx on asset_finance (period, km, asset_id);
create index asset_finance_cost_per_km_idx
  on asset_finance (period, (cost::float8 / nullif(km, 0)), asset_id);
create index asset_finance_owner_idx on asset_finance (owner_user_id, period, profit, asset_id)
  where owner_user_id is not null;
create index asset_finance_business_idx on asset_finance (business_id, period, profit, asset_id)
  where business_id is not null;
create index asset_finance_type_idx on asset_finance (asset_type_id, period, profit, asset_id);

-- The upsert of a set of movements `deltas` (a query of asset_id, at, currency, revenue,
-- maintenance_cost, fuel_cost, document_cost, km, fuel_quantity) into both periods of each.
create function flotte_finance_sql(deltas text) returns text language sql immutable as $$
  select format($f$
    insert into asset_finance as f (period, asset_id, currency, owner_user_id, business_id,
      asset_type_id, revenue, maintenance_cost, fuel_cost, document_cost, cost, profit, km,
      fuel_quantity)
    select p.period, x.asset_id, x.currency, a.owner_user_id, a.business_id, a.asset_type_id,
      sum(x.revenue), sum(x.maintenance_cost), sum(x.fuel_cost), sum(x.document_cost),
      sum(x.maintenance_cost + x.fuel_cost + x.document_cost),
      sum(x.revenue - x.maintenance_cost - x.fuel_cost - x.document_cost),
      sum(x.km), sum(x.fuel_quantity)
    from (%s) x join assets a on a.id = x.asset_id
    cross join lateral (values (to_char(x.at at time zone 'UTC', 'YYYY-MM')),
                               (to_char(x.at at time zone 'UTC', 'YYYY'))) p(period)
    group by 1, 2, 3, 4, 5, 6 order by 1, 2, 3
    on conflict (period, asset_id, currency) do update set
      revenue = f.revenue + excluded.revenue,
      maintenance_cost = f.maintenance_cost + excluded.maintenance_cost,
      fuel_cost = f.fuel_cost + excluded.fuel_cost,
      document_cost = f.document_cost + excluded.document_cost,
      cost = f.cost + excluded.cost, profit = f.profit + excluded.profit,
      km = f.km + excluded.km, fuel_quantity = f.fuel_quantity + excluded.fuel_quantity$f$,
    deltas)
$$;

-- Each source's movements, as the deltas query over `rel` (a transition table), times `sign`.
create function flotte_finance_source_sql(source text, rel text, sign int) returns text
language sql immutable as $$
  select case source
    when 'earnings' then format(
      'select asset_id, earned_at as at, currency, %1$s * net as revenue, 0 as maintenance_cost,
         0 as fuel_cost, 0 as document_cost, 0 as km, 0 as fuel_quantity from %2$s', sign, rel)
    when 'maintenance' then format(
      'select asset_id, completed_at as at, currency, 0 as revenue, %1$s * cost as maintenance_cost,
         0 as fuel_cost, 0 as document_cost, 0 as km, 0 as fuel_quantity from %2$s
       where status = ''completed'' and cost is not null and completed_at is not null',
      sign, rel)
    when 'fuel_entries' then format(
      'select asset_id, filled_at as at, currency, 0 as revenue, 0 as maintenance_cost,
         %1$s * total_price as fuel_cost, 0 as document_cost,
         %1$s * coalesce(distance_km, 0) as km, %1$s * quantity as fuel_quantity from %2$s',
      sign, rel)
    when 'documents' then format(
      'select asset_id, coalesce(valid_from::timestamp at time zone ''UTC'', created_at) as at,
         currency, 0 as revenue, 0 as maintenance_cost, 0 as fuel_cost,
         %1$s * cost as document_cost, 0 as km, 0 as fuel_quantity from %2$s
       where asset_id is not null and cost is not null', sign, rel)
  end
$$;

create function flotte_finance_rollup() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    execute flotte_finance_sql(flotte_finance_source_sql(tg_table_name, 'old_rows', -1));
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    execute flotte_finance_sql(flotte_finance_source_sql(tg_table_name, 'new_rows', 1));
  end if;
  return null;
end
$$;

-- Recomputes the sums from the sources (after a load with triggers off, or to repair them).
create function flotte_rebuild_asset_finance() returns void language plpgsql as $$
begin
  lock table earnings, maintenance, fuel_entries, documents in share mode;
  lock table asset_finance in exclusive mode;
  delete from asset_finance;
  execute flotte_finance_sql(
    flotte_finance_source_sql('earnings', 'earnings', 1) || ' union all ' ||
    flotte_finance_source_sql('maintenance', 'maintenance', 1) || ' union all ' ||
    flotte_finance_source_sql('fuel_entries', 'fuel_entries', 1) || ' union all ' ||
    flotte_finance_source_sql('documents', 'documents', 1));
end
$$;

create function flotte_finance_truncate() returns trigger language plpgsql as $$
begin
  perform flotte_rebuild_asset_finance();
  return null;
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['earnings', 'maintenance', 'fuel_entries', 'documents'] loop
    execute format('create trigger %1$s_finance_insert after insert on %1$s
      referencing new table as new_rows for each statement
      execute function flotte_finance_rollup()', t);
    execute format('create trigger %1$s_finance_update after update on %1$s
      referencing old table as old_rows new table as new_rows for each statement
      execute function flotte_finance_rollup()', t);
    execute format('create trigger %1$s_finance_delete after delete on %1$s
      referencing old table as old_rows for each statement
      execute function flotte_finance_rollup()', t);
    execute format('create trigger %1$s_finance_truncate after truncate on %1$s
      for each statement execute function flotte_finance_truncate()', t);
  end loop;
end
$$;

-- An asset that changes hands or type takes its sums along.
create function flotte_finance_asset_moved() returns trigger language plpgsql as $$
begin
  update asset_finance set owner_user_id = new.owner_user_id, business_id = new.business_id,
    asset_type_id = new.asset_type_id
  where asset_id = new.id;
  return null;
end
$$;
create trigger assets_finance_moved after update of owner_user_id, business_id, asset_type_id
  on assets for each row
  when (old.owner_user_id is distinct from new.owner_user_id
        or old.business_id is distinct from new.business_id
        or old.asset_type_id is distinct from new.asset_type_id)
  execute function flotte_finance_asset_moved();

-- The rebuild of migrations 014 and 019 rebuilds these sums too (one call after a bulk load).
create or replace function flotte_rebuild_earnings_rollups() returns void language plpgsql as $$
begin
  lock table earnings, maintenance in share mode;
  lock table earnings_monthly, maintenance_costs_monthly, owner_earnings_monthly
    in exclusive mode;
  delete from earnings_monthly;
  insert into earnings_monthly (asset_id, month, currency, gross, commission, net, count)
  select asset_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
         sum(gross), sum(commission), sum(net), count(*)
  from earnings group by 1, 2, 3;
  delete from owner_earnings_monthly;
  insert into owner_earnings_monthly
    (owner_user_id, month, currency, gross, commission, net, count)
  select owner_user_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
         sum(gross), sum(commission), sum(net), count(*)
  from earnings group by 1, 2, 3;
  delete from maintenance_costs_monthly;
  insert into maintenance_costs_monthly (asset_id, month, currency, cost, count)
  select asset_id, date_trunc('month', completed_at at time zone 'UTC')::date, currency,
         sum(cost), count(*)
  from maintenance
  where status = 'completed' and cost is not null and completed_at is not null
  group by 1, 2, 3;
  perform flotte_rebuild_asset_finance();
end
$$;

select flotte_rebuild_asset_finance();
