import { describe, expect, it } from 'vitest';
import { loginResponse } from '../../contract/auth';
import { count, freshEmail, lastMail, PASSWORD, post, snapshot } from './signup-helpers';
import { appPerFile } from './per-file';
import { expectRefused } from './refusals';

const t = appPerFile();

const userRow = async (email: string) =>
  (
    await t.db.query<{
      role: string;
      business_id: string | null;
      email_verified_at: unknown;
      locale: string;
      password_hash: string;
    }>(
      'select role, business_id, email_verified_at, locale, password_hash from users where email = $1',
      [email],
    )
  )[0];

const businessOf = async (email: string) =>
  (
    await t.db.query<{
      name: string;
      slug: string;
      kind: string;
      active: boolean;
      parent_business_id: string | null;
      contact_email: string;
      currency: string | null;
    }>(
      `select b.name, b.slug, b.kind, b.active, b.parent_business_id, b.contact_email,
              trim(w.currency) as currency
       from businesses b join users u on u.business_id = b.id
         left join wallets w on w.business_id = b.id
       where u.email = $1`,
      [email],
    )
  )[0];

/** Signs up a business at `path` (`fields`, and the tests' password); expects it created. */
async function signUpBusiness(path: string, fields: Record<string, unknown>) {
  const res = await post(t, path, { ...fields, password: PASSWORD });
  expect(res.statusCode).toBe(201);
}

/**
 * Signs up at `path` with `fields` (the tests' password unless they name one), expecting it
 * refused with `status` and `error`, writing nothing; answers the refusal.
 */
const signUpRefused = (path: string, fields: object, status: number, error: object) =>
  expectRefused(
    () => snapshot(t),
    () => post(t, path, { password: PASSWORD, ...fields }),
    status,
    error,
  );

describe('POST /api/asset-owners/signup', () => {
  it('creates an unverified asset owner, its code and the mail that carries it', async () => {
    const email = freshEmail('owner');
    const res = await post(t, '/asset-owners/signup', {
      name: 'Nina Owner',
      email: email.toUpperCase(),
      password: PASSWORD,
      phone: '+33 6 12 34 56 78',
      country: 'fr',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ data: { email, verificationRequired: true } });

    const row = await userRow(email);
    expect(row).toMatchObject({
      role: 'asset_owner',
      business_id: null,
      email_verified_at: null,
      locale: 'fr',
    });
    expect(row!.password_hash).toMatch(/^\$argon2id\$/);
    const codes = await t.db.query<{ code_hash: string }>(
      `select c.code_hash from one_time_codes c join users u on u.id = c.user_id
       where u.email = $1 and c.purpose = 'verify_email'`,
      [email],
    );
    expect(codes).toHaveLength(1);
    const mail = await lastMail(t, email);
    expect(mail?.subject).toBe('Flotte : votre code de vérification');
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!;
    // Stored hashed: the code itself is nowhere in the row.
    expect(codes[0]!.code_hash).not.toContain(code);
    expect(await count(t, 'audit_log', `action = 'signup' and entity = 'user'`)).toBeGreaterThan(0);
  });

  it('refuses an unverified account at sign-in with 403 email_not_verified', async () => {
    const email = freshEmail('owner');
    await post(t, '/asset-owners/signup', { name: 'Nina', email, password: PASSWORD });
    const res = await post(t, '/authentication', { email, password: PASSWORD });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'email_not_verified' });
    // A wrong password does not reveal that the account exists and awaits its code.
    const wrong = await post(t, '/authentication', { email, password: 'not-the-password' });
    expect(wrong.json()).toMatchObject({ code: 'invalid_credentials' });
  });

  it('answers a taken e-mail (any case) as a new one, writes no account and mails its owner', async () => {
    const before = await snapshot(t);
    const res = await post(t, '/asset-owners/signup', {
      name: 'Someone',
      email: 'Owner@Flotte.demo',
      password: PASSWORD,
    });
    const fresh = freshEmail('same-answer');
    const other = await post(t, '/asset-owners/signup', {
      name: 'Someone',
      email: fresh,
      password: PASSWORD,
    });
    // The same status and shape as a new address: nothing tells that the account exists.
    expect([res.statusCode, other.statusCode]).toEqual([201, 201]);
    expect(res.json()).toEqual({
      data: { email: 'owner@flotte.demo', verificationRequired: true },
    });
    expect(Object.keys(res.json().data)).toEqual(Object.keys(other.json().data));
    // The new address got its account; the taken one nothing but its owner's notice.
    const after = await snapshot(t);
    expect(after.users).toBe(before.users + 1);
    expect(after.codes).toBe(before.codes + 1);
    expect(after.outbox).toBe(before.outbox + 2);
    expect(await count(t, 'users', 'email = $1', ['owner@flotte.demo'])).toBe(1);
    const notice = await lastMail(t, 'owner@flotte.demo');
    expect(notice?.subject).toMatch(/inscription|sign-up/);
    expect(notice?.text).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses bad fields with 400 and a catalog key per field, writing nothing', async () => {
    const res = await signUpRefused(
      '/asset-owners/signup',
      {
        name: '',
        email: 'nope',
        password: 'short',
        phone: 'abc',
        country: 'France',
      },
      400,
      {},
    );
    expect(res.json().details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'flotte.validation.required' },
        { path: 'email', message: 'flotte.validation.email' },
        { path: 'password', message: 'flotte.validation.too_short', args: { min: 8 } },
        { path: 'phone', message: 'flotte.validation.phone' },
        { path: 'country', message: 'flotte.validation.country' },
      ]),
    );
  });
});

describe('POST /api/business/whitelabel/signup', () => {
  it('creates an inactive white-label business with a slug derived from its name', async () => {
    const email = freshEmail('biz');
    await signUpBusiness('/business/whitelabel/signup', {
      name: 'Paul Biz',
      email,
      business_name: 'Transports Müller & Fils',
      currency: 'EUR',
      country: 'DE',
      locale: 'en',
    });
    expect(await userRow(email)).toMatchObject({ role: 'business', locale: 'en' });
    expect(await businessOf(email)).toMatchObject({
      name: 'Transports Müller & Fils',
      slug: 'transports-muller-fils',
      kind: 'whitelabel',
      active: false,
      contact_email: email,
      currency: 'EUR',
    });
    expect((await lastMail(t, email))?.subject).toBe('Flotte: your verification code');

    // The same name again gets the next free slug.
    const other = freshEmail('biz');
    await signUpBusiness('/business/whitelabel/signup', {
      name: 'Paula',
      email: other,
      business_name: 'Transports Muller & Fils',
      kind: 'standard',
    });
    expect(await businessOf(other)).toMatchObject({
      slug: 'transports-muller-fils-2',
      kind: 'standard',
    });
  });

  it('takes a chosen slug, and refuses a taken one with 409 slug_taken, writing nothing', async () => {
    const email = freshEmail('biz');
    await signUpBusiness('/business/whitelabel/signup', {
      name: 'Ana',
      email,
      business_name: 'Ana Logistique',
      slug: 'Ana-Logistique',
    });
    expect(await businessOf(email)).toMatchObject({ slug: 'ana-logistique' });

    await signUpRefused(
      '/business/whitelabel/signup',
      {
        name: 'Ana bis',
        email: freshEmail('biz'),
        business_name: 'Autre',
        slug: 'transports-durand',
      },
      409,
      { code: 'slug_taken', details: [{ path: 'slug', message: 'flotte.errors.slug_taken' }] },
    );
  });

  it('refuses a bad slug or kind and a missing business name with 400, writing nothing', async () => {
    const res = await signUpRefused(
      '/business/whitelabel/signup',
      {
        name: 'X',
        email: freshEmail('biz'),
        slug: '-no-',
        kind: 'b2b',
      },
      400,
      {},
    );
    const paths = (res.json().details as { path: string }[]).map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['business_name', 'slug', 'kind']));
  });
});

describe('POST /api/auth/b2b/sign-up', () => {
  it('creates an inactive b2b business under a white-label parent named by slug', async () => {
    const parentEmail = freshEmail('wl');
    await post(t, '/business/whitelabel/signup', {
      name: 'Parent',
      email: parentEmail,
      password: PASSWORD,
      business_name: 'Marque Blanche',
      slug: 'marque-blanche',
    });
    const parentId = (
      await t.db.query<{ id: string }>(`select id from businesses where slug = 'marque-blanche'`)
    )[0]!.id;

    const email = freshEmail('b2b');
    await signUpBusiness('/auth/b2b/sign-up', {
      name: 'Client',
      email,
      business_name: 'Client Final',
      parent_slug: 'MARQUE-BLANCHE',
    });
    expect(await userRow(email)).toMatchObject({ role: 'b2b' });
    expect(await businessOf(email)).toMatchObject({
      kind: 'b2b',
      active: false,
      parent_business_id: parentId,
      slug: 'client-final',
    });
  });

  it('creates a b2b business without a parent', async () => {
    const email = freshEmail('b2b');
    await signUpBusiness('/auth/b2b/sign-up', {
      name: 'Solo',
      email,
      business_name: 'Client Solo',
    });
    expect(await businessOf(email)).toMatchObject({ kind: 'b2b', parent_business_id: null });
  });

  it('refuses an unknown or non-white-label parent with 400 unknown_business, writing nothing', async () => {
    for (const parent_slug of ['no-such-business', 'transports-durand']) {
      const before = await snapshot(t);
      const res = await post(t, '/auth/b2b/sign-up', {
        name: 'Client',
        email: freshEmail('b2b'),
        password: PASSWORD,
        business_name: 'Client Perdu',
        parent_slug,
      });
      expect(res.statusCode, parent_slug).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'unknown_business',
        details: [{ path: 'parent_slug', message: 'flotte.errors.unknown_business' }],
      });
      expect(await snapshot(t)).toEqual(before);
    }
  });

  it('answers a taken e-mail as a new one, writing no account nor business', async () => {
    const before = await snapshot(t);
    const res = await post(t, '/auth/b2b/sign-up', {
      name: 'Client',
      email: 'business@flotte.demo',
      password: PASSWORD,
      business_name: 'Doublon',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      data: { email: 'business@flotte.demo', verificationRequired: true },
    });
    expect(await snapshot(t)).toEqual({ ...before, outbox: before.outbox + 1 });
  });
});

describe('concurrent sign-ups', () => {
  it('two sign-ups racing for one address: one account, both answered the same', async () => {
    const email = freshEmail('race');
    const attempt = (business_name: string) =>
      post(t, '/business/whitelabel/signup', {
        name: 'R',
        email,
        password: PASSWORD,
        business_name,
      });
    const results = await Promise.all([attempt('Course Un'), attempt('Course Deux')]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(results[0]!.json()).toEqual(results[1]!.json());
    expect(await count(t, 'users', 'email = $1', [email])).toBe(1);
    expect(await count(t, 'businesses', 'contact_email = $1', [email])).toBe(1);
  });
});

describe('sign-ups are open to anyone', () => {
  it('a signed-in caller of any role signs up like anyone (the token is ignored)', async () => {
    const email = freshEmail('owner');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/asset-owners/signup',
      headers: await t.as('superadmin'),
      payload: { name: 'Via admin', email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    expect(await userRow(email)).toMatchObject({ role: 'asset_owner', email_verified_at: null });
  });

  it('the seeded demo accounts are verified and sign in', async () => {
    const res = await post(t, '/authentication', {
      email: 'owner@flotte.demo',
      password: 'demo-password-for-tests',
    });
    expect(res.statusCode).toBe(200);
    expect(loginResponse.parse(res.json()).user.email_verified).toBe(true);
  });
});
