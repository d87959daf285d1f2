/**
 * Auto-dispatch (issue 29, docs/rounds.md "Auto-dispatch") through the API: the business's
 * setting per role, off changing nothing, a new request inserted into today's published round,
 * else sent to the nearest compliant available asset, else left pending with the reason; two
 * creations at once never book one asset twice.
 */
import { describe, expect, it } from 'vitest';
import { businessSettings } from '../../contract/business-settings';
import { oneResponse } from '../../contract/common';
import { dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { depot, plan } from '../../contract/rounds';
import { requestEvent, type RequestEvent } from '../../contract/request';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import { count, createRequest, createWorld, inject, requestStatus } from './requests-fixtures';
import { insertDriver } from './steps-fixtures';

const w = worldPerFile(() => createWorld({ roundTimeLimitMs: 300 }));

/** The business's today (Paris: it never chose a zone), the day of a request made now. */
const today = () => dayIn(DEFAULT_TIME_ZONE, new Date());
const free = { dropoff_from: null, dropoff_until: null, weight_kg: 50, price: 0 };
const near = (lat: number, lng: number) => ({
  pickup_lat: lat,
  pickup_lng: lng,
  dropoff_lat: lat + 0.01,
  dropoff_lng: lng + 0.01,
});

const settingOf = async (as = w.as.business, id = '') =>
  oneResponse(businessSettings).parse(
    (await inject(w.t, 'GET', `/business-settings${id && `/${id}`}`, as)).json(),
  ).data.auto_dispatch;

const setAuto = (on: boolean, as = w.as.business) =>
  inject(w.t, 'PATCH', '/business-settings', as, { auto_dispatch: on });

async function timeline(id: string): Promise<RequestEvent[]> {
  const res = await inject(w.t, 'GET', `/business-dispatches/${id}/timeline`, w.as.business);
  expect(res.statusCode).toBe(200);
  return requestEvent.array().parse((res.json() as { data: unknown }).data);
}

const decision = async (id: string) =>
  (await timeline(id)).find((e) => e.kind === 'auto_dispatched');

const newDepot = async (as: typeof w.as.business, name: string, lat: number, lng: number) => {
  const res = await inject(w.t, 'POST', '/depots', as, {
    name,
    address: `${name}, quai`,
    lat,
    lng,
    opens: '00:00',
    closes: '23:59',
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneResponse(depot).parse(res.json()).data.id;
};

/** A truck (a type no demo asset has) of the owner or of the demo business's fleet. */
const newTruck = async (name: string, owned: boolean) =>
  (
    await w.t.db.query<{ id: string }>(
      `insert into assets (asset_type_id, owner_user_id, business_id, name)
       values ($1, $2, $3, $4) returning id`,
      [w.ids.truck, owned ? w.ids.owner : null, owned ? null : w.ids.business, name],
    )
  )[0]!.id;

const ownerAuto = (on: boolean) =>
  w.t.db.query('update users set auto_dispatch = $2 where id = $1', [w.ids.owner, on]);

describe('the auto-dispatch setting', () => {
  it('is off by default; the business changes it, B2B staff and the superadmin read, others are refused', async () => {
    expect(await settingOf()).toBe(false);
    expect((await setAuto(true, w.as.b2b)).statusCode).toBe(403);
    expect((await setAuto(true, w.as.asset_owner)).statusCode).toBe(403);
    expect((await setAuto(true, w.as.in_house_manager)).statusCode).toBe(403);
    const driver = await insertDriver(w, 'auto-reader@drivers.test', { owner: w.ids.owner });
    expect((await setAuto(true, driver.headers)).statusCode).toBe(403);
    const read = await createKey(w, w.as.business, { scope: 'read' });
    expect((await setAuto(true, read.headers)).statusCode).toBe(403);
    expect((await inject(w.t, 'PATCH', '/business-settings', undefined, {})).statusCode).toBe(401);
    const other = await inject(w.t, 'GET', `/business-settings/${w.ids.business}`, w.otherBusiness);
    expect(other.statusCode).toBe(404);
    const bad = await inject(w.t, 'PATCH', '/business-settings', w.as.business, {
      auto_dispatch: 'yes',
    });
    expect(bad.statusCode).toBe(400);

    const on = await setAuto(true);
    expect(on.statusCode, on.body).toBe(200);
    expect(await settingOf()).toBe(true);
    expect(await settingOf(w.as.superadmin, w.ids.business)).toBe(true);
    expect(await settingOf(w.as.b2b)).toBe(false);
    expect((await setAuto(false)).statusCode).toBe(200);
    expect(await settingOf()).toBe(false);
  });
});

describe('auto-dispatch of a new request', () => {
  it('off (the default): the request stays pending, no decision written', async () => {
    await ownerAuto(true);
    const id = await createRequest(w, { ...free, ...near(48.85, 2.33) });
    expect(await requestStatus(w, id)).toBe('pending');
    expect(await decision(id)).toBeUndefined();
    expect(await count(w, 'audit_log', `action = 'auto_dispatch'`)).toBe(0);
    await ownerAuto(false);
  });

  it('inserts it into today’s best published round of an owner who has it on', async () => {
    const date = today();
    await newDepot(w.as.asset_owner, 'Dépôt auto', 48.86, 2.34);
    const planned = [
      await createRequest(w, { ...free, ...near(48.85, 2.33) }),
      await createRequest(w, { ...free, ...near(48.852, 2.335) }),
    ];
    const optimised = await inject(w.t, 'POST', '/rounds/optimise', w.as.asset_owner, {
      date,
      shift_start: '00:00',
      shift_end: '23:59',
    });
    expect(optimised.statusCode, optimised.body).toBe(200);
    const rounds = oneResponse(plan).parse(optimised.json()).data.rounds;
    const r = rounds.find((x) => x.stops.some((s) => planned.includes(s.request_id)))!;
    expect(
      (await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner)).statusCode,
    ).toBe(200);
    await ownerAuto(true);
    expect((await setAuto(true)).statusCode).toBe(200);

    const id = await createRequest(w, { ...free, ...near(48.851, 2.332) });
    expect(await requestStatus(w, id)).toBe('assigned');
    expect(await count(w, 'dispatches', 'request_id = $1 and round_id = $2', [id, r.id])).toBe(1);
    expect(await count(w, 'round_stops', 'request_id = $1 and round_id = $2', [id, r.id])).toBe(2);
    const chosen = await decision(id);
    expect(chosen).toMatchObject({ reason: 'round', asset_id: r.asset_id });
    expect(chosen!.asset_name).not.toBeNull();
    await setAuto(false);
    await ownerAuto(false);
  });

  it('else sends it to the nearest compliant available asset that can carry it', async () => {
    await newDepot(w.as.business, 'Entrepôt auto', 45.76, 4.84);
    const far = await newTruck('Camion loin', true);
    const close = await newTruck('Camion proche', false);
    await ownerAuto(true);
    expect((await setAuto(true)).statusCode).toBe(200);
    // Lyon: the business's depot, not the owner's in Paris.
    const id = await createRequest(w, {
      ...free,
      ...near(45.761, 4.841),
      asset_type_id: w.ids.truck,
    });
    expect(await requestStatus(w, id)).toBe('assigned');
    expect(await count(w, 'dispatches', 'request_id = $1 and asset_id = $2', [id, close])).toBe(1);
    expect(await decision(id)).toMatchObject({
      reason: 'nearest',
      asset_id: close,
      asset_name: 'Camion proche',
    });
    // Too heavy for the one truck left: pending, with the reason.
    await w.t.db.query('update assets set capacity_kg = 1000 where id = $1', [far]);
    const heavy = await createRequest(w, {
      ...free,
      ...near(45.761, 4.841),
      asset_type_id: w.ids.truck,
      weight_kg: 5000,
    });
    expect(await requestStatus(w, heavy)).toBe('pending');
    expect(await decision(heavy)).toMatchObject({ reason: 'no_asset', asset_id: null });
    await w.t.db.query(`update assets set status = 'inactive' where id = any($1::uuid[])`, [
      [far, close],
    ]);
    await setAuto(false);
    await ownerAuto(false);
  });

  it('two creations at once never book the one asset twice', async () => {
    const only = await newTruck('Camion seul', true);
    await ownerAuto(true);
    expect((await setAuto(true)).statusCode).toBe(200);
    const body = { ...free, ...near(48.85, 2.33), asset_type_id: w.ids.truck };
    const ids = await Promise.all([createRequest(w, body), createRequest(w, body)]);
    const statuses = await Promise.all(ids.map((id) => requestStatus(w, id)));
    expect(statuses.sort()).toEqual(['assigned', 'pending']);
    expect(await count(w, 'dispatches', `asset_id = $1`, [only])).toBe(1);
    const reasons = await Promise.all(ids.map(async (id) => (await decision(id))?.reason));
    expect(reasons.sort()).toEqual(['nearest', 'no_asset']);
    await setAuto(false);
    await ownerAuto(false);
  });
});

describe('auto-dispatch and the owner’s own setting (/owner-settings)', () => {
  const ownerSets = async (on: boolean) => {
    const res = await inject(w.t, 'PATCH', '/owner-settings', w.as.asset_owner, {
      auto_dispatch: on,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('off: his live round and his free assets are passed over, the business’s own van takes it', async () => {
    await ownerSets(false);
    expect((await setAuto(true)).statusCode).toBe(200);
    const id = await createRequest(w, { ...free, ...near(48.851, 2.332) });
    expect(await count(w, 'round_stops', 'request_id = $1', [id])).toBe(0);
    expect(await decision(id)).toMatchObject({ reason: 'nearest', asset_id: w.ids.inHouseVan });
    await setAuto(false);
  });

  it('chooses his asset only while he has it on, on a live account, never through a business id', async () => {
    await w.t.db.query(`update assets set status = 'inactive' where asset_type_id = $1`, [
      w.ids.truck,
    ]);
    const his = await newTruck('Camion du propriétaire', true);
    // His asset that also names the business: still his, out while he has it off.
    const named = (
      await w.t.db.query<{ id: string }>(
        `insert into assets (asset_type_id, owner_user_id, business_id, name)
         values ($1, $2, $3, 'Camion nommé') returning id`,
        [w.ids.truck, w.ids.owner, w.ids.business],
      )
    )[0]!.id;
    expect((await setAuto(true)).statusCode).toBe(200);
    const truckRequest = () =>
      createRequest(w, { ...free, ...near(45.761, 4.841), asset_type_id: w.ids.truck });

    await ownerSets(false);
    const off = await truckRequest();
    expect(await requestStatus(w, off)).toBe('pending');
    expect(await decision(off)).toMatchObject({ reason: 'no_asset', asset_id: null });

    await ownerSets(true);
    await w.t.db.query('update users set disabled_at = now() where id = $1', [w.ids.owner]);
    const disabled = await truckRequest();
    await w.t.db.query('update users set disabled_at = null where id = $1', [w.ids.owner]);
    expect(await requestStatus(w, disabled)).toBe('pending');
    expect(await decision(disabled)).toMatchObject({ reason: 'no_asset' });

    const on = await truckRequest();
    expect(await requestStatus(w, on)).toBe('assigned');
    const chosen = await decision(on);
    expect(chosen).toMatchObject({ reason: 'nearest' });
    expect([his, named]).toContain(chosen!.asset_id);
    await setAuto(false);
    await ownerSets(false);
  });
});
