/**
 * The quotes' pruning (server/jobs/quotes-prune.ts, docs/money.md): a quote no request was made
 * from goes a day past its end, in batches; a fresh one, one just past its end and one a request
 * names stay.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { quote } from '../../contract/quote';
import { pruneQuotes } from '../../server/jobs/quotes-prune';
import { jobNamed } from './jobs-fixtures';
import { worldPerFile } from './per-file';
import { createWorld, inject, newRequest, topUp } from './requests-fixtures';
import { count } from './rows';

const w = worldPerFile(createWorld);
const where = { pickup_address: '1 rue de Rivoli, 75001 Paris', dropoff_address: '2 rue de Lyon' };

const askQuote = async () => {
  const res = await inject(w.t, 'POST', '/quotes', w.as.business, {
    asset_type_id: w.ids.truck,
    ...where,
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneResponse(quote).parse(res.json()).data.id;
};
/** Moves a quote's end `hours` back from now. */
const endedAgo = (id: string, hours: number) =>
  w.t.db.query(`update quotes set expires_at = now() - make_interval(hours => $2) where id = $1`, [
    id,
    hours,
  ]);
const exists = async (id: string) => (await count(w.t, 'quotes', 'id = $1', [id])) === 1;

describe('quotes pruning', () => {
  it('deletes the quotes unused a day past their end, in batches; keeps the rest', async () => {
    await topUp(w, w.ids.business, 100_000);
    const used = await askQuote();
    const res = await inject(
      w.t,
      'POST',
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.truck, ...where, quote_id: used }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const old = [await askQuote(), await askQuote(), await askQuote()];
    const justEnded = await askQuote();
    const fresh = await askQuote();
    for (const id of [used, ...old]) await endedAgo(id, 30);
    await endedAgo(justEnded, 2);

    // Batches of one, at most two: two of the three go.
    expect(await pruneQuotes(w.t.db, { batch: 1, maxBatches: 2 })).toBe(2);
    // The scheduler's job finishes the backlog, then finds nothing.
    const job = jobNamed(w.t, 'quotes-prune')!;
    expect(await job.run()).toBe(1);
    expect(await job.run()).toBe(0);
    for (const id of old) expect(await exists(id)).toBe(false);
    for (const id of [used, justEnded, fresh]) expect(await exists(id)).toBe(true);
  });
});
