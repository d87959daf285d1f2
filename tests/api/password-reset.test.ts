import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from './helpers';
import {
  count,
  freshEmail,
  freshIp,
  lastCode,
  lastMail,
  PASSWORD,
  post,
  signUpOwner,
  snapshot,
} from './signup-helpers';
import { appPerFile } from './per-file';

const t = appPerFile();

const NEW_PASSWORD = 'a-brand-new-password';
const forgot = (email: string) => post(t, '/auth/user/forgot-password', { email });
const reset = (email: string, code: string, password = NEW_PASSWORD, ip = freshIp()) =>
  post(t, '/auth/user/reset-password', { email, code, password }, ip);
const signIn = (email: string, password: string) => post(t, '/authentication', { email, password });
const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/auth/user/forgot-password', () => {
  it('mails a reset code to an existing account, in its language', async () => {
    const res = await forgot('Manager@Flotte.demo');
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { accepted: true } });
    const mail = await lastMail(t, 'manager@flotte.demo');
    expect(mail?.subject).toBe('Flotte : réinitialisation de votre mot de passe');
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it('answers an unknown address exactly alike, writing nothing', async () => {
    const before = await snapshot(t);
    const unknown = await forgot(freshEmail('nobody'));
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual((await forgot('owner@flotte.demo')).json());
    const after = await snapshot(t);
    // Only the known address got a code and a mail.
    expect(after).toEqual({ ...before, codes: before.codes + 1, outbox: before.outbox + 1 });
  });

  it('refuses a malformed address with 400, writing nothing', async () => {
    const before = await snapshot(t);
    const res = await forgot('nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: [{ path: 'email', message: 'flotte.validation.email' }],
    });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('POST /api/auth/user/reset-password', () => {
  it('sets the new password and ends every session of the user', async () => {
    const email = 'business@flotte.demo';
    const { accessToken: first } = await t.login(email);
    const { accessToken: second } = await t.login(email);
    await forgot(email);
    const code = await lastCode(t, email);

    const res = await reset(email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { accepted: true } });

    for (const token of [first, second]) {
      const call = await t.app.inject({
        url: '/api/asset-type',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(call.statusCode).toBe(401);
    }
    expect((await signIn(email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect(await count(t, 'audit_log', `action = 'reset_password'`)).toBe(1);

    // Single use.
    const again = await reset(email, code, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'invalid_code' });
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('also verifies an address that was awaiting its code (the code came by mail)', async () => {
    const email = await signUpOwner(t);
    await forgot(email);
    const res = await reset(email, await lastCode(t, email));
    expect(res.statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong code with 400 invalid_code, the password unchanged', async () => {
    const email = await signUpOwner(t);
    await t.db.query('update users set email_verified_at = now() where email = $1', [email]);
    await forgot(email);
    const code = await lastCode(t, email);
    const hash = await t.db.query('select password_hash from users where email = $1', [email]);
    const res = await reset(email, other(code));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'invalid_code' });
    expect(await t.db.query('select password_hash from users where email = $1', [email])).toEqual(
      hash,
    );
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('does not take the e-mail verification code, nor a code after 10 minutes', async () => {
    const email = await signUpOwner(t);
    const verifyCode = await lastCode(t, email);
    expect((await reset(email, verifyCode)).json()).toMatchObject({ code: 'invalid_code' });

    await forgot(email);
    const code = await lastCode(t, email);
    t.clock.advance(10 * 60 + 1);
    try {
      expect((await reset(email, code)).json()).toMatchObject({ code: 'invalid_code' });
    } finally {
      t.clock.advance(-(10 * 60 + 1));
    }
  });

  it('dies at the fifth wrong try', async () => {
    const email = await signUpOwner(t);
    await forgot(email);
    const code = await lastCode(t, email);
    for (let i = 0; i < 4; i++) expect((await reset(email, other(code))).statusCode).toBe(400);
    expect((await reset(email, other(code))).statusCode).toBe(429);
    const right = await reset(email, code);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'too_many_attempts' });
  });

  it('refuses a too-short password with 400 before checking the code, writing nothing', async () => {
    const email = await signUpOwner(t);
    await forgot(email);
    const code = await lastCode(t, email);
    const before = await snapshot(t);
    const res = await reset(email, code, 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: [{ path: 'password', message: 'flotte.validation.too_short', args: { min: 8 } }],
    });
    expect(await snapshot(t)).toEqual(before);
    expect((await reset(email, code)).statusCode).toBe(200);
  });

  it('sends no reset code to a disabled account', async () => {
    const email = await signUpOwner(t);
    await t.db.query('update users set disabled_at = now() where email = $1', [email]);
    const before = await snapshot(t);
    expect((await forgot(email)).statusCode).toBe(202);
    expect(await snapshot(t)).toEqual(before);
  });
});
