import { describe, expect, it } from 'vitest';
import { loginResponse } from '../../contract/auth';
import {
  count,
  freshEmail,
  freshIp,
  lastCode,
  PASSWORD,
  post,
  signUpOwner,
  snapshot,
} from './signup-helpers';
import { appPerFile } from './per-file';

const t = appPerFile();

/** A code that is not `code` (the wrong guess). */
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const verify = (email: string, code: string, ip = freshIp()) =>
  post(t, '/auth/user/verify', { email, code }, ip);

describe('POST /api/auth/user/verify', () => {
  it('a right code verifies the address and signs the user in; then password sign-in works', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    const res = await verify(email.toUpperCase(), code);
    expect(res.statusCode).toBe(200);
    const body = loginResponse.parse(res.json());
    expect(body.user).toMatchObject({ email, role: 'asset_owner', email_verified: true });

    const me = await t.app.inject({
      url: '/api/asset-type',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    expect(await count(t, 'one_time_codes', 'user_id = $1', [body.user.id])).toBe(0);
    expect(
      await count(t, 'audit_log', `action = 'verify_email' and entity_id = $1`, [body.user.id]),
    ).toBe(1);

    const signIn = await post(t, '/authentication', { email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
  });

  it('is single use: the same code again answers 400 invalid_code', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    expect((await verify(email, code)).statusCode).toBe(200);
    const again = await verify(email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'invalid_code',
      details: [{ path: 'code', message: 'flotte.errors.invalid_code' }],
    });
  });

  it('refuses a wrong code with 400 invalid_code, signs nobody in, and counts the try', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    const sessions = await count(t, 'sessions');
    const res = await verify(email, other(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code' });
    expect(await count(t, 'sessions')).toBe(sessions);
    const rows = await t.db.query<{ attempts: number; verified: unknown }>(
      `select c.attempts, u.email_verified_at as verified from one_time_codes c
       join users u on u.id = c.user_id where u.email = $1`,
      [email],
    );
    expect(rows).toEqual([{ attempts: 1, verified: null }]);
    // The right code still works after a wrong one.
    expect((await verify(email, code)).statusCode).toBe(200);
  });

  it('expires after 10 minutes', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    t.clock.advance(10 * 60 + 1);
    try {
      const res = await verify(email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'invalid_code' });
    } finally {
      t.clock.advance(-(10 * 60 + 1));
    }
    // Still valid just before its end.
    const email2 = await signUpOwner(t);
    const code2 = await lastCode(t, email2);
    t.clock.advance(9 * 60 + 50);
    try {
      expect((await verify(email2, code2)).statusCode).toBe(200);
    } finally {
      t.clock.advance(-(9 * 60 + 50));
    }
  });

  it('dies at the fifth wrong try: 429 too_many_attempts, even for the right code', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    for (let i = 0; i < 4; i++) {
      expect((await verify(email, other(code))).json()).toMatchObject({ code: 'invalid_code' });
    }
    const fifth = await verify(email, other(code));
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toMatchObject({ code: 'too_many_attempts' });
    const right = await verify(email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'too_many_attempts' });
    expect(await count(t, 'users', 'email = $1 and email_verified_at is not null', [email])).toBe(
      0,
    );

    // A new code replaces the dead one.
    expect((await post(t, '/resend-otp', { email })).statusCode).toBe(202);
    const fresh = await lastCode(t, email);
    expect((await verify(email, fresh)).statusCode).toBe(200);
  });

  it('answers an unknown address like a wrong code, writing nothing', async () => {
    const before = await snapshot(t);
    const res = await verify(freshEmail('nobody'), '123456');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('refuses a malformed code with 400 validation_failed, writing nothing', async () => {
    const email = await signUpOwner(t);
    const before = await snapshot(t);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const res = await verify(email, code);
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'code' }],
      });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(
      await count(
        t,
        'one_time_codes c join users u on u.id = c.user_id',
        'u.email = $1 and c.attempts = 0',
        [email],
      ),
    ).toBe(1);
  });

  it('refuses a disabled account with 403 account_disabled, signing nobody in', async () => {
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    await t.db.query('update users set disabled_at = now() where email = $1', [email]);
    const before = await snapshot(t);
    const res = await verify(email, code);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'account_disabled' });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST /api/resend-otp', () => {
  it('sends a new code that replaces the previous one', async () => {
    const email = await signUpOwner(t);
    const first = await lastCode(t, email);
    const mails = await count(t, 'outbox', 'to_email = $1', [email]);
    const res = await post(t, '/resend-otp', { email });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: true } });
    expect(await count(t, 'outbox', 'to_email = $1', [email])).toBe(mails + 1);
    const second = await lastCode(t, email);
    if (second !== first) {
      expect((await verify(email, first)).json()).toMatchObject({ code: 'invalid_code' });
    }
    expect((await verify(email, second)).statusCode).toBe(200);
  });

  it('answers unknown and already verified addresses alike, sending nothing', async () => {
    for (const email of [freshEmail('nobody'), 'owner@flotte.demo']) {
      const before = await snapshot(t);
      const res = await post(t, '/resend-otp', { email });
      expect(res.statusCode, email).toBe(202);
      expect(res.json()).toEqual({ data: { accepted: true } });
      expect(await snapshot(t)).toEqual(before);
    }
    const bad = await post(t, '/resend-otp', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
  });
});
