import { describe, expect, it } from 'vitest';
import { freshEmail, freshIp, lastCode, post, signUpOwner, snapshot } from './signup-helpers';
import { appPerFile } from './per-file';

const t = appPerFile();

const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const WINDOW = 15 * 60;

function expectLimited(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

async function later<T>(seconds: number, fn: () => Promise<T>): Promise<T> {
  t.clock.advance(seconds);
  try {
    return await fn();
  } finally {
    t.clock.advance(-seconds);
  }
}

describe('code checks (verify, reset) are rate-limited', () => {
  it('per address: 10 wrong codes in 15 minutes block it, even the right code, from any IP', async () => {
    const email = await signUpOwner(t);
    for (let round = 0; round < 2; round++) {
      // A fresh code each round: the limit is on the address, not on one code's 5 tries.
      await post(t, '/resend-otp', { email });
      const code = await lastCode(t, email);
      for (let i = 0; i < 5; i++) {
        const res = await post(t, '/auth/user/verify', { email, code: other(code) });
        expect(res.statusCode).not.toBe(200);
        expect(res.json().code).not.toBe('rate_limited');
      }
    }
    await post(t, '/resend-otp', { email });
    const code = await lastCode(t, email);
    const before = await snapshot(t);
    expectLimited(await post(t, '/auth/user/verify', { email, code }));
    // Blocked before any check: the code's tries are untouched, nothing is written.
    expect(await snapshot(t)).toEqual(before);
    const tries = await t.db.query(
      `select c.attempts from one_time_codes c join users u on u.id = c.user_id where u.email = $1`,
      [email],
    );
    expect(tries).toEqual([{ attempts: 0 }]);
    // Reset-password checks codes too: the same block.
    expectLimited(
      await post(t, '/auth/user/reset-password', { email, code, password: 'whatever-password' }),
    );
    // Other addresses are not affected; the block ends with the window.
    const another = await signUpOwner(t);
    expect(
      (await post(t, '/auth/user/verify', { email: another, code: await lastCode(t, another) }))
        .statusCode,
    ).toBe(200);
    const res = await later(WINDOW + 1, () => post(t, '/auth/user/verify', { email, code }));
    expect(res.statusCode).toBe(400); // checked again: the code is past its 10 minutes now
    expect(res.json()).toMatchObject({ code: 'invalid_code' });
  });

  it('per client IP: 50 wrong codes block the IP for every address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) {
      const res = await post(
        t,
        '/auth/user/verify',
        { email: freshEmail('guess'), code: '000000' },
        ip,
      );
      expect(res.statusCode).toBe(400);
    }
    const email = await signUpOwner(t);
    const code = await lastCode(t, email);
    expectLimited(await post(t, '/auth/user/verify', { email, code }, ip));
    expectLimited(
      await post(
        t,
        '/auth/user/reset-password',
        { email, code, password: 'whatever-password' },
        ip,
      ),
    );
    expect((await post(t, '/auth/user/verify', { email, code }, freshIp())).statusCode).toBe(200);
  });
});

describe('mail requests (resend, forgot-password) are rate-limited', () => {
  it('per address: the sixth request in 15 minutes answers 429 and sends nothing', async () => {
    for (const email of [await signUpOwner(t), freshEmail('nobody')]) {
      for (let i = 0; i < 5; i++) {
        const url = i % 2 ? '/auth/user/forgot-password' : '/resend-otp';
        expect((await post(t, url, { email })).statusCode).toBe(202);
      }
      const before = await snapshot(t);
      expectLimited(await post(t, '/resend-otp', { email }));
      expectLimited(await post(t, '/auth/user/forgot-password', { email }));
      expect(await snapshot(t)).toEqual(before);
      expect((await later(WINDOW + 1, () => post(t, '/resend-otp', { email }))).statusCode).toBe(
        202,
      );
    }
  });

  it('per client IP: 20 requests, then 429 for any address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const res = await post(t, '/auth/user/forgot-password', { email: freshEmail('n') }, ip);
      expect(res.statusCode).toBe(202);
    }
    const before = await snapshot(t);
    expectLimited(await post(t, '/auth/user/forgot-password', { email: 'owner@flotte.demo' }, ip));
    expectLimited(await post(t, '/resend-otp', { email: freshEmail('n') }, ip));
    expect(await snapshot(t)).toEqual(before);
    expect(
      (await post(t, '/auth/user/forgot-password', { email: freshEmail('n') }, freshIp()))
        .statusCode,
    ).toBe(202);
  });
});

describe('sign-ups are rate-limited per client IP', () => {
  it('the 21st sign-up from one IP in 15 minutes answers 429 and writes nothing', async () => {
    const ip = freshIp();
    const signUp = (email: string, from = ip) =>
      post(t, '/asset-owners/signup', { name: 'Bulk', email, password: 'bulk-password' }, from);
    for (let i = 0; i < 20; i++) expect((await signUp(freshEmail('bulk'))).statusCode).toBe(201);
    const before = await snapshot(t);
    expectLimited(await signUp(freshEmail('bulk')));
    expect(await snapshot(t)).toEqual(before);
    expect((await signUp(freshEmail('bulk'), freshIp())).statusCode).toBe(201);
    expect((await later(WINDOW + 1, () => signUp(freshEmail('bulk')))).statusCode).toBe(201);
  });
});
