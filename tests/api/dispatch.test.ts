import { describe, expect, it } from 'vitest';
import { errorResponse, listResponse } from '../../contract/common';
import { dispatch } from '../../contract/dispatch';
import {
  assetStatus,
  assign,
  createRequest,
  inject,
  createWorld,
  move,
  oneDispatch,
  oneRequest,
  requestStatus,
  snapshot,
} from './requests-fixtures';
import { worldPerFile } from './per-file';
import { errorPaths } from './refusals';

const w = worldPerFile(createWorld);

const code = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;

/** A new request assigned to the owner's van: the request's id and the dispatch's. */
async function assignedToOwnerVan() {
  const req = await createRequest(w, { price: 10 });
  return { req, id: await assign(w, req, w.ids.ownerVan) };
}

describe('POST /asset-dispatch', () => {
  it('assigns the owner’s available asset of the requested type: request assigned, asset dispatched', async () => {
    const req = await createRequest(w, { price: 500 });
    const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
      request_id: req,
      asset_id: w.ids.ownerVan,
    });
    expect(res.statusCode).toBe(201);
    const { data } = oneDispatch.parse(res.json());
    expect(data).toMatchObject({
      request_id: req,
      asset_id: w.ids.ownerVan,
      asset_name: 'Renault Master',
      status: 'assigned',
      price: 500,
      reassignments: [],
    });
    expect(await requestStatus(w, req)).toBe('assigned');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('dispatched');
    const seen = oneRequest.parse(
      (await inject(w.t, 'GET', `/business-dispatches/${req}`, w.as.business)).json(),
    ).data;
    expect(seen).toMatchObject({ dispatch_id: data.id, asset_id: w.ids.ownerVan });
    // Cleanup for the next tests.
    expect((await move(w, data.id, 'cancelled')).statusCode).toBe(200);
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
  });

  it('lets managers and the superadmin dispatch any asset, in-house ones too', async () => {
    for (const [role, asset] of [
      ['in_house_manager', w.ids.inHouseVan],
      ['superadmin', w.ids.otherVan],
    ] as const) {
      const req = await createRequest(w, { price: 10 });
      const id = await assign(w, req, asset, w.as[role]);
      expect((await move(w, id, 'cancelled', w.as[role])).statusCode).toBe(200);
    }
  });

  it('refuses each forbidden case with its code and writes nothing', async () => {
    const pending = await createRequest(w, { price: 10 });
    const busy = await createRequest(w, { price: 10 });
    await assign(w, busy, w.ids.ownerVan2);
    const cancelled = await createRequest(w, { price: 10 });
    await inject(w.t, 'PATCH', `/business-dispatches/${cancelled}`, w.as.business, {
      status: 'cancelled',
    });
    await w.t.db.query(`update assets set status = 'inactive' where id = $1`, [w.ids.ownerBike]);
    const before = await snapshot(w);
    const expectations: [object, string, string, number, string][] = [
      [w.as.asset_owner, pending, w.ids.otherVan, 404, 'not_found'],
      [w.as.asset_owner, pending, w.ids.inHouseVan, 404, 'not_found'],
      [w.as.asset_owner, pending, w.ids.ownerVan2, 409, 'asset_unavailable'],
      [w.as.asset_owner, busy, w.ids.ownerVan, 409, 'invalid_transition'],
      [w.as.asset_owner, cancelled, w.ids.ownerVan, 404, 'not_found'], // no longer pending: out of its scope
      [w.as.in_house_manager, cancelled, w.ids.ownerVan, 409, 'invalid_transition'],
      [w.as.in_house_manager, pending, w.ids.ownerBike, 409, 'asset_type_mismatch'],
      [w.as.asset_owner, w.ids.owner, w.ids.ownerVan, 404, 'not_found'],
    ];
    for (const [headers, request_id, asset_id, status, expected] of expectations) {
      const res = await inject(w.t, 'POST', '/asset-dispatch', headers as never, {
        request_id,
        asset_id,
      });
      expect(res.statusCode, `${expected} ${request_id} ${asset_id}`).toBe(status);
      expect(code(res)).toBe(expected);
    }
    // An inactive asset of the right type is unavailable.
    await w.t.db.query(`update assets set status = 'inactive' where id = $1`, [w.ids.inHouseVan]);
    const inactive = await inject(w.t, 'POST', '/asset-dispatch', w.as.superadmin, {
      request_id: pending,
      asset_id: w.ids.inHouseVan,
    });
    expect(code(inactive)).toBe('asset_unavailable');
    await w.t.db.query(`update assets set status = 'available' where id = any($1::uuid[])`, [
      [w.ids.inHouseVan, w.ids.ownerBike],
    ]);
    const after = await snapshot(w);
    expect(after.requests).toBe(before.requests);
    expect(after.dispatches).toBe(before.dispatches);
    expect(after.audit).toBe(before.audit);
    expect(await requestStatus(w, pending)).toBe('pending');
    await inject(w.t, 'PATCH', `/business-dispatches/${busy}`, w.as.business, {
      status: 'cancelled',
    });
  });

  it('refuses business and B2B staff (403), anonymous (401) and bad bodies (400)', async () => {
    const req = await createRequest(w, { price: 10 });
    for (const headers of [w.as.business, w.as.b2b]) {
      const res = await inject(w.t, 'POST', '/asset-dispatch', headers, {
        request_id: req,
        asset_id: w.ids.ownerVan,
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await inject(w.t, 'POST', '/asset-dispatch', undefined, {})).statusCode).toBe(401);
    const before = await snapshot(w);
    for (const [payload, paths] of [
      [{}, ['asset_id', 'request_id']],
      [{ request_id: req, asset_id: 'x' }, ['asset_id']],
      [{ request_id: 7, asset_id: w.ids.ownerVan }, ['request_id']],
    ] as const) {
      const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, payload);
      expect(res.statusCode).toBe(400);
      expect(errorPaths(res)).toEqual([...paths]);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('PATCH /asset-dispatch/{id}', () => {
  it('follows assigned → in_transit → delivered; the request follows, the asset is freed', async () => {
    const req = await createRequest(w, { price: 700 });
    const id = await assign(w, req, w.ids.ownerVan);
    const transit = await move(w, id, 'in_transit');
    expect(transit.statusCode).toBe(200);
    expect(oneDispatch.parse(transit.json()).data.in_transit_at).not.toBeNull();
    expect(await requestStatus(w, req)).toBe('in_transit');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('dispatched');
    const done = await move(w, id, 'delivered');
    expect(done.statusCode).toBe(200);
    expect(oneDispatch.parse(done.json()).data).toMatchObject({ status: 'delivered' });
    expect(await requestStatus(w, req)).toBe('delivered');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
  });

  it('refuses every other move (409 invalid_transition) and writes nothing', async () => {
    const { id } = await assignedToOwnerVan();
    const before = await snapshot(w);
    expect(code(await move(w, id, 'delivered'))).toBe('invalid_transition');
    expect(await snapshot(w)).toEqual(before);
    await move(w, id, 'in_transit');
    const mid = await snapshot(w);
    expect(code(await move(w, id, 'cancelled'))).toBe('invalid_transition');
    expect(code(await move(w, id, 'in_transit'))).toBe('invalid_transition');
    expect(await snapshot(w)).toEqual(mid);
    await move(w, id, 'delivered');
    const end = await snapshot(w);
    for (const status of ['in_transit', 'delivered', 'cancelled']) {
      const res = await move(w, id, status);
      expect(res.statusCode).toBe(409);
    }
    expect(await snapshot(w)).toEqual(end);
  });

  it('cancelling an assigned dispatch cancels its request and frees the asset', async () => {
    const { req, id } = await assignedToOwnerVan();
    expect((await move(w, id, 'cancelled')).statusCode).toBe(200);
    expect(await requestStatus(w, req)).toBe('cancelled');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
  });

  it('answers 404 to callers outside the scope, 403 to business roles, 400 to bad bodies', async () => {
    const { id } = await assignedToOwnerVan();
    const before = await snapshot(w);
    expect((await move(w, id, 'in_transit', w.otherOwner)).statusCode).toBe(404);
    expect((await move(w, '00000000-0000-4000-8000-000000000000', 'in_transit')).statusCode).toBe(
      404,
    );
    for (const headers of [w.as.business, w.as.b2b, w.otherBusiness]) {
      expect((await move(w, id, 'in_transit', headers)).statusCode).toBe(403);
    }
    for (const status of ['assigned', 'pending', 'lost', undefined]) {
      const res = await move(w, id, status as string);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).details?.[0]?.path).toBe('status');
    }
    expect(await snapshot(w)).toEqual(before);
    await move(w, id, 'cancelled');
  });
});

describe('PATCH /asset-dispatch/reassign', () => {
  it('moves a dispatch to another available asset of the type, keeping the history', async () => {
    const { id } = await assignedToOwnerVan();
    const res = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.in_house_manager, {
      dispatch_id: id,
      asset_id: w.ids.ownerVan2,
      reason: 'Panne',
    });
    expect(res.statusCode).toBe(200);
    const { data } = oneDispatch.parse(res.json());
    expect(data.asset_id).toBe(w.ids.ownerVan2);
    expect(data.reassignments).toEqual([
      expect.objectContaining({
        previous_asset_id: w.ids.ownerVan,
        new_asset_id: w.ids.ownerVan2,
        reason: 'Panne',
      }),
    ]);
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('dispatched');
    // In transit too, by the owner between its own assets.
    await move(w, id, 'in_transit');
    const back = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.asset_owner, {
      dispatch_id: id,
      asset_id: w.ids.ownerVan,
      reason: 'Retour',
    });
    expect(back.statusCode).toBe(200);
    expect(oneDispatch.parse(back.json()).data.reassignments).toHaveLength(2);
    await move(w, id, 'delivered');
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('available');
  });

  it('refuses unavailable or mismatched assets, finished dispatches, foreign ones; writes nothing', async () => {
    const { id } = await assignedToOwnerVan();
    const busyReq = await createRequest(w, { price: 10 });
    const busy = await assign(w, busyReq, w.ids.ownerVan2);
    const doneReq = await createRequest(w, { price: 10 });
    const done = await assign(w, doneReq, w.ids.otherVan, w.as.superadmin);
    await move(w, done, 'cancelled', w.as.superadmin);
    const before = await snapshot(w);
    const cases: [object, object, number, string][] = [
      [w.as.asset_owner, { dispatch_id: id, asset_id: w.ids.ownerVan2 }, 409, 'asset_unavailable'],
      [w.as.asset_owner, { dispatch_id: id, asset_id: w.ids.ownerVan }, 409, 'asset_unavailable'],
      [
        w.as.asset_owner,
        { dispatch_id: id, asset_id: w.ids.ownerBike },
        409,
        'asset_type_mismatch',
      ],
      [w.as.asset_owner, { dispatch_id: id, asset_id: w.ids.otherVan }, 404, 'not_found'],
      [w.otherOwner, { dispatch_id: id, asset_id: w.ids.otherVan }, 404, 'not_found'],
      [
        w.as.superadmin,
        { dispatch_id: done, asset_id: w.ids.inHouseVan },
        409,
        'invalid_transition',
      ],
      [w.as.business, { dispatch_id: id, asset_id: w.ids.inHouseVan }, 403, 'forbidden'],
      [w.as.b2b, { dispatch_id: id, asset_id: w.ids.inHouseVan }, 403, 'forbidden'],
    ];
    for (const [headers, body, status, expected] of cases) {
      const res = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', headers as never, {
        reason: 'x',
        ...body,
      });
      expect(res.statusCode, expected).toBe(status);
      expect(code(res)).toBe(expected);
    }
    for (const [payload, path] of [
      [{ dispatch_id: id, asset_id: w.ids.inHouseVan }, 'reason'],
      [{ dispatch_id: id, asset_id: w.ids.inHouseVan, reason: ' ' }, 'reason'],
      [{ dispatch_id: 'x', asset_id: w.ids.inHouseVan, reason: 'r' }, 'dispatch_id'],
    ] as const) {
      const res = await inject(w.t, 'PATCH', '/asset-dispatch/reassign', w.as.superadmin, payload);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).details?.[0]?.path).toBe(path);
    }
    expect(await snapshot(w)).toEqual(before);
    await move(w, id, 'cancelled');
    await move(w, busy, 'cancelled');
  });
});

describe('GET /asset-dispatch/by-asset/{assetId} and /asset-dispatch/{id}', () => {
  const list = listResponse(dispatch);
  it('lists an asset’s dispatches, newest first, to those who see the asset', async () => {
    const req = await createRequest(w, { price: 10, notes: 'by-asset' });
    const id = await assign(w, req, w.ids.ownerVan);
    const mine = list.parse(
      (
        await inject(
          w.t,
          'GET',
          `/asset-dispatch/by-asset/${w.ids.ownerVan}?limit=2`,
          w.as.asset_owner,
        )
      ).json(),
    );
    expect(mine.data[0]!.id).toBe(id);
    expect(mine.pagination.limit).toBe(2);
    expect(mine.pagination.total).toBeGreaterThan(2);
    for (const headers of [w.as.in_house_manager, w.as.superadmin, w.as.business]) {
      const res = await inject(w.t, 'GET', `/asset-dispatch/by-asset/${w.ids.ownerVan}`, headers);
      expect(res.statusCode).toBe(200);
    }
    // The business sees the asset serving it, but only its own requests' dispatches.
    for (const headers of [w.otherOwner, w.otherBusiness, w.as.b2b, w.parent]) {
      const res = await inject(w.t, 'GET', `/asset-dispatch/by-asset/${w.ids.ownerVan}`, headers);
      expect(res.statusCode).toBe(404);
      expect((await inject(w.t, 'GET', `/asset-dispatch/${id}`, headers)).statusCode).toBe(404);
    }
    expect((await inject(w.t, 'GET', `/asset-dispatch/${id}`, w.as.business)).statusCode).toBe(200);
    const bad = await inject(
      w.t,
      'GET',
      `/asset-dispatch/by-asset/${w.ids.ownerVan}?limit=1000`,
      w.as.superadmin,
    );
    expect(bad.statusCode).toBe(400);
    await move(w, id, 'cancelled');
    // The history stays open to those who see one of its dispatches (server/scope/dispatches.ts)…
    const url = `/asset-dispatch/by-asset/${w.ids.ownerVan}`;
    expect((await inject(w.t, 'GET', url, w.as.business)).statusCode).toBe(200);
    // …and a deleted asset's answers 404, to the superadmin too.
    await w.t.db.query('update assets set deleted_at = now() where id = $1', [w.ids.ownerVan]);
    try {
      for (const headers of [w.as.superadmin, w.as.asset_owner, w.as.business]) {
        expect((await inject(w.t, 'GET', url, headers)).statusCode).toBe(404);
      }
    } finally {
      await w.t.db.query('update assets set deleted_at = null where id = $1', [w.ids.ownerVan]);
    }
  });
});
