import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { JWT_SECRET } from './helpers';
import { appPerFile } from './per-file';

const t = appPerFile({ tokenTtl: 3600, sessionTtl: 4 * 3600 });

const list = (authorization?: string) =>
  t.app.inject({
    url: '/api/asset-type',
    headers: authorization ? { authorization } : {},
  });
const bearer = (token: string) => `Bearer ${token}`;

describe('Bearer tokens', () => {
  it('are required: none, or a malformed header, answers 401 unauthorized', async () => {
    for (const header of [undefined, 'Bearer', 'Basic dXNlcjpwYXNz', 'Bearer not.a.jwt']) {
      const res = await list(header);
      expect(res.statusCode, String(header)).toBe(401);
      expect(res.json()).toEqual({
        statusCode: 401,
        code: 'unauthorized',
        message: 'Authentication required.',
      });
    }
  });

  it('carry sub, sid, role and exp, HS256-signed', async () => {
    const { accessToken, user, authentication } = await t.login('owner@flotte.demo');
    const claims = decodeJwt(accessToken);
    expect(claims).toMatchObject({
      sub: user.id,
      sid: authentication.sessionId,
      role: 'asset_owner',
    });
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(
      JSON.parse(Buffer.from(accessToken.split('.')[0]!, 'base64url').toString()),
    ).toMatchObject({
      alg: 'HS256',
    });
  });

  it('are refused when tampered with', async () => {
    const token = await t.tokenFor('asset_owner');
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const promoted = Buffer.from(JSON.stringify({ ...claims, role: 'superadmin' })).toString(
      'base64url',
    );
    const flipped = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
    for (const forged of [
      `${header}.${promoted}.${signature}`,
      `${header}.${payload}.${flipped}`,
    ]) {
      expect((await list(bearer(forged))).statusCode).toBe(401);
    }
    expect((await list(bearer(token))).statusCode).toBe(200);
  });

  it('are refused when signed with another secret or with alg none', async () => {
    const { user, authentication } = await t.login('owner@flotte.demo');
    const claims = { sid: authentication.sessionId, role: user.role };
    const otherKey = new TextEncoder().encode(`${JWT_SECRET}-but-another-one`);
    const foreign = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(otherKey);
    expect((await list(bearer(foreign))).json()).toMatchObject({ code: 'unauthorized' });

    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, sub: user.id, exp: Math.floor(Date.now() / 1000) + 600 }),
    ).toString('base64url')}.`;
    expect((await list(bearer(none))).statusCode).toBe(401);
  });

  /** With the clock `seconds` ahead, `token` answers 401 session_expired (the clock put back). */
  async function expectExpiredAfter(token: string, seconds: number) {
    t.clock.advance(seconds);
    try {
      const res = await list(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'session_expired' });
    } finally {
      t.clock.advance(-seconds);
    }
  }

  it('answer 401 session_expired once expired', async () => {
    await expectExpiredAfter(await t.tokenFor('business'), 3601);
  });

  it('answer 401 session_expired once expired, also a token already accepted', async () => {
    // A server keeps the tokens it has verified (sessions.ts): it must still read their expiry.
    const token = await t.tokenFor('asset_owner');
    expect((await list(bearer(token))).statusCode).toBe(200);
    await expectExpiredAfter(token, 3600);
    expect((await list(bearer(token))).statusCode).toBe(200);
  });

  it('are refreshed in x-refreshed-token when less than half their lifetime is left', async () => {
    const token = await t.tokenFor('business');
    const fresh = await list(bearer(token));
    expect(fresh.statusCode).toBe(200);
    expect(fresh.headers['x-refreshed-token']).toBeUndefined();

    t.clock.advance(1801);
    try {
      const late = await list(bearer(token));
      expect(late.statusCode).toBe(200);
      const refreshed = String(late.headers['x-refreshed-token']);
      expect(refreshed.split('.')).toHaveLength(3);
      const before = decodeJwt(token);
      const after = decodeJwt(refreshed);
      expect(after.sid).toBe(before.sid);
      expect(after.sub).toBe(before.sub);
      expect(after.exp!).toBeGreaterThan(before.exp!);

      // The old token has expired; the refreshed one carries on.
      t.clock.advance(1800);
      expect((await list(bearer(token))).json()).toMatchObject({ code: 'session_expired' });
      const carriedOn = await list(bearer(refreshed));
      expect(carriedOn.statusCode).toBe(200);
    } finally {
      t.clock.advance(-3601);
    }
  });

  it('never outlive their session: past its absolute end, 401 session_expired', async () => {
    let token = await t.tokenFor('business');
    const start = t.clock.offsetMs;
    try {
      // Stay active: a refresh every 40 minutes keeps a valid token...
      for (let minutes = 40; minutes < 4 * 60; minutes += 40) {
        t.clock.advance(40 * 60);
        const res = await list(bearer(token));
        expect(res.statusCode, `after ${minutes} min`).toBe(200);
        token = String(res.headers['x-refreshed-token'] ?? token);
      }
      // ...until the session's own end (4 hours here).
      t.clock.advance(40 * 60);
      const res = await list(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'session_expired' });
    } finally {
      t.clock.offsetMs = start;
    }
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session: the same token then gets 401', async () => {
    const { accessToken, authentication } = await t.login('owner@flotte.demo');
    const other = await t.tokenFor('asset_owner');

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: bearer(accessToken) },
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    const after = await list(bearer(accessToken));
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'unauthorized' });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: bearer(accessToken) },
    });
    expect(again.statusCode).toBe(401);

    const rows = await t.db.query<{ revoked: boolean }>(
      'select revoked_at is not null as revoked from sessions where id = $1',
      [authentication.sessionId],
    );
    expect(rows).toEqual([{ revoked: true }]);
    // Only that session: the same user's other sign-in still works.
    expect((await list(bearer(other))).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the JWT secret', () => {
  it('is generated once and kept in the database when not configured: tokens survive a restart', async () => {
    const first = await t.rebuild({ jwtSecret: undefined });
    const login = await first.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'admin@flotte.demo', password: t.config.demoPassword },
    });
    const token = login.json<{ accessToken: string }>().accessToken;
    await first.close();

    const restarted = await t.rebuild({ jwtSecret: undefined });
    const res = await restarted.inject({
      url: '/api/asset-type',
      headers: { authorization: bearer(token) },
    });
    expect(res.statusCode).toBe(200);
    // ...and it is not the configured one: the app with FLOTTE_JWT_SECRET refuses the token.
    expect((await list(bearer(token))).statusCode).toBe(401);
  });
});
