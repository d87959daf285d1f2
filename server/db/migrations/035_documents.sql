-- Documents that expire (issue 21, docs/compliance.md): the kinds the superadmin manages (each
-- mandatory or not, per asset type), the documents of assets and of drivers, their due level and
-- their reminders. Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- The platform's compliance settings: one row.
create table compliance_settings (
  id boolean primary key default true check (id),
  -- A document whose validity ends within this many days reads `expiring`.
  expiring_days integer not null default 30 check (expiring_days between 1 and 365),
  updated_at timestamptz not null default now()
);
insert into compliance_settings default values;

-- Kinds of documents. `subject`: what they are about (an asset, a driver).
create table document_kinds (
  id uuid primary key default gen_random_uuid(),
  code text not null unique check (code ~ '^[a-z][a-z0-9_]{0,39}$'),
  name text not null check (char_length(name) between 1 and 100),
  subject text not null check (subject in ('asset', 'driver')),
  -- Mandatory for every asset type unless document_kind_asset_types says otherwise: an expired
  -- document of a mandatory kind blocks dispatch, reassignment and leases.
  mandatory boolean not null default false,
  -- A mandatory kind never recorded: a warning (false, the default), or a block (true).
  missing_blocks boolean not null default false,
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index document_kinds_name_idx on document_kinds (lower(name), id);

-- The superadmin's choice per asset type, over the kind's default.
create table document_kind_asset_types (
  kind_id uuid not null references document_kinds (id) on delete cascade,
  asset_type_id uuid not null references asset_types (id) on delete cascade,
  mandatory boolean not null,
  missing_blocks boolean not null default false,
  primary key (kind_id, asset_type_id)
);
create index document_kind_asset_types_type_idx on document_kind_asset_types (asset_type_id);

insert into document_kinds (code, name, subject, mandatory) values
  ('insurance', 'Assurance', 'asset', true),
  ('registration', 'Certificat d’immatriculation', 'asset', true),
  ('technical_inspection', 'Contrôle technique', 'asset', false),
  ('transport_permit', 'Licence de transport', 'asset', false),
  ('other', 'Autre', 'asset', false),
  ('driving_licence', 'Permis de conduire', 'driver', true),
  ('medical_certificate', 'Certificat médical', 'driver', false);

-- A document of an asset or of a driver (exactly one).
create table documents (
  id uuid primary key default gen_random_uuid(),
  asset_id uuid references assets (id) on delete cascade,
  driver_id uuid references users (id) on delete cascade,
  kind_id uuid not null references document_kinds (id) on delete restrict,
  number text check (char_length(number) <= 100),
  issuer text check (char_length(issuer) <= 200),
  -- Days (UTC), both included; no end: valid without limit.
  valid_from date,
  valid_to date,
  file_url text,
  notes text,
  -- What the document cost (insurance premium, permit fee), in minor units.
  cost bigint check (cost >= 0),
  currency char(3) not null default 'EUR',
  -- The document in force of its kind for its asset or driver (valid the longest, then the
  -- newest): renewed ones are kept with current = false, have no level and are not reminded.
  current boolean not null default true,
  -- A reminder is mailed once per level: the row records it in the mail's transaction.
  expiring_notified_at timestamptz,
  expired_notified_at timestamptz,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check ((asset_id is null) <> (driver_id is null)),
  check (valid_from is null or valid_to is null or valid_from <= valid_to)
);
create index documents_asset_idx on documents (asset_id, kind_id, valid_to)
  where asset_id is not null;
create index documents_driver_idx on documents (driver_id, kind_id, valid_to)
  where driver_id is not null;
-- The list's sort keys, each with the id last.
create index documents_created_idx on documents (created_at, id);
create index documents_valid_to_idx on documents (valid_to, id);
create index documents_kind_idx on documents (kind_id, created_at, id);
-- Documents in force by end of validity: the due-level filter, the dashboards, the reminders.
create index documents_current_due_idx on documents (valid_to, id)
  where current and valid_to is not null;
