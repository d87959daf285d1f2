-- Plans, subscriptions and the jobs that renew them (issue 8).
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18). Money: integer minor units + ISO currency.

create table plans (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code ~ '^[a-z0-9][a-z0-9_-]{1,31}$'),
  name text not null check (char_length(name) between 1 and 100),
  description text,
  monthly_price bigint not null check (monthly_price >= 0),
  currency char(3) not null default 'EUR',
  -- null: no limit.
  max_assets integer check (max_assets >= 0),
  max_users integer check (max_users >= 0),
  whitelabel_allowed boolean not null default false,
  -- The platform's share of a delivered request of a subscribed business (0 to 1).
  commission_rate numeric(5, 4) not null check (commission_rate >= 0 and commission_rate <= 1),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index plans_code_key on plans (lower(code));
-- The list's sort keys (GET /plans), ties broken by id.
create index plans_price_idx on plans (monthly_price, id);
create index plans_name_idx on plans (lower(name), id);
create index plans_created_idx on plans (created_at, id);

-- The catalogue every installation starts with (the superadmin edits it).
insert into plans (code, name, description, monthly_price, currency, max_assets, max_users,
                   whitelabel_allowed, commission_rate)
values
  ('starter', 'Starter', 'Pour démarrer : quelques véhicules et une petite équipe.', 1900, 'EUR',
   5, 3, false, 0.12),
  ('pro', 'Pro', 'Pour les flottes qui grandissent.', 5900, 'EUR', 50, 15, false, 0.10),
  ('whitelabel', 'Marque blanche', 'Votre marque, vos clients B2B, sans limite pratique.', 14900,
   'EUR', 500, 100, true, 0.08);

-- A business's subscriptions, the live one and its history. `price` is locked when it starts.
create table subscriptions (
  id uuid primary key default gen_random_uuid(),
  business_id uuid not null references businesses (id) on delete restrict,
  plan_id uuid not null references plans (id) on delete restrict,
  status text not null default 'active' check (status in ('active', 'cancelled', 'past_due')),
  price bigint not null check (price >= 0),
  currency char(3) not null,
  -- false: the subscription ends at current_period_end instead of renewing.
  auto_renew boolean not null default true,
  current_period_start timestamptz not null,
  current_period_end timestamptz not null,
  -- Periods are counted from the first one's start, so a subscription taken on 31 January
  -- renews on 28 (or 29) February, then on 31 March: period n ends at anchor + n months (UTC).
  -- null reads as current_period_start (a row written before its first renewal).
  period_anchor timestamptz,
  periods integer not null default 1 check (periods >= 1),
  ended_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (current_period_end > current_period_start)
);
-- At most one live subscription a business, whatever the concurrency.
create unique index subscriptions_live_key on subscriptions (business_id)
  where status in ('active', 'past_due');
-- GET /business/subscriptions: the live one first, then newest first; per business or all.
create index subscriptions_business_idx
  on subscriptions (business_id, (status = 'cancelled'), created_at desc, id desc);
create index subscriptions_list_idx
  on subscriptions ((status = 'cancelled'), created_at desc, id desc);
-- DELETE /plans/{id} asks whether any subscription ever named the plan.
create index subscriptions_plan_idx on subscriptions (plan_id);
-- The renewal job's queue: active subscriptions by the end of their period.
create index subscriptions_due_idx on subscriptions (current_period_end)
  where status = 'active';

-- A subscription period is charged once, ever: the ledger row names it.
alter table wallet_transactions
  add column subscription_id uuid references subscriptions (id) on delete restrict,
  add column period_start timestamptz;
create unique index wallet_transactions_subscription_period_key
  on wallet_transactions (subscription_id, period_start) where category = 'subscription';

-- Periodic jobs shared by every server on the database: a server runs a job only after it
-- moved its next_run_at forward in one conditional update, so one server runs each tick.
create table job_runs (
  name text primary key,
  next_run_at timestamptz not null default now(),
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  -- Failed runs in a row (reset by a success); retries back off with it.
  failures integer not null default 0
);
