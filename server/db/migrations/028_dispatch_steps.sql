-- The steps a dispatch was moved by (docs/drivers.md, "The steps"): one row per step applied,
-- keyed by the id the phone made for it. A step the phone sends again (its answer was lost, it
-- was offline) finds its row and is applied once; the rows are also the dispatch's history of
-- steps: when the driver took each (`at`, the phone's clock), where, and who sent it.
create table dispatch_steps (
  id uuid primary key,
  dispatch_id uuid not null references dispatches (id) on delete cascade,
  step text not null
    check (step in ('arrived_pickup', 'picked_up', 'arrived', 'delivered', 'failed')),
  at timestamptz not null,
  lat double precision check (lat between -90 and 90),
  lng double precision check (lng between -180 and 180),
  by_user_id uuid references users (id) on delete set null,
  -- The server's time: the dispatch's own stamps are this one, not `at`.
  recorded_at timestamptz not null default now()
);
create index dispatch_steps_dispatch_idx on dispatch_steps (dispatch_id, recorded_at, id);
