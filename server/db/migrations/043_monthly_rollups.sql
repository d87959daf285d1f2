-- The monthly rollups, defined once (issue 28). Migrations 014 and 019 each spelled a rollup's
-- fold three times (its trigger's take-away, its trigger's add, the rebuild) and 019 and 038
-- copied the whole rebuild again. Here each rollup is one row of `monthly_rollups`, and one
-- function folds any set of source rows into any rollup: the triggers and the rebuild call it.
-- The rollups' tables, keys and behaviour are unchanged (docs/requests-and-money.md, "Monthly
-- rollups"). Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- One row per rollup table: its source table, its key (before month and currency), the
-- timestamp whose UTC month a source row counts in, the summed columns, and which source rows
-- count. Every rollup also keeps `count`, the number of rows summed.
create table monthly_rollups (
  rollup text primary key,
  source text not null,
  key_column text not null,
  month_of text not null,
  sums text[] not null,
  counts text not null default 'true'
);
insert into monthly_rollups (rollup, source, key_column, month_of, sums, counts) values
  ('earnings_monthly', 'earnings', 'asset_id', 'earned_at', '{gross,commission,net}', 'true'),
  ('owner_earnings_monthly', 'earnings', 'owner_user_id', 'earned_at', '{gross,commission,net}',
   'true'),
  -- Only completed work with a cost counts, as in docs/maintenance.md "Money".
  ('maintenance_costs_monthly', 'maintenance', 'asset_id', 'completed_at', '{cost}',
   $$status = 'completed' and cost is not null and completed_at is not null$$);

-- The statement that adds the rows of `rows` (a table, or a trigger's transition table) to
-- rollup `spec`, each value times `sign` (-1 takes them away). The rows are folded by month
-- first and written in key order, so one statement never touches a rollup row twice and two
-- writers lock rows in the same order; `x = x + excluded.x` under the row's lock, never a
-- read-then-write. It returns the text: a transition table is seen only by statements the
-- trigger's own function runs.
create function flotte_rollup_add_sql(spec monthly_rollups, rows text, sign int)
returns text language plpgsql stable as $$
begin
  return format(
    'insert into %1$I as m (%2$I, month, currency, %3$s, count)
     select %2$I, date_trunc(''month'', %4$I at time zone ''UTC'')::date, currency, %5$s,
            %6$s * count(*)
     from %7$I where %8$s group by 1, 2, 3 order by 1, 2, 3
     on conflict (%2$I, month, currency) do update set %9$s, count = m.count + excluded.count',
    spec.rollup, spec.key_column,
    (select string_agg(format('%I', s), ', ') from unnest(spec.sums) s),
    spec.month_of,
    (select string_agg(format('%s * sum(%I)', sign, s), ', ') from unnest(spec.sums) s),
    sign, rows, spec.counts,
    (select string_agg(format('%1$I = m.%1$I + excluded.%1$I', s), ', ') from unnest(spec.sums) s));
end
$$;

-- The statement trigger of every source table: `old_rows` are taken away, `new_rows` added (an
-- update does both). Rows that do not count fold to nothing and write nothing.
create function flotte_monthly_rollups() returns trigger language plpgsql as $$
declare
  spec monthly_rollups;
begin
  for spec in select * from monthly_rollups where source = tg_table_name order by rollup loop
    if tg_op in ('UPDATE', 'DELETE') then
      execute flotte_rollup_add_sql(spec, 'old_rows', -1);
    end if;
    if tg_op in ('UPDATE', 'INSERT') then
      execute flotte_rollup_add_sql(spec, 'new_rows', 1);
    end if;
  end loop;
  return null;
end
$$;

-- A truncated source empties its rollups (row triggers and transition tables do not see it).
create function flotte_monthly_rollups_truncate() returns trigger language plpgsql as $$
declare
  spec monthly_rollups;
begin
  for spec in select * from monthly_rollups where source = tg_table_name loop
    execute format('delete from %I', spec.rollup);
  end loop;
  return null;
end
$$;

-- Recomputes every rollup from its source, then the asset sums of migration 038. The share
-- locks wait for the writers in flight and hold new ones until the commit, so the sums read
-- every committed row and none is added twice (a writer's trigger runs after the rebuild).
create or replace function flotte_rebuild_earnings_rollups() returns void language plpgsql as $$
declare
  spec monthly_rollups;
begin
  lock table earnings, maintenance in share mode;
  lock table earnings_monthly, maintenance_costs_monthly, owner_earnings_monthly
    in exclusive mode;
  for spec in select * from monthly_rollups order by rollup loop
    execute format('delete from %I', spec.rollup);
    execute flotte_rollup_add_sql(spec, spec.source, 1);
  end loop;
  perform flotte_rebuild_asset_finance();
end
$$;

-- The triggers of migrations 014 and 019 give way to the ones above: one set per source table.
drop trigger earnings_rollup_insert on earnings;
drop trigger earnings_rollup_update on earnings;
drop trigger earnings_rollup_delete on earnings;
drop trigger earnings_rollup_truncate on earnings;
drop trigger owner_earnings_rollup_insert on earnings;
drop trigger owner_earnings_rollup_update on earnings;
drop trigger owner_earnings_rollup_delete on earnings;
drop trigger owner_earnings_rollup_truncate on earnings;
drop trigger maintenance_costs_rollup_insert on maintenance;
drop trigger maintenance_costs_rollup_update on maintenance;
drop trigger maintenance_costs_rollup_delete on maintenance;
drop trigger maintenance_costs_rollup_truncate on maintenance;
drop function flotte_earnings_rollup();
drop function flotte_owner_earnings_rollup();
drop function flotte_maintenance_costs_rollup();
drop function flotte_rollups_truncate();
drop function flotte_owner_earnings_truncate();

do $$
declare
  t text;
begin
  for t in select distinct source from monthly_rollups order by 1 loop
    execute format('create trigger %1$s_monthly_insert after insert on %1$I
      referencing new table as new_rows for each statement
      execute function flotte_monthly_rollups()', t);
    execute format('create trigger %1$s_monthly_update after update on %1$I
      referencing old table as old_rows new table as new_rows for each statement
      execute function flotte_monthly_rollups()', t);
    execute format('create trigger %1$s_monthly_delete after delete on %1$I
      referencing old table as old_rows for each statement
      execute function flotte_monthly_rollups()', t);
    execute format('create trigger %1$s_monthly_truncate after truncate on %1$I
      for each statement execute function flotte_monthly_rollups_truncate()', t);
  end loop;
end
$$;
