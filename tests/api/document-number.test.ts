/**
 * Gapless legal numbers (issue 30): taken in the issuing transaction, given back by a rollback,
 * never doubled by two servers issuing at once (a second pool on PostgreSQL).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import {
  formatDocumentNumber,
  nextDocumentNumber,
} from '../../server/services/numbering/document-number';
import { createTestDb, onPostgres, type TestDb } from './helpers';

let t: TestDb;
let other: Db;
beforeAll(async () => {
  t = await createTestDb({ empty: true });
  await migrate(t.db);
  other = await t.connect();
});
afterAll(async () => {
  if (onPostgres) await other.close();
  await t.drop();
});

const take = (db: Db, issuer: 'platform' | { businessId: string }, year = 2026) =>
  db.transaction((tx) => nextDocumentNumber(tx, issuer, 'F', year));

describe('document numbers', () => {
  it('formats the series, the year and six digits', () => {
    expect(formatDocumentNumber('F', 2026, 123)).toBe('F-2026-000123');
    expect(formatDocumentNumber('A', 2027, 1)).toBe('A-2027-000001');
  });

  it('counts per issuer and per year, from 1', async () => {
    expect((await take(t.db, 'platform')).number).toBe('F-2026-000001');
    expect((await take(t.db, 'platform')).number).toBe('F-2026-000002');
    expect((await take(t.db, 'platform', 2027)).number).toBe('F-2027-000001');
    const brand = { businessId: '8c1f7a52-0000-4000-8000-000000000001' };
    expect((await take(t.db, brand)).number).toBe('F-2026-000001');
  });

  it('gives the number back when the issuing transaction fails', async () => {
    const issuer = { businessId: '8c1f7a52-0000-4000-8000-000000000002' };
    await take(t.db, issuer);
    await expect(
      t.db.transaction(async (tx) => {
        await nextDocumentNumber(tx, issuer, 'F', 2026);
        throw new Error('the PDF could not be built');
      }),
    ).rejects.toThrow('the PDF could not be built');
    expect((await take(t.db, issuer)).value).toBe(2);
  });

  it.skipIf(!onPostgres)('two servers issuing at once never double or skip a number', async () => {
    const issuer = { businessId: '8c1f7a52-0000-4000-8000-000000000003' };
    const taken = await Promise.all(
      Array.from({ length: 20 }, (_, i) => take(i % 2 === 0 ? t.db : other, issuer)),
    );
    expect(taken.map((n) => n.value).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});
