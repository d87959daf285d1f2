-- Rounds (issue 29, docs/rounds.md): what planning needs on requests, assets and types; depots;
-- rounds and their ordered stops. Runs on PostgreSQL 15+ and PGlite.

-- What a request asks of a round: a window for each stop (both optional), the time spent at
-- each (else its package type's), its volume. A request loaded at a depot (`depot_id`) has no
-- pickup stop: its goods leave with the round.
create table depots (
  id uuid primary key default gen_random_uuid(),
  -- An owner's or a business's place, exactly one of the two.
  owner_user_id uuid references users (id) on delete cascade,
  business_id uuid references businesses (id) on delete cascade,
  name text not null check (char_length(name) between 1 and 200),
  address text not null check (char_length(address) between 1 and 500),
  lat double precision not null check (lat between -90 and 90),
  lng double precision not null check (lng between -180 and 180),
  -- Opening hours, local to the plan's day (UTC in this version): a round leaves and returns
  -- within them.
  opens time not null default '07:00',
  closes time not null default '20:00',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((owner_user_id is null) <> (business_id is null)),
  check (opens < closes)
);
create index depots_owner_idx on depots (owner_user_id, created_at, id);
create index depots_business_idx on depots (business_id, created_at, id);
create index depots_created_idx on depots (created_at, id);

alter table requests
  add column pickup_from timestamptz,
  add column pickup_until timestamptz,
  add column dropoff_from timestamptz,
  add column dropoff_until timestamptz,
  add column service_minutes integer check (service_minutes between 0 and 480),
  add column volume_m3 double precision check (volume_m3 >= 0),
  add column depot_id uuid references depots (id) on delete set null,
  add check (pickup_from is null or pickup_until is null or pickup_from <= pickup_until),
  add check (dropoff_from is null or dropoff_until is null or dropoff_from <= dropoff_until);
-- The planner's day: the pending requests of a date.
create index requests_pending_day_idx on requests
  ((coalesce(pickup_from, dropoff_from, scheduled_at, created_at)))
  where status = 'pending';

-- The time a stop of this package type takes, when its request says none.
alter table request_package_types
  add column service_minutes integer not null default 5 check (service_minutes between 0 and 480);

-- Capacity: kg exists on types and assets (an asset's overrides its type's); m³ when known.
alter table asset_types add column capacity_m3 double precision check (capacity_m3 >= 0);
alter table assets add column capacity_m3 double precision check (capacity_m3 >= 0);

-- Which planning settings an owner or a business chose: auto-dispatch (off by default).
alter table users add column auto_dispatch boolean not null default false;
alter table business_settings add column auto_dispatch boolean not null default false;

-- A round: one asset and its driver, a date, a depot to leave from and return to (or none to
-- return to: the round ends at its last stop), a shift, its ordered stops. The travel matrix
-- of the plan that built it is kept with it (moves and reorders recompute times from it).
create table rounds (
  id uuid primary key default gen_random_uuid(),
  -- Whose fleet planned it: an owner's or a business's in-house fleet.
  owner_user_id uuid references users (id) on delete cascade,
  business_id uuid references businesses (id) on delete cascade,
  -- The plan it came from: the rounds of one optimisation share it (and its matrix).
  plan_id uuid not null,
  asset_id uuid not null references assets (id) on delete restrict,
  driver_id uuid references users (id) on delete set null,
  date date not null,
  start_depot_id uuid references depots (id) on delete set null,
  end_depot_id uuid references depots (id) on delete set null,
  shift_start timestamptz not null,
  latest_end timestamptz not null,
  status text not null default 'draft'
    check (status in ('draft', 'published', 'in_progress', 'done')),
  distance_m integer not null default 0 check (distance_m >= 0),
  duration_s integer not null default 0 check (duration_s >= 0),
  max_load_kg double precision not null default 0,
  planned_end timestamptz,
  -- { locations: [{lat, lng}], time: number[][], distance: number[][], method }.
  matrix jsonb not null,
  created_by uuid references users (id) on delete set null,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((owner_user_id is null) <> (business_id is null)),
  check (shift_start < latest_end)
);
create index rounds_owner_idx on rounds (owner_user_id, date, id);
create index rounds_business_idx on rounds (business_id, date, id);
create index rounds_driver_idx on rounds (driver_id, date, id);
create index rounds_date_idx on rounds (date, id);
create index rounds_plan_idx on rounds (plan_id);
-- One live round an asset a day: publishing a second answers 409.
create unique index rounds_live_asset_key on rounds (asset_id, date)
  where status in ('published', 'in_progress');

-- A round's stops in order: a request's pickup before its drop-off (checked by the writes);
-- `location` is the stop's index in the round's matrix.
create table round_stops (
  id uuid primary key default gen_random_uuid(),
  round_id uuid not null references rounds (id) on delete cascade,
  request_id uuid not null references requests (id) on delete cascade,
  kind text not null check (kind in ('pickup', 'dropoff')),
  sequence integer not null check (sequence >= 0),
  location integer not null check (location >= 0),
  planned_arrival timestamptz not null,
  planned_start timestamptz not null,
  planned_departure timestamptz not null,
  load_kg double precision not null default 0,
  locked boolean not null default false,
  unique (round_id, sequence),
  unique (round_id, request_id, kind)
);
create index round_stops_request_idx on round_stops (request_id);

-- The dispatches a published round created: one per request, the round's asset for all of
-- them, so an asset's one-open-dispatch rule becomes one open dispatch outside rounds.
alter table dispatches add column round_id uuid references rounds (id) on delete set null;
create index dispatches_round_idx on dispatches (round_id) where round_id is not null;
drop index dispatches_active_asset_key;
create unique index dispatches_active_asset_key on dispatches (asset_id)
  where status in ('assigned', 'in_transit') and round_id is null;

