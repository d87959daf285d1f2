/**
 * Who drives a dispatch (docs/drivers.md, "Who drives"): the driver named, else the asset's
 * default one; one of the asset owner's active drivers or 422 invalid_driver (nothing written);
 * changed while assigned; a reassignment takes the new asset's default. And a driver's scope:
 * its own dispatches only (another driver's answers 404), its screen's list, never a price.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse } from '../../contract/common';
import { driverDispatch } from '../../contract/dispatch';
import {
  createRequest,
  createWorld,
  inject,
  newVan,
  oneDispatch,
  snapshot,
  type Headers,
  type World,
} from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';
import { insertDriver, stepOk, stepRows, type Driver } from './steps-fixtures';

interface DriversWorld extends World {
  driver: Driver;
  colleague: Driver;
  /** A driver of the other owner. */
  foreign: Driver;
  /** A driver of the demo business (its in-house fleet). */
  inHouse: Driver;
  /** A driver of the owner's, disabled. */
  disabled: Driver;
}

const w = worldPerFile<DriversWorld>(async () => {
  const world = await createWorld();
  const otherOwner = await one<{ id: string }>(
    world.t,
    `select id from users where email = 'owner2@flotte.test'`,
  );
  const disabled = await insertDriver(world, 'gone@drivers.test', { owner: world.ids.owner });
  await world.t.db.query('update users set disabled_at = now() where id = $1', [disabled.id]);
  return {
    ...world,
    driver: await insertDriver(world, 'awa@drivers.test', { owner: world.ids.owner }),
    colleague: await insertDriver(world, 'ben@drivers.test', { owner: world.ids.owner }),
    foreign: await insertDriver(world, 'chloe@drivers.test', { owner: otherOwner.id }),
    inHouse: await insertDriver(world, 'dina@drivers.test', { business: world.ids.business }),
    disabled,
  };
});

const details = (res: { json(): unknown }) => errorResponse.parse(res.json()).details;

let vans = 0;
const van = () => newVan(w, `Driven van ${++vans}`);

const dispatchTo = (
  requestId: string,
  assetId: string,
  driver?: string | null,
  headers: Headers = w.as.asset_owner,
) =>
  inject(w.t, 'POST', '/asset-dispatch', headers, {
    request_id: requestId,
    asset_id: assetId,
    ...(driver === undefined ? {} : { driver_id: driver }),
  });

const driverOf = (res: { json(): unknown }) => oneDispatch.parse(res.json()).data.driver_id;

describe('POST /asset-dispatch: its driver', () => {
  it('takes the driver named, else the asset’s default, or none', async () => {
    const asset = await van();
    await w.t.db.query('update assets set default_driver_id = $2 where id = $1', [
      asset,
      w.colleague.id,
    ]);
    const cases: [string | null | undefined, string | null][] = [
      [w.driver.id, w.driver.id],
      [undefined, w.colleague.id],
      [null, null],
    ];
    for (const [named, expected] of cases) {
      const res = await dispatchTo(await createRequest(w, { price: 10 }), asset, named);
      expect(res.statusCode).toBe(201);
      expect(driverOf(res)).toBe(expected);
      const id = oneDispatch.parse(res.json()).data.id;
      await inject(w.t, 'PATCH', `/asset-dispatch/${id}`, w.as.asset_owner, {
        status: 'cancelled',
      });
    }
    // A default driver since disabled is no default: nobody drives.
    await w.t.db.query('update assets set default_driver_id = $2 where id = $1', [
      asset,
      w.disabled.id,
    ]);
    const res = await dispatchTo(await createRequest(w, { price: 10 }), asset);
    expect(driverOf(res)).toBeNull();
  });

  it('refuses anyone but an active driver of the asset’s owner: 422, nothing written', async () => {
    const requestId = await createRequest(w, { price: 10 });
    const asset = await van();
    const before = await snapshot(w);
    for (const driver of [w.foreign.id, w.inHouse.id, w.disabled.id, w.ids.owner]) {
      const res = await dispatchTo(requestId, asset, driver);
      expect(res.statusCode).toBe(422);
      expect(errorResponse.parse(res.json()).code).toBe('invalid_driver');
      expect(details(res)).toEqual([
        { path: 'driver_id', message: 'flotte.errors.invalid_driver' },
      ]);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('lets the business’s drivers drive its in-house assets (dispatched by the operator)', async () => {
    const requestId = await createRequest(w, { price: 10 });
    const refused = await dispatchTo(
      requestId,
      w.ids.inHouseVan,
      w.driver.id,
      w.as.in_house_manager,
    );
    expect(refused.statusCode).toBe(422);
    const res = await dispatchTo(requestId, w.ids.inHouseVan, w.inHouse.id, w.as.in_house_manager);
    expect(res.statusCode).toBe(201);
    const id = oneDispatch.parse(res.json()).data.id;
    expect((await stepOk(w, id, w.inHouse.headers, { step: 'picked_up' })).status).toBe(
      'in_transit',
    );
    expect((await stepOk(w, id, w.inHouse.headers, { step: 'delivered' })).status).toBe(
      'delivered',
    );
  });
});

describe('PATCH /asset-dispatch/{id}/driver', () => {
  it('changes or removes the driver while assigned; 409 once on its way', async () => {
    const asset = await van();
    const res = await dispatchTo(await createRequest(w, { price: 10 }), asset, w.driver.id);
    const id = oneDispatch.parse(res.json()).data.id;
    const change = (driver_id: string | null, headers: Headers = w.as.asset_owner) =>
      inject(w.t, 'PATCH', `/asset-dispatch/${id}/driver`, headers, { driver_id });

    const changed = await change(w.colleague.id);
    expect(changed.statusCode).toBe(200);
    expect(oneDispatch.parse(changed.json()).data).toMatchObject({
      driver_id: w.colleague.id,
      driver_name: 'Chauffeur ben',
    });
    expect(driverOf(await change(null, w.as.in_house_manager))).toBeNull();
    expect(driverOf(await change(w.driver.id))).toBe(w.driver.id);

    const before = await snapshot(w);
    const refusals: [string | null, Headers, number, string][] = [
      [w.foreign.id, w.as.asset_owner, 422, 'invalid_driver'],
      [w.colleague.id, w.otherOwner, 404, 'not_found'],
      [w.colleague.id, w.as.business, 403, 'forbidden'],
      [w.colleague.id, w.driver.headers, 403, 'forbidden'],
    ];
    for (const [driver, headers, status, expected] of refusals) {
      const refused = await change(driver, headers);
      expect(refused.statusCode).toBe(status);
      expect(errorResponse.parse(refused.json()).code).toBe(expected);
    }
    expect(await snapshot(w)).toEqual(before);

    await stepOk(w, id, w.driver.headers, { step: 'picked_up' });
    const late = await change(w.colleague.id);
    expect(late.statusCode).toBe(409);
    expect(errorResponse.parse(late.json()).code).toBe('invalid_transition');
  });
});

describe('PATCH /asset-dispatch/reassign: its driver', () => {
  it('takes the new asset’s default driver unless the body names one', async () => {
    // Drivers of its own: the earlier tests left w.driver and w.colleague on open dispatches of
    // other vans, and a driver drives one vehicle at a time (busy.ts).
    const driver = await insertDriver(w, 'fay@drivers.test', { owner: w.ids.owner });
    const colleague = await insertDriver(w, 'gil@drivers.test', { owner: w.ids.owner });
    const [first, second, third] = [await van(), await van(), await van()];
    await w.t.db.query('update assets set default_driver_id = $2 where id = $1', [
      second,
      colleague.id,
    ]);
    const res = await dispatchTo(await createRequest(w, { price: 10 }), first, driver.id);
    const id = oneDispatch.parse(res.json()).data.id;
    const reassign = (asset_id: string, extra: object = {}) =>
      inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.asset_owner, {
        dispatch_id: id,
        asset_id,
        reason: 'Panne',
        ...extra,
      });

    expect(driverOf(await reassign(second))).toBe(colleague.id);
    const before = await snapshot(w);
    const refused = await reassign(third, { driver_id: w.foreign.id });
    expect(refused.statusCode).toBe(422);
    expect(errorResponse.parse(refused.json()).code).toBe('invalid_driver');
    expect(await snapshot(w)).toEqual(before);
    expect(driverOf(await reassign(third, { driver_id: driver.id }))).toBe(driver.id);
  });
});

describe('a driver’s scope', () => {
  it('reads its own dispatches, without a price; another driver’s answer 404', async () => {
    // A driver of its own: the earlier tests left w.driver on another van (busy.ts).
    const driver = await insertDriver(w, 'hal@drivers.test', { owner: w.ids.owner });
    const asset = await van();
    const res = await dispatchTo(await createRequest(w, { price: 990 }), asset, driver.id);
    const id = oneDispatch.parse(res.json()).data.id;
    const own = await inject(w.t, 'GET', `/asset-dispatch/${id}`, driver.headers);
    expect(own.statusCode).toBe(200);
    expect(oneDispatch.parse(own.json()).data).toMatchObject({ id, price: null });
    const before = await stepRows(w);
    for (const other of [w.colleague, w.foreign, w.inHouse]) {
      expect((await inject(w.t, 'GET', `/asset-dispatch/${id}`, other.headers)).statusCode).toBe(
        404,
      );
      const stepped = await inject(w.t, 'POST', `/asset-dispatch/${id}/steps`, other.headers, {
        id: randomUUID(),
        step: 'picked_up',
        at: new Date().toISOString(),
      });
      expect(stepped.statusCode).toBe(404);
    }
    expect(await stepRows(w)).toEqual(before);
    // Nor does a driver read requests or an asset's history (they carry prices): not its routes.
    for (const path of [`/asset-dispatch/by-asset/${asset}`, '/business-dispatches']) {
      expect((await inject(w.t, 'GET', path, driver.headers)).statusCode).toBe(403);
    }
  });

  it('GET /driver-dispatches: open first, then the last 7 days’ ended ones; no money, no code', async () => {
    const driver = await insertDriver(w, 'eve@drivers.test', { owner: w.ids.owner });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await dispatchTo(
        await createRequest(w, {
          price: 100 + i,
          notes: `Colis ${i}`,
          recipient_phone: '0600000000',
        }),
        await van(),
        null,
      );
      ids.push(oneDispatch.parse(res.json()).data.id);
    }
    // His four at once, on four vans, as before the one-vehicle rule (busy.ts), which the API
    // now refuses: written as such rows are, the list still orders them.
    await w.t.db.query('update dispatches set driver_id = $1 where id = any($2::uuid[])', [
      driver.id,
      ids,
    ]);
    const [open, moving, recent, old] = ids as [string, string, string, string];
    await stepOk(w, moving, driver.headers, { step: 'picked_up' });
    for (const ended of [recent, old]) {
      await stepOk(w, ended, driver.headers, { step: 'picked_up' });
      await stepOk(w, ended, driver.headers, { step: 'delivered' });
    }
    await w.t.db.query(
      `update dispatches set delivered_at = now() - interval '8 days' where id = $1`,
      [old],
    );
    // Another driver's work never shows.
    await dispatchTo(await createRequest(w, { price: 5 }), await van(), w.colleague.id);

    const res = await inject(w.t, 'GET', '/driver-dispatches', driver.headers);
    expect(res.statusCode).toBe(200);
    const body = listResponse(driverDispatch).parse(res.json());
    expect(body.data.map((d) => d.id)).toEqual([open, moving, recent]);
    expect(body.pagination.total).toBe(3);
    expect(body.data[0]).toMatchObject({
      status: 'assigned',
      notes: 'Colis 0',
      recipient_name: 'Jeanne Martin',
      recipient_phone: '0600000000',
      proof_required: [],
    });
    expect(body.data[0]!.reference).toMatch(/^FLT-\d{4}-\d{6,}$/);
    for (const raw of (res.json() as { data: object[] }).data) {
      expect(raw).not.toHaveProperty('price');
      expect(raw).not.toHaveProperty('delivery_code');
    }
    // The proof its business requires is on each.
    await inject(w.t, 'PATCH', '/business-settings', w.as.business, {
      proof_required: ['signature', 'code'],
    });
    const later = listResponse(driverDispatch).parse(
      (await inject(w.t, 'GET', '/driver-dispatches', driver.headers)).json(),
    );
    expect(later.data[0]!.proof_required).toEqual(['signature', 'code']);
    await inject(w.t, 'PATCH', '/business-settings', w.as.business, { proof_required: [] });

    // The drivers' screen is theirs alone.
    for (const headers of [w.as.business, w.as.asset_owner, w.as.superadmin]) {
      expect((await inject(w.t, 'GET', '/driver-dispatches', headers)).statusCode).toBe(403);
    }
  });
});
