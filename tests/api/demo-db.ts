import { afterAll, expect } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { createPglite, pgliteDb } from '../../server/db/pglite';
import type { Keyring } from '../../server/services/payouts/sealing';
import { seed } from '../../server/seed';
import { createTestDb, DEMO_PASSWORD, testConfig } from './helpers';

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

type Who = Record<string, string>;

/**
 * The demo databases a test file opens, each closed (its app first) by `closeWith`: after the
 * file's tests, or `afterEach` to free each one before the next is built.
 */
export function demoPerFile(closeWith: typeof afterAll = afterAll) {
  const opened: Array<{ db: Db; app?: App }> = [];
  closeWith(async () => {
    for (const { db, app } of opened.splice(0)) {
      await app?.close();
      await db.close();
    }
  });
  return {
    /** The demo's database alone, first started at `now` (or now). */
    async db(now?: Date): Promise<Db> {
      const db = await fullDemoDb(now);
      opened.push({ db });
      return db;
    },
    /** The demo's database and an app over it (`config`: the tests' own by default). */
    async app(options: { now?: Date; config?: ServerConfig; ring?: Keyring } = {}) {
      const { now, config = testConfig(), ring } = options;
      const db = await fullDemoDb(now, ring);
      const app = await buildApp({ db, config });
      opened.push({ db, app });
      const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: object) =>
        app.inject({ method, url: `/api${url}`, headers: who, payload });
      return {
        db,
        app,
        call,
        /** The headers of demo account `email`, signed in. */
        as: (email: string) => demoSignIn(app, email),
        /** GET `url` as `who`, answered 200: its JSON body. */
        get: async (url: string, who: Who): Promise<unknown> => {
          const res = await call('GET', url, who);
          expect(res.statusCode, res.body).toBe(200);
          return res.json();
        },
      };
    },
  };
}
