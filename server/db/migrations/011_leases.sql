-- Lease preferences and leases (issue 9).
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). Money: integer minor units + ISO currency.

-- An owner's terms for leasing one asset, or any asset of a type it owns.
create table lease_preferences (
  id uuid primary key default gen_random_uuid(),
  owner_user_id uuid not null references users (id) on delete cascade,
  asset_id uuid references assets (id) on delete cascade,
  asset_type_id uuid references asset_types (id) on delete restrict,
  min_days integer not null default 1 check (min_days >= 1),
  max_days integer check (max_days >= 1),
  -- The price of one period.
  rate bigint not null check (rate >= 0),
  period text not null check (period in ('day', 'week', 'month')),
  deposit bigint not null default 0 check (deposit >= 0),
  currency char(3) not null default 'EUR',
  available_from date,
  available_to date,
  regions text[] not null default '{}',
  notes text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((asset_id is null) <> (asset_type_id is null)),
  check (max_days is null or max_days >= min_days),
  check (available_to is null or available_from is null or available_to >= available_from)
);
create index lease_preferences_owner_idx on lease_preferences (owner_user_id, created_at, id);
create index lease_preferences_active_idx on lease_preferences (asset_type_id, created_at, id)
  where active;
create index lease_preferences_asset_idx on lease_preferences (asset_id) where asset_id is not null;

create table leases (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete restrict,
  lessor_user_id uuid not null references users (id) on delete restrict,
  lessee_business_id uuid not null references businesses (id) on delete restrict,
  preference_id uuid references lease_preferences (id) on delete set null,
  start_date date not null,
  end_date date not null,
  rate bigint not null check (rate >= 0),
  period text not null check (period in ('day', 'week', 'month')),
  deposit bigint not null default 0 check (deposit >= 0),
  currency char(3) not null default 'EUR',
  status text not null default 'pending'
    check (status in ('pending', 'active', 'ended', 'cancelled')),
  -- The start of the next period to charge (active leases; the charge job's queue).
  next_charge_at timestamptz,
  proposed_by uuid references users (id) on delete set null,
  accepted_at timestamptz,
  ended_at timestamptz,
  cancelled_at timestamptz,
  cancel_reason text,
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (end_date >= start_date)
);
-- One active lease per asset, whatever the concurrency.
create unique index leases_active_asset_key on leases (asset_id) where status = 'active';
create index leases_lessor_idx on leases (lessor_user_id, created_at, id);
create index leases_lessee_idx on leases (lessee_business_id, created_at, id);
create index leases_status_idx on leases (status, created_at, id);
create index leases_next_charge_idx on leases (next_charge_at) where status = 'active';

-- Ledger categories for leases; earnings name their lease.
alter table wallet_transactions drop constraint if exists wallet_transactions_category_check;
alter table wallet_transactions add constraint wallet_transactions_category_check
  check (category in ('top_up', 'request_charge', 'subscription', 'refund', 'adjustment',
                      'lease_charge', 'lease_deposit'));
alter table wallet_transactions
  add column lease_id uuid references leases (id) on delete restrict,
  add column lease_period_start timestamptz;
-- A lease period is charged once, ever.
create unique index wallet_transactions_lease_period_key
  on wallet_transactions (lease_id, lease_period_start) where category = 'lease_charge';
alter table earnings
  add constraint earnings_lease_fk foreign key (lease_id) references leases (id) on delete restrict;
alter table earnings add column lease_period_start timestamptz;
create unique index earnings_lease_period_key on earnings (lease_id, lease_period_start)
  where lease_id is not null;
