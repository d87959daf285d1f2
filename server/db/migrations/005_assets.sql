-- Business types, request package types, the full asset record and uploads (issue 4, server
-- part A). Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- Kinds of business (retail, restaurant…): superadmin CRUD, read by every signed-in user.
create table business_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index business_types_name_key on business_types (lower(name));
create index business_types_created_at_idx on business_types (created_at, id);

-- A business has a business_type_id. restrict: a type in use cannot be deleted
-- (409 type_in_use).
alter table businesses
  add column business_type_id uuid references business_types (id) on delete restrict;
create index businesses_business_type_idx on businesses (business_type_id);

-- What a request carries (envelope, parcel, pallet…), with an optional weight cap.
create table request_package_types (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  description text,
  active boolean not null default true,
  max_weight_kg integer check (max_weight_kg >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index request_package_types_name_key on request_package_types (lower(name));
create index request_package_types_created_at_idx on request_package_types (created_at, id);

-- The asset's full record. `status` and its check stay as in 001: statuses follow dispatches,
-- maintenance and leases; owners only move `available` <-> `inactive`.
alter table assets
  add column make text,
  add column model text,
  add column year integer check (year between 1900 and 2100),
  add column serial_vin text,
  add column capacity_kg integer check (capacity_kg >= 0),
  add column odometer_km integer check (odometer_km >= 0),
  add column photo_url text,
  add column document_urls jsonb not null default '[]'::jsonb,
  add column notes text,
  add column currency char(3) not null default 'EUR',
  -- Set when an asset with dispatch history is deleted: the row stays for the history (and
  -- its earnings), hidden from every asset route, and its status is `inactive`.
  add column deleted_at timestamptz;
create index assets_status_idx on assets (status, asset_type_id) where deleted_at is null;
create index assets_created_at_idx on assets (created_at, id);
create index assets_name_idx on assets (lower(name), id);
create index assets_year_idx on assets (year, id);

-- Every stored upload (POST /api/upload): the file lives in FLOTTE_UPLOAD_DIR under `name`.
create table uploads (
  id uuid primary key default gen_random_uuid(),
  name text not null unique,
  content_type text not null,
  size integer not null check (size >= 0),
  uploaded_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
