-- Requests, dispatches, wallets and earnings (issue 4, server part B).
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). Money: integer minor units + ISO currency.

-- A delivery request of a business (POST /api/business-dispatches).
create table requests (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete restrict,
  requested_by uuid references users (id) on delete set null,
  -- No foreign key: request package types belong to another migration (005); the service
  -- checks the id when package types exist.
  package_type_id uuid,
  asset_type_id uuid not null references asset_types (id) on delete restrict,
  pickup_address text not null,
  dropoff_address text not null,
  scheduled_at timestamptz,
  recipient_name text,
  recipient_phone text,
  weight_kg integer check (weight_kg >= 0),
  notes text,
  price integer not null check (price >= 0),
  currency char(3) not null default 'EUR',
  status text not null default 'pending'
    check (status in ('pending', 'assigned', 'in_transit', 'delivered', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index requests_business_idx on requests (business_id, created_at);
create index requests_status_idx on requests (status, asset_type_id);
create index requests_created_at_idx on requests (created_at, id);

-- One asset serving one request. Cancelled and delivered dispatches stay as history.
create table dispatches (
  id uuid primary key default gen_random_uuid(),
  request_id uuid not null references requests (id) on delete restrict,
  asset_id uuid not null references assets (id) on delete restrict,
  dispatched_by uuid references users (id) on delete set null,
  status text not null default 'assigned'
    check (status in ('assigned', 'in_transit', 'delivered', 'cancelled')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  in_transit_at timestamptz,
  delivered_at timestamptz,
  cancelled_at timestamptz
);
-- The rule behind "two dispatches never hold one asset" (and one live dispatch a request),
-- whatever the concurrency: the second insert fails with a unique violation.
create unique index dispatches_active_asset_key on dispatches (asset_id)
  where status in ('assigned', 'in_transit');
create unique index dispatches_active_request_key on dispatches (request_id)
  where status in ('assigned', 'in_transit');
create index dispatches_request_idx on dispatches (request_id);
create index dispatches_asset_idx on dispatches (asset_id, created_at);

create table dispatch_reassignments (
  id uuid primary key default gen_random_uuid(),
  dispatch_id uuid not null references dispatches (id) on delete cascade,
  previous_asset_id uuid not null references assets (id) on delete restrict,
  new_asset_id uuid not null references assets (id) on delete restrict,
  reason text not null,
  by_user_id uuid references users (id) on delete set null,
  at timestamptz not null default now()
);
create index dispatch_reassignments_dispatch_idx on dispatch_reassignments (dispatch_id, at);

-- One wallet per business; balance always equals the sum of its ledger (credits − debits),
-- kept so by locking the wallet row (select … for update) in every money transaction.
create table wallets (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null unique references businesses (id) on delete restrict,
  currency char(3) not null default 'EUR',
  balance bigint not null default 0 check (balance >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table wallet_transactions (
  id uuid primary key default gen_random_uuid(),
  wallet_id uuid not null references wallets (id) on delete restrict,
  type text not null check (type in ('credit', 'debit')),
  category text not null
    check (category in ('top_up', 'request_charge', 'subscription', 'refund', 'adjustment')),
  amount bigint not null check (amount > 0),
  balance_after bigint not null check (balance_after >= 0),
  reference text,
  request_id uuid references requests (id) on delete restrict,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index wallet_transactions_wallet_idx on wallet_transactions (wallet_id, created_at);
-- A request is charged once, ever.
create unique index wallet_transactions_request_charge_key on wallet_transactions (request_id)
  where category = 'request_charge';

create table earnings (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid not null references assets (id) on delete restrict,
  owner_user_id uuid not null references users (id) on delete restrict,
  dispatch_id uuid references dispatches (id) on delete restrict,
  -- Leases come later (no table yet).
  lease_id uuid,
  gross bigint not null check (gross >= 0),
  commission bigint not null check (commission >= 0),
  net bigint not null check (net >= 0),
  currency char(3) not null default 'EUR',
  earned_at timestamptz not null default now()
);
create index earnings_asset_idx on earnings (asset_id, earned_at);
create index earnings_owner_idx on earnings (owner_user_id, earned_at);
create unique index earnings_dispatch_key on earnings (dispatch_id) where dispatch_id is not null;
