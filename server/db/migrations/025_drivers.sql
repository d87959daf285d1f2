-- Drivers and the steps of a delivery (issue 19, docs/drivers.md): a `driver` role employed by
-- an asset owner or by a business (its in-house fleet), an asset's default driver, the driver of
-- each dispatch, the steps a driver takes, failed attempts, and the proof a delivery requires.

alter table users drop constraint users_role_check;
alter table users add constraint users_role_check
  check (role in ('asset_owner', 'business', 'b2b', 'in_house_manager', 'superadmin', 'driver'));
-- Who a driver works for: an asset owner (employer_user_id) or a business (business_id, as for
-- staff). Exactly one of them for a driver; neither for the other roles' employer.
alter table users add column employer_user_id uuid references users (id) on delete restrict;
alter table users add constraint users_driver_employer_check
  check (role <> 'driver' or (employer_user_id is null) <> (business_id is null));
alter table users add constraint users_employer_only_driver_check
  check (role = 'driver' or employer_user_id is null);
create index users_employer_idx on users (employer_user_id, created_at, id)
  where employer_user_id is not null;
create index users_business_drivers_idx on users (business_id, created_at, id)
  where role = 'driver';

-- The driver an asset's dispatches get unless the dispatcher names another.
alter table assets add column default_driver_id uuid references users (id) on delete set null;

-- A failed attempt ends its dispatch (`failed`, the asset freed, nothing charged) and leaves the
-- request `failed` until its business retries (back to `pending`, a new attempt) or cancels.
alter table requests drop constraint requests_status_check;
alter table requests add constraint requests_status_check
  check (status in ('pending', 'assigned', 'in_transit', 'delivered', 'failed', 'cancelled'));
alter table requests
  add column attempts integer not null default 0 check (attempts >= 0),
  -- The 4-digit code the recipient is told and gives the driver (when the business asks for it).
  add column delivery_code char(4) not null
    default lpad((floor(random() * 10000))::int::text, 4, '0'),
  -- Coordinates of the addresses (geocoded, or placed on the map); null when unknown.
  add column pickup_lat double precision,
  add column pickup_lng double precision,
  add column dropoff_lat double precision,
  add column dropoff_lng double precision;

alter table dispatches drop constraint dispatches_status_check;
alter table dispatches add constraint dispatches_status_check
  check (status in ('assigned', 'in_transit', 'delivered', 'failed', 'cancelled'));
alter table dispatches
  add column driver_id uuid references users (id) on delete set null,
  add column arrived_pickup_at timestamptz,
  add column arrived_at timestamptz,
  add column failed_at timestamptz,
  add column failure_reason text
    check (failure_reason in ('absent', 'refused', 'wrong_address', 'damaged', 'other')),
  add column failure_note text,
  -- The last position the driver sent (the trail itself: dispatch_positions, migration 026).
  add column last_lat double precision,
  add column last_lng double precision,
  add column last_position_at timestamptz;
-- A driver's own work, newest first (the driver's screen and its 404 rule).
create index dispatches_driver_idx on dispatches (driver_id, created_at, id)
  where driver_id is not null;

-- The proof a delivery carries: one row per item given (photo, signature, name, code).
create table dispatch_proofs (
  dispatch_id uuid not null references dispatches (id) on delete cascade,
  kind text not null check (kind in ('photo', 'signature', 'name', 'code')),
  -- photo, signature: the stored file (/api/uploads/<name>); name: the recipient's name.
  value text not null,
  taken_at timestamptz not null default now(),
  lat double precision,
  lng double precision,
  primary key (dispatch_id, kind)
);

-- What a business's deliveries require (any combination; none by default).
alter table business_settings
  add column proof_required text[] not null default '{}'
    check (proof_required <@ '{photo,signature,name,code}'::text[]);
