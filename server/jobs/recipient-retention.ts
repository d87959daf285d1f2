/**
 * The recipients' retention (docs/privacy.md): a set time after a request ended (delivered or
 * cancelled, `ended_at`), its recipient's name, phone and e-mail are erased and its proof of
 * delivery (name, signature, photo, code) deleted; `personal_data_erased_at` records it. The
 * money, the reference, the addresses' history and the request itself stay for accounting.
 * Batches of `batch` requests, each its own statement, claimed with `for update skip locked`.
 */
import type { Db } from '../db/db';

/** Months an ended request keeps its recipient's data (FLOTTE_RECIPIENT_RETENTION_MONTHS). */
export const RECIPIENT_RETENTION_MONTHS = 12;
/** Daily: the data never outlives the retention by more than a day. */
export const RECIPIENT_RETENTION_INTERVAL = 24 * 3600;
const BATCH = 500;
const MAX_BATCHES = 100;

/** Erases the due requests' recipients and proofs; answers how many requests were erased. */
export async function eraseEndedRecipients(
  db: Db,
  retentionMonths = RECIPIENT_RETENTION_MONTHS,
  { batch = BATCH, maxBatches = MAX_BATCHES } = {},
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const n = (
      await db.query(
        `with due as (
           select id from requests
           where personal_data_erased_at is null and ended_at is not null
             and ended_at < now() - make_interval(months => $1::int)
           order by ended_at limit $2
           for update skip locked),
         proofs as (
           delete from dispatch_proofs p using dispatches d, due
           where p.dispatch_id = d.id and d.request_id = due.id)
         update requests r set recipient_name = null, recipient_phone = null,
           recipient_email = null, personal_data_erased_at = now()
         from due where r.id = due.id
         returning 1`,
        [retentionMonths, batch],
      )
    ).length;
    total += n;
    if (n < batch) break;
  }
  return total;
}
