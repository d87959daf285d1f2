/**
 * The prune jobs of personal data (docs/privacy.md), each claimed once across servers like every
 * periodic job: sessions a day past their end (expired or revoked), mails older than
 * FLOTTE_OUTBOX_RETENTION_DAYS (sent or given up) and audit entries older than
 * FLOTTE_AUDIT_RETENTION_DAYS. Batches claimed with `for update skip locked` (in-batches.ts);
 * migration 053 indexes what they read.
 */
import type { Db } from '../db/db';
import { inBatches } from './in-batches';

/** Mails are kept this long, in days (support, a retry by hand). */
export const OUTBOX_RETENTION_DAYS = 30;
/** Audit entries are kept this long, in days (accountability, disputes). */
export const AUDIT_RETENTION_DAYS = 365;
/** Hourly, as the webhook history. */
export const PRUNE_INTERVAL = 3600;
const BATCH = 1000;
const MAX_BATCHES = 200;

export interface PruneRun {
  sessions: number;
  mails: number;
  audit: number;
}

/** `table`'s rows where `condition` (over `t`, `$1` the retention in days), oldest first. */
const pruneSql = (table: string, condition: string, order: string) =>
  `delete from ${table} where id in (
     select id from ${table} t where ${condition}
     order by ${order} limit $2
     for update skip locked)
   returning 1`;

export async function prunePersonalData(
  db: Db,
  { outboxDays = OUTBOX_RETENTION_DAYS, auditDays = AUDIT_RETENTION_DAYS } = {},
  { batch = BATCH, maxBatches = MAX_BATCHES } = {},
): Promise<PruneRun> {
  const run = (sql: string, days: number) => inBatches(db, sql, [days], batch, maxBatches);
  // A session's tokens die with it: a day's grace after its end, then nothing reads it.
  const sessions = await run(
    pruneSql(
      'sessions',
      `(t.expires_at < now() - make_interval(days => $1::int)
         or t.revoked_at < now() - make_interval(days => $1::int))`,
      't.expires_at',
    ),
    1,
  );
  const mails = await run(
    pruneSql('outbox', 't.created_at < now() - make_interval(days => $1::int)', 't.created_at'),
    outboxDays,
  );
  const audit = await run(
    pruneSql('audit_log', 't.at < now() - make_interval(days => $1::int)', 't.at'),
    auditDays,
  );
  return { sessions, mails, audit };
}
