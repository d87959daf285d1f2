-- Accounts (issue 3): one-time codes, the mail outbox, and what sign-ups store.
-- Runs on PostgreSQL 15+ and PGlite (PostgreSQL 18).

-- One live code per user and purpose: issuing a new one replaces the row (and its tries).
-- Only an HMAC of the code is stored; a right code deletes the row (single use).
create table one_time_codes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references users (id) on delete cascade,
  purpose text not null check (purpose in ('verify_email', 'reset_password')),
  code_hash text not null,
  expires_at timestamptz not null,
  -- Wrong tries; at 5 the code is dead (429 too_many_attempts) until a new one is asked.
  attempts integer not null default 0 check (attempts >= 0),
  created_at timestamptz not null default now(),
  unique (user_id, purpose)
);

-- Every mail the server sends is kept here; sent_at is set once SMTP accepted it, error keeps
-- the last failure. Without SMTP_URL the message is only logged and kept.
create table outbox (
  id uuid primary key default gen_random_uuid(),
  to_email text not null,
  subject text not null,
  text text not null,
  html text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  error text
);
create index outbox_to_email_idx on outbox (to_email, created_at);

-- The business sign-up's currency (business settings come later and may take it over).
alter table businesses add column if not exists currency char(3);

-- The superadmin's business list: the approval queue (active = false) by date or name.
create index businesses_active_created_idx on businesses (active, created_at, id);
create index businesses_created_idx on businesses (created_at, id);
create index businesses_name_idx on businesses (lower(name), id);
