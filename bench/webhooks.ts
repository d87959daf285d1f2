/**
 * `npm run bench -- webhooks` (and the end of `npm run bench`): webhook throughput (issue 20).
 * The real app on a PGlite data directory in a temp folder, a receiver on loopback
 * (FLOTTE_WEBHOOK_ALLOW_PRIVATE for the bench), one endpoint subscribed to `request.created`:
 *
 * 1. Throughput: BENCH_WEBHOOKS requests are created (their events queued), then the worker
 *    drains the queue: deliveries per second, prepare and send included.
 * 2. Delay: the worker polls every BENCH_WEBHOOK_POLL_MS while requests are created one after
 *    another; for each, the time from the answer of its POST (the commit is before it) to its
 *    arrival at the receiver, p50 and p95.
 *
 * Writes its section of docs/benchmarks.md. Bounded loops; sends to 127.0.0.1 only.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';
import { migrate } from '../server/db/migrate';
import { openPglite } from '../server/db/pglite';
import { seed } from '../server/seed';
import { startReceiver } from '../tests/api/webhook-receiver';
import { writeSection } from './sections';

const EVENTS = Number(process.env.BENCH_WEBHOOKS ?? 500);
const LATENCY_EVENTS = Number(process.env.BENCH_WEBHOOK_LATENCY ?? 100);
const POLL_MS = Number(process.env.BENCH_WEBHOOK_POLL_MS ?? 100);
const PASSWORD = 'bench-password';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;

export async function webhooksBench(): Promise<void> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'flotte-bench-webhooks-'));
  const db = await openPglite(path.join(dir, 'data'));
  const receiver = await startReceiver();
  try {
    await migrate(db);
    await seed(db, PASSWORD);
    const config = {
      ...readConfig({}),
      demoPassword: PASSWORD,
      logLevel: 'silent',
      jobsEnabled: false,
      webhookAllowPrivate: true,
      webhookAllowHttp: true,
      rateLimitPerUser: 0,
      rateLimitPerAddress: 0,
      rateLimitPerKey: 0,
    };
    const app = await buildApp({ db, config });
    const login = async (email: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email, password: PASSWORD },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.body}`);
      return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
    };
    const business = await login('business@flotte.demo');
    const admin = await login('admin@flotte.demo');
    const ids = await db.query<{ business: string; type: string }>(
      `select (select business_id from users where email = 'business@flotte.demo') as business,
              (select id from asset_types where active order by name limit 1) as type`,
    );
    const { business: businessId, type } = ids[0]!;
    const topUp = await app.inject({
      method: 'POST',
      url: `/api/superadmin/business/${businessId}/wallet/top-up`,
      headers: admin,
      payload: { amount: 1_000_000_000 },
    });
    if (topUp.statusCode !== 201) throw new Error(`top-up: ${topUp.body}`);
    const endpoint = await app.inject({
      method: 'POST',
      url: '/api/webhook-endpoints',
      headers: business,
      payload: { url: receiver.url('/bench'), events: ['request.created'] },
    });
    if (endpoint.statusCode !== 201) throw new Error(`endpoint: ${endpoint.body}`);

    const createRequest = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/business-dispatches',
        headers: business,
        payload: {
          asset_type_id: type,
          pickup_address: '12 rue de la Paix, Paris',
          dropoff_address: '3 place Bellecour, Lyon',
          recipient_name: 'Jeanne Martin',
          price: 100,
        },
      });
      if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
      return { id: res.json<{ data: { id: string } }>().data.id, at: Date.now() };
    };
    const receivedIds = () =>
      new Set(
        receiver.received.map((r) => (JSON.parse(r.body) as { data: { id: string } }).data.id),
      );

    // 1. Throughput: queue, then drain.
    for (let i = 0; i < EVENTS; i++) await createRequest();
    const drainStart = performance.now();
    for (let round = 0; round < 10_000 && receiver.received.length < EVENTS; round++) {
      await app.webhooks.runOnce();
    }
    const drainMs = performance.now() - drainStart;
    if (receiver.received.length < EVENTS) {
      throw new Error(`only ${receiver.received.length} of ${EVENTS} deliveries arrived`);
    }
    const perSecond = (EVENTS / drainMs) * 1000;
    console.log(
      `webhooks: ${EVENTS} deliveries in ${drainMs.toFixed(0)} ms (${perSecond.toFixed(0)}/s)`,
    );

    // 2. Delay from commit to delivery, the worker polling on its own.
    const arrivals = new Map<string, number>();
    receiver.on((r) =>
      arrivals.set((JSON.parse(r.body) as { data: { id: string } }).data.id, r.at),
    );
    app.webhooks.start(POLL_MS);
    const committed: { id: string; at: number }[] = [];
    for (let i = 0; i < LATENCY_EVENTS; i++) {
      committed.push(await createRequest());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline && !committed.every((c) => arrivals.has(c.id))) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await app.webhooks.stop();
    const delays = committed
      .filter((c) => arrivals.has(c.id))
      .map((c) => arrivals.get(c.id)! - c.at)
      .sort((a, b) => a - b);
    if (delays.length < LATENCY_EVENTS) throw new Error('some deliveries never arrived');
    const p50 = percentile(delays, 50);
    const p95 = percentile(delays, 95);
    console.log(`webhooks: commit to delivery p50 ${p50} ms, p95 ${p95} ms (poll ${POLL_MS} ms)`);
    const unique = receivedIds().size;
    await app.close();

    await writeSection(
      'webhooks',
      [
        '## Webhooks (issue 20)',
        '',
        'Written by `npm run bench` (or `npm run bench -- webhooks`, bench/webhooks.ts): the real',
        'app on embedded PGlite, one endpoint subscribed to `request.created`, a receiver on',
        'loopback answering 200, signed deliveries over HTTP (no TLS).',
        '',
        `- Date: ${new Date().toISOString().slice(0, 10)}`,
        `- Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`,
        '',
        '| Measure | Value |',
        '|---|---:|',
        `| Throughput: ${EVENTS} queued events prepared and delivered | ${perSecond.toFixed(0)} deliveries/s |`,
        `| Commit to delivery, p50 (worker polling every ${POLL_MS} ms) | ${p50} ms |`,
        `| Commit to delivery, p95 | ${p95} ms |`,
        `| Distinct events received (each exactly once) | ${unique} of ${EVENTS + LATENCY_EVENTS} |`,
        '',
        'The delay is bounded below by the poll interval (`FLOTTE_WEBHOOK_POLL_MS`, 1000 ms by',
        'default: about half of it on average); throughput by the sequential prepare (one',
        'transaction per round of up to 200 events) and 8 sends at once per server.',
      ].join('\n'),
    );
  } finally {
    await receiver.close();
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
