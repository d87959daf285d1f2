import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupResponse } from '../../contract/account';
import { loginResponse } from '../../contract/auth';
import { errorResponse } from '../../contract/common';
import { createTestApp, ROLES, type TestApp } from './helpers';
import { expectRefused } from './refusals';

const CLIENT_ID = 'flotte-test.apps.googleusercontent.com';
const KID = 'test-key-1';

/** Google's key endpoint, played by a real HTTP server on loopback with keys made here. */
let jwks: Server;
let jwksUrl: string;
let privateKey: CryptoKey;
let otherKey: CryptoKey;
let t: TestApp;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  jwksUrl = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`;
  t = await createTestApp({ googleClientId: CLIENT_ID, googleJwksUrl: jwksUrl });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  /** Seconds from now. */
  expiresIn?: number;
  key?: CryptoKey;
  kid?: string;
}

let subs = 0;
const newSub = () => `10${Date.now()}${++subs}`;

/** An ID token shaped like Google's. */
function idToken(o: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: o.email ?? 'jeanne.google@gmail.test',
    email_verified: o.email_verified ?? true,
    name: o.name ?? 'Jeanne Google',
  })
    .setProtectedHeader({ alg: 'RS256', kid: o.kid ?? KID, typ: 'JWT' })
    .setSubject(o.sub ?? newSub())
    .setIssuer(o.iss ?? 'https://accounts.google.com')
    .setAudience(o.aud ?? CLIENT_ID)
    .setIssuedAt(now - 60)
    .setExpirationTime(now + (o.expiresIn ?? 3600))
    .sign(o.key ?? privateKey);
}

const post = (path: 'sign-in' | 'sign-up', payload: object, headers: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/google/${path}`,
    payload,
    headers: { ...headers },
  });

const counts = async () =>
  (
    await t.db.query<{ users: number; businesses: number; sessions: number; audit: number }>(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from businesses) as businesses,
              (select count(*)::int from sessions) as sessions,
              (select count(*)::int from audit_log) as audit`,
    )
  )[0]!;

/** `path` with `payload` refused with `status` and `error`, no row written. */
const refused = (path: 'sign-in' | 'sign-up', payload: object, status: number, error: object) =>
  expectRefused(counts, () => post(path, payload), status, error);

describe('POST /api/auth/google/sign-up', () => {
  it('creates a verified asset owner linked to the Google sub and signs them in', async () => {
    const sub = newSub();
    const res = await post('sign-up', {
      credential: await idToken({ sub, email: 'Jeanne.Google@Gmail.test' }),
      locale: 'en',
    });
    expect(res.statusCode).toBe(201);
    const body = loginResponse.parse(res.json());
    expect(body.user).toMatchObject({
      email: 'jeanne.google@gmail.test',
      name: 'Jeanne Google',
      role: 'asset_owner',
      email_verified: true,
      locale: 'en',
      business_id: null,
    });
    expect(body.authentication.strategy).toBe('google');
    const rows = await t.db.query('select google_sub from users where id = $1', [body.user.id]);
    expect(rows).toEqual([{ google_sub: sub }]);
    const api = await t.app.inject({
      url: '/api/asset-type',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(api.statusCode).toBe(200);
  });

  it('creates a business user with an inactive white-label business', async () => {
    const res = await post('sign-up', {
      credential: await idToken({ email: 'patron@gmail.test', name: 'Patron' }),
      role: 'business',
      business_name: 'Éclair Logistique',
      country: 'fr',
    });
    expect(res.statusCode).toBe(201);
    const { user } = loginResponse.parse(res.json());
    expect(user.role).toBe('business');
    const business = await t.db.query(
      'select name, slug, kind, active, country, contact_email from businesses where id = $1',
      [user.business_id],
    );
    expect(business).toEqual([
      {
        name: 'Éclair Logistique',
        slug: 'eclair-logistique',
        kind: 'whitelabel',
        active: false,
        country: 'FR',
        contact_email: 'patron@gmail.test',
      },
    ]);
  });

  it('keeps the account unverified, without a session, when Google does not vouch for the e-mail', async () => {
    const sub = newSub();
    const before = await counts();
    const res = await post('sign-up', {
      credential: await idToken({ sub, email: 'pas.verifie@example.test', email_verified: false }),
    });
    expect(res.statusCode).toBe(201);
    expect(signupResponse.parse(res.json()).data).toEqual({
      email: 'pas.verifie@example.test',
      verificationRequired: true,
    });
    expect((await counts()).sessions).toBe(before.sessions);
    // Signing in with a token that still does not vouch for it is refused.
    const signIn = await post('sign-in', {
      credential: await idToken({ sub, email: 'pas.verifie@example.test', email_verified: false }),
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'email_not_verified' });
    // The code mailed (in French by default) verifies the address and signs the user in.
    const mails = await t.db.query<{ subject: string; text: string }>(
      'select subject, text from outbox where to_email = $1',
      ['pas.verifie@example.test'],
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/code/i);
    const code = /\b(\d{6})\b/.exec(mails[0]!.text)?.[1];
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/verify',
      payload: { email: 'pas.verifie@example.test', code },
    });
    expect(verified.statusCode).toBe(200);
    expect(loginResponse.parse(verified.json()).user.email_verified).toBe(true);
  });

  it('verifies a waiting account when a later Google sign-in vouches for the same address', async () => {
    const sub = newSub();
    const email = 'plus.tard@example.test';
    await post('sign-up', { credential: await idToken({ sub, email, email_verified: false }) });
    const other = await post('sign-in', {
      credential: await idToken({ sub, email: 'x@gmail.test' }),
    });
    expect(other.statusCode).toBe(403);
    const later = await post('sign-in', { credential: await idToken({ sub, email }) });
    expect(later.statusCode).toBe(200);
    expect(loginResponse.parse(later.json()).user.email_verified).toBe(true);
  });

  it('refuses a Google account already linked with 409 google_account_exists, writing nothing', async () => {
    const sub = newSub();
    await post('sign-up', { credential: await idToken({ sub, email: 'deux@gmail.test' }) });
    await refused(
      'sign-up',
      { credential: await idToken({ sub, email: 'deux@gmail.test' }) },
      409,
      { code: 'google_account_exists' },
    );
  });

  it('refuses an e-mail used by a password account with 409 email_taken, writing nothing', async () => {
    await refused('sign-up', { credential: await idToken({ email: 'owner@flotte.demo' }) }, 409, {
      code: 'email_taken',
    });
  });

  it('refuses a business sign-up without a business name (400), writing nothing', async () => {
    const before = await counts();
    const res = await post('sign-up', { credential: await idToken(), role: 'business' });
    expect(res.statusCode).toBe(400);
    expect(errorResponse.parse(res.json()).details).toEqual([
      { path: 'business_name', message: 'flotte.validation.required' },
    ]);
    expect(await counts()).toEqual(before);
  });
});

describe('POST /api/auth/google/sign-in', () => {
  it('signs in the account linked to the sub, whatever e-mail the token now carries', async () => {
    const sub = newSub();
    const up = loginResponse.parse(
      (
        await post('sign-up', { credential: await idToken({ sub, email: 'lien@gmail.test' }) })
      ).json(),
    );
    const res = await post('sign-in', {
      credential: await idToken({ sub, email: 'autre@gmail.test' }),
    });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.user.id).toBe(up.user.id);
    expect(body.authentication.strategy).toBe('google');
    expect(body.authentication.sessionId).not.toBe(up.authentication.sessionId);
  });

  it('answers 404 google_account_unknown for an unlinked Google account (even a known e-mail)', async () => {
    await refused('sign-in', { credential: await idToken({ email: 'owner@flotte.demo' }) }, 404, {
      code: 'google_account_unknown',
    });
  });

  it('refuses a disabled account with 403 account_disabled', async () => {
    const sub = newSub();
    const up = loginResponse.parse(
      (
        await post('sign-up', { credential: await idToken({ sub, email: 'off@gmail.test' }) })
      ).json(),
    );
    await t.db.query('update users set disabled_at = now() where id = $1', [up.user.id]);
    await refused('sign-in', { credential: await idToken({ sub, email: 'off@gmail.test' }) }, 403, {
      code: 'account_disabled',
    });
  });

  it('ignores the token of a signed-in caller of any role: the Google account decides', async () => {
    for (const role of ROLES) {
      const res = await post('sign-in', { credential: await idToken() }, await t.as(role));
      expect(res.statusCode, role).toBe(404);
    }
  });
});

describe('tokens that are refused (401 google_token_invalid, nothing written)', () => {
  const cases: Array<[string, () => Promise<string>]> = [
    ['another audience', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['an expired token', () => idToken({ expiresIn: -3600 })],
    ['a signature by another key', () => idToken({ key: otherKey })],
    ['an unknown key id', () => idToken({ key: otherKey, kid: 'unknown-key' })],
    ['another issuer', () => idToken({ iss: 'https://evil.example.test' })],
    ['not a JWT', async () => 'not-a-jwt'],
  ];
  it.each(cases)('%s', async (_, make) => {
    const sub = newSub();
    // The same sub with a valid token is a real account: only the token's flaw refuses it.
    await post('sign-up', { credential: await idToken({ sub, email: `${sub}@gmail.test` }) });
    const before = await counts();
    for (const path of ['sign-in', 'sign-up'] as const) {
      const res = await post(path, { credential: await make() });
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toMatchObject({ code: 'google_token_invalid' });
    }
    expect(await counts()).toEqual(before);
  });

  it('answers 400 without a credential', async () => {
    const res = await post('sign-in', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      details: [{ path: 'credential', message: 'flotte.validation.required' }],
    });
  });
});

describe('configuration and limits', () => {
  it('answers 503 google_disabled when no client id is configured', async () => {
    const app = await t.rebuild({ googleClientId: '' });
    for (const path of ['sign-in', 'sign-up']) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/auth/google/${path}`,
        payload: { credential: await idToken() },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ code: 'google_disabled' });
    }
  });

  it("answers 503 when Google's keys cannot be fetched, writing nothing", async () => {
    // A port nothing listens on: the key fetch fails at once.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const app = await t.rebuild({ googleJwksUrl: `http://127.0.0.1:${port}/certs` });
    const before = await counts();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/google/sign-up',
      payload: { credential: await idToken() },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'google_token_invalid' });
    expect(await counts()).toEqual(before);
  });

  it('rate-limits rejected tokens per client address (429 with Retry-After)', async () => {
    const app = await t.rebuild();
    const attempt = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/google/sign-in',
        payload: { credential: 'not-a-jwt' },
        remoteAddress: '198.51.100.7',
      });
    for (let i = 0; i < 50; i++) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected, and a valid token from it still works.
    const other = await app.inject({
      method: 'POST',
      url: '/api/auth/google/sign-in',
      payload: { credential: await idToken() },
      remoteAddress: '198.51.100.8',
    });
    expect(other.statusCode).toBe(404);
  });
});
