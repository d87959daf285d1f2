-- Drivers' positions, the live map and the ETA (issue 19, docs/positions.md). Runs on
-- PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- The straight-line ETA's speed: what an asset of the type averages door to door.
alter table asset_types add column if not exists average_speed_kmh integer not null default 30
  check (average_speed_kmh between 1 and 1000);

-- When the dispatch's last `dispatch.position` event was sent: the one-a-second throttle, read
-- and moved under the dispatch's row lock, so that it holds across servers.
alter table dispatches add column position_notified_at timestamptz;

-- A dispatch's last position (migration 025) and the throttle's stamp are bookkeeping for the
-- live events: a position has its own event, sent by the ingest (docs/live.md), and must not be
-- announced as a change of the dispatch (a refetch of every list showing it, every few seconds).
drop trigger flotte_live_upd on dispatches;
create trigger flotte_live_upd after update on dispatches
  referencing old table as old_rows new table as new_rows
  for each statement execute function flotte_live_updated('id,status,request_id,asset_id',
    'updated_at,last_lat,last_lng,last_position_at,position_notified_at');

-- The live map: the dispatches on their way, newest first (a short range of a partial index).
create index dispatches_on_the_way_idx on dispatches (created_at desc, id desc)
  where status in ('assigned', 'in_transit');

-- Every position a driver sent, partitioned by day (UTC) on `at`, when the phone took it: a
-- trail reads one dispatch's range of (dispatch_id, at) in the few partitions of its days, and
-- the retention drops whole days (`drop table`, no delete, no vacuum).
create table dispatch_positions (
  dispatch_id uuid not null references dispatches (id) on delete cascade,
  -- Who sent it (the dispatch's driver then; the dispatch may change driver later). No foreign
  -- key: a trail outlives what becomes of the account.
  driver_id uuid,
  at timestamptz not null,
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  -- As the browser's Geolocation gives them: metres, metres per second, degrees.
  accuracy real check (accuracy >= 0),
  speed real check (speed >= 0),
  heading real check (heading between 0 and 360),
  -- Implausible: too fast from the previous position (FLOTTE_MAX_SPEED_KMH), or in the future.
  flagged boolean not null default false,
  received_at timestamptz not null default now(),
  -- One position per dispatch and instant: a batch sent twice is stored once (on conflict do
  -- nothing). Includes the partition key, as a partitioned table's keys must.
  primary key (dispatch_id, at)
) partition by range (at);

-- A position whose day has no partition (a phone's clock far off, a day the job has not created
-- yet) is neither refused nor lost: it waits here. Creating its day's partition moves it there;
-- the retention deletes what is older than its limit (by `at` or by `received_at`, so that a
-- position dated far in the future does not stay forever).
create table dispatch_positions_default partition of dispatch_positions default;

-- The partition of one day (UTC), unless it exists: created empty, filled with that day's rows
-- waiting in the default partition, then attached (attaching checks the default partition holds
-- none of the day any more). Answers whether it created one.
create function flotte_position_partition(day date) returns boolean language plpgsql as $$
declare
  part text := 'dispatch_positions_' || to_char(day, 'YYYYMMDD');
  lo timestamptz := day::timestamp at time zone 'UTC';
  hi timestamptz := (day + 1)::timestamp at time zone 'UTC';
begin
  if to_regclass(part) is not null then
    return false;
  end if;
  execute format('create table %I (like dispatch_positions including defaults including constraints)',
    part);
  execute format('with moved as (delete from dispatch_positions_default where at >= $1 and at < $2
      returning *) insert into %I select * from moved', part) using lo, hi;
  execute format('alter table dispatch_positions attach partition %I for values from (%L) to (%L)',
    part, lo, hi);
  return true;
end $$;

-- The missing partitions of days `first` to `last`; answers how many were created. One writer
-- at a time (two servers' jobs, a migration): the advisory lock serialises them.
create function flotte_create_position_partitions(first date, last date) returns integer
language plpgsql as $$
declare
  day date;
  created integer := 0;
begin
  perform pg_advisory_xact_lock(7245926);
  for day in select d::date from generate_series(first, last, interval '1 day') d loop
    if flotte_position_partition(day) then
      created := created + 1;
    end if;
  end loop;
  return created;
end $$;

-- Drops the day partitions before `keep_from` (their every position is older) and deletes the
-- older positions waiting in the default partition; answers how many partitions were dropped.
create function flotte_drop_position_partitions(keep_from date) returns integer
language plpgsql as $$
declare
  part text;
  dropped integer := 0;
  cutoff timestamptz := keep_from::timestamp at time zone 'UTC';
begin
  perform pg_advisory_xact_lock(7245926);
  for part in
    select c.relname from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'dispatch_positions'::regclass
      and c.relname ~ '^dispatch_positions_[0-9]{8}$'
      and to_date(right(c.relname, 8), 'YYYYMMDD') < keep_from
    order by c.relname
  loop
    execute format('drop table %I', part);
    dropped := dropped + 1;
  end loop;
  delete from dispatch_positions_default where at < cutoff or received_at < cutoff;
  return dropped;
end $$;

-- Yesterday's, today's and the next 7 days' partitions; the job `positions-partitions` keeps
-- creating them ahead (server/jobs/positions-partitions.ts).
select flotte_create_position_partitions((now() at time zone 'UTC')::date - 1,
  (now() at time zone 'UTC')::date + 7);
