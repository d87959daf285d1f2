-- The fleet report's totals from counters (docs/totals.md): counting its rows up to the cap
-- (a join of 10,001 sums with their assets) cost each page about 90 ms at a million assets,
-- where the page itself is an index range (docs/benchmarks.md). Sums are counted per period
-- with their copied owner, business (and whether the asset is in-house: no owner) and type,
-- through their asset: a deleted asset's sums are not listed, nor counted.
insert into row_count_specs
  (tbl, live, columns, shapes, parent, parent_alias, parent_key, parent_columns)
values
  ('asset_finance', 'a.deleted_at is null',
   '{"period": "r.period", "owner_user_id": "r.owner_user_id", "business_id": "r.business_id",
     "in_house": "(r.owner_user_id is null)", "asset_type_id": "r.asset_type_id"}',
   array['period', 'asset_type_id&period', 'owner_user_id&period',
         'asset_type_id&owner_user_id&period', 'business_id&in_house&period',
         'asset_type_id&business_id&in_house&period'],
   'assets', 'a', 'asset_id', array['deleted_at']);

-- A hard-deleted asset's sums leave their counters while the asset is there to be read: the
-- cascade would delete them after it, when the counters' join finds no asset. (Maintenance is
-- deleted before its asset by whoever deletes it.)
create function flotte_asset_finance_before_asset_delete() returns trigger language plpgsql as $$
begin
  delete from asset_finance where asset_id = old.id;
  return old;
end $$;
create trigger asset_finance_before_asset_delete before delete on assets
  for each row execute function flotte_asset_finance_before_asset_delete();

select flotte_install_counts('asset_finance');
select flotte_install_counts('assets');
select flotte_rebuild_counts();
