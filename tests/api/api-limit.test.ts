/**
 * The general API limit (server/plugins/rate-limit.ts, docs/limits.md): per signed-in user,
 * else per client address, over a shared counter; TRUST_PROXY; request ids. Small limits here
 * (5 a minute per user, 8 per address) so that a test reaches them in a few calls; each test
 * opens fresh windows by moving the clock a minute on.
 */
import { Writable } from 'node:stream';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '../../contract/roles';
import { buildApp } from '../../server/app';
import { DEMO_PASSWORD, EMAIL_BY_ROLE, ROLES, type TestApp } from './helpers';
import { count } from './rows';
import { freshIp } from './signup-helpers';
import { appPerFile } from './per-file';

const PER_USER = 5;
const PER_ADDRESS = 8;

const t = appPerFile({ rateLimitPerUser: PER_USER, rateLimitPerAddress: PER_ADDRESS });
const tokens = {} as Record<Role, string>;
let secondAdminToken: string;
beforeAll(async () => {
  for (const role of ROLES) {
    tokens[role] = await t.tokenFor(role);
    t.clock.advance(61); // sign-ins come from one address: each in a window of its own
  }
  secondAdminToken = await t.tokenFor('superadmin');
});
beforeEach(() => t.clock.advance(61));

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const list = (headers: Record<string, string> = {}, remoteAddress = freshIp()) =>
  t.app.inject({ url: '/api/asset-type', headers, remoteAddress });

function expectLimited(res: Awaited<ReturnType<typeof list>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThanOrEqual(1);
  expect(wait).toBeLessThanOrEqual(60);
}

describe('per signed-in user', () => {
  it('the 6th call of a minute answers 429 with Retry-After and writes nothing', async () => {
    const admin = bearer(tokens.superadmin);
    for (let i = 0; i < PER_USER; i++) {
      const res = await list(admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-remaining']).toBe(String(PER_USER - 1 - i));
    }
    const before = {
      types: await count(t, 'asset_types'),
      audit: await count(t, 'audit_log'),
    };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/asset-type',
      headers: admin,
      payload: { name: 'Refused by the limit' },
    });
    expectLimited(refused);
    expect({ types: await count(t, 'asset_types'), audit: await count(t, 'audit_log') }).toEqual(
      before,
    );
    // The user, not the session or the address: another session of the same user is refused
    // from another address; another user is not.
    expectLimited(await list(bearer(secondAdminToken)));
    expect((await list(bearer(tokens.in_house_manager))).statusCode).toBe(200);
    // The window ends: the same call goes through.
    t.clock.advance(61);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/asset-type',
          headers: admin,
          payload: { name: 'Accepted after the window' },
        })
      ).statusCode,
    ).toBe(201);
  });

  it.each(ROLES)(
    '%s: its own limit, whatever the route (403 and 404 calls count too)',
    async (role) => {
      const headers = bearer(tokens[role]);
      const statuses: number[] = [];
      // Every role may open an asset (a driver the ones it drives): an unknown one is a 404.
      const urls = ['/api/asset-type', '/api/wallet', `/api/assets/${crypto.randomUUID()}`];
      for (let i = 0; i < PER_USER; i++) {
        statuses.push((await t.app.inject({ url: urls[i % urls.length]!, headers })).statusCode);
      }
      expect(statuses).not.toContain(429);
      expect(statuses).toContain(404); // a record outside anyone's reach is still a 404
      expectLimited(await t.app.inject({ url: urls[1]!, headers }));
      // Others are untouched.
      const other = ROLES.find((r) => r !== role)!;
      expect((await list(bearer(tokens[other]))).statusCode).toBe(200);
    },
  );
});

describe('per client address', () => {
  it('anonymous calls count against their address; a signed-in call there does not', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await list({}, ip)).statusCode).toBe(401);
    expectLimited(await list({}, ip));
    // A forged token is no way around it.
    expectLimited(await list(bearer('not.a.token'), ip));
    expectLimited(
      await t.app.inject({
        method: 'POST',
        url: '/api/authentication',
        payload: { email: EMAIL_BY_ROLE.superadmin, password: DEMO_PASSWORD },
        remoteAddress: ip,
      }),
    );
    expect((await list(bearer(tokens.asset_owner), ip)).statusCode).toBe(200);
    expect((await list({}, freshIp())).statusCode).toBe(401);
  });

  it('IPv6 clients are counted by their /64', async () => {
    const a = '2001:db8:1:2::1';
    const b = '2001:db8:1:2:ffff::9';
    for (let i = 0; i < PER_ADDRESS; i++) await list({}, i % 2 ? a : b);
    expectLimited(await list({}, a));
    expect((await list({}, '2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('probes and the app itself (page, /env.js) are never limited', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) await list({}, ip);
    expectLimited(await list({}, ip));
    for (const url of ['/api/health', '/api/ready', '/', '/env.js']) {
      const res = await t.app.inject({ url, remoteAddress: ip });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });
});

describe('configuration', () => {
  it('0 lifts a limit; both at 0 install no limiter', async () => {
    const noUserLimit = await t.rebuild({ rateLimitPerUser: 0 });
    const headers = bearer(tokens.business);
    for (let i = 0; i < PER_USER * 2; i++) {
      expect((await noUserLimit.inject({ url: '/api/asset-type', headers })).statusCode).toBe(200);
    }
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      await noUserLimit.inject({ url: '/api/asset-type', remoteAddress: ip });
    }
    expect(
      (await noUserLimit.inject({ url: '/api/asset-type', remoteAddress: ip })).statusCode,
    ).toBe(429);
    const none = await t.rebuild({ rateLimitPerUser: 0, rateLimitPerAddress: 0 });
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const res = await none.inject({ url: '/api/asset-type', remoteAddress: ip });
      expect(res.statusCode).toBe(401);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('TRUST_PROXY', () => {
  const signIn = (app: TestApp['app'], remoteAddress: string, forwarded: string) =>
    app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: EMAIL_BY_ROLE.asset_owner, password: DEMO_PASSWORD },
      headers: { 'x-forwarded-for': forwarded },
      remoteAddress,
    });
  const sessionIp = async (token: string) => {
    const sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
    return (await t.db.query<{ ip: string }>('select ip from sessions where id = $1', [sid]))[0]!
      .ip;
  };

  it('off (the default): X-Forwarded-For is ignored, by the limit and by sessions', async () => {
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      await t.app.inject({
        url: '/api/asset-type',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': freshIp() },
      });
    }
    expectLimited(
      await t.app.inject({
        url: '/api/asset-type',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': freshIp() },
      }),
    );
    const peer = freshIp();
    const res = await signIn(t.app, peer, '203.0.113.7');
    expect(res.statusCode).toBe(200);
    expect(await sessionIp(res.json().accessToken)).toBe(peer);
  });

  it('a list: the forwarded address counts from those proxies only', async () => {
    const proxy = '10.9.8.7';
    const app = await t.rebuild({ trustProxy: ['10.9.8.0/24'] });
    // Each client behind the proxy has its own count...
    for (let i = 0; i < PER_ADDRESS + 2; i++) {
      const res = await app.inject({
        url: '/api/asset-type',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(res.statusCode).toBe(401);
    }
    const client = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) {
      await app.inject({
        url: '/api/asset-type',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': `198.51.100.1, ${client}` },
      });
    }
    expectLimited(
      await app.inject({
        url: '/api/asset-type',
        remoteAddress: '10.9.8.20',
        headers: { 'x-forwarded-for': client },
      }),
    );
    const signedIn = await signIn(app, proxy, '203.0.113.8');
    expect(await sessionIp(signedIn.json().accessToken)).toBe('203.0.113.8');
    // ...while a client outside the list cannot pose as another.
    const direct = freshIp();
    const spoofed = await signIn(app, direct, '203.0.113.9');
    expect(await sessionIp(spoofed.json().accessToken)).toBe(direct);
  });

  it('a hop count trusts that many proxies in front of the server', async () => {
    const app = await t.rebuild({ trustProxy: 1 });
    const res = await signIn(app, freshIp(), '198.51.100.5, 203.0.113.10');
    expect(await sessionIp(res.json().accessToken)).toBe('203.0.113.10');
  });
});

describe('request ids', () => {
  it('keeps a safe incoming X-Request-Id, replaces anything else, and answers it', async () => {
    const kept = await list({ 'x-request-id': 'lb-7f3a.01:x_y' });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.01:x_y');
    for (const bad of ['a'.repeat(65), 'two words', '<script>', 'é']) {
      const res = await list({ 'x-request-id': bad });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const a = await list();
    const b = await list();
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    // Refusals and unknown addresses carry one too.
    const ip = freshIp();
    for (let i = 0; i < PER_ADDRESS; i++) await list({}, ip);
    const limited = await list({ 'x-request-id': 'refused-1' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-request-id']).toBe('refused-1');
    const missing = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'nf-1' },
    });
    expect(missing.headers['x-request-id']).toBe('nf-1');
  });

  it('every log line of a request carries its id as reqId', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) {
          lines.push(JSON.parse(line) as Record<string, unknown>);
        }
        done();
      },
    });
    const app = await buildApp({
      db: t.db,
      config: { ...t.config, rateLimitPerAddress: 1 },
      logger: { level: 'info', stream },
      now: t.clock.now,
    });
    try {
      const ip = freshIp();
      await app.inject({
        url: '/api/asset-type',
        remoteAddress: ip,
        headers: { 'x-request-id': 'log-1' },
      });
      const res = await app.inject({
        url: '/api/asset-type',
        remoteAddress: ip,
        headers: { 'x-request-id': 'log-2' },
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await app.close();
    }
    const ofRequest = lines.filter((l) => l.reqId === 'log-2');
    const messages = ofRequest.map((l) => l.msg);
    expect(messages).toContain('incoming request');
    expect(messages).toContain('rate limited');
    expect(messages).toContain('request completed');
    // No line about a request lacks its id.
    const aboutRequests = lines.filter((l) => 'req' in l || 'res' in l || l.msg === 'rate limited');
    expect(aboutRequests.every((l) => typeof l.reqId === 'string')).toBe(true);
  });
});
