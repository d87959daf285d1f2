import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMigrations, migrate } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { verifyPassword } from '../../server/services/accounts/passwords';
import { createTestDb, DEMO_PASSWORD, type TestDb } from './helpers';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ empty: true });
});
afterAll(() => t?.drop());

const count = async (table: string) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n;

describe('start-up on an empty database', () => {
  it('migrates and seeds once, even when two processes start together', async () => {
    const other = await t.connect();
    const [applied1, applied2] = await Promise.all([migrate(t.db), migrate(other)]);
    const versions = (await loadMigrations()).map((m) => m.version);
    expect([...applied1, ...applied2].sort()).toEqual(versions);
    const recorded = await t.db.query<{ version: string }>(
      'select version from schema_migrations order by version',
    );
    expect(recorded.map((r) => r.version)).toEqual(versions);

    const [seed1, seed2] = await Promise.all([
      seed(t.db, DEMO_PASSWORD),
      seed(other, DEMO_PASSWORD),
    ]);
    expect([seed1.seeded, seed2.seeded].sort()).toEqual([false, true]);
    expect(await count('users')).toBe(4);
    expect(await count('asset_types')).toBe(6);
    expect(await count('assets')).toBe(2);
  });

  it('creates the demo superadmin with the configured password, hashed with argon2id', async () => {
    const [admin] = await t.db.query<{ role: string; password_hash: string }>(
      `select role, password_hash from users where email = 'admin@flotte.demo'`,
    );
    expect(admin?.role).toBe('superadmin');
    expect(admin?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(admin!.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('changes nothing on the next start', async () => {
    expect(await migrate(t.db)).toEqual([]);
    const again = await seed(t.db);
    expect(again.seeded).toBe(false);
    expect(again.password).toBeUndefined();
    expect(await count('users')).toBe(4);
  });

  it('generates a random demo password when none is configured', async () => {
    const fresh = await createTestDb({ empty: true });
    try {
      await migrate(fresh.db);
      const result = await seed(fresh.db);
      expect(result.seeded).toBe(true);
      expect(result.password).toMatch(/^[\w-]{16,}$/);
      const [admin] = await fresh.db.query<{ password_hash: string }>(
        `select password_hash from users where email = 'admin@flotte.demo'`,
      );
      expect(await verifyPassword(admin!.password_hash, result.password!)).toBe(true);
    } finally {
      await fresh.drop();
    }
  });
});
