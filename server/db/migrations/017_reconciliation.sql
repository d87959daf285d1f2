-- Issue 11: the daily wallet reconciliation (docs/jobs.md). One row per run, written by the one
-- server that claimed the run: how many wallets it checked and, for each wallet whose balance is
-- not the sum of its ledger, what it found. A row with mismatches > 0 is also mailed to every
-- superadmin.
create table reconciliation_reports (
  id uuid primary key default gen_random_uuid(),
  started_at timestamptz not null,
  finished_at timestamptz not null default now(),
  wallets_checked integer not null check (wallets_checked >= 0),
  mismatches integer not null check (mismatches >= 0),
  -- [{ wallet_id, business_id, currency, balance, ledger_sum, difference }], minor units.
  details jsonb not null default '[]'
);
-- The superadmin's list, newest first (ties by id).
create index reconciliation_reports_finished_idx on reconciliation_reports (finished_at, id);
