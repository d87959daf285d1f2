-- Monthly rollups of an asset's earnings and maintenance costs (issue 10): the earnings route
-- (GET /earnings?id&type=asset) reads a few rows per month instead of summing every earning.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). See docs/requests-and-money.md.
--
-- Kept by statement-level triggers in the writer's own transaction, so every writer counts
-- (a delivery, the lease charges job, a bulk insert of 100,000 rows: one upsert per month, not
-- per row). Two writers of one month add to the same row: `x = x + excluded.x` under the row's
-- lock, never a read-then-write. `flotte_rebuild_earnings_rollups()` recomputes both from the
-- raw tables (after a load with triggers disabled, or to repair them).

-- One row per asset, UTC month and currency. `count` is the number of earnings: a row whose
-- earnings were all deleted stays with 0 and is not read.
create table earnings_monthly (
  asset_id uuid not null references assets (id) on delete cascade,
  month date not null,
  currency char(3) not null,
  gross bigint not null,
  commission bigint not null,
  net bigint not null,
  count bigint not null,
  primary key (asset_id, month, currency)
);

-- The cost of the maintenance completed each UTC month (by `completed_at`): only completed work
-- with a cost counts, as in docs/maintenance.md "Money". `count` as above.
create table maintenance_costs_monthly (
  asset_id uuid not null references assets (id) on delete cascade,
  month date not null,
  currency char(3) not null,
  cost bigint not null,
  count bigint not null,
  primary key (asset_id, month, currency)
);

-- `old_rows` are taken away, `new_rows` added (an update does both). Each statement folds its
-- rows by month before writing, so one upsert statement never touches a row twice; months
-- whose delta is nothing are not written at all.
create function flotte_earnings_rollup() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into earnings_monthly as m (asset_id, month, currency, gross, commission, net, count)
    select asset_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
           -sum(gross), -sum(commission), -sum(net), -count(*)
    from old_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (asset_id, month, currency) do update
      set gross = m.gross + excluded.gross, commission = m.commission + excluded.commission,
          net = m.net + excluded.net, count = m.count + excluded.count;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into earnings_monthly as m (asset_id, month, currency, gross, commission, net, count)
    select asset_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
           sum(gross), sum(commission), sum(net), count(*)
    from new_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (asset_id, month, currency) do update
      set gross = m.gross + excluded.gross, commission = m.commission + excluded.commission,
          net = m.net + excluded.net, count = m.count + excluded.count;
  end if;
  return null;
end
$$;

-- Transition tables allow one event per trigger: three triggers, one function.
create trigger earnings_rollup_insert after insert on earnings
  referencing new table as new_rows for each statement execute function flotte_earnings_rollup();
create trigger earnings_rollup_update after update on earnings
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_earnings_rollup();
create trigger earnings_rollup_delete after delete on earnings
  referencing old table as old_rows for each statement execute function flotte_earnings_rollup();

-- Maintenance rows change often (status, reminders) but count only once completed with a cost:
-- the other updates fold to no row and write nothing.
create function flotte_maintenance_costs_rollup() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into maintenance_costs_monthly as m (asset_id, month, currency, cost, count)
    select asset_id, date_trunc('month', completed_at at time zone 'UTC')::date, currency,
           -sum(cost), -count(*)
    from old_rows
    where status = 'completed' and cost is not null and completed_at is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (asset_id, month, currency) do update
      set cost = m.cost + excluded.cost, count = m.count + excluded.count;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into maintenance_costs_monthly as m (asset_id, month, currency, cost, count)
    select asset_id, date_trunc('month', completed_at at time zone 'UTC')::date, currency,
           sum(cost), count(*)
    from new_rows
    where status = 'completed' and cost is not null and completed_at is not null
    group by 1, 2, 3 order by 1, 2, 3
    on conflict (asset_id, month, currency) do update
      set cost = m.cost + excluded.cost, count = m.count + excluded.count;
  end if;
  return null;
end
$$;

create trigger maintenance_costs_rollup_insert after insert on maintenance
  referencing new table as new_rows
  for each statement execute function flotte_maintenance_costs_rollup();
create trigger maintenance_costs_rollup_update after update on maintenance
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_maintenance_costs_rollup();
create trigger maintenance_costs_rollup_delete after delete on maintenance
  referencing old table as old_rows
  for each statement execute function flotte_maintenance_costs_rollup();

-- A truncated table empties its rollup (row triggers and transition tables do not see it).
create function flotte_rollups_truncate() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'earnings' then
    delete from earnings_monthly;
  else
    delete from maintenance_costs_monthly;
  end if;
  return null;
end
$$;
create trigger earnings_rollup_truncate after truncate on earnings
  for each statement execute function flotte_rollups_truncate();
create trigger maintenance_costs_rollup_truncate after truncate on maintenance
  for each statement execute function flotte_rollups_truncate();

-- Recomputes both rollups from the raw tables. The share locks wait for the writers in flight
-- and hold new ones until the commit, so the sums read every committed row and none is added
-- twice (a writer's trigger runs after the rebuild and adds its own rows).
create function flotte_rebuild_earnings_rollups() returns void language plpgsql as $$
begin
  lock table earnings, maintenance in share mode;
  lock table earnings_monthly, maintenance_costs_monthly in exclusive mode;
  delete from earnings_monthly;
  insert into earnings_monthly (asset_id, month, currency, gross, commission, net, count)
  select asset_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
         sum(gross), sum(commission), sum(net), count(*)
  from earnings group by 1, 2, 3;
  delete from maintenance_costs_monthly;
  insert into maintenance_costs_monthly (asset_id, month, currency, cost, count)
  select asset_id, date_trunc('month', completed_at at time zone 'UTC')::date, currency,
         sum(cost), count(*)
  from maintenance
  where status = 'completed' and cost is not null and completed_at is not null
  group by 1, 2, 3;
end
$$;

select flotte_rebuild_earnings_rollups();
