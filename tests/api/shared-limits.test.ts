/**
 * Limits shared by every server on one database (issue 11): two apps over one database (their
 * own pools on a PostgreSQL server; one shared handle on PGlite) count sign-in failures
 * together, a flood of distinct keys pushes no real count out, and the same holds with the
 * counters in Redis (REDIS_URL) when `redis-server` is installed.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { openLimits } from '../../server/services/platform/limits/limits';
import {
  createTestDb,
  DEMO_PASSWORD,
  EMAIL_BY_ROLE,
  TestClock,
  testConfig,
  type TestDb,
} from './helpers';
import { hasRedis, startRedis } from './redis-server';
import { freshIp } from './signup-helpers';

const WINDOW_MS = 15 * 60 * 1000;

let testDb: TestDb;
let second: Db;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
const clock = new TestClock();
const apps: App[] = [];
beforeAll(async () => {
  testDb = await createTestDb();
  second = await testDb.connect();
  if (hasRedis()) redis = await startRedis();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await testDb?.drop();
  await redis?.stop();
});

/** Two servers on the database, with their counters in PostgreSQL or in Redis. */
async function twoServers(redisUrl?: string): Promise<[App, App]> {
  const config = testConfig({ redisUrl });
  const a = await buildApp({ db: testDb.db, config, now: clock.now });
  const b = await buildApp({ db: second, config, now: clock.now });
  apps.push(a, b);
  return [a, b];
}

const signIn = (app: App, email: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/authentication',
    payload: { email, password },
    remoteAddress: freshIp(), // the address limit stays out of it
  });

/** Wrong passwords, round-robin over `servers`, until one answers 429: how many were let in. */
async function failuresUntilBlocked(servers: App[], email: string): Promise<number> {
  for (let i = 0; i < 30; i++) {
    const res = await signIn(servers[i % servers.length]!, email, 'wrong-password');
    if (res.statusCode === 429) return i;
    expect(res.statusCode).toBe(401);
  }
  throw new Error('never blocked');
}

async function flood(redisUrl: string | undefined, keys: number) {
  const limits = openLimits({ db: testDb.db, redisUrl, now: clock.now });
  const throttle = limits.throttle('login:email', 10, WINDOW_MS);
  try {
    for (let i = 0; i < keys; i += 100) {
      await Promise.all(
        Array.from({ length: 100 }, (_, j) => throttle.fail(`flood-${i + j}@example.test`)),
      );
    }
  } finally {
    await limits.close();
  }
}

describe.each([
  ['PostgreSQL', false],
  ['Redis', true],
])('counters in %s', (_store, inRedis) => {
  const skip = inRedis && !hasRedis();

  it.skipIf(skip)(
    'failed sign-ins spread over two servers reach the limit at the same count as on one',
    async () => {
      const [a, b] = await twoServers(inRedis ? redis!.url : undefined);
      const spread = await failuresUntilBlocked([a, b], EMAIL_BY_ROLE.asset_owner);
      const single = await failuresUntilBlocked([a], EMAIL_BY_ROLE.business);
      expect(spread).toBe(10);
      expect(single).toBe(spread);
      // Blocked on both, even with the right password.
      for (const app of [a, b]) {
        expect((await signIn(app, EMAIL_BY_ROLE.asset_owner, DEMO_PASSWORD)).statusCode).toBe(429);
      }
      // The window ends for both at once.
      clock.advance(WINDOW_MS / 1000 + 1);
      expect((await signIn(b, EMAIL_BY_ROLE.asset_owner, DEMO_PASSWORD)).statusCode).toBe(200);
      expect((await signIn(a, EMAIL_BY_ROLE.business, DEMO_PASSWORD)).statusCode).toBe(200);
    },
  );

  it.skipIf(skip)(
    "a flood of distinct keys does not reset a real target's count",
    async () => {
      const [a, b] = await twoServers(inRedis ? redis!.url : undefined);
      const target = EMAIL_BY_ROLE.in_house_manager;
      expect(await failuresUntilBlocked([a, b], target)).toBe(10);
      // More keys than the old in-memory throttle kept (10,000), in the sign-in scope itself.
      await flood(inRedis ? redis!.url : undefined, 12_000);
      for (const app of [a, b]) {
        expect((await signIn(app, target, DEMO_PASSWORD)).statusCode).toBe(429);
      }
      clock.advance(WINDOW_MS / 1000 + 1);
    },
    120_000,
  );

  it.skipIf(skip)(
    'the API limit is one count over both servers, each writing its hits every interval',
    async () => {
      const config = testConfig({
        redisUrl: inRedis ? redis!.url : undefined,
        rateLimitPerAddress: 4,
        rateLimitSyncMs: 250,
      });
      const a = await buildApp({ db: testDb.db, config, now: clock.now });
      const b = await buildApp({ db: second, config, now: clock.now });
      apps.push(a, b);
      const call = (app: typeof a, ip: string) =>
        app.inject({ url: '/api/asset-type', remoteAddress: ip }).then((r) => r.statusCode);

      // One call per interval: each one is written, the count is exact over both servers.
      const paced = freshIp();
      const statuses = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(await call(i % 2 ? b : a, paced));
        clock.advance(0.25);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);

      // A burst inside one interval: each server also counts its own unwritten calls, so
      // neither lets more than the limit through by itself ...
      const burst = freshIp();
      const inBurst = { a: [] as number[], b: [] as number[] };
      for (let i = 0; i < 6; i++) {
        inBurst.a.push(await call(a, burst));
        inBurst.b.push(await call(b, burst));
      }
      expect(inBurst.a.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
      expect(inBurst.b.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
      expect(inBurst.a.at(-1)).toBe(429);
      expect(inBurst.b.at(-1)).toBe(429);
      // ... and one interval later both have written and read the shared count.
      clock.advance(0.25);
      expect(await call(a, burst)).toBe(429);
      expect(await call(b, burst)).toBe(429);
    },
  );
});

describe('the failure throttle over each store', () => {
  const stores = [
    ['PostgreSQL', false],
    ['Redis', true],
  ] as const;

  it.each(stores)('%s: a sliding window over the newest failures', async (_name, inRedis) => {
    if (inRedis && !hasRedis()) return;
    let now = 1_900_000_000_000;
    const limits = openLimits({
      db: testDb.db,
      redisUrl: inRedis ? redis!.url : undefined,
      now: () => now,
    });
    try {
      const scope = `test:${randomUUID()}`;
      const throttle = limits.throttle(scope, 3, 10_000);
      for (let i = 0; i < 3; i++) {
        expect(await throttle.retryAfter('k')).toBe(0);
        await throttle.fail('k');
        now += 1000;
      }
      now -= 1000; // failures at 0, 1 and 2 s; now 2 s
      expect(await throttle.retryAfter('k')).toBe(8); // the one at 0 s leaves at 10 s
      expect(await throttle.retryAfter('other')).toBe(0);
      expect(await limits.throttle(`${scope}:b`, 3, 10_000).retryAfter('k')).toBe(0);
      now += 8000;
      expect(await throttle.retryAfter('k')).toBe(0);
      for (let i = 0; i < 5; i++) {
        await throttle.fail('k'); // at 10 … 14 s: only the newest 3 are kept
        now += 1000;
      }
      now -= 1000;
      expect(await throttle.retryAfter('k')).toBe(8); // the one at 12 s leaves at 22 s
      await throttle.reset('k');
      expect(await throttle.retryAfter('k')).toBe(0);
    } finally {
      await limits.close();
    }
  });

  it('PostgreSQL: rows leave by time only, an hour after they stop counting', async () => {
    let now = 1_950_000_000_000;
    const limits = openLimits({ db: testDb.db, now: () => now });
    const scope = `sweep:${randomUUID()}`;
    const throttle = limits.throttle(scope, 3, 10_000);
    await throttle.fail('old'); // the first write of this store sweeps, then once a minute
    now += 10_000 + 3_600_000 - 1;
    await throttle.fail('kept');
    const rows = () => testDb.db.query('select 1 from throttle_failures where scope = $1', [scope]);
    expect(await rows()).toHaveLength(2);
    now += 61_000;
    await throttle.fail('new');
    expect(await rows()).toHaveLength(2); // 'old' is gone, 'kept' is not yet
    await limits.close();
  });

  it.skipIf(!hasRedis())('Redis: keys expire with their window', async () => {
    const limits = openLimits({ db: testDb.db, redisUrl: redis!.url });
    const scope = `ttl:${randomUUID()}`;
    await limits.throttle(scope, 3, 10_000).fail('k');
    await limits.hits.hit('ttl-key', 10_000);
    await limits.close();
    const client = new Redis(redis!.url);
    try {
      const [key] = await client.keys(`flotte:t:${scope}:*`);
      expect(await client.pttl(key!)).toBeGreaterThan(0);
      expect(await client.pttl(key!)).toBeLessThanOrEqual(10_000);
      expect(await client.pttl('flotte:h:ttl-key')).toBeLessThanOrEqual(10_000);
    } finally {
      client.disconnect();
    }
  });
});
