-- Limits shared by every server on this database (issue 11, docs/limits.md). Both tables are
-- UNLOGGED: no WAL, so one write per request stays cheap; after a crash PostgreSQL empties
-- them, which only forgives the counts of the last window. Keys are SHA-256 hashes (hex):
-- typed e-mail addresses are not kept in clear, and every key has the same small size.

-- Failed sign-ins, wrong codes, mail requests, sign-ups, rejected Google tokens: per throttle
-- (`scope`) and key, the newest failures (ms since the epoch, oldest first; at most the
-- throttle's limit of them, which is all its sliding window needs).
create unlogged table throttle_failures (
  scope text not null,
  key text not null,
  failures bigint[] not null,
  -- The newest failure plus the window: past it the row counts nothing and may be removed.
  expires_at bigint not null,
  primary key (scope, key)
);
create index throttle_failures_expires_at on throttle_failures (expires_at);

-- The general API limit (@fastify/rate-limit): requests per key (user or client address) in a
-- fixed window that starts with the key's first request.
create unlogged table rate_limit_hits (
  key text primary key,
  hits integer not null,
  resets_at bigint not null
);
create index rate_limit_hits_resets_at on rate_limit_hits (resets_at);
