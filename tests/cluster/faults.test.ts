/**
 * Faults (issue 11): a server SIGKILLed in the middle of 100 concurrent money moves, then
 * restarted. Every move is whole or absent (one transaction: balance, ledger row and audit row
 * together), every wallet's balance equals its ledger sum, and the other server answered no 5xx.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  call,
  createDatabase,
  signIn,
  sleep,
  startServer,
  stopServer,
  type Server,
} from './harness';

let db: Awaited<ReturnType<typeof createDatabase>>;
const servers: Server[] = [];
beforeAll(async () => {
  db = await createDatabase();
});
afterAll(async () => {
  for (const s of servers) await stopServer(s).catch(() => undefined);
  await db?.drop();
});

it('100 concurrent top-ups over two servers, one SIGKILLed and restarted: the ledger stays whole', async () => {
  const a = await startServer({ DATABASE_URL: db.url });
  const b = await startServer({ DATABASE_URL: db.url });
  servers.push(a, b);
  const token = await signIn(a.url, 'admin@flotte.demo');
  const businesses = await db.query<{ id: string }>(
    `select id from businesses where deleted_at is null order by id limit 3`,
  );
  expect(businesses.length).toBeGreaterThan(0);

  const answers: { server: 'a' | 'b'; status: number; id?: string }[] = [];
  const moves = Array.from({ length: 100 }, async (_, i) => {
    await sleep(i * 15); // spread over ~1.5 s so the kill lands in the middle
    const server = i % 2 === 0 ? a : b;
    const business = businesses[i % businesses.length]!.id;
    const res = await call(server.url, 'POST', `/superadmin/business/${business}/wallet/top-up`, {
      token,
      body: { amount: 100 + i, reference: `move-${i}` },
    });
    answers.push({
      server: server === a ? 'a' : 'b',
      status: res.status,
      id: (res.body as { data?: { id: string } })?.data?.id,
    });
  });
  await sleep(600);
  a.kill('SIGKILL');
  await Promise.all(moves);
  expect(await a.exited).toBe('SIGKILL');

  // The other server never failed.
  const fromB = answers.filter((x) => x.server === 'b');
  expect(fromB).toHaveLength(50);
  expect(fromB.every((x) => x.status === 201)).toBe(true);
  // The killed one answered some before dying, and the rest failed at the connection (0).
  const fromA = answers.filter((x) => x.server === 'a');
  expect(fromA.every((x) => x.status === 201 || x.status === 0)).toBe(true);
  expect(fromA.some((x) => x.status === 0)).toBe(true);

  // Restarted on the same port: it serves again, with the same session.
  const again = await startServer({ DATABASE_URL: db.url }, a.port);
  servers.push(again);
  const after = await call(
    again.url,
    'POST',
    `/superadmin/business/${businesses[0]!.id}/wallet/top-up`,
    {
      token,
      body: { amount: 1, reference: 'after-restart' },
    },
  );
  expect(after.status).toBe(201);

  // Every answered move is in the ledger; none is half written.
  const answered = answers.filter((x) => x.status === 201).map((x) => x.id!);
  const inLedger = await db.query<{ id: string }>(
    `select id from wallet_transactions where id = any($1::uuid[])`,
    [answered],
  );
  expect(inLedger).toHaveLength(answered.length);
  const wallets = await db.query<{ balance: string; ledger: string; rows: number; audits: number }>(
    `select w.balance::text as balance,
       coalesce((select sum(case when type = 'credit' then amount else -amount end)
                 from wallet_transactions where wallet_id = w.id), 0)::text as ledger,
       (select count(*)::int from wallet_transactions where wallet_id = w.id
          and reference like 'move-%') as rows,
       (select count(*)::int from audit_log where entity = 'wallet' and entity_id = w.id
          and action = 'top_up' and changes ->> 'reference' like 'move-%') as audits
     from wallets w`,
  );
  expect(wallets.length).toBeGreaterThan(0);
  for (const w of wallets) {
    expect(w.balance).toBe(w.ledger);
    expect(w.audits).toBe(w.rows); // each ledger row came with its audit row
  }
  // And the daily reconciliation agrees.
  const moved = await db.query<{ n: number }>(
    `select count(*)::int as n from wallet_transactions where reference like 'move-%'`,
  );
  expect(moved[0]!.n).toBeGreaterThanOrEqual(answered.length);
  expect(moved[0]!.n).toBeLessThanOrEqual(100);
});
