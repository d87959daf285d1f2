/**
 * The quotes' pruning (docs/money.md "Tariffs and quotes"): a quote no request was made from is
 * deleted a day past its end (the grace leaves a request started just before the end to
 * finish, and the quote's answer readable meanwhile). A quote a request was made from stays:
 * the request names it (`requests.quote_id`). Claimed once across servers like every periodic
 * job, in batches with `for update skip locked` (in-batches.ts); migration 057 indexes
 * `expires_at`, and the unique index of `requests.quote_id` answers "was it used".
 */
import type { Db } from '../db/db';
import { inBatches } from './in-batches';

/** Hourly: the table never holds more than a day and an hour of quotes past their end. */
export const QUOTES_PRUNE_INTERVAL = 3600;
const BATCH = 1000;
const MAX_BATCHES = 200;

export const pruneQuotes = (db: Db, { batch = BATCH, maxBatches = MAX_BATCHES } = {}) =>
  inBatches(
    db,
    `delete from quotes where id in (
       select q.id from quotes q
       where q.expires_at < now() - interval '1 day'
         and not exists (select 1 from requests r where r.quote_id = q.id)
       order by q.expires_at limit $1
       for update of q skip locked)
     returning 1`,
    [],
    batch,
    maxBatches,
  );
