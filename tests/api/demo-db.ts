import type { App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createPglite, pgliteDb } from '../../server/db/pglite';
import type { Keyring } from '../../server/services/payouts/sealing';
import { seed } from '../../server/seed';
import { createTestDb, DEMO_PASSWORD } from './helpers';

/**
 * A fresh database holding the whole lived-in demo (docs/demo.md), as a first start writes it
 * (at `now`, or now): a database of its own on the PostgreSQL server of DATABASE_URL when set
 * (dropped by `close`), else PGlite in memory. With `ring`, the owners' bank details are sealed
 * with it and their payouts batched (server/demo/payouts.ts).
 */
export async function fullDemoDb(now?: Date, ring?: Keyring): Promise<Db> {
  let db: Db;
  if (process.env.DATABASE_URL) {
    const t = await createTestDb({ empty: true });
    db = { ...t.db, close: () => t.drop() };
  } else {
    db = pgliteDb(await createPglite());
  }
  await migrate(db);
  await seed(db, DEMO_PASSWORD, { demo: 'full', now, ...(ring ? { ring } : {}) });
  return db;
}

/** The headers of demo account `email` signed in on `app` (the demo's shared password). */
export async function demoSignIn(app: App, email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
}
