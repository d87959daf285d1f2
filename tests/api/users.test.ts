import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import type { Role } from '../../contract/roles';
import { adminUser } from '../../contract/users';
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD, ROLES } from './helpers';
import { appPerFile } from './per-file';

const list = listResponse(adminUser);
const one = oneResponse(adminUser);
const OTHER_ROLES = ROLES.filter((r) => r !== 'superadmin');

const t = appPerFile();
let admin: { authorization: string };
let adminId: string;
beforeAll(async () => {
  const login = await t.login('admin@flotte.demo');
  admin = { authorization: `Bearer ${login.accessToken}` };
  adminId = login.user.id;
  // One unverified and one disabled account, for the status filter.
  const hash = await hashPassword(DEMO_PASSWORD);
  await t.db.query(
    `insert into users (email, name, role, password_hash) values ('new@flotte.test', 'Nouveau', 'asset_owner', $1)`,
    [hash],
  );
  await t.db.query(
    `insert into users (email, name, role, password_hash, email_verified_at, disabled_at)
     values ('gone@flotte.test', 'Parti', 'asset_owner', $1, now(), now())`,
    [hash],
  );
});

type Method = 'GET' | 'POST' | 'PATCH';
const call = (method: Method, url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url: `/api/users${url}`, headers: { ...headers }, payload });

const counts = async () =>
  (
    await t.db.query<{ users: number; audit: number; revoked: number; disabled: number }>(
      `select (select count(*)::int from users) as users,
              (select count(*)::int from audit_log where entity = 'user') as audit,
              (select count(*)::int from sessions where revoked_at is not null) as revoked,
              (select count(*)::int from users where disabled_at is not null) as disabled`,
    )
  )[0]!;
const idOf = async (email: string) =>
  (await t.db.query<{ id: string }>('select id from users where email = $1', [email]))[0]!.id;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('GET /api/users', () => {
  it('lists every user with its derived status and business, paged', async () => {
    const res = await call('GET', '?limit=100', admin);
    expect(res.statusCode).toBe(200);
    const body = list.parse(res.json());
    const byEmail = new Map(body.data.map((u) => [u.email, u]));
    expect(body.pagination).toEqual({ total: body.data.length, limit: 100, skip: 0 });
    expect(byEmail.get('admin@flotte.demo')).toMatchObject({
      role: 'superadmin',
      status: 'active',
      business_name: null,
    });
    expect(byEmail.get('business@flotte.demo')).toMatchObject({
      role: 'business',
      business_name: 'Transports Durand',
    });
    expect(byEmail.get('new@flotte.test')?.status).toBe('unverified');
    expect(byEmail.get('gone@flotte.test')?.status).toBe('disabled');
    expect(JSON.stringify(body)).not.toMatch(/password|google_sub|hash/);
  });

  it('filters by role, status and q, sorts, and pages without overlap', async () => {
    const owners = list.parse((await call('GET', '?role=asset_owner&limit=100', admin)).json());
    expect(owners.data.map((u) => u.email).sort()).toEqual([
      'gone@flotte.test',
      'new@flotte.test',
      'owner@flotte.demo',
    ]);
    const disabled = list.parse((await call('GET', '?status=disabled', admin)).json());
    expect(disabled.data.map((u) => u.email)).toEqual(['gone@flotte.test']);
    const unverified = list.parse((await call('GET', '?status=unverified', admin)).json());
    expect(unverified.data.map((u) => u.email)).toEqual(['new@flotte.test']);
    const search = list.parse((await call('GET', '?q=DURAND', admin)).json());
    expect(search.data.map((u) => u.email)).toEqual(['business@flotte.demo']);

    const sorted = list.parse(
      (await call('GET', '?sort=email&order=desc&limit=100', admin)).json(),
    );
    const emails = sorted.data.map((u) => u.email);
    expect(emails).toEqual([...emails].sort().reverse());
    const first = list.parse((await call('GET', '?sort=email&limit=3', admin)).json());
    const second = list.parse((await call('GET', '?sort=email&limit=3&skip=3', admin)).json());
    expect([...first.data, ...second.data].map((u) => u.email)).toEqual(
      [...emails].reverse().slice(0, 6),
    );
    expect(second.pagination.total).toBe(sorted.pagination.total);
  });

  it('fetches several by id (getMany) and refuses an unknown filter value', async () => {
    const a = await idOf('owner@flotte.demo');
    const b = await idOf('manager@flotte.demo');
    const many = list.parse((await call('GET', `?id=${a}&id=${b}&id=nope`, admin)).json());
    expect(many.data.map((u) => u.id).sort()).toEqual([a, b].sort());
    const bad = await call('GET', '?role=pilot', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('GET /api/users/:id', () => {
  it('answers one user, and 404 for an unknown or malformed id', async () => {
    const id = await idOf('manager@flotte.demo');
    const res = await call('GET', `/${id}`, admin);
    expect(one.parse(res.json()).data).toMatchObject({ id, role: 'in_house_manager' });
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const r = await call('GET', `/${missing}`, admin);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 'not_found' });
    }
  });
});

describe('POST /api/users', () => {
  /** POST /api/users as the superadmin: `name` and `email`, an in-house manager unless told. */
  const createUser = (name: string, email: string, role = 'in_house_manager') =>
    call('POST', '', admin, { name, email, role, password: 'un-mot-de-passe' });

  it('creates an in-house manager who can sign in with that password, audited', async () => {
    const before = await counts();
    const res = await createUser(' Léa Roux ', 'Lea.Roux@Flotte.test');
    expect(res.statusCode).toBe(201);
    const { data } = one.parse(res.json());
    expect(data).toMatchObject({
      name: 'Léa Roux',
      email: 'lea.roux@flotte.test',
      role: 'in_house_manager',
      status: 'active',
      business_id: null,
      last_login_at: null,
    });
    expect((await counts()).audit).toBe(before.audit + 1);
    const login = await t.login('lea.roux@flotte.test', 'un-mot-de-passe');
    expect(login.user).toMatchObject({ role: 'in_house_manager', email_verified: true });
  });

  it('creates a superadmin too', async () => {
    const res = await createUser('Second Admin', 'admin2@flotte.test', 'superadmin');
    expect(one.parse(res.json()).data.role).toBe('superadmin');
  });

  it('refuses a taken e-mail (any case) with 409 email_taken, writing nothing', async () => {
    const before = await counts();
    const res = await createUser('Doublon', 'MANAGER@flotte.demo');
    expect(res.statusCode).toBe(409);
    expect(errorResponse.parse(res.json())).toMatchObject({
      code: 'email_taken',
      details: [{ path: 'email', message: 'flotte.errors.email_taken' }],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses other roles, a short password and a missing name with 400, writing nothing', async () => {
    const before = await counts();
    const res = await call('POST', '', admin, {
      email: 'x@flotte.test',
      role: 'asset_owner',
      password: 'court',
    });
    expect(res.statusCode).toBe(400);
    const paths = errorResponse.parse(res.json()).details?.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['name', 'role', 'password']));
    expect(await counts()).toEqual(before);
  });
});

describe('PATCH /api/users/:id', () => {
  it('disabling ends every session of the user at once; enabling lets them sign in again', async () => {
    const id = await idOf('owner@flotte.demo');
    const tokens = [await t.tokenFor('asset_owner'), await t.tokenFor('asset_owner')];
    for (const token of tokens) {
      expect(
        (await t.app.inject({ url: '/api/asset-type', headers: bearer(token) })).statusCode,
      ).toBe(200);
    }
    const before = await counts();
    const res = await call('PATCH', `/${id}`, admin, { disabled: true });
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data.status).toBe('disabled');
    for (const token of tokens) {
      const r = await t.app.inject({ url: '/api/asset-type', headers: bearer(token) });
      expect(r.statusCode).toBe(401);
    }
    const after = await counts();
    expect(after.revoked).toBeGreaterThanOrEqual(before.revoked + 2);
    expect(after.audit).toBe(before.audit + 1);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: 'owner@flotte.demo', password: DEMO_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json()).toMatchObject({ code: 'account_disabled' });

    // Disabling again changes nothing.
    await call('PATCH', `/${id}`, admin, { disabled: true });
    expect((await counts()).audit).toBe(after.audit);

    const enabled = await call('PATCH', `/${id}`, admin, { disabled: false });
    expect(one.parse(enabled.json()).data.status).toBe('active');
    await t.login('owner@flotte.demo');
    // The sessions ended by the disabling stay ended.
    const old = await t.app.inject({ url: '/api/asset-type', headers: bearer(tokens[0]!) });
    expect(old.statusCode).toBe(401);
  });

  it('refuses to disable oneself with 400 cannot_disable_self, writing nothing', async () => {
    const before = await counts();
    const res = await call('PATCH', `/${adminId}`, admin, { disabled: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'cannot_disable_self' });
    expect(await counts()).toEqual(before);
    expect((await t.app.inject({ url: '/api/users', headers: admin })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and 400 for a bad body', async () => {
    const missing = await call('PATCH', '/00000000-0000-4000-8000-000000000000', admin, {
      disabled: true,
    });
    expect(missing.statusCode).toBe(404);
    const id = await idOf('manager@flotte.demo');
    const bad = await call('PATCH', `/${id}`, admin, { disabled: 'yes' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('other callers', () => {
  it.each(OTHER_ROLES)('%s gets 403 on every route, and writes nothing', async (role: Role) => {
    const headers = await t.as(role);
    const target = await idOf('manager@flotte.demo');
    const before = await counts();
    const attempts = [
      await call('GET', '', headers),
      await call('GET', `/${target}`, headers),
      await call('POST', '', headers, {
        name: 'Intrus',
        email: `intrus-${role}@flotte.test`,
        role: 'superadmin',
        password: 'un-mot-de-passe',
      }),
      await call('PATCH', `/${target}`, headers, { disabled: true }),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses a caller without a token with 401', async () => {
    const before = await counts();
    const target = await idOf('manager@flotte.demo');
    for (const res of [
      await call('GET', '', {}),
      await call('GET', `/${target}`, {}),
      await call(
        'POST',
        '',
        {},
        { name: 'x', email: 'y@z.fr', role: 'superadmin', password: 'abcdefghij' },
      ),
      await call('PATCH', `/${target}`, {}, { disabled: true }),
    ]) {
      expect(res.statusCode).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });
});
