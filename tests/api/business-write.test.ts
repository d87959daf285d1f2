import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { readConfig } from '../../server/config';
import {
  createWorld,
  call,
  insertBusiness,
  mailsTo,
  oneBusiness,
  one,
  snapshot,
  topUp,
} from './business-fixtures';
import { freshEmail, lastCode, post } from './signup-helpers';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const create = (payload: object, headers = w.as.superadmin) =>
  call(w, 'POST', '/business', headers, payload);
const patch = (id: string, payload: object, headers = w.as.superadmin) =>
  call(w, 'PATCH', `/business/${id}`, headers, payload);
const patchOwn = (payload: object, headers = w.as.business) =>
  call(w, 'PATCH', '/business', headers, payload);
const detailsOf = (body: unknown) => errorResponse.parse(body).details?.map((d) => d.path);
const staff = (email: string, extra: object = {}) => ({ name: 'Léa Martin', email, ...extra });

describe('POST /api/business (superadmin)', () => {
  it('creates an active business and its invited first staff account, then mails the code', async () => {
    const email = freshEmail('first');
    const res = await create({
      name: 'Livraisons Éclair',
      country: 'fr',
      contact_phone: '+33 1 23 45 67 89',
      currency: 'EUR',
      staff: staff(email),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { data } = oneBusiness.parse(res.json());
    expect(data).toMatchObject({
      name: 'Livraisons Éclair',
      slug: 'livraisons-eclair',
      kind: 'standard',
      active: true,
      country: 'FR',
      contact_email: email,
      currency: 'EUR',
      parent_business_id: null,
      plan_id: null,
    });
    const user = await one<Record<string, unknown>>(
      w.t,
      `select role, business_id, password_hash, email_verified_at, locale, name
       from users where email = $1`,
      [email],
    );
    expect(user).toMatchObject({
      role: 'business',
      business_id: data.id,
      password_hash: null,
      email_verified_at: null,
      locale: 'fr',
      name: 'Léa Martin',
    });
    const mails = await mailsTo(w.t, email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Flotte : invitation à rejoindre Livraisons Éclair');
    expect(mails[0]!.text).toContain('Administrateur Flotte vous invite à rejoindre Livraisons');
    expect(mails[0]!.text).toContain('/#/reset-password');
    expect(mails[0]!.text).toContain('10 minutes');
    expect(mails[0]!.text).toMatch(/\n {4}\d{6}\n/);
    // No FLOTTE_PUBLIC_URL: no link.
    expect(mails[0]!.text).not.toContain('http');
    const audits = await w.t.db.query(
      `select action, entity from audit_log where entity_id in ($1, (select id from users where email = $2))`,
      [data.id, email],
    );
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'create', entity: 'business' },
        { action: 'invite', entity: 'user' },
      ]),
    );
  });

  it('lets the invited person choose a password with the mailed code, then sign in', async () => {
    const email = freshEmail('invited');
    expect((await create({ name: 'Coursiers Réunis', staff: staff(email) })).statusCode).toBe(201);
    // Before: no password, so no sign-in.
    expect(
      (await post(w.t, '/authentication', { email, password: 'x'.repeat(10) })).statusCode,
    ).toBe(401);
    const code = await lastCode(w.t, email);
    const reset = await post(w.t, '/auth/user/reset-password', {
      email,
      code,
      password: 'my-own-password',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await w.t.login(email, 'my-own-password');
    expect(login.user).toMatchObject({ role: 'business', email_verified: true });
    expect(login.user.business_active).toBe(true);
    // Its own business, through its own token.
    const own = await call(w, 'GET', '/business', { authorization: `Bearer ${login.accessToken}` });
    expect(oneBusiness.parse(own.json()).data.name).toBe('Coursiers Réunis');
  });

  it('invites in English with a link when FLOTTE_PUBLIC_URL is set', async () => {
    const app = await w.t.rebuild({ publicUrl: 'https://flotte.example.com' });
    const email = freshEmail('english');
    const res = await app.inject({
      method: 'POST',
      url: '/api/business',
      headers: w.as.superadmin,
      payload: { name: 'Swift Couriers', staff: staff(email, { locale: 'en' }) },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = await mailsTo(w.t, email);
    expect(mail!.subject).toBe('Flotte: you are invited to join Swift Couriers');
    expect(mail!.text).toContain('Administrateur Flotte invites you to join Swift Couriers');
    const link = `https://flotte.example.com/#/reset-password?email=${encodeURIComponent(email)}`;
    expect(mail!.text).toContain(link);
    expect(mail!.html).toContain(`href="${link}"`);
  });

  it('reads FLOTTE_PUBLIC_URL without its trailing slashes, and refuses a non-http one', () => {
    expect(readConfig({ FLOTTE_PUBLIC_URL: 'https://flotte.example.com/app//' }).publicUrl).toBe(
      'https://flotte.example.com/app',
    );
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(() => readConfig({ FLOTTE_PUBLIC_URL: 'ftp://flotte.example.com' })).toThrow(
      /FLOTTE_PUBLIC_URL/,
    );
  });

  it('creates a B2B client under a white-label parent, its first account role b2b', async () => {
    const email = freshEmail('b2b');
    const res = await create({
      name: 'Client Premium',
      kind: 'b2b',
      parent_business_id: w.ids.parent,
      active: false,
      staff: staff(email),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(oneBusiness.parse(res.json()).data).toMatchObject({
      kind: 'b2b',
      active: false,
      parent_business_id: w.ids.parent,
      parent_business_name: 'marque-blanche',
    });
    expect(
      (await one<{ role: string }>(w.t, 'select role from users where email = $1', [email])).role,
    ).toBe('b2b');
  });

  it('derives a free slug from the name when none is given', async () => {
    const first = oneBusiness.parse(
      (await create({ name: 'Autre Entreprise', staff: staff(freshEmail()) })).json(),
    );
    // `autre-entreprise` is taken (by another business of the fixtures).
    expect(first.data.slug).toBe('autre-entreprise-2');
  });

  it('refuses bad parents, types, taken addresses and slugs; writes nothing', async () => {
    const deletedParent = await insertBusiness(w.t, 'blanche-supprimee', 'whitelabel');
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [deletedParent]);
    const before = await snapshot(w);
    const cases: [object, number, string][] = [
      [{ kind: 'standard', parent_business_id: w.ids.parent }, 400, 'parent_business_id'],
      [{ kind: 'whitelabel', parent_business_id: w.ids.parent }, 400, 'parent_business_id'],
      [{ kind: 'b2b', parent_business_id: w.ids.other }, 400, 'parent_business_id'],
      [{ kind: 'b2b', parent_business_id: deletedParent }, 400, 'parent_business_id'],
      [{ kind: 'b2b', parent_business_id: 'nope' }, 400, 'parent_business_id'],
      [{ business_type_id: '00000000-0000-4000-8000-000000000000' }, 400, 'business_type_id'],
      [{ slug: 'Transports-Durand' }, 409, 'slug'],
      [{ slug: 'blanche-supprimee' }, 409, 'slug'], // a deleted business keeps its slug
      [{ staff: staff('business@flotte.demo') }, 409, 'staff.email'],
      [{ staff: { email: 'nope' } }, 400, 'staff.name'],
      [{ name: '' }, 400, 'name'],
    ];
    for (const [payload, status, path] of cases) {
      const res = await create({ name: 'Refusée', staff: staff(freshEmail()), ...payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(detailsOf(res.json()), JSON.stringify(payload)).toContain(path);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('PATCH /api/business/{id} (superadmin)', () => {
  it('changes the profile and the slug, and audits what changed', async () => {
    const id = await insertBusiness(w.t, 'a-renommer');
    const res = await patch(id, {
      name: 'Renommée',
      slug: 'Renommee',
      country: 'be',
      address: '1 rue Neuve, Bruxelles',
      contact_email: 'Contact@Renommee.test',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(oneBusiness.parse(res.json()).data).toMatchObject({
      name: 'Renommée',
      slug: 'renommee',
      country: 'BE',
      address: '1 rue Neuve, Bruxelles',
      contact_email: 'contact@renommee.test',
    });
    const audit = await one<{ changes: Record<string, { from: unknown; to: unknown }> }>(
      w.t,
      `select changes from audit_log where entity_id = $1 and action = 'update'`,
      [id],
    );
    expect(Object.keys(audit.changes).sort()).toEqual(
      ['address', 'contact_email', 'country', 'name', 'slug'].sort(),
    );
    expect(audit.changes.name).toEqual({ from: 'a-renommer', to: 'Renommée' });
    // '' clears an optional field.
    const cleared = await patch(id, { address: '' });
    expect(oneBusiness.parse(cleared.json()).data.address).toBeNull();
  });

  it('switches standard and white-label; a B2B client stays one', async () => {
    const id = await insertBusiness(w.t, 'changeante');
    const up = await patch(id, { kind: 'whitelabel' });
    expect(oneBusiness.parse(up.json()).data.kind).toBe('whitelabel');
    const down = await patch(id, { kind: 'standard' });
    expect(oneBusiness.parse(down.json()).data.kind).toBe('standard');

    const before = await snapshot(w);
    for (const [target, payload] of [
      [id, { kind: 'b2b' }],
      [w.ids.child, { kind: 'standard' }],
    ] as const) {
      const res = await patch(target, payload);
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res.json())).toEqual(['kind']);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('keeps a white-label business with live B2B clients white-label (409)', async () => {
    const before = await snapshot(w);
    const res = await patch(w.ids.parent, { kind: 'standard' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'business_has_clients' });
    expect(await snapshot(w)).toEqual(before);
  });

  it('moves a B2B client to another white-label parent, or to none; nobody else has one', async () => {
    const parent2 = await insertBusiness(w.t, 'autre-blanche', 'whitelabel');
    const client = await insertBusiness(w.t, 'client-mobile', 'b2b', { parent: w.ids.parent });
    const moved = await patch(client, { parent_business_id: parent2 });
    expect(oneBusiness.parse(moved.json()).data).toMatchObject({
      parent_business_id: parent2,
      parent_business_name: 'autre-blanche',
    });
    const alone = await patch(client, { parent_business_id: null });
    expect(oneBusiness.parse(alone.json()).data.parent_business_id).toBeNull();

    const before = await snapshot(w);
    for (const [target, parent] of [
      [w.ids.other, parent2], // a standard business has no parent
      [client, w.ids.other], // the parent must be white-label
      [client, '00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const res = await patch(target, { parent_business_id: parent });
      expect(res.statusCode).toBe(400);
      expect(detailsOf(res.json())).toEqual(['parent_business_id']);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('locks the currency once money moved through the wallet (409), else moves it everywhere', async () => {
    const id = await insertBusiness(w.t, 'devise-libre', 'standard', { currency: 'EUR' });
    const res = await patch(id, { currency: 'XOF' });
    expect(oneBusiness.parse(res.json()).data).toMatchObject({
      currency: 'XOF',
      currency_locked: false,
    });
    // One place: the wallet holds it, the settings read it from there.
    expect(
      (
        await one<{ c: string }>(w.t, 'select currency as c from wallets where business_id = $1', [
          id,
        ])
      ).c,
    ).toBe('XOF');
    const settings = await call(w, 'GET', `/business-settings/${id}`, w.as.superadmin);
    expect(settings.json()).toMatchObject({ data: { currency: 'XOF', currency_locked: false } });

    await topUp(w, id, 100);
    const before = await snapshot(w);
    const locked = await patch(id, { currency: 'EUR' });
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'currency_locked',
      details: [{ path: 'currency', message: 'flotte.errors.currency_locked' }],
    });
    expect(await snapshot(w)).toEqual(before);
    const read = await call(w, 'GET', `/business/${id}`, w.as.superadmin);
    expect(oneBusiness.parse(read.json()).data).toMatchObject({
      currency: 'XOF',
      currency_locked: true,
    });
    // Other fields of the profile still change; the same currency sent again is no change.
    const renamed = await patch(id, { name: 'Devise fixée', currency: 'XOF' });
    expect(renamed.statusCode).toBe(200);
  });

  it('refuses a taken slug (409), an unknown type (400), an unknown business (404)', async () => {
    const before = await snapshot(w);
    const taken = await patch(w.ids.other, { slug: 'MARQUE-BLANCHE' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'slug_taken' });
    const type = await patch(w.ids.other, {
      business_type_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(detailsOf(type.json())).toEqual(['business_type_id']);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await patch(id, { name: 'X' })).statusCode).toBe(404);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('writes nothing when nothing changes', async () => {
    const before = await snapshot(w);
    const res = await patch(w.ids.other, { name: 'autre-entreprise', slug: 'autre-entreprise' });
    expect(res.statusCode).toBe(200);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('PATCH /api/business (its own staff)', () => {
  it('edits the caller’s own profile; kind and parent are not its to change', async () => {
    const res = await patchOwn({ contact_phone: '+33 6 00 00 00 00', kind: 'whitelabel' });
    expect(res.statusCode, res.body).toBe(200);
    expect(oneBusiness.parse(res.json()).data).toMatchObject({
      id: w.ids.business,
      contact_phone: '+33 6 00 00 00 00',
      kind: 'standard',
    });
  });

  it('refuses a taken slug (409) and bad fields (400), writing nothing', async () => {
    const before = await snapshot(w);
    expect((await patchOwn({ slug: 'autre-entreprise' })).statusCode).toBe(409);
    const bad = await patchOwn({ country: 'France', name: '' });
    expect(bad.statusCode).toBe(400);
    expect(detailsOf(bad.json())?.sort()).toEqual(['country', 'name']);
    expect(await snapshot(w)).toEqual(before);
  });

  it('answers 403 business_inactive while the business is inactive, writing nothing', async () => {
    await w.t.db.query('update businesses set active = false where id = $1', [w.ids.other]);
    const before = await snapshot(w);
    const res = await patchOwn({ name: 'Nouveau nom' }, w.otherBusiness);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'business_inactive' });
    expect(await snapshot(w)).toEqual(before);
    await w.t.db.query('update businesses set active = true where id = $1', [w.ids.other]);
  });

  it('is refused to B2B staff and the other roles (403)', async () => {
    for (const headers of [
      w.as.b2b,
      w.child,
      w.as.asset_owner,
      w.as.in_house_manager,
      w.as.superadmin,
    ]) {
      expect((await patchOwn({ name: 'X' }, headers)).statusCode).toBe(403);
    }
  });
});
