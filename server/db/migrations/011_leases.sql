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
-- The market's orders (active offers only) and every offer's, for the operator.
create index lease_preferences_market_created_idx on lease_preferences (created_at, id)
  where active;
create index lease_preferences_market_rate_idx on lease_preferences (rate, id) where active;
create index lease_preferences_created_idx on lease_preferences (created_at, id);
-- "At least one available asset": an owner's live, available assets of a type.
create index assets_available_owner_type_idx on assets (owner_user_id, asset_type_id, name, id)
  where status = 'available' and deleted_at is null;

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
  -- The start of the next period to charge (active leases; the charge job's queue); null when
  -- every period is charged. Periods start at 00:00 UTC of their first day.
  next_charge_at timestamptz,
  -- Periods charged so far: the next one is number `periods_charged` from the start.
  periods_charged integer not null default 0 check (periods_charged >= 0),
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
create index leases_asset_idx on leases (asset_id, created_at, id);
create index leases_created_idx on leases (created_at, id);
create index leases_start_idx on leases (start_date, id);
create index leases_end_idx on leases (end_date, id);
-- The job's other queues: active leases past their end, proposals past their start.
create index leases_pending_start_idx on leases (start_date) where status = 'pending';

-- Ledger categories for leases; earnings name their lease.
alter table wallet_transactions drop constraint if exists wallet_transactions_category_check;
alter table wallet_transactions add constraint wallet_transactions_category_check
  check (category in ('top_up', 'request_charge', 'subscription', 'refund', 'adjustment',
                      'lease_charge', 'lease_deposit'));
alter table wallet_transactions
  add column lease_id uuid references leases (id) on delete restrict,
  add column lease_period_start timestamptz;
-- A lease period is charged once, ever; its deposit taken once and returned once.
create unique index wallet_transactions_lease_period_key
  on wallet_transactions (lease_id, lease_period_start) where category = 'lease_charge';
create unique index wallet_transactions_lease_deposit_key
  on wallet_transactions (lease_id) where category = 'lease_deposit';
create unique index wallet_transactions_lease_refund_key
  on wallet_transactions (lease_id) where category = 'refund' and lease_id is not null;
alter table earnings
  add constraint earnings_lease_fk foreign key (lease_id) references leases (id) on delete restrict;
alter table earnings add column lease_period_start timestamptz;
create unique index earnings_lease_period_key on earnings (lease_id, lease_period_start)
  where lease_id is not null;
