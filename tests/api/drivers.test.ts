/**
 * Drivers (docs/drivers.md, "Who drives"): invited by their employer (an asset owner, or a
 * business for its in-house fleet), listed and changed by it only, read by the operator, counted
 * in a business's plan with its staff; an asset's default driver; what a driver reaches.
 */
import { describe, expect, it } from 'vitest';
import { asset } from '../../contract/asset';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { driver } from '../../contract/driver';
import { paramOf } from '../../server/scope/businesses';
import { requestScopeSql } from '../../server/scope/requests';
import {
  call,
  createWorld,
  idOfUser,
  insertSubscription,
  mailsTo,
  signedInUser,
  snapshot,
  type Headers,
} from './business-fixtures';
import { worldPerFile } from './per-file';
import { errorPaths, expectRefused } from './refusals';
import { assign, createRequest } from './requests-fixtures';
import { lastCode, post } from './signup-helpers';

const list = listResponse(driver);
const one = oneResponse(driver);
const oneAsset = oneResponse(asset);
// The free tier: 3 accounts per business (the demo business has one staff member).
const w = worldPerFile(() => createWorld({ freeMaxUsers: 3 }));

const invite = (headers: Headers, payload: object) => call(w, 'POST', '/drivers', headers, payload);
const patch = (id: string, payload: object, headers: Headers = w.as.asset_owner) =>
  call(w, 'PATCH', `/drivers/${id}`, headers, payload);
const driverList = async (headers: Headers, query = '') => {
  const res = await call(w, 'GET', `/drivers${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return list.parse(res.json());
};
const emails = async (headers: Headers, query = '') =>
  (await driverList(headers, query)).data.map((d) => d.email);
const bearer = (token: string): Headers => ({ authorization: `Bearer ${token}` });
/** A driver of another business, signed in: another driver than the ones invited here. */
let foreignDriver: Headers;
const foreign = async () =>
  (foreignDriver ??= await signedInUser(w.t, 'driver@autre.test', w.ids.other, 'driver'));

// The owner's drivers, the other owner's, the demo business's.
const PAUL = 'paul@chauffeurs.test';
const LEA = 'lea@chauffeurs.test';
const OTHER = 'marc@autre-proprio.test';
const INES = 'ines@transports-durand.test';
const TOM = 'tom@transports-durand.test';
const PASSWORD = 'paul-password-1';
let paulToken: Headers;

describe('POST /api/drivers', () => {
  it('lets an owner invite its driver: no password yet, a mail with a code', async () => {
    const res = await invite(w.as.asset_owner, {
      name: 'Paul Roux',
      email: 'Paul@Chauffeurs.test',
      phone: '+33 6 12 34 56 78',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(one.parse(res.json()).data).toMatchObject({
      email: PAUL,
      name: 'Paul Roux',
      phone: '+33 6 12 34 56 78',
      employer_user_id: w.ids.owner,
      business_id: null,
      employer_name: 'Julien Petit',
      disabled: false,
      last_login_at: null,
    });
    const [mail] = await mailsTo(w.t, PAUL);
    // The inviter's language (the demo owner's: French), naming who the driver drives for.
    expect(mail!.subject).toBe('Flotte : vos livraisons pour Julien Petit');
    expect(mail!.text).toContain('Julien Petit vous a créé un compte de chauffeur');
    expect(mail!.text).toMatch(/\b\d{6}\b/);
    const paul = await idOfUser(w.t, PAUL);
    const audited = await w.t.db.query(
      `select 1 from audit_log where action = 'invite' and entity_id = $1`,
      [paul],
    );
    expect(audited).toHaveLength(1);
    const row = await w.t.db.query<{ role: string; password_hash: string | null }>(
      'select role, password_hash from users where id = $1',
      [paul],
    );
    expect(row[0]).toEqual({ role: 'driver', password_hash: null });
  });

  it('mails in the language asked for', async () => {
    const res = await invite(w.as.asset_owner, {
      name: 'Léa Blanc',
      email: LEA,
      phone: '0611223344',
      locale: 'en',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(w.t, LEA);
    expect(mail!.subject).toBe('Flotte: your deliveries for Julien Petit');
  });

  it('lets another owner and a business invite their own drivers', async () => {
    const other = await invite(w.otherOwner, { name: 'Marc', email: OTHER, phone: '0699887766' });
    expect(other.statusCode, other.body).toBe(201);
    expect(one.parse(other.json()).data.employer_user_id).toBe(
      await idOfUser(w.t, 'owner2@flotte.test'),
    );
    const ines = await invite(w.as.business, { name: 'Inès', email: INES, phone: '0600000001' });
    expect(ines.statusCode, ines.body).toBe(201);
    expect(one.parse(ines.json()).data).toMatchObject({
      employer_user_id: null,
      business_id: w.ids.business,
      employer_name: 'Transports Durand',
    });
    const [mail] = await mailsTo(w.t, INES);
    expect(mail!.text).toContain(
      'Sophie Durand vous a créé un compte de chauffeur pour Transports',
    );
  });

  it("counts a business's drivers in its plan's max_users with its staff (409), writing nothing", async () => {
    // The demo business: Sophie (staff) and Inès (driver) of 3 places.
    expect(
      (await invite(w.as.business, { name: 'Tom', email: TOM, phone: '0600000002' })).statusCode,
    ).toBe(201);
    const zoe = { name: 'Zoé', email: 'zoe@transports-durand.test' };
    const refusedAsFull = (act: Parameters<typeof expectRefused>[1]) =>
      expectRefused(() => snapshot(w), act, 409, { code: 'plan_limit_reached' });
    await refusedAsFull(() => invite(w.as.business, { ...zoe, phone: '0600000003' }));
    // A colleague too: the drivers took the places.
    await refusedAsFull(() => call(w, 'POST', '/business/staff', w.as.business, zoe));
    // An owner has no plan: its drivers are not counted.
    expect(await rowsOf('select 1 from users where employer_user_id = $1', [w.ids.owner])).toBe(2);
  });

  it('refuses a taken address (409) and bad fields (400), writing nothing', async () => {
    await expectRefused(
      () => snapshot(w),
      () =>
        invite(w.as.asset_owner, {
          name: 'Encore',
          email: 'business@flotte.demo',
          phone: '0600000009',
        }),
      409,
      { code: 'email_taken', details: [{ path: 'email' }] },
    );
    const before = await snapshot(w);
    const bad = await invite(w.as.asset_owner, { name: ' ', email: 'nope', phone: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(errorPaths(bad)).toEqual(['email', 'name', 'phone']);
    const noPhone = await invite(w.as.asset_owner, { name: 'Sans', email: 'sans@x.test' });
    expect(noPhone.statusCode).toBe(400);
    expect(errorResponse.parse(noPhone.json()).details).toMatchObject([
      { path: 'phone', message: 'flotte.validation.required' },
    ]);
    expect(await snapshot(w)).toEqual(before);
  });

  it('is refused to the operator, B2B staff and drivers (403)', async () => {
    const payload = { name: 'X', email: 'x@x.test', phone: '0600000000' };
    for (const headers of [w.as.superadmin, w.as.in_house_manager, w.as.b2b, await foreign()]) {
      expect((await invite(headers, payload)).statusCode).toBe(403);
    }
  });
});

describe('the invited driver', () => {
  it('chooses a password with the mailed code and signs in as a driver', async () => {
    const code = await lastCode(w.t, PAUL);
    const reset = await post(w.t, '/auth/user/reset-password', {
      email: PAUL,
      code,
      password: PASSWORD,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const login = await w.t.login(PAUL, PASSWORD);
    expect(login.user).toMatchObject({ role: 'driver', email: PAUL, email_verified: true });
    paulToken = bearer(login.accessToken);
    const listed = await driverList(w.as.asset_owner, '?sort=name');
    expect(listed.data.find((d) => d.email === PAUL)?.last_login_at).not.toBeNull();
  });

  it('reads no driver, no list of assets, no money (403)', async () => {
    for (const url of [
      '/drivers',
      `/drivers/${await idOfUser(w.t, PAUL)}`,
      '/assets',
      '/assets/all',
      '/available-asset-types',
      '/wallet',
      '/earnings',
      '/plans',
      '/asset-type',
    ]) {
      expect((await call(w, 'GET', url, paulToken)).statusCode, url).toBe(403);
    }
  });
});

describe('GET /api/drivers', () => {
  it('shows an owner its own drivers only, and another owner’s as 404', async () => {
    expect(await emails(w.as.asset_owner, '?sort=email')).toEqual([LEA, PAUL]);
    expect(await emails(w.otherOwner)).toEqual([OTHER]);
    const marc = await idOfUser(w.t, OTHER);
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { name: 'Pris' }],
    ] as const) {
      const res = await call(w, method, `/drivers/${marc}`, w.as.asset_owner, payload);
      expect(res.statusCode, method).toBe(404);
    }
    // Neither reaches the business's drivers, nor the business the owners'.
    const ines = await idOfUser(w.t, INES);
    expect((await call(w, 'GET', `/drivers/${ines}`, w.as.asset_owner)).statusCode).toBe(404);
    const paul = await idOfUser(w.t, PAUL);
    expect((await call(w, 'GET', `/drivers/${paul}`, w.as.business)).statusCode).toBe(404);
    // Naming another employer finds nothing beyond the caller's own.
    expect(await emails(w.as.asset_owner, `?business_id=${w.ids.business}`)).toEqual([]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await call(w, 'GET', `/drivers/${id}`, w.as.asset_owner)).statusCode).toBe(404);
    }
  });

  it("shows business staff their business's drivers, exactly counted; another business none", async () => {
    const page = await driverList(w.as.business, '?sort=email&limit=1');
    expect(page.data.map((d) => d.email)).toEqual([INES]);
    expect(page.pagination).toEqual({ total: 2, limit: 1, skip: 0 });
    expect(await emails(w.otherBusiness)).toEqual(['driver@autre.test']);
    const ines = await idOfUser(w.t, INES);
    expect((await call(w, 'GET', `/drivers/${ines}`, w.otherBusiness)).statusCode).toBe(404);
    expect((await patch(ines, { name: 'Pris' }, w.otherBusiness)).statusCode).toBe(404);
    // A white-label parent does not reach its clients' drivers, nor its clients the parent's.
    expect(await emails(w.parent)).toEqual([]);
  });

  it('shows the operator every driver, and one employer’s on demand', async () => {
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      const all = await emails(headers, '?sort=email&limit=100');
      expect(all).toEqual(expect.arrayContaining([INES, LEA, OTHER, PAUL, TOM]));
      expect(await emails(headers, `?employer_user_id=${w.ids.owner}&sort=email`)).toEqual([
        LEA,
        PAUL,
      ]);
      expect(await emails(headers, `?business_id=${w.ids.business}&sort=email`)).toEqual([
        INES,
        TOM,
      ]);
      expect(await emails(headers, '?employer_user_id=nope')).toEqual([]);
      const ines = await idOfUser(w.t, INES);
      expect((await call(w, 'GET', `/drivers/${ines}`, headers)).statusCode).toBe(200);
      // The operator reads; it changes no driver.
      expect((await patch(ines, { name: 'Pris' }, headers)).statusCode).toBe(403);
    }
  });

  it('searches, filters by disabled, sorts and fetches several ids', async () => {
    expect(await emails(w.as.asset_owner, '?q=ROUX')).toEqual([PAUL]);
    expect(await emails(w.as.asset_owner, '?q=0611')).toEqual([LEA]);
    expect(await emails(w.as.asset_owner, '?disabled=true')).toEqual([]);
    expect(await emails(w.as.asset_owner, '?disabled=false&sort=name&order=desc')).toEqual([
      PAUL,
      LEA,
    ]);
    const ids = [await idOfUser(w.t, LEA), await idOfUser(w.t, OTHER), 'nope'];
    expect(await emails(w.as.asset_owner, `?id=${ids.join('&id=')}`)).toEqual([LEA]);
  });

  it('is refused to B2B staff and drivers (403)', async () => {
    for (const headers of [w.as.b2b, w.child, await foreign()]) {
      expect((await call(w, 'GET', '/drivers', headers)).statusCode).toBe(403);
    }
  });
});

describe('PATCH /api/drivers/{id}', () => {
  it('renames a driver and changes its phone, audited; nothing written when nothing changes', async () => {
    const lea = await idOfUser(w.t, LEA);
    const res = await patch(lea, { name: 'Léa Blanc-Petit', phone: '+33 7 00 00 00 01' });
    expect(res.statusCode, res.body).toBe(200);
    expect(one.parse(res.json()).data).toMatchObject({
      name: 'Léa Blanc-Petit',
      phone: '+33 7 00 00 00 01',
    });
    const audit = await w.t.db.query<{ changes: unknown }>(
      `select changes from audit_log where action = 'update' and entity_id = $1`,
      [lea],
    );
    expect(audit.map((a) => a.changes)).toEqual([
      {
        name: { from: 'Léa Blanc', to: 'Léa Blanc-Petit' },
        phone: { from: '0611223344', to: '+33 7 00 00 00 01' },
      },
    ]);
    const before = await snapshot(w);
    expect((await patch(lea, { name: 'Léa Blanc-Petit' })).statusCode).toBe(200);
    expect((await patch(lea, {})).statusCode).toBe(200);
    expect(await snapshot(w)).toEqual(before);
    expect((await patch(lea, { phone: 'x' })).statusCode).toBe(400);
  });

  it('disables a driver: its sessions end at once and it cannot sign in', async () => {
    const paul = await idOfUser(w.t, PAUL);
    const probe = `/assets/00000000-0000-4000-8000-000000000000`;
    expect((await call(w, 'GET', probe, paulToken)).statusCode).toBe(404);
    const res = await patch(paul, { disabled: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(one.parse(res.json()).data.disabled).toBe(true);
    expect((await call(w, 'GET', probe, paulToken)).statusCode).toBe(401);
    const login = await w.t.app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: PAUL, password: PASSWORD },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'account_disabled' });
    expect(await emails(w.as.asset_owner, '?disabled=true')).toEqual([PAUL]);
  });

  it('enables it again: it signs in anew, its old sessions stay ended', async () => {
    const paul = await idOfUser(w.t, PAUL);
    const res = await patch(paul, { disabled: false });
    expect(res.statusCode).toBe(200);
    expect(one.parse(res.json()).data.disabled).toBe(false);
    expect(
      (await call(w, 'GET', '/assets/00000000-0000-4000-8000-000000000000', paulToken)).statusCode,
    ).toBe(401);
    paulToken = bearer((await w.t.login(PAUL, PASSWORD)).accessToken);
  });

  it("frees a plan place when a business's driver is disabled, and takes it back to enable it", async () => {
    const tom = await idOfUser(w.t, TOM);
    expect((await patch(tom, { disabled: true }, w.as.business)).statusCode).toBe(200);
    const zoe = await call(w, 'POST', '/business/staff', w.as.business, {
      name: 'Zoé',
      email: 'zoe@transports-durand.test',
    });
    expect(zoe.statusCode, zoe.body).toBe(201);
    const before = await snapshot(w);
    const full = await patch(tom, { disabled: false }, w.as.business);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: 'plan_limit_reached' });
    expect(await snapshot(w)).toEqual(before);
    await insertSubscription(w.t, w.ids.business, 'pro');
    expect((await patch(tom, { disabled: false }, w.as.business)).statusCode).toBe(200);
  });

  it('refuses an inactive business any change (403 business_inactive), writing nothing', async () => {
    const ines = await idOfUser(w.t, INES);
    await w.t.db.query('update businesses set active = false where id = $1', [w.ids.business]);
    try {
      const before = await snapshot(w);
      const res = await patch(ines, { name: 'Inès B.' }, w.as.business);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'business_inactive' });
      const invited = await invite(w.as.business, {
        name: 'Y',
        email: 'y@transports-durand.test',
        phone: '0600000004',
      });
      expect(invited.statusCode).toBe(403);
      expect(await snapshot(w)).toEqual(before);
      // Reading stays possible.
      expect(await emails(w.as.business, '?sort=email')).toEqual([INES, TOM]);
    } finally {
      await w.t.db.query('update businesses set active = true where id = $1', [w.ids.business]);
    }
  });
});

describe("an asset's default driver", () => {
  const setDefault = (assetId: string, driverId: string | null, headers = w.as.asset_owner) =>
    call(w, 'PATCH', `/assets/${assetId}`, headers, { default_driver_id: driverId });
  const defaultOf = async (assetId: string) =>
    (
      await w.t.db.query<{ d: string | null }>(
        'select default_driver_id as d from assets where id = $1',
        [assetId],
      )
    )[0]!.d;
  const invalidDriver = (res: { statusCode: number; json: () => unknown }) => {
    expect(res.statusCode).toBe(422);
    expect(errorResponse.parse(res.json())).toMatchObject({
      code: 'invalid_driver',
      details: [{ path: 'default_driver_id', message: 'flotte.errors.invalid_driver' }],
    });
  };

  it("is one of the owner's drivers, read back with its name in the asset and the list", async () => {
    const paul = await idOfUser(w.t, PAUL);
    const res = await setDefault(w.ids.ownerVan, paul);
    expect(res.statusCode, res.body).toBe(200);
    expect(oneAsset.parse(res.json()).data).toMatchObject({
      default_driver_id: paul,
      default_driver_name: 'Paul Roux',
    });
    const page = listResponse(asset).parse(
      (await call(w, 'GET', '/assets?limit=100', w.as.asset_owner)).json(),
    );
    const van = page.data.find((a) => a.id === w.ids.ownerVan);
    expect(van).toMatchObject({ default_driver_id: paul, default_driver_name: 'Paul Roux' });
    expect(page.data.find((a) => a.id === w.ids.ownerBike)).toMatchObject({
      default_driver_id: null,
      default_driver_name: null,
    });
  });

  it("refuses another employer's driver, a disabled one, or no driver at all (422), writing nothing", async () => {
    const paul = await idOfUser(w.t, PAUL);
    const lea = await idOfUser(w.t, LEA);
    await patch(lea, { disabled: true });
    for (const id of [
      await idOfUser(w.t, OTHER), // the other owner's
      await idOfUser(w.t, INES), // a business's
      lea, // disabled
      w.ids.owner, // no driver
      '00000000-0000-4000-8000-000000000000',
    ]) {
      invalidDriver(await setDefault(w.ids.ownerVan, id));
    }
    expect(await defaultOf(w.ids.ownerVan)).toBe(paul);
    expect((await setDefault(w.ids.ownerVan, 'nope')).statusCode).toBe(400);
    await patch(lea, { disabled: false });
  });

  it("takes the business's drivers for an in-house asset, the owner's for an owner's", async () => {
    const ines = await idOfUser(w.t, INES);
    invalidDriver(await setDefault(w.ids.inHouseVan, await idOfUser(w.t, PAUL), w.as.business));
    const res = await setDefault(w.ids.inHouseVan, ines, w.as.business);
    expect(res.statusCode, res.body).toBe(200);
    expect(oneAsset.parse(res.json()).data.default_driver_name).toBe('Inès');
    // The superadmin creates an asset for an owner with one of that owner's drivers only.
    const create = (driverId: string) =>
      call(w, 'POST', '/assets', w.as.superadmin, {
        asset_type_id: w.ids.van,
        name: `Van de ${driverId.slice(0, 4)}`,
        owner_user_id: w.ids.owner,
        default_driver_id: driverId,
      });
    invalidDriver(await create(ines));
    const created = await create(await idOfUser(w.t, LEA));
    expect(created.statusCode, created.body).toBe(201);
    expect(oneAsset.parse(created.json()).data.default_driver_name).toBe('Léa Blanc-Petit');
    // An owner's own creation, and none at all.
    const own = await call(w, 'POST', '/assets', w.as.asset_owner, {
      asset_type_id: w.ids.van,
      name: 'Sans chauffeur',
    });
    expect(oneAsset.parse(own.json()).data.default_driver_id).toBeNull();
  });

  it('is cleared with null, and when its driver is disabled', async () => {
    const lea = await idOfUser(w.t, LEA);
    const paul = await idOfUser(w.t, PAUL);
    const cleared = await setDefault(w.ids.ownerVan, null);
    expect(oneAsset.parse(cleared.json()).data.default_driver_id).toBeNull();
    expect((await setDefault(w.ids.ownerVan2, lea)).statusCode).toBe(200);
    await patch(lea, { disabled: true });
    expect(await defaultOf(w.ids.ownerVan2)).toBeNull();
    await patch(lea, { disabled: false });
    expect((await setDefault(w.ids.ownerVan, paul)).statusCode).toBe(200);
  });
});

describe('what a driver reaches', () => {
  it('reads the assets and requests of the dispatches it drives, none of another driver’s', async () => {
    const paul = await idOfUser(w.t, PAUL);
    const requestId = await createRequest(w);
    const dispatchId = await assign(w, requestId, w.ids.ownerVan);
    // Who drives the dispatch is the dispatcher's (another part); set here as the scene.
    await w.t.db.query('update dispatches set driver_id = $1 where id = $2', [paul, dispatchId]);

    const own = await call(w, 'GET', `/assets/${w.ids.ownerVan}`, paulToken);
    expect(own.statusCode, own.body).toBe(200);
    expect(oneAsset.parse(own.json()).data.id).toBe(w.ids.ownerVan);
    // The owner's other assets, and the driver of another owner: 404.
    expect((await call(w, 'GET', `/assets/${w.ids.ownerBike}`, paulToken)).statusCode).toBe(404);
    expect((await call(w, 'GET', `/assets/${w.ids.ownerVan}`, await foreign())).statusCode).toBe(
      404,
    );
    // Read only.
    const write = await call(w, 'PATCH', `/assets/${w.ids.ownerVan}`, paulToken, { name: 'X' });
    expect(write.statusCode).toBe(403);

    const requestsOf = async (user: { id: string }) => {
      const params: unknown[] = [];
      const who = { id: user.id, role: 'driver' as const, business_id: null };
      const rows = await w.t.db.query<{ id: string }>(
        `select r.id from requests r where ${requestScopeSql(paramOf(params), who)}`,
        params,
      );
      return rows.map((r) => r.id);
    };
    expect(await requestsOf({ id: paul })).toEqual([requestId]);
    expect(await requestsOf({ id: await idOfUser(w.t, LEA) })).toEqual([]);
    // The requests themselves carry prices: the driver reads its work as driver-dispatches,
    // never through the requests' routes.
    const listed = await call(w, 'GET', '/business-dispatches?limit=100', paulToken);
    expect(listed.statusCode).toBe(403);
    expect((await call(w, 'GET', `/business-dispatches/${requestId}`, paulToken)).statusCode).toBe(
      403,
    );
  });
});

async function rowsOf(sql: string, params: unknown[]) {
  return (await w.t.db.query(sql, params)).length;
}
