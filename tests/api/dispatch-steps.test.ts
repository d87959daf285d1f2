/**
 * The steps of a delivery (docs/drivers.md, "The steps"): each move of the table, by the
 * dispatch's driver or its dispatchers; a step applied once whatever the phone resends; any
 * other move 409 with nothing written; a failed attempt retried or cancelled, the money moved
 * once, on the delivery only.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorResponse, oneResponse } from '../../contract/common';
import { requestEvent } from '../../contract/request';
import {
  assetStatus,
  balance,
  createRequest,
  inject,
  newVan,
  oneDispatch,
  oneRequest,
  requestStatus,
} from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';
import {
  createDriverWorld,
  freeDriver,
  moneyOf,
  ownersDriver,
  step,
  stepOk,
  stepRows,
  type Driver,
} from './steps-fixtures';

const w = worldPerFile(async () => {
  const world = await createDriverWorld();
  /** Another driver of the same owner. */
  return { ...world, colleague: await ownersDriver(world, 'ben') };
});

const code = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

let vans = 0;
/** A request of the demo business, served by a new van of the owner's, driven by `driver`. */
async function driven(price: number, driver: Driver = w.driver, extra: object = {}) {
  const requestId = await createRequest(w, { price, ...extra });
  const assetId = await newVan(w, `Steps van ${++vans}`);
  await freeDriver(w, driver.id);
  const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
    request_id: requestId,
    asset_id: assetId,
    driver_id: driver.id,
  });
  expect(res.statusCode).toBe(201);
  return { requestId, assetId, dispatchId: oneDispatch.parse(res.json()).data.id };
}

/** A new dispatch of an available asset to the (pending) request, driven by `driver`. */
async function redispatch(requestId: string, assetId: string, driver: Driver = w.driver) {
  await freeDriver(w, driver.id);
  const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
    request_id: requestId,
    asset_id: assetId,
    driver_id: driver.id,
  });
  expect(res.statusCode).toBe(201);
  return oneDispatch.parse(res.json()).data.id;
}

const retry = (requestId: string, headers = w.as.business) =>
  inject(w.t, 'POST', `/business-dispatches/${requestId}/retry`, headers);

describe('POST /asset-dispatch/{id}/steps', () => {
  it('follows the table: arrived_pickup, picked_up, arrived, delivered; the request follows', async () => {
    const start = await balance(w, w.ids.business);
    const { requestId, assetId, dispatchId } = await driven(1000);
    const at = '2026-11-26T09:12:00.000Z';

    const atPickup = await stepOk(w, dispatchId, w.driver.headers, {
      step: 'arrived_pickup',
      at,
    });
    expect(atPickup).toMatchObject({
      status: 'assigned',
      driver_id: w.driver.id,
      driver_name: 'Chauffeur awa',
      // A driver never reads money.
      price: null,
      in_transit_at: null,
    });
    // The stamps are the server's time, not the phone's `at`.
    expect(atPickup.arrived_pickup_at).not.toBe(at);
    expect(atPickup.arrived_pickup_at).not.toBeNull();
    expect(await requestStatus(w, requestId)).toBe('assigned');

    const pickedUp = await stepOk(w, dispatchId, w.driver.headers, { step: 'picked_up' });
    expect(pickedUp.status).toBe('in_transit');
    expect(pickedUp.in_transit_at).not.toBeNull();
    expect(await requestStatus(w, requestId)).toBe('in_transit');
    expect(await assetStatus(w, assetId)).toBe('dispatched');

    const arrived = await stepOk(w, dispatchId, w.driver.headers, { step: 'arrived' });
    expect(arrived).toMatchObject({ status: 'in_transit' });
    expect(arrived.arrived_at).not.toBeNull();
    expect(await balance(w, w.ids.business)).toBe(start);

    const delivered = await stepOk(w, dispatchId, w.driver.headers, { step: 'delivered' });
    expect(delivered).toMatchObject({ status: 'delivered', price: null, proof: [] });
    expect(await requestStatus(w, requestId)).toBe('delivered');
    expect(await assetStatus(w, assetId)).toBe('available');
    // The money, exactly: the price debited once, the owner earning it less 10 %.
    expect(await balance(w, w.ids.business)).toBe(start - 1000);
    expect(await moneyOf(w, requestId)).toEqual({
      charges: [{ amount: 1000 }],
      earnings: [{ gross: 1000, commission: 100, net: 900 }],
    });
    // The history of steps: each with the phone's time and place, and who sent it.
    const steps = await w.t.db.query<{ step: string; by_user_id: string; at: Date | string }>(
      `select step, by_user_id, at, lat, lng from dispatch_steps where dispatch_id = $1
       order by recorded_at, id`,
      [dispatchId],
    );
    expect(steps.map((s) => s.step)).toEqual([
      'arrived_pickup',
      'picked_up',
      'arrived',
      'delivered',
    ]);
    expect(steps.every((s) => s.by_user_id === w.driver.id)).toBe(true);
    expect(new Date(steps[0]!.at).toISOString()).toBe(at);
    // The owner (a dispatcher) reads the price the driver does not.
    const seen = await inject(w.t, 'GET', `/asset-dispatch/${dispatchId}`, w.as.asset_owner);
    expect(oneDispatch.parse(seen.json()).data.price).toBe(1000);
  });

  it('applies a step once: its id resent answers the dispatch as it is and writes nothing', async () => {
    const start = await balance(w, w.ids.business);
    const { requestId, dispatchId } = await driven(400);
    const pickedUp = { id: randomUUID(), step: 'picked_up' };
    const first = await stepOk(w, dispatchId, w.driver.headers, pickedUp);
    const delivered = { id: randomUUID(), step: 'delivered' };
    const done = await stepOk(w, dispatchId, w.driver.headers, delivered);

    const before = await stepRows(w);
    const audits = await one<{ n: number }>(w.t, 'select count(*)::int as n from audit_log');
    for (const body of [pickedUp, delivered]) {
      const again = await step(w, dispatchId, w.driver.headers, body);
      expect(again.statusCode).toBe(200);
      // The dispatch as it is now (delivered), not as the step first left it.
      expect(oneDispatch.parse(again.json()).data).toEqual(done);
    }
    expect(first.status).toBe('in_transit');
    expect(await stepRows(w)).toEqual(before);
    expect(await one(w.t, 'select count(*)::int as n from audit_log')).toEqual(audits);
    // Charged once however often the delivery was sent.
    expect(await balance(w, w.ids.business)).toBe(start - 400);
    expect((await moneyOf(w, requestId)).charges).toEqual([{ amount: 400 }]);

    // An id is one step of one dispatch: reused on another, it is a conflict.
    const other = await driven(10);
    const untouched = await stepRows(w);
    const reused = await step(w, other.dispatchId, w.driver.headers, pickedUp);
    expect(reused.statusCode).toBe(409);
    expect(code(reused)).toBe('conflict');
    expect(await stepRows(w)).toEqual(untouched);
    expect(await requestStatus(w, other.requestId)).toBe('assigned');
  });

  it('refuses any other move (409 invalid_transition) and writes nothing', async () => {
    const { dispatchId } = await driven(300);
    const refused = async (stepName: string, extra: object = {}) => {
      const before = await stepRows(w);
      const res = await step(w, dispatchId, w.driver.headers, { step: stepName, ...extra });
      expect(res.statusCode, stepName).toBe(409);
      expect(code(res)).toBe('invalid_transition');
      expect(await stepRows(w)).toEqual(before);
    };
    // Assigned: not yet at the drop-off, not yet delivered.
    await refused('arrived');
    await refused('delivered');
    await stepOk(w, dispatchId, w.driver.headers, { step: 'picked_up' });
    // In transit: no way back.
    await refused('picked_up');
    await refused('arrived_pickup');
    await stepOk(w, dispatchId, w.driver.headers, { step: 'delivered' });
    // Delivered: the end.
    for (const name of ['arrived_pickup', 'picked_up', 'arrived', 'delivered']) await refused(name);
    await refused('failed', { reason: 'absent' });
  });

  it('refuses a failure without its reason, or `other` without a note (400)', async () => {
    const { dispatchId } = await driven(50);
    const before = await stepRows(w);
    for (const [body, path] of [
      [{ step: 'failed' }, 'reason'],
      [{ step: 'failed', reason: 'other' }, 'note'],
      [{ step: 'failed', reason: 'lost' }, 'reason'],
      [{ step: 'flew' }, 'step'],
      [{ step: 'arrived', lat: 91 }, 'lat'],
    ] as const) {
      const res = await step(w, dispatchId, w.driver.headers, body);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).details?.map((d) => d.path)).toContain(path);
    }
    const noId = await inject(
      w.t,
      'POST',
      `/asset-dispatch/${dispatchId}/steps`,
      w.driver.headers,
      {
        step: 'picked_up',
        at: new Date().toISOString(),
      },
    );
    expect(noId.statusCode).toBe(400);
    expect(await stepRows(w)).toEqual(before);
  });

  it('lets the dispatchers step; refuses other drivers and owners (404) and businesses (403)', async () => {
    const { dispatchId } = await driven(60);
    const before = await stepRows(w);
    for (const headers of [w.colleague.headers, w.otherOwner]) {
      expect((await step(w, dispatchId, headers, { step: 'picked_up' })).statusCode).toBe(404);
      expect((await inject(w.t, 'GET', `/asset-dispatch/${dispatchId}`, headers)).statusCode).toBe(
        404,
      );
    }
    for (const headers of [w.as.business, w.as.b2b]) {
      expect((await step(w, dispatchId, headers, { step: 'picked_up' })).statusCode).toBe(403);
    }
    // A driver steps; it does not use the dispatcher's routes.
    const patch = await inject(w.t, 'PATCH', `/asset-dispatch/${dispatchId}`, w.driver.headers, {
      status: 'in_transit',
    });
    expect(patch.statusCode).toBe(403);
    expect(await stepRows(w)).toEqual(before);

    // The owner, the manager and the superadmin step for the driver.
    expect((await stepOk(w, dispatchId, w.as.asset_owner, { step: 'picked_up' })).status).toBe(
      'in_transit',
    );
    expect((await stepOk(w, dispatchId, w.as.in_house_manager, { step: 'arrived' })).status).toBe(
      'in_transit',
    );
    const done = await stepOk(w, dispatchId, w.as.superadmin, { step: 'delivered' });
    expect(done).toMatchObject({ status: 'delivered', price: 60 });
  });
});

describe('a failed attempt', () => {
  it('ends the dispatch, frees the asset, charges nothing; retried, the delivery is charged once', async () => {
    const start = await balance(w, w.ids.business);
    const { requestId, assetId, dispatchId } = await driven(2500);
    await stepOk(w, dispatchId, w.driver.headers, { step: 'picked_up' });
    const failed = await stepOk(w, dispatchId, w.driver.headers, {
      step: 'failed',
      reason: 'absent',
    });
    expect(failed).toMatchObject({
      status: 'failed',
      failure_reason: 'absent',
      failure_note: null,
    });
    expect(failed.failed_at).not.toBeNull();
    expect(await requestStatus(w, requestId)).toBe('failed');
    expect(await assetStatus(w, assetId)).toBe('available');
    expect(await balance(w, w.ids.business)).toBe(start);
    expect(await moneyOf(w, requestId)).toEqual({ charges: [], earnings: [] });

    // Who may retry: the requester's business and the operator; an owner 403, another business 404.
    const before = await stepRows(w);
    expect((await retry(requestId, w.as.asset_owner)).statusCode).toBe(403);
    expect((await retry(requestId, w.driver.headers)).statusCode).toBe(403);
    expect((await retry(requestId, w.otherBusiness)).statusCode).toBe(404);
    expect(await stepRows(w)).toEqual(before);

    const retried = await retry(requestId);
    expect(retried.statusCode).toBe(200);
    expect(oneRequest.parse(retried.json()).data).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    // Only a failed request is retried.
    expect(code(await retry(requestId))).toBe('invalid_transition');

    // The second attempt fails before the pickup, for another reason.
    const second = await redispatch(requestId, assetId);
    const again = await stepOk(w, second, w.driver.headers, {
      step: 'failed',
      reason: 'other',
      note: 'Portail fermé, personne au téléphone',
    });
    expect(again).toMatchObject({
      failure_reason: 'other',
      failure_note: 'Portail fermé, personne au téléphone',
    });
    expect((await retry(requestId, w.as.superadmin)).statusCode).toBe(200);

    // The third is delivered: charged once, for the one delivery.
    const third = await redispatch(requestId, assetId);
    await stepOk(w, third, w.driver.headers, { step: 'picked_up' });
    await stepOk(w, third, w.driver.headers, { step: 'delivered' });
    expect(await requestStatus(w, requestId)).toBe('delivered');
    expect(await one(w.t, 'select attempts from requests where id = $1', [requestId])).toEqual({
      attempts: 2,
    });
    expect(await balance(w, w.ids.business)).toBe(start - 2500);
    expect(await moneyOf(w, requestId)).toEqual({
      charges: [{ amount: 2500 }],
      earnings: [{ gross: 2500, commission: 250, net: 2250 }],
    });

    // The request's story tells each attempt.
    const timeline = await inject(
      w.t,
      'GET',
      `/business-dispatches/${requestId}/timeline`,
      w.as.business,
    );
    const events = oneResponse(z.array(requestEvent)).parse(timeline.json()).data;
    expect(events.map((e) => e.kind)).toEqual([
      'created',
      'assigned',
      'in_transit',
      'failed',
      'retried',
      'assigned',
      'failed',
      'retried',
      'assigned',
      'in_transit',
      'delivered',
    ]);
    const firstFailure = events.find((e) => e.kind === 'failed')!;
    expect(firstFailure).toMatchObject({ reason: 'absent', by_user_id: w.driver.id });
    const staff = await one<{ id: string }>(
      w.t,
      `select id from users where email = 'business@flotte.demo'`,
    );
    expect(events.filter((e) => e.kind === 'retried').map((e) => e.by_user_id)).toEqual([
      staff.id,
      (await one<{ id: string }>(w.t, `select id from users where email = 'admin@flotte.demo'`)).id,
    ]);
  });

  it('may be cancelled instead: nothing is charged, and it can no longer be retried', async () => {
    const start = await balance(w, w.ids.business);
    const { requestId, dispatchId } = await driven(700);
    await stepOk(w, dispatchId, w.driver.headers, { step: 'failed', reason: 'refused' });
    const cancelled = await inject(
      w.t,
      'PATCH',
      `/business-dispatches/${requestId}`,
      w.as.business,
      {
        status: 'cancelled',
      },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(oneRequest.parse(cancelled.json()).data.status).toBe('cancelled');
    // The failed dispatch stays failed; nothing charged, nothing earned.
    expect(
      (
        await one<{ status: string }>(w.t, 'select status from dispatches where id = $1', [
          dispatchId,
        ])
      ).status,
    ).toBe('failed');
    expect(await balance(w, w.ids.business)).toBe(start);
    expect(await moneyOf(w, requestId)).toEqual({ charges: [], earnings: [] });
    expect(code(await retry(requestId))).toBe('invalid_transition');
  });

  it('mails the recipient once that the delivery failed', async () => {
    const to = 'failed-recipient@example.test';
    const { dispatchId } = await driven(20, w.driver, { recipient_email: to });
    await stepOk(w, dispatchId, w.driver.headers, { step: 'failed', reason: 'wrong_address' });
    await w.t.app.mailer.idle();
    const mails = await w.t.db.query<{ subject: string }>(
      'select subject from outbox where to_email = $1 order by created_at, id',
      [to],
    );
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringContaining('est organisée'),
      expect.stringContaining('n’a pas pu être livrée'),
    ]);
  });
});
