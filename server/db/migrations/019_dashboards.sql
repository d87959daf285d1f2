-- The dashboards' monthly money (issue 12, docs/dashboards.md): an owner's earnings by month and
-- the platform's commission by month read a few rollup rows, not the earnings themselves.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).
--
-- One row per earning owner, UTC month and currency, kept like earnings_monthly (migration 014):
-- statement triggers in the writer's transaction, one upsert per month and owner, `x = x +
-- excluded.x` under the row's lock. Keyed by the earning's owner, so an owner's deleted assets
-- still count and the owner's dashboard reads at most 12 rows per currency.
create table owner_earnings_monthly (
  owner_user_id uuid not null references users (id) on delete cascade,
  month date not null,
  currency char(3) not null,
  gross bigint not null,
  commission bigint not null,
  net bigint not null,
  count bigint not null,
  primary key (owner_user_id, month, currency)
);
-- The superadmin's commission by month: a range of months, read from the index alone.
create index owner_earnings_monthly_month_idx on owner_earnings_monthly (month)
  include (currency, commission);

create function flotte_owner_earnings_rollup() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into owner_earnings_monthly as m
      (owner_user_id, month, currency, gross, commission, net, count)
    select owner_user_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
           -sum(gross), -sum(commission), -sum(net), -count(*)
    from old_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (owner_user_id, month, currency) do update
      set gross = m.gross + excluded.gross, commission = m.commission + excluded.commission,
          net = m.net + excluded.net, count = m.count + excluded.count;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into owner_earnings_monthly as m
      (owner_user_id, month, currency, gross, commission, net, count)
    select owner_user_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
           sum(gross), sum(commission), sum(net), count(*)
    from new_rows group by 1, 2, 3 order by 1, 2, 3
    on conflict (owner_user_id, month, currency) do update
      set gross = m.gross + excluded.gross, commission = m.commission + excluded.commission,
          net = m.net + excluded.net, count = m.count + excluded.count;
  end if;
  return null;
end
$$;

create trigger owner_earnings_rollup_insert after insert on earnings
  referencing new table as new_rows
  for each statement execute function flotte_owner_earnings_rollup();
create trigger owner_earnings_rollup_update after update on earnings
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_owner_earnings_rollup();
create trigger owner_earnings_rollup_delete after delete on earnings
  referencing old table as old_rows
  for each statement execute function flotte_owner_earnings_rollup();

create function flotte_owner_earnings_truncate() returns trigger language plpgsql as $$
begin
  delete from owner_earnings_monthly;
  return null;
end
$$;
create trigger owner_earnings_rollup_truncate after truncate on earnings
  for each statement execute function flotte_owner_earnings_truncate();

-- The rebuild of migration 014 now rebuilds this rollup too (one function to call after a load
-- with triggers off, as the PostgreSQL benchmark does).
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
end
$$;

insert into owner_earnings_monthly (owner_user_id, month, currency, gross, commission, net, count)
select owner_user_id, date_trunc('month', earned_at at time zone 'UTC')::date, currency,
       sum(gross), sum(commission), sum(net), count(*)
from earnings group by 1, 2, 3;

-- The owner's scheduled work in date order, per asset (next maintenance due).
create index maintenance_asset_scheduled_idx on maintenance (asset_id, scheduled_at, id)
  where status = 'scheduled';
