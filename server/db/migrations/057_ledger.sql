-- The back office of money (issue 30, docs/money.md).

-- The quotes' pruning (server/jobs/quotes-prune.ts) reads the quotes past their end in order.
create index quotes_expires_idx on quotes (expires_at);
