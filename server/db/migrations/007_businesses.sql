-- The business side (issue 8): deleted businesses, settings, list filters.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- A deleted business keeps its rows (requests, ledger and audit reference it) but disappears
-- from every route: its staff are disabled, its sessions revoked, its slug stays reserved so
-- an old branded link never lands on somebody else.
alter table businesses add column deleted_at timestamptz;

-- The operator's list filters (kind, business type, country) and the B2B clients of a
-- white-label parent; all partial on live businesses.
create index businesses_kind_idx on businesses (kind, created_at, id) where deleted_at is null;
create index businesses_country_idx on businesses (country, created_at, id)
  where deleted_at is null;
create index businesses_parent_live_idx on businesses (parent_business_id, created_at, id)
  where deleted_at is null and parent_business_id is not null;
-- `q` searches name, slug and contact e-mail with ILIKE: trigram indexes serve it.
create index businesses_name_trgm_idx on businesses using gin (name gin_trgm_ops);
create index businesses_slug_trgm_idx on businesses using gin (slug gin_trgm_ops);
create index businesses_email_trgm_idx on businesses using gin (contact_email gin_trgm_ops);

-- One row per business at most; a business without one reads the defaults of
-- server/services/business/settings.ts (its own currency and country, Europe/Paris, French).
create table business_settings (
  business_id uuid primary key references businesses (id) on delete cascade,
  currency char(3) not null default 'EUR',
  timezone text not null default 'Europe/Paris',
  country text,
  default_language text not null default 'fr' check (default_language in ('fr', 'en')),
  -- Dispatch options: enforced when a request is created.
  require_recipient_phone boolean not null default false,
  default_package_type_id uuid references request_package_types (id) on delete set null,
  -- Below this balance (minor units) the wallet is shown as low; 0 turns the warning off.
  low_balance_threshold bigint not null default 0 check (low_balance_threshold >= 0),
  -- Who receives the business's operational mails besides its staff (at most 10).
  notification_emails text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- Staff of a business, per status (the plan's max users counts the ones not disabled).
create index users_business_live_idx on users (business_id) where disabled_at is null;
