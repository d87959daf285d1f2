-- Owners' payouts and cash on delivery (issue 30, docs/money.md "Owners' payouts", "Cash on
-- delivery"). Runs on PostgreSQL 15+ and PGlite.

-- An owner's bank account: IBAN and BIC sealed together (AES-256-GCM, `sealed` is
-- `keyId.iv.tag.ciphertext` in base64url) with the key `key_id` names; only the masked IBAN is
-- kept readable, for the screens and the statements.
create table owner_bank_accounts (
  owner_user_id uuid primary key references users (id) on delete cascade,
  holder text not null check (char_length(holder) between 1 and 70),
  sealed text not null,
  key_id text not null,
  iban_masked text not null,
  updated_at timestamptz not null default now()
);

-- A batch of statements paid by one SEPA credit transfer file: built, approved, then paid.
create table payout_batches (
  id uuid primary key default gen_random_uuid(),
  status text not null default 'draft' check (status in ('draft', 'approved', 'paid')),
  currency char(3) not null,
  total bigint not null default 0 check (total >= 0),
  count integer not null default 0,
  -- The pain.001 message id: the file downloaded again is the same file.
  message_id text not null unique,
  created_by uuid references users (id) on delete set null,
  approved_by uuid references users (id) on delete set null,
  paid_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now(),
  approved_at timestamptz,
  paid_at timestamptz
);
create index payout_batches_created_idx on payout_batches (created_at, id);

-- A payout statement (autofacture): what the platform owes an owner for a period, in one
-- currency. Numbered `P-YYYY-NNNNNN` in the issuing transaction (migration 049).
create table payout_statements (
  id uuid primary key default gen_random_uuid(),
  number text not null unique,
  owner_user_id uuid not null references users (id) on delete restrict,
  period_start date not null,
  period_end date not null,
  currency char(3) not null,
  gross bigint not null,
  commission bigint not null,
  net bigint not null,
  adjustments bigint not null,
  cod_collected bigint not null check (cod_collected >= 0),
  amount_due bigint not null,
  earnings_count integer not null,
  -- The account it is paid to, masked, as it was at issue.
  iban_masked text,
  batch_id uuid references payout_batches (id) on delete restrict,
  paid_at timestamptz,
  issued_at timestamptz not null default now(),
  check (period_start < period_end),
  check (amount_due = net + adjustments - cod_collected),
  unique (owner_user_id, period_start, currency)
);
create index payout_statements_owner_idx on payout_statements (owner_user_id, issued_at, id);
create index payout_statements_issued_idx on payout_statements (issued_at, id);
create index payout_statements_unbatched_idx on payout_statements (currency)
  where batch_id is null;

-- Which statement carries each earning: the primary key is the rule "an earning is never in two
-- statements", whatever server or superadmin builds them at once.
create table payout_statement_earnings (
  earning_id uuid primary key references earnings (id) on delete restrict,
  statement_id uuid not null references payout_statements (id) on delete restrict
);
create index payout_statement_earnings_statement_idx on payout_statement_earnings (statement_id);

-- Adjustments the superadmin adds to an owner's next statement (signed, minor units).
create table payout_adjustments (
  id uuid primary key default gen_random_uuid(),
  owner_user_id uuid not null references users (id) on delete restrict,
  amount bigint not null check (amount <> 0),
  currency char(3) not null,
  reason text not null check (char_length(reason) between 1 and 500),
  statement_id uuid references payout_statements (id) on delete restrict,
  created_by uuid references users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index payout_adjustments_open_idx on payout_adjustments (owner_user_id, currency)
  where statement_id is null;

-- Cash on delivery: the amount a request asks the driver to collect, and what the driver
-- confirmed at delivery (how and how much). The statement that nets it from the owner's payout.
alter table requests
  add column cod_amount integer check (cod_amount > 0);
alter table dispatches
  add column cod_method text check (cod_method in ('cash', 'card')),
  add column cod_collected integer check (cod_collected >= 0),
  add column cod_statement_id uuid references payout_statements (id) on delete restrict,
  add check ((cod_method is null) = (cod_collected is null));
create index dispatches_cod_open_idx on dispatches (asset_id)
  where cod_collected is not null and cod_statement_id is null;

-- The payouts' ledger, written when a batch is marked paid: what the platform paid each owner
-- (`payout`), and the cash on delivery an owner collected for a business, netted from the
-- owner's payout and now owed by the platform to that business (`cod_remittance`, also
-- credited to the business's wallet). One row per statement, kind and business: a batch
-- marked paid twice writes nothing more.
create table payout_ledger (
  id uuid primary key default gen_random_uuid(),
  batch_id uuid not null references payout_batches (id) on delete restrict,
  statement_id uuid not null references payout_statements (id) on delete restrict,
  kind text not null check (kind in ('payout', 'cod_remittance')),
  owner_user_id uuid not null references users (id) on delete restrict,
  business_id uuid references businesses (id) on delete restrict,
  amount bigint not null check (amount >= 0),
  currency char(3) not null,
  created_at timestamptz not null default now(),
  check ((kind = 'cod_remittance') = (business_id is not null))
);
create unique index payout_ledger_once on payout_ledger
  (statement_id, kind, coalesce(business_id, '00000000-0000-0000-0000-000000000000'));
create index payout_ledger_batch_idx on payout_ledger (batch_id);
