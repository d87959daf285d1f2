/**
 * The webhook history's retention (docs/integrations.md, "Limits"): every run deletes the
 * finished deliveries (succeeded, or failed after their last try) whose last try is older than
 * FLOTTE_WEBHOOK_RETENTION_DAYS, then the prepared events of that age left without a delivery.
 * A delivery still pending or being sent is never deleted, nor is its event, nor an event the
 * worker has not prepared yet.
 *
 * Batches of `batch` rows, each its own statement: one run never holds a long transaction nor
 * many row locks on the queue the worker reads; at most `maxBatches` per table per run, so a
 * large backlog drains over several runs. Rows are claimed with `for update skip locked` (a
 * "send again" in flight keeps its delivery). Migration 039 indexes what the batches read.
 */
import type { Db } from '../db/db';
import { inBatches } from './in-batches';

/** Finished deliveries and their events are kept this long, in days. */
export const WEBHOOK_RETENTION_DAYS = 30;
/** Hourly: the history never outgrows the retention by more than an hour's worth. */
export const WEBHOOK_RETENTION_INTERVAL = 3600;
const BATCH = 1000;
const MAX_BATCHES = 200;

export interface RetentionRun {
  deliveries: number;
  events: number;
}

export async function purgeWebhookHistory(
  db: Db,
  retentionDays = WEBHOOK_RETENTION_DAYS,
  { batch = BATCH, maxBatches = MAX_BATCHES } = {},
): Promise<RetentionRun> {
  // The expression and the states are those of webhook_deliveries_finished_idx (migration 039).
  const deliveries = await inBatches(
    db,
    `delete from webhook_deliveries where id in (
       select id from webhook_deliveries
       where state in ('succeeded', 'failed')
         and coalesce(last_attempt_at, created_at) < now() - make_interval(days => $1::int)
       order by coalesce(last_attempt_at, created_at) limit $2
       for update skip locked)
     returning 1`,
    [retentionDays],
    batch,
    maxBatches,
  );
  // A prepared event got its deliveries in the same transaction: none left means none to come.
  // `offset 0` keeps the check a per-event index probe, stopping at the batch's `limit`: as an
  // anti join, stale statistics (PGlite has no autovacuum) made it scan every delivery.
  const events = await inBatches(
    db,
    `delete from webhook_events where id in (
       select e.id from webhook_events e
       where e.prepared_at is not null
         and e.created_at < now() - make_interval(days => $1::int)
         and not exists (select 1 from webhook_deliveries d where d.event_id = e.id offset 0)
       order by e.created_at limit $2
       for update of e skip locked)
     returning 1`,
    [retentionDays],
    batch,
    maxBatches,
  );
  return { deliveries, events };
}
