/**
 * Invoice numbers under faults and concurrency (docs/money.md "Invoices"): a transaction that
 * fails after taking its number gives it back, and two servers (two connection pools on
 * PostgreSQL; skipped on PGlite, whose one connection serialises everything) issuing the same
 * invoices at once write each once, numbered without a gap or a double.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { issueInvoice } from '../../server/services/invoices/issue';
import { onPostgres } from './helpers';
import { worldWithPoolPerFile } from './per-file';
import { chargedInMonth } from './invoice-fixtures';
import { createWorld } from './requests-fixtures';

const w = worldWithPoolPerFile(createWorld);

const charged = (businessId: string, month: string) => chargedInMonth(w, businessId, month, 1234);

/** An issuer's invoice numbers of a year: the platform's (`null`), or a white-label business's. */
const numbersOf = async (year: number, issuer: string | null = null) =>
  (
    await w.t.db.query<{ number: string }>(
      `select number from invoices where kind = 'invoice' and issue_date between $1 and $2
         and issuer = $3
       order by number`,
      [`${year}-01-01`, `${year}-12-31`, issuer ?? 'platform'],
    )
  ).map((r) => r.number);

/** Gapless from 1: `F-2022-000001`, `F-2022-000002`, … */
const gapless = (numbers: string[], year: number) =>
  numbers.map((_, i) => `F-${year}-${String(i + 1).padStart(6, '0')}`);

const issue = (db: Db, businessId: string, month: string, on: string) =>
  db.transaction((tx) => issueInvoice(tx, businessId, month, on, null));

describe('invoice numbers', () => {
  it('a transaction that fails after taking a number gives it back: no gap', async () => {
    await charged(w.ids.business, '2023-01');
    await charged(w.ids.business, '2023-02');
    expect(await issue(w.t.db, w.ids.business, '2023-01', '2023-02-01')).toBeDefined();
    await expect(
      w.t.db.transaction(async (tx) => {
        await issueInvoice(tx, w.ids.business, '2023-02', '2023-03-01', null);
        throw new Error('the server stopped before the commit');
      }),
    ).rejects.toThrow('the server stopped');
    expect(await numbersOf(2023)).toEqual(['F-2023-000001']);
    // The month is still to invoice, at the number given back.
    expect(await issue(w.t.db, w.ids.business, '2023-02', '2023-03-01')).toBeDefined();
    expect(await numbersOf(2023)).toEqual(['F-2023-000001', 'F-2023-000002']);
  });

  it.skipIf(!onPostgres)(
    'two servers issuing the same invoices at once: each once, numbers without gap or double',
    async () => {
      // The B2B client is invoiced by its white-label parent, in the parent's own sequence.
      await w.t.db.query(
        `update businesses set siren = '552100554', vat_number = 'FR96552100554',
           address = '5 quai Rambaud, 69002 Lyon' where id = $1`,
        [w.ids.parent],
      );
      const platformInvoiced = [w.ids.business, w.ids.other, w.ids.parent];
      const businesses = [...platformInvoiced, w.ids.child];
      const months = ['2022-01', '2022-02', '2022-03'];
      for (const b of businesses) for (const m of months) await charged(b, m);
      const pools = [w.t.db, w.secondPool!];
      const written = await Promise.all(
        businesses.flatMap((b) =>
          months.flatMap((m) => pools.map((db) => issue(db, b, m, '2022-06-15'))),
        ),
      );
      // One invoice per business and month; the loser of each pair wrote nothing.
      expect(written.filter(Boolean)).toHaveLength(businesses.length * months.length);
      const platform = await numbersOf(2022);
      expect(platform).toEqual(gapless(platform, 2022));
      expect(platform).toHaveLength(platformInvoiced.length * months.length);
      const parent = await numbersOf(2022, w.ids.parent);
      expect(parent).toEqual(gapless(parent, 2022));
      expect(parent).toHaveLength(months.length);
    },
  );
});
