import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { request, requestStats } from '../../contract/request';
import {
  assetStatus,
  assign,
  balance,
  createRequest,
  inject,
  createWorld,
  newRequest,
  oneRequest,
  requestStatus,
  snapshot,
  topUp,
  type Headers,
} from './requests-fixtures';
import { worldPerFile } from './per-file';
import { invalidDetails } from './refusals';

const list = listResponse(request);
/** A pickup date still ahead whatever the day the tests run: 1 December next year, 09:00 UTC. */
const ahead = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 11, 1, 9)).toISOString();
const w = worldPerFile(createWorld);

/** POST /business-dispatches as `headers` of a request with `fields` (the form's defaults). */
const order = (headers: Headers | undefined, fields: Record<string, unknown>) =>
  inject(w.t, 'POST', '/business-dispatches', headers, newRequest(fields));

const ids = async (url: string, headers: { authorization: string }) => {
  const res = await inject(w.t, 'GET', url, headers);
  expect(res.statusCode).toBe(200);
  return list.parse(res.json()).data.map((r) => r.id);
};

describe('POST /business-dispatches', () => {
  it('creates a pending request of the caller’s business, priced from the asset type', async () => {
    const res = await order(w.as.business, {
      asset_type_id: w.ids.van,
      weight_kg: 120,
      scheduled_at: ahead,
    });
    expect(res.statusCode).toBe(201);
    const { data } = oneRequest.parse(res.json());
    expect(data).toMatchObject({
      business_id: w.ids.business,
      business_name: 'Transports Durand',
      asset_type_id: w.ids.van,
      asset_type_name: 'Camionnette',
      status: 'pending',
      price: 8900,
      currency: 'EUR',
      weight_kg: 120,
      scheduled_at: ahead,
      recipient_name: 'Jeanne Martin',
      dispatch_id: null,
      asset_id: null,
    });
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'request' and entity_id = $1`,
      [data.id],
    );
    expect(audits).toHaveLength(1);
    // Creating moves no money: it is charged on delivery.
    expect(await balance(w, w.ids.business)).toBe(50000);
  });

  it('takes the price from the body when given', async () => {
    const id = await createRequest(w, { price: 1234 });
    const res = await inject(w.t, 'GET', `/business-dispatches/${id}`, w.as.business);
    expect(oneRequest.parse(res.json()).data.price).toBe(1234);
  });

  it('answers 402 insufficient_funds and writes nothing when the balance is below the price', async () => {
    const before = await snapshot(w);
    const res = await order(w.as.business, { asset_type_id: w.ids.van, price: 50001 });
    expect(res.statusCode).toBe(402);
    expect(errorResponse.parse(res.json()).code).toBe('insufficient_funds');
    // A business without any wallet cannot order a priced delivery either.
    const other = await order(w.otherBusiness, { asset_type_id: w.ids.van });
    expect(other.statusCode).toBe(402);
    const after = await snapshot(w);
    expect({ ...after, wallets: before.wallets }).toEqual(before);
  });

  it('checks the package type: active, and its weight cap', async () => {
    const pkg = await w.t.db.query<{ id: string }>(
      `insert into request_package_types (name, max_weight_kg) values ('Palette test', 500)
       returning id`,
    );
    const package_type_id = pkg[0]!.id;
    /** A van request of that package type, as the business, weighing `weight_kg`. */
    const orderWeighing = (weight_kg: number) =>
      order(w.as.business, { asset_type_id: w.ids.van, package_type_id, weight_kg, price: 1 });
    const ok = await orderWeighing(500);
    expect(ok.statusCode).toBe(201);
    expect(oneRequest.parse(ok.json()).data.package_type_id).toBe(package_type_id);
    const before = await snapshot(w);
    const heavy = await orderWeighing(501);
    expect(heavy.statusCode).toBe(400);
    expect(errorResponse.parse(heavy.json()).details).toEqual([
      {
        path: 'weight_kg',
        message: 'flotte.validation.max_weight',
        args: { max: 500, name: 'Palette test' },
      },
    ]);
    await w.t.db.query('update request_package_types set active = false where id = $1', [
      package_type_id,
    ]);
    const inactive = await order(w.as.business, {
      asset_type_id: w.ids.van,
      package_type_id,
      price: 1,
    });
    expect(errorResponse.parse(inactive.json()).details?.[0]?.path).toBe('package_type_id');
    expect(await snapshot(w)).toEqual(before);
  });

  it('lets B2B staff request for their own business, paid by their own wallet', async () => {
    const res = await order(w.as.b2b, { asset_type_id: w.ids.bike, price: 0 });
    expect(res.statusCode).toBe(201);
    expect(oneRequest.parse(res.json()).data.business_id).toBe(w.ids.b2b);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    for (const role of ['asset_owner', 'in_house_manager', 'superadmin'] as const) {
      const res = await order(w.as[role], { asset_type_id: w.ids.van });
      expect(res.statusCode, role).toBe(403);
    }
    const anon = await inject(w.t, 'POST', '/business-dispatches', undefined, newRequest());
    expect(anon.statusCode).toBe(401);
  });

  it('keeps the coordinates of the addresses, when given as pairs', async () => {
    const id = await createRequest(w, {
      pickup_lat: 48.8698,
      pickup_lng: 2.3311,
      dropoff_lat: 45.7578,
      dropoff_lng: 4.832,
    });
    const res = await inject(w.t, 'GET', `/business-dispatches/${id}`, w.as.business);
    expect(oneRequest.parse(res.json()).data).toMatchObject({
      pickup_lat: 48.8698,
      pickup_lng: 2.3311,
      dropoff_lat: 45.7578,
      dropoff_lng: 4.832,
    });
    const without = await inject(
      w.t,
      'GET',
      `/business-dispatches/${await createRequest(w)}`,
      w.as.business,
    );
    expect(oneRequest.parse(without.json()).data).toMatchObject({
      pickup_lat: null,
      dropoff_lng: null,
    });
  });

  it('rejects bad input with field details and writes nothing', async () => {
    const before = await snapshot(w);
    const bad = [
      [{}, ['asset_type_id', 'pickup_address', 'dropoff_address']],
      [newRequest({ asset_type_id: 'nope' }), ['asset_type_id']],
      [newRequest({ asset_type_id: w.ids.van, price: -1 }), ['price']],
      [newRequest({ asset_type_id: w.ids.van, price: 1.5 }), ['price']],
      [newRequest({ asset_type_id: w.ids.van, weight_kg: 'heavy' }), ['weight_kg']],
      [newRequest({ asset_type_id: w.ids.van, scheduled_at: 'tomorrow' }), ['scheduled_at']],
      [newRequest({ asset_type_id: w.ids.van, pickup_address: '  ' }), ['pickup_address']],
      [newRequest({ asset_type_id: w.ids.van, notes: 'x'.repeat(2001) }), ['notes']],
      // A well-formed id of no asset type or package type.
      [newRequest({ asset_type_id: w.ids.owner }), ['asset_type_id']],
      [newRequest({ asset_type_id: w.ids.van, package_type_id: w.ids.owner }), ['package_type_id']],
      // Coordinates: in range, and each point's as a pair.
      [newRequest({ asset_type_id: w.ids.van, pickup_lat: 91, pickup_lng: 2 }), ['pickup_lat']],
      [newRequest({ asset_type_id: w.ids.van, dropoff_lat: 45.7 }), ['dropoff_lng']],
      [newRequest({ asset_type_id: w.ids.van, pickup_lng: 2.3 }), ['pickup_lat']],
    ] as const;
    for (const [payload, paths] of bad) {
      const res = await inject(w.t, 'POST', '/business-dispatches', w.as.business, payload);
      const details = invalidDetails(res, JSON.stringify(payload));
      expect(details?.map((d) => d.path).sort()).toEqual([...paths].sort());
      for (const d of details ?? []) expect(d.message).toMatch(/^flotte\.validation\./);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('GET /business-dispatches (scopes)', () => {
  let mine: string;
  let childs: string;
  let others: string;
  beforeAll(async () => {
    mine = await createRequest(w, { price: 100, notes: 'scope-mine' });
    // The white-label parent and its client get money to order.
    for (const biz of [w.ids.child, w.ids.other]) {
      await topUp(w, biz, 100000);
    }
    childs = await createRequest(w, { price: 100, asset_type_id: w.ids.truck }, w.child);
    others = await createRequest(w, { price: 100, asset_type_id: w.ids.truck }, w.otherBusiness);
  });

  it('shows a business its own requests only', async () => {
    const seen = await ids('/business-dispatches?limit=100', w.as.business);
    expect(seen).toContain(mine);
    expect(seen).not.toContain(childs);
    expect(seen).not.toContain(others);
  });

  it('shows a white-label parent its B2B clients’ requests, and the client only its own', async () => {
    expect(await ids('/business-dispatches?limit=100', w.parent)).toEqual([childs]);
    expect(await ids('/business-dispatches?limit=100', w.child)).toEqual([childs]);
  });

  it('shows managers and the superadmin everything', async () => {
    for (const role of ['in_house_manager', 'superadmin'] as const) {
      const seen = await ids('/business-dispatches?limit=100', w.as[role]);
      expect(seen).toEqual(expect.arrayContaining([mine, childs, others]));
    }
  });

  it('shows an owner the pending requests of its assets’ types, not others', async () => {
    const seen = await ids('/business-dispatches?limit=100', w.as.asset_owner);
    expect(seen).toContain(mine); // a van request: the owner has vans
    expect(seen).not.toContain(childs); // trucks: it has none
  });

  it('answers 404 for a request outside the caller’s scope', async () => {
    for (const headers of [w.otherBusiness, w.child, w.parent, w.as.b2b]) {
      const res = await inject(w.t, 'GET', `/business-dispatches/${mine}`, headers);
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await inject(w.t, 'GET', `/business-dispatches/${childs}`, w.as.asset_owner)).statusCode,
    ).toBe(404);
    expect(
      (await inject(w.t, 'GET', '/business-dispatches/not-a-uuid', w.as.business)).statusCode,
    ).toBe(404);
    expect((await inject(w.t, 'GET', `/business-dispatches/${childs}`, w.parent)).statusCode).toBe(
      200,
    );
  });

  it('filters by status, business and q; sorts and pages', async () => {
    const res = await inject(
      w.t,
      'GET',
      `/business-dispatches?business_id=${w.ids.other}&status=pending&q=Lyon&sort=price&order=desc&limit=1`,
      w.as.superadmin,
    );
    const body = list.parse(res.json());
    expect(body.data.map((r) => r.id)).toEqual([others]);
    expect(body.pagination).toEqual({ total: 1, limit: 1, skip: 0 });
    expect(await ids('/business-dispatches?q=scope-mine', w.as.business)).toEqual([mine]);
    const bad = await inject(w.t, 'GET', '/business-dispatches?sort=password', w.as.business);
    expect(bad.statusCode).toBe(400);
    const badStatus = await inject(w.t, 'GET', '/business-dispatches?status=lost', w.as.business);
    expect(badStatus.statusCode).toBe(400);
  });
});

describe('PATCH /business-dispatches/{id} (cancel)', () => {
  it('cancels a pending request', async () => {
    const id = await createRequest(w, { price: 10 });
    const res = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect(oneRequest.parse(res.json()).data.status).toBe('cancelled');
  });

  it('cancels an assigned request and frees its asset', async () => {
    const id = await createRequest(w, { price: 10 });
    await assign(w, id, w.ids.ownerVan2);
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('dispatched');
    const res = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.in_house_manager, {
      status: 'cancelled',
    });
    expect(res.statusCode).toBe(200);
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('available');
    const d = await w.t.db.query<{ status: string }>(
      'select status from dispatches where request_id = $1',
      [id],
    );
    expect(d).toEqual([{ status: 'cancelled' }]);
  });

  it('refuses to cancel twice or once in transit (409 invalid_transition, nothing written)', async () => {
    const id = await createRequest(w, { price: 10 });
    await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    const before = await snapshot(w);
    const again = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    expect(again.statusCode).toBe(409);
    expect(errorResponse.parse(again.json()).code).toBe('invalid_transition');

    const moving = await createRequest(w, { price: 10 });
    const d = await assign(w, moving, w.ids.ownerVan2);
    expect(
      (
        await inject(w.t, 'PATCH', `/asset-dispatch/${d}`, w.as.asset_owner, {
          status: 'in_transit',
        })
      ).statusCode,
    ).toBe(200);
    const mid = await snapshot(w);
    const late = await inject(w.t, 'PATCH', `/business-dispatches/${moving}`, w.as.business, {
      status: 'cancelled',
    });
    expect(late.statusCode).toBe(409);
    expect(await snapshot(w)).toEqual(mid);
    expect(before.requests).toBe(mid.requests - 1);
    expect(await requestStatus(w, moving)).toBe('in_transit');
  });

  it('answers 404 outside the scope, 403 for owners, 400 for another status', async () => {
    const id = await createRequest(w, { price: 10 });
    const before = await snapshot(w);
    for (const headers of [w.otherBusiness, w.parent, w.as.b2b]) {
      const res = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, headers, {
        status: 'cancelled',
      });
      expect(res.statusCode).toBe(404);
    }
    const owner = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.asset_owner, {
      status: 'cancelled',
    });
    expect(owner.statusCode).toBe(403);
    for (const payload of [{ status: 'delivered' }, {}, { status: 42 }]) {
      const res = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, payload);
      expect(res.statusCode).toBe(400);
      expect(errorResponse.parse(res.json()).details?.[0]?.path).toBe('status');
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('GET /requests/stats', () => {
  it('counts the caller’s requests by status', async () => {
    const stats = oneResponse(requestStats);
    const res = await inject(w.t, 'GET', '/requests/stats', w.parent);
    expect(stats.parse(res.json()).data).toEqual({
      total: 1,
      pending: 1,
      assigned: 0,
      in_transit: 0,
      delivered: 0,
      failed: 0,
      cancelled: 0,
    });
    const all = stats.parse((await inject(w.t, 'GET', '/requests/stats', w.as.superadmin)).json());
    const mine = stats.parse((await inject(w.t, 'GET', '/requests/stats', w.as.business)).json());
    expect(all.data.total).toBeGreaterThan(mine.data.total);
    expect(mine.data.cancelled).toBeGreaterThanOrEqual(3);
    expect(mine.data.total).toBe(
      mine.data.pending +
        mine.data.assigned +
        mine.data.in_transit +
        mine.data.delivered +
        mine.data.failed +
        mine.data.cancelled,
    );
    expect((await inject(w.t, 'GET', '/requests/stats')).statusCode).toBe(401);
  });
});
