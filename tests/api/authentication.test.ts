import { describe, expect, it } from 'vitest';
import { loginResponse } from '../../contract/auth';
import { errorResponse } from '../../contract/common';
import { DEMO_PASSWORD } from './helpers';
import { appPerFile } from './per-file';
import { invalidDetails } from './refusals';

const t = appPerFile();

const signIn = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/authentication', payload: payload as object });

describe('POST /api/authentication', () => {
  it('signs the demo superadmin in: user, access token and session', async () => {
    const res = await signIn({ email: ' Admin@Flotte.demo ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.user).toMatchObject({ email: 'admin@flotte.demo', role: 'superadmin' });
    expect(body.user).not.toHaveProperty('password_hash');
    expect(body.authentication.strategy).toBe('local');
    expect(body.user.last_login_at).not.toBeNull();

    const sessions = await t.db.query<{ user_id: string; revoked_at: unknown }>(
      'select user_id, revoked_at from sessions where id = $1',
      [body.authentication.sessionId],
    );
    expect(sessions).toEqual([{ user_id: body.user.id, revoked_at: null }]);

    const audit = await t.db.query('select 1 from audit_log where action = $1 and entity_id = $2', [
      'login',
      body.authentication.sessionId,
    ]);
    expect(audit).toHaveLength(1);

    // The token opens the API.
    const list = await t.app.inject({
      url: '/api/asset-type',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(list.statusCode).toBe(200);
  });

  it('tells a business user whether the business is approved yet, and others nothing', async () => {
    const admin = loginResponse.parse(
      (await signIn({ email: 'admin@flotte.demo', password: DEMO_PASSWORD })).json(),
    );
    expect(admin.user.business_active).toBeNull();

    const staff = async () =>
      loginResponse.parse(
        (await signIn({ email: 'business@flotte.demo', password: DEMO_PASSWORD })).json(),
      ).user;
    const before = await staff();
    expect(before.business_active).toBe(true);
    await t.db.query('update businesses set active = false where id = $1', [before.business_id]);
    expect((await staff()).business_active).toBe(false);
    await t.db.query('update businesses set active = true where id = $1', [before.business_id]);
  });

  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const res = await signIn({ email: 'admin@flotte.demo', password: 'not-the-password' });
    expect(res.statusCode).toBe(401);
    expect(errorResponse.parse(res.json())).toMatchObject({
      statusCode: 401,
      code: 'invalid_credentials',
    });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await signIn({ email: 'nobody@flotte.demo', password: 'whatever-123' });
    const wrong = await signIn({ email: 'admin@flotte.demo', password: 'whatever-123' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a bad body with 400 and a catalog key per field, writing nothing', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from sessions');
    const res = await signIn({ email: 'not-an-email' });
    expect(invalidDetails(res)).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'flotte.validation.email' },
        { path: 'password', message: 'flotte.validation.required' },
      ]),
    );
    const after = await t.db.query<{ n: number }>('select count(*)::int as n from sessions');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('refuses a request without a body with 400 validation_failed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/authentication' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('refuses a disabled account with 403 account_disabled, and ends its live sessions', async () => {
    const { accessToken } = await t.login('manager@flotte.demo');
    await t.db.query(`update users set disabled_at = now() where email = 'manager@flotte.demo'`);
    try {
      const res = await signIn({ email: 'manager@flotte.demo', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'account_disabled' });

      const withOldToken = await t.app.inject({
        url: '/api/asset-type',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(withOldToken.statusCode).toBe(401);
      expect(withOldToken.json()).toMatchObject({ code: 'account_disabled' });

      // A wrong password does not reveal that the account exists and is disabled.
      const wrong = await signIn({ email: 'manager@flotte.demo', password: 'wrong-password' });
      expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
    } finally {
      await t.db.query(`update users set disabled_at = null where email = 'manager@flotte.demo'`);
    }
  });
});

describe('failed sign-ins are rate-limited', () => {
  const attempt = (email: string, password: string, remoteAddress = '198.51.100.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password },
      remoteAddress,
    });

  it('blocks an address after 10 failures for 15 minutes, even with the right password', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt('business@flotte.demo', `wrong-${i}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('business@flotte.demo', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await attempt('owner@flotte.demo', DEMO_PASSWORD)).statusCode).toBe(200);

    t.clock.advance(15 * 60 + 1);
    try {
      expect((await attempt('business@flotte.demo', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(15 * 60 + 1));
    }
  });

  it('blocks a client IP after 50 failures, whatever the addresses tried', async () => {
    for (let i = 0; i < 50; i++) {
      const res = await attempt(`guess-${i}@flotte.demo`, 'password', '203.0.113.9');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('owner@flotte.demo', DEMO_PASSWORD, '203.0.113.9');
    expect(blocked.statusCode).toBe(429);
    expect((await attempt('owner@flotte.demo', DEMO_PASSWORD, '203.0.113.10')).statusCode).toBe(
      200,
    );
  });
});
