/**
 * FLOTTE_DEMO (docs/demo.md): its default by database, what `off`, `accounts` and `full` write
 * on an empty database, nothing on a database with users, and the same company for the same day.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { demoMode } from '../../server/demo-modes';
import { migrate } from '../../server/db/migrate';
import { createPglite, pgliteDb } from '../../server/db/pglite';
import { seed } from '../../server/seed';
import { createTestDb, DEMO_PASSWORD, type TestDb } from './helpers';

const dbs: TestDb[] = [];
afterAll(async () => {
  for (const t of dbs) await t.drop();
});

/** A migrated empty database; on PGlite a copy of the first one (its initdb costs seconds). */
let template: Promise<Blob> | undefined;
async function emptyDb(): Promise<TestDb> {
  if (process.env.DATABASE_URL) {
    const t = await createTestDb({ empty: true });
    dbs.push(t);
    await migrate(t.db);
    return t;
  }
  template ??= (async () => {
    const pg = await createPglite();
    await migrate(pgliteDb(pg));
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  })();
  const db = pgliteDb(await createPglite({ loadDataDir: await template }));
  const t: TestDb = { db, connect: async () => db, drop: () => db.close() };
  dbs.push(t);
  return t;
}

/** Rows of each table the demo writes. */
async function counts(t: TestDb) {
  const rows = await t.db.query<Record<string, number>>(
    `select (select count(*) from users)::int as users,
            (select count(*) from businesses)::int as businesses,
            (select count(*) from asset_types)::int as asset_types,
            (select count(*) from assets)::int as assets,
            (select count(*) from requests)::int as requests,
            (select count(*) from wallet_transactions)::int as ledger,
            (select count(*) from leases)::int as leases,
            (select count(*) from maintenance)::int as maintenance`,
  );
  return rows[0]!;
}

// Generous: a fresh migration and a full seed take seconds, far more on a loaded machine.
describe('FLOTTE_DEMO', { timeout: 600_000 }, () => {
  it('defaults to the company on the embedded database, to the accounts on a server', () => {
    expect(demoMode(undefined, undefined)).toBe('full');
    expect(demoMode('', 'postgres://x/y')).toBe('accounts');
    expect(demoMode(' OFF ', undefined)).toBe('off');
    expect(demoMode('full', 'postgres://x/y')).toBe('full');
    expect(() => demoMode('yes', undefined)).toThrow(/FLOTTE_DEMO must be one of off, accounts/);
    expect(readConfig({}).demo).toBe('full');
    expect(readConfig({ DATABASE_URL: 'postgres://x/y' }).demo).toBe('accounts');
    expect(readConfig({ FLOTTE_DEMO: 'off' }).demo).toBe('off');
  });

  it('off writes nothing at all', async () => {
    const t = await emptyDb();
    const result = await seed(t.db, DEMO_PASSWORD, { demo: 'off' });
    expect(result).toEqual({ seeded: false, accounts: [] });
    expect(await counts(t)).toEqual({
      users: 0,
      businesses: 0,
      asset_types: 0,
      assets: 0,
      requests: 0,
      ledger: 0,
      leases: 0,
      maintenance: 0,
    });
  });

  it('accounts writes the four accounts and their small data, no history', async () => {
    const t = await emptyDb();
    const result = await seed(t.db, DEMO_PASSWORD, { demo: 'accounts' });
    expect(result.seeded).toBe(true);
    expect(result.accounts.map((a) => a.role)).toEqual([
      'superadmin',
      'in_house_manager',
      'asset_owner',
      'business',
    ]);
    expect(await counts(t)).toEqual({
      users: 4,
      businesses: 1,
      asset_types: 6,
      assets: 2,
      requests: 0,
      ledger: 1,
      leases: 0,
      maintenance: 0,
    });

    // A database with users gets no demo company, whatever the setting.
    const again = await seed(t.db, DEMO_PASSWORD, { demo: 'full' });
    expect(again.seeded).toBe(false);
    expect((await counts(t)).requests).toBe(0);
    expect((await counts(t)).users).toBe(4);
  });

  it('full writes the same company for the same day, laid out before the start', async () => {
    const now = new Date('2026-03-18T10:20:00Z');
    const first = await emptyDb();
    const second = await emptyDb();
    const a = await seed(first.db, DEMO_PASSWORD, { demo: 'full', now });
    await seed(second.db, DEMO_PASSWORD, { demo: 'full', now });
    expect(a.seeded).toBe(true);
    expect(a.accounts.map((x) => x.email)).toContain('pharmacie@flotte.demo');

    const company = (t: TestDb) =>
      t.db.query(
        `select r.id, r.status, r.price::int, r.created_at, d.asset_id, t.amount::int,
                t.balance_after::int
         from requests r left join dispatches d on d.request_id = r.id
           left join wallet_transactions t on t.request_id = r.id
         order by r.created_at, r.id`,
      );
    const rows = await company(first);
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(await company(second)).toEqual(rows);

    const span = await first.db.query<{ first: Date; last: Date }>(
      'select min(created_at) as first, max(created_at) as last from requests',
    );
    expect(new Date(span[0]!.last).getTime()).toBeLessThan(now.getTime());
    // 90 days back (18 December), or the first of the oldest month invoiced (three before March).
    expect(new Date(span[0]!.first).toISOString().slice(0, 10)).toBe('2025-12-01');
  });
});
