-- Foundation schema (issue 2). Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).
-- Ids are uuids from gen_random_uuid() (built in since PostgreSQL 13); times are timestamptz.

create table server_settings (
  key text primary key,
  value text not null,
  updated_at timestamptz not null default now()
);

create table businesses (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  slug text not null,
  kind text not null default 'standard' check (kind in ('standard', 'whitelabel', 'b2b')),
  parent_business_id uuid references businesses (id) on delete restrict,
  -- Self-signed-up businesses start inactive: the superadmin's approval queue.
  active boolean not null default false,
  country text,
  contact_email text,
  contact_phone text,
  address text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index businesses_slug_key on businesses (lower(slug));
create index businesses_parent_idx on businesses (parent_business_id);

create table users (
  id uuid primary key default gen_random_uuid(),
  email text not null check (email = lower(email)),
  name text not null,
  phone text,
  role text not null check (role in ('asset_owner', 'business', 'b2b', 'in_house_manager', 'superadmin')),
  business_id uuid references businesses (id) on delete restrict,
  password_hash text,
  google_sub text,
  email_verified_at timestamptz,
  disabled_at timestamptz,
  locale text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login_at timestamptz
);
create unique index users_email_key on users (email);
create unique index users_google_sub_key on users (google_sub) where google_sub is not null;
create index users_business_idx on users (business_id);

create table sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  strategy text not null default 'local' check (strategy in ('local', 'google')),
  created_at timestamptz not null default now(),
  -- Absolute end: tokens are refreshed within it, never past it.
  expires_at timestamptz not null,
  revoked_at timestamptz,
  last_seen_at timestamptz not null default now(),
  ip text,
  user_agent text
);
create index sessions_user_idx on sessions (user_id);

create table asset_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  active boolean not null default true,
  capacity_kg integer check (capacity_kg >= 0),
  -- Money: integer minor units plus an ISO 4217 code.
  base_price integer not null default 0 check (base_price >= 0),
  currency char(3) not null default 'EUR',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
-- Names are unique regardless of case; the index also serves sorting by lower(name).
create unique index asset_types_name_key on asset_types (lower(name));
create index asset_types_base_price_idx on asset_types (base_price, id);
create index asset_types_capacity_idx on asset_types (capacity_kg, id);
create index asset_types_created_at_idx on asset_types (created_at, id);

create table assets (
  id uuid primary key default gen_random_uuid(),
  -- restrict: a type in use cannot be deleted (409 asset_type_in_use).
  asset_type_id uuid not null references asset_types (id) on delete restrict,
  owner_user_id uuid references users (id) on delete restrict,
  business_id uuid references businesses (id) on delete restrict,
  name text not null,
  registration text,
  status text not null default 'available'
    check (status in ('available', 'dispatched', 'in_maintenance', 'leased', 'inactive')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- An asset belongs to an owner, or to a business (in-house and B2B assets).
  check (owner_user_id is not null or business_id is not null)
);
create index assets_asset_type_idx on assets (asset_type_id);
create index assets_owner_idx on assets (owner_user_id);
create index assets_business_idx on assets (business_id);

create table audit_log (
  id uuid primary key default gen_random_uuid(),
  actor_user_id uuid references users (id) on delete set null,
  action text not null,
  entity text not null,
  entity_id uuid,
  at timestamptz not null default now(),
  changes jsonb
);
create index audit_log_entity_idx on audit_log (entity, entity_id);
create index audit_log_at_idx on audit_log (at);
