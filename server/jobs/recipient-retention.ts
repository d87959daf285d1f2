/**
 * The recipients' retention (docs/privacy.md): a set time after a request ended (delivered or
 * cancelled, `ended_at`), its recipient is erased (services/requests/recipient-erasure.ts: name,
 * phone, e-mail, the proof of delivery and its files). Batches of `batch` requests, each its own
 * statement, claimed with `for update skip locked`.
 */
import type { Db } from '../db/db';
import { eraseRecipients } from '../services/requests/recipient-erasure';
import { discardUploads, type UploadStore } from '../services/uploads';

/** Months an ended request keeps its recipient's data (FLOTTE_RECIPIENT_RETENTION_MONTHS). */
export const RECIPIENT_RETENTION_MONTHS = 12;
/** Daily: the data never outlives the retention by more than a day. */
export const RECIPIENT_RETENTION_INTERVAL = 24 * 3600;
const BATCH = 500;
const MAX_BATCHES = 100;

/**
 * Erases the due requests' recipients and proofs (their files too: out of `store` when it is a
 * bucket); answers how many requests were erased.
 */
export async function eraseEndedRecipients(
  db: Db,
  retentionMonths = RECIPIENT_RETENTION_MONTHS,
  {
    batch = BATCH,
    maxBatches = MAX_BATCHES,
    store,
  }: { batch?: number; maxBatches?: number; store?: UploadStore } = {},
): Promise<number> {
  let total = 0;
  for (let i = 0; i < maxBatches; i++) {
    const erased = await eraseRecipients(
      db,
      `select id from requests
       where personal_data_erased_at is null and ended_at is not null
         and ended_at < now() - make_interval(months => $1::int)
       order by ended_at limit $2
       for update skip locked`,
      [retentionMonths, batch],
    );
    if (store) await discardUploads(store, erased.uploads);
    total += erased.requests;
    if (erased.requests < batch) break;
  }
  return total;
}
