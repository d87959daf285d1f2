import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { staffMember } from '../../contract/staff';
import {
  createWorld,
  call,
  idOfUser,
  mailsTo,
  snapshot,
  insertSubscription,
  type Headers,
} from './business-fixtures';
import { lastCode, post } from './signup-helpers';
import { worldPerFile } from './per-file';
import { errorPaths } from './refusals';

const list = listResponse(staffMember);
const one = oneResponse(staffMember);
// The free tier: 3 staff accounts (the demo business has one).
const w = worldPerFile(() => createWorld({ freeMaxUsers: 3 }));

const invite = (payload: object, headers: Headers = w.as.business) =>
  call(w, 'POST', '/business/staff', headers, payload);
const setDisabled = (id: string, disabled: boolean, headers: Headers = w.as.business) =>
  call(w, 'PATCH', `/business/staff/${id}`, headers, { disabled });
const staffList = async (query = '', headers: Headers = w.as.business) => {
  const res = await call(w, 'GET', `/business/staff${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return list.parse(res.json());
};
const emails = async (query = '', headers: Headers = w.as.business) =>
  (await staffList(query, headers)).data.map((m) => m.email);

const A = 'alice@transports-durand.test';
const B = 'bob@transports-durand.test';
const C = 'chloe@transports-durand.test';
let aliceToken: Headers;

describe('POST /api/business/staff', () => {
  it('invites a colleague: an account without a password, and a mail with a code', async () => {
    const res = await invite({ name: 'Alice Martin', email: 'Alice@Transports-Durand.test' });
    expect(res.statusCode, res.body).toBe(201);
    expect(one.parse(res.json()).data).toMatchObject({
      email: A,
      name: 'Alice Martin',
      role: 'business',
      business_id: w.ids.business,
      business_name: 'Transports Durand',
      status: 'invited',
      last_login_at: null,
    });
    const [mail] = await mailsTo(w.t, A);
    // The inviter's language (the demo account's: French).
    expect(mail!.subject).toBe('Flotte : invitation à rejoindre Transports Durand');
    expect(mail!.text).toContain('Sophie Durand vous invite à rejoindre Transports Durand');
    expect(
      await w.t.db.query(`select 1 from audit_log where action = 'invite' and entity_id = $1`, [
        await idOfUser(w.t, A),
      ]),
    ).toHaveLength(1);
  });

  it('mails in the language asked for', async () => {
    expect((await invite({ name: 'Bob Smith', email: B, locale: 'en' })).statusCode).toBe(201);
    const [mail] = await mailsTo(w.t, B);
    expect(mail!.subject).toBe('Flotte: you are invited to join Transports Durand');
  });

  it("refuses one account more than the plan's max_users (409), writing nothing", async () => {
    const before = await snapshot(w);
    const res = await invite({ name: 'Chloé', email: C });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect(await snapshot(w)).toEqual(before);
  });

  it('refuses a taken address (409) and bad fields (400), writing nothing', async () => {
    const before = await snapshot(w);
    const taken = await invite({ name: 'Encore', email: 'owner@flotte.demo' });
    expect(taken.statusCode).toBe(409);
    expect(errorResponse.parse(taken.json())).toMatchObject({
      code: 'email_taken',
      details: [{ path: 'email' }],
    });
    const bad = await invite({ name: '', email: 'nope', locale: 'de' });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(['email', 'locale', 'name']);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('the invited colleague', () => {
  it('chooses a password with the mailed code and signs in: then reads active', async () => {
    const code = await lastCode(w.t, A);
    const reset = await post(w.t, '/auth/user/reset-password', {
      email: A,
      code,
      password: 'alice-password',
    });
    expect(reset.statusCode).toBe(200);
    const login = await w.t.login(A, 'alice-password');
    aliceToken = { authorization: `Bearer ${login.accessToken}` };
    expect((await staffList('?sort=name')).data.map((m) => [m.email, m.status])).toEqual([
      [A, 'active'],
      [B, 'invited'],
      ['business@flotte.demo', 'active'],
    ]);
  });
});

describe('PATCH /api/business/staff/{id}', () => {
  it('disables a colleague and ends its sessions at once', async () => {
    const id = await idOfUser(w.t, A);
    const res = await setDisabled(id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(one.parse(res.json()).data).toMatchObject({ email: A, status: 'disabled' });
    expect((await call(w, 'GET', '/business', aliceToken)).statusCode).toBe(401);
    // The place it left is free again.
    expect((await invite({ name: 'Chloé', email: C })).statusCode).toBe(201);
  });

  it('refuses to enable it again beyond max_users (409), then allows it on a bigger plan', async () => {
    const id = await idOfUser(w.t, A);
    const before = await snapshot(w);
    const full = await setDisabled(id, false);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect(await snapshot(w)).toEqual(before);

    await insertSubscription(w.t, w.ids.business, 'pro');
    const res = await setDisabled(id, false);
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data.status).toBe('active');
    // Old sessions stay ended; a new sign-in works.
    expect((await call(w, 'GET', '/business', aliceToken)).statusCode).toBe(401);
    expect((await w.t.login(A, 'alice-password')).user.email).toBe(A);
  });

  it('writes nothing when the status does not change', async () => {
    const before = await snapshot(w);
    const res = await setDisabled(await idOfUser(w.t, B), false);
    expect(res.statusCode).toBe(200);
    expect(await snapshot(w)).toEqual(before);
  });

  it('refuses to disable oneself (400) and finds no one of another business (404)', async () => {
    const before = await snapshot(w);
    const self = await setDisabled(await idOfUser(w.t, 'business@flotte.demo'), true);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'cannot_disable_self' });
    for (const id of [
      await idOfUser(w.t, 'staff@autre.test'),
      await idOfUser(w.t, 'owner@flotte.demo'),
      await idOfUser(w.t, 'admin@flotte.demo'),
      '00000000-0000-4000-8000-000000000000',
      'nope',
    ]) {
      expect((await setDisabled(id, true)).statusCode, id).toBe(404);
    }
    expect(
      (await call(w, 'PATCH', `/business/staff/${await idOfUser(w.t, B)}`, w.as.business, {}))
        .statusCode,
    ).toBe(400);
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('an inactive business', () => {
  it('neither invites nor disables (403 business_inactive), and writes nothing', async () => {
    await w.t.db.query('update businesses set active = false where id = $1', [w.ids.other]);
    await call(w, 'GET', '/business', w.otherBusiness);
    const before = await snapshot(w);
    const invited = await invite({ name: 'X', email: 'x@autre.test' }, w.otherBusiness);
    expect(invited.statusCode).toBe(403);
    expect(invited.json()).toMatchObject({ code: 'business_inactive' });
    const colleague = await idOfUser(w.t, 'staff@autre.test');
    const disabled = await setDisabled(colleague, true, w.otherBusiness);
    expect(disabled.statusCode).toBe(403);
    expect(await snapshot(w)).toEqual(before);
    // Reading its staff still works.
    expect(await emails('', w.otherBusiness)).toEqual(['staff@autre.test']);
    await w.t.db.query('update businesses set active = true where id = $1', [w.ids.other]);
  });
});

describe('GET /api/business/staff', () => {
  it('filters by status and text, sorts, and fetches several ids', async () => {
    expect(await emails('?status=invited')).toEqual([B, C]);
    expect(await emails('?status=active&sort=email')).toEqual([A, 'business@flotte.demo']);
    expect(await emails('?status=disabled')).toEqual([]);
    expect(await emails('?q=BOB')).toEqual([B]);
    expect(await emails('?q=martin')).toEqual([A]);
    expect(await emails('?sort=name&order=desc&limit=2&skip=1')).toEqual([C, B]);
    const page = await staffList('?limit=2');
    expect(page.pagination).toEqual({ total: 4, limit: 2, skip: 0 });
    const ids = [await idOfUser(w.t, A), await idOfUser(w.t, C), 'nope'];
    expect(await emails(`?id=${ids.join('&id=')}&sort=email`)).toEqual([A, C]);
    // Staff who never signed in sort last either way.
    expect((await emails('?sort=last_login_at&order=desc')).slice(-2).sort()).toEqual([B, C]);
  });

  it('lets business staff name their own business, and finds nothing of another (404)', async () => {
    expect(await emails(`?business_id=${w.ids.business}&status=invited`)).toEqual([B, C]);
    const other = await call(w, 'GET', `/business/staff?business_id=${w.ids.other}`, w.as.business);
    expect(other.statusCode).toBe(404);
  });

  it('shows the operator any business’s staff, named by business_id', async () => {
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      expect(await emails(`?business_id=${w.ids.other}`, headers)).toEqual(['staff@autre.test']);
      const client = await staffList(`?business_id=${w.ids.child}`, headers);
      expect(client.data.map((m) => [m.email, m.role])).toEqual([
        ['staff@client-de-marque.test', 'b2b'],
      ]);
    }
    const missing = await call(w, 'GET', '/business/staff', w.as.superadmin);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      details: [{ path: 'business_id', message: 'flotte.validation.required' }],
    });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const res = await call(w, 'GET', `/business/staff?business_id=${id}`, w.as.superadmin);
      expect(res.statusCode).toBe(404);
    }
  });

  it('is refused to B2B staff and asset owners (403)', async () => {
    for (const headers of [w.as.b2b, w.child, w.as.asset_owner]) {
      expect((await call(w, 'GET', '/business/staff', headers)).statusCode).toBe(403);
    }
  });
});
