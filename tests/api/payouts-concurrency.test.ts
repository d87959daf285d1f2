/**
 * Payout races on a real PostgreSQL server (DATABASE_URL): two servers (two connection pools)
 * issuing statements and marking a batch paid at once. PGlite has one connection and
 * serialises everything: skipped there.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { approveBatch, buildBatch, markBatchPaid } from '../../server/services/payouts/batches';
import { issueMonth } from '../../server/services/payouts/statements';
import { onPostgres, openSecondPool } from './helpers';
import { raceWorldPerFile } from './per-file';
import { count } from './requests-fixtures';
import {
  createPayoutWorld,
  earning,
  OTHER_BIC,
  OTHER_IBAN,
  OWNER_BIC,
  OWNER_IBAN,
  putBankDetails,
} from './payouts-fixtures';

const w = raceWorldPerFile(createPayoutWorld);
let other: Db;
beforeAll(async () => {
  if (!onPostgres) return;
  other = await openSecondPool(w.t);
  for (const [headers, iban, bic] of [
    [w.as.asset_owner, OWNER_IBAN, OWNER_BIC],
    [w.otherOwner, OTHER_IBAN, OTHER_BIC],
  ] as const) {
    expect((await putBankDetails(w, headers, { iban, bic })).statusCode).toBe(200);
  }
});
afterAll(async () => other?.close());

const sum = async (sql: string) =>
  (await w.t.db.query<{ n: number }>(`select coalesce(sum(x), 0)::float8 as n from (${sql}) s`))[0]!
    .n;

describe('payout races on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'two servers issuing two months at once: every earning in exactly one statement, numbers gapless',
    async () => {
      for (let i = 0; i < 20; i++) {
        await earning(
          w,
          w.ids.ownerVan,
          1000 + i,
          `2025-10-${String(1 + i).padStart(2, '0')}T10:00:00Z`,
        );
        await earning(
          w,
          w.ids.otherVan,
          2000 + i,
          `2025-11-${String(1 + i).padStart(2, '0')}T10:00:00Z`,
        );
      }
      await Promise.all(
        ['2025-10', '2025-11'].flatMap((month) => [
          issueMonth(w.t.db, {}, month),
          issueMonth(other, {}, month),
          issueMonth(w.t.db, {}, month),
          issueMonth(other, {}, month),
        ]),
      );
      const [unstated] = await w.t.db.query<{ n: number }>(
        `select count(*)::int as n from earnings e where not exists
           (select 1 from payout_statement_earnings l where l.earning_id = e.id)`,
      );
      expect(unstated!.n).toBe(0);
      expect(await sum('select gross as x from payout_statements')).toBe(
        await sum('select gross as x from earnings'),
      );
      expect(await sum('select earnings_count as x from payout_statements')).toBe(
        await count(w, 'earnings'),
      );
      const numbers = (
        await w.t.db.query<{ number: string }>(
          'select number from payout_statements order by number',
        )
      ).map((r) => Number(r.number.slice(-6)));
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      // The rule itself: a stated earning cannot join another statement.
      const [s1, s2] = await w.t.db.query<{ id: string }>(
        'select id from payout_statements limit 2',
      );
      const [e] = await w.t.db.query<{ earning_id: string }>(
        'select earning_id from payout_statement_earnings where statement_id = $1 limit 1',
        [s1!.id],
      );
      await expect(
        other.query(
          'insert into payout_statement_earnings (earning_id, statement_id) values ($1, $2)',
          [e!.earning_id, s2!.id],
        ),
      ).rejects.toMatchObject({ code: '23505' });
    },
  );

  it.skipIf(!onPostgres)(
    'two superadmins on two servers marking one batch paid: the ledger is written once',
    async () => {
      const admin = (
        await w.t.db.query<{ id: string }>(`select id from users where role = 'superadmin' limit 1`)
      )[0]!.id;
      const batch = await buildBatch(w.t.db, admin, 'EUR');
      await Promise.all([
        approveBatch(w.t.db, admin, batch.id),
        approveBatch(other, admin, batch.id),
      ]);
      const answers = await Promise.all(
        [w.t.db, other, w.t.db, other].map((db) => markBatchPaid(db, admin, batch.id)),
      );
      expect(answers.map((b) => b.status)).toEqual(['paid', 'paid', 'paid', 'paid']);
      expect(await count(w, 'payout_ledger', 'batch_id = $1', [batch.id])).toBe(batch.count);
      expect(
        await sum(`select amount as x from payout_ledger where batch_id = '${batch.id}'`),
      ).toBe(batch.total);
    },
  );
});
