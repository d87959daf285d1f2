/**
 * Two servers on one PostgreSQL database behave as one service (issue 11): uploads, sessions,
 * sign-in limits and jobs are shared through the database, never held by one process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createDatabase,
  signIn,
  startServer,
  stopServer,
  waitFor,
  sleep,
  type Server,
} from './harness';

let db: Awaited<ReturnType<typeof createDatabase>>;
let a: Server;
let b: Server;
beforeAll(async () => {
  db = await createDatabase();
  // Jobs on, polling every second, on both: the job test below races them.
  const env = { DATABASE_URL: db.url, FLOTTE_JOBS: 'on', FLOTTE_JOB_INTERVAL: '1' };
  a = await startServer(env);
  b = await startServer(env);
});
afterAll(async () => {
  for (const s of [a, b]) if (s) await stopServer(s);
  await db?.drop();
});

/** The smallest valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('two servers on one database', () => {
  it('a file uploaded through one is served by the other, same bytes and type', async () => {
    const token = await signIn(a.url, 'owner@flotte.demo');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'photo.png');
    const up = await fetch(`${a.url}/api/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(up.status).toBe(201);
    const { fileUrl } = (await up.json()) as { fileUrl: string };
    // Private until a record names it: read by its uploader; signed out, nobody.
    expect((await fetch(`${b.url}${fileUrl}`)).status).toBe(404);
    const got = await fetch(`${b.url}${fileUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('a session opened on one works on the other; signing out on one revokes it on both', async () => {
    const token = await signIn(a.url, 'admin@flotte.demo');
    expect((await call(b.url, 'GET', '/users', { token })).status).toBe(200);
    expect((await call(a.url, 'GET', '/users', { token })).status).toBe(200);
    expect((await call(b.url, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call(a.url, 'GET', '/users', { token })).status).toBe(401);
    expect((await call(b.url, 'GET', '/users', { token })).status).toBe(401);
  });

  it('failed sign-ins spread over both reach the limit at the same count as on one', async () => {
    /** Wrong passwords for `email` through `servers` in turn, until a 429: how many were 401. */
    const failuresUntilLimit = async (email: string, servers: Server[]) => {
      for (let i = 0; i < 100; i++) {
        const server = servers[i % servers.length]!;
        const res = await call(server.url, 'POST', '/authentication', {
          body: { email, password: 'wrong-password' },
        });
        if (res.status === 429) {
          expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
          return i;
        }
        expect(res.status).toBe(401);
      }
      throw new Error('no limit reached in 100 tries');
    };
    const one = await failuresUntilLimit('manager@flotte.demo', [a]);
    const two = await failuresUntilLimit('business@flotte.demo', [a, b]);
    expect(one).toBeGreaterThan(0);
    expect(two).toBe(one);
  });

  it('a renewal due now, both servers polling every second: one debit, one ledger row', async () => {
    const [business] = await db.query<{ id: string }>(
      `select id from businesses where slug = 'transports-durand'`,
    );
    const admin = await signIn(b.url, 'admin@flotte.demo');
    const top = await call(a.url, 'POST', `/superadmin/business/${business!.id}/wallet/top-up`, {
      token: admin,
      body: { amount: 100000 },
    });
    expect(top.status).toBe(201);
    const [sub] = await db.query<{ id: string; price: string }>(
      `insert into subscriptions (business_id, plan_id, status, price, currency,
         current_period_start, current_period_end)
       select $1, plan_id, 'active', monthly_price, currency, now() - interval '1 month 1 hour',
         now() - interval '1 hour'
       from plan_prices
       where plan_id = (select id from plans where code = 'starter') and currency = 'EUR'
       returning id, price::text`,
      [business!.id],
    );
    const charges = () =>
      db.query<{ n: number }>(
        `select count(*)::int as n from wallet_transactions where subscription_id = $1`,
        [sub!.id],
      );
    await waitFor(async () => (await charges())[0]!.n > 0, 20000, 'the renewal ran');
    await sleep(3000); // three more ticks of each server
    expect((await charges())[0]!.n).toBe(1);
    const [wallet] = await db.query<{ balance: string; ledger: string }>(
      `select w.balance::text as balance,
         (select sum(case when type = 'credit' then amount else -amount end)
          from wallet_transactions where wallet_id = w.id)::text as ledger
       from wallets w where business_id = $1`,
      [business!.id],
    );
    expect(wallet!.balance).toBe(wallet!.ledger);
    const renewals = await db.query(
      `select 1 from audit_log where entity = 'subscription' and entity_id = $1 and action = 'renew'`,
      [sub!.id],
    );
    expect(renewals).toHaveLength(1);
  });

  it('SIGTERM: the server finishes, exits 0, and the other keeps serving', async () => {
    const code = await stopServer(a);
    expect(code).toBe(0);
    expect((await call(b.url, 'GET', '/ready')).status).toBe(200);
  });
});
