/**
 * Tariffs and quotes (docs/money.md "Tariffs and quotes"): who writes and reads tariffs, the
 * quote's price and breakdown, a negotiated tariff replacing the platform's, a request created
 * at its quote's price and kept there, and the superadmin's override.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { quote } from '../../contract/quote';
import { tariff } from '../../contract/tariff';
import { haversineMeters } from '../../server/services/drivers/eta';
import { perKm } from '../../server/services/pricing/price';
import { worldPerFile } from './per-file';
import {
  createWorld,
  inject,
  newRequest,
  oneRequest,
  topUp,
  type Headers,
} from './requests-fixtures';
import { one } from './rows';

const w = worldPerFile(createWorld);
const oneQuote = oneResponse(quote);
const oneTariff = oneResponse(tariff);

const PARIS = { lat: 48.8566, lng: 2.3522 };
const VERSAILLES = { lat: 48.8049, lng: 2.1204 };
const where = {
  pickup_address: '1 rue de Rivoli, 75001 Paris',
  dropoff_address: '2 avenue de Paris, 78000 Versailles',
  pickup_lat: PARIS.lat,
  pickup_lng: PARIS.lng,
  dropoff_lat: VERSAILLES.lat,
  dropoff_lng: VERSAILLES.lng,
};
const post = (url: string, headers: Headers | undefined, body: object) =>
  inject(w.t, 'POST', url, headers, body);

async function newTariff(body: Record<string, unknown>) {
  const res = await post('/tariffs', w.as.superadmin, {
    name: 'Poids lourd',
    asset_type_id: w.ids.truck,
    currency: 'EUR',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneTariff.parse(res.json()).data;
}

const askQuote = async (body: Record<string, unknown> = {}, headers = w.as.business) => {
  const res = await post('/quotes', headers, { asset_type_id: w.ids.truck, ...where, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return oneQuote.parse(res.json()).data;
};

/** The detour factor's straight line from Paris to Versailles (FLOTTE_ROUTE_DETOUR 1.3). */
const metres = Math.round(haversineMeters(PARIS, VERSAILLES) * 1.3);

describe('tariffs', () => {
  it('the superadmin writes them; the manager reads them; staff read only their contract', async () => {
    const platform = await newTariff({ base: 4000, per_km: 150, minimum: 5000 });
    expect(platform).toMatchObject({ business_id: null, per_kg: 0, zones: [], active: true });
    // One active tariff per asset type, currency and business.
    const again = await post('/tariffs', w.as.superadmin, {
      name: 'Doublon',
      asset_type_id: w.ids.truck,
      currency: 'EUR',
      base: 1,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'tariff_exists' });
    expect((await inject(w.t, 'GET', '/tariffs', w.as.in_house_manager)).statusCode).toBe(200);
    for (const role of ['business', 'b2b', 'asset_owner'] as const) {
      expect((await post('/tariffs', w.as[role], {})).statusCode, role).toBe(403);
    }
    expect((await inject(w.t, 'GET', '/tariffs', w.as.asset_owner)).statusCode).toBe(403);
    // Business and B2B staff read their own negotiated tariffs only: the platform's grid is not
    // theirs to read (they see its prices through quotes).
    for (const role of ['business', 'b2b'] as const) {
      const listed = await inject(w.t, 'GET', '/tariffs', w.as[role]);
      expect(listed.statusCode, role).toBe(200);
      expect(listed.json(), role).toMatchObject({ data: [] });
      const one = await inject(w.t, 'GET', `/tariffs/${platform.id}`, w.as[role]);
      expect(one.statusCode, role).toBe(404);
    }
    expect(
      (await inject(w.t, 'GET', `/tariffs/${platform.id}`, w.as.in_house_manager)).json(),
    ).toMatchObject({ data: { id: platform.id, base: 4000 } });
    expect(
      (await inject(w.t, 'GET', '/tariffs/00000000-0000-4000-8000-000000000000', w.as.superadmin))
        .statusCode,
    ).toBe(404);
  });

  it('a quote prices by the tariff, line by line, over the straight line × the detour', async () => {
    const q = await askQuote({ weight_kg: 500 });
    const distance = perKm(150, metres);
    expect(q.distance_m).toBe(metres);
    expect(q.distance_method).toBe('straight_line');
    expect(q.breakdown.map((l) => [l.component, l.amount])).toEqual([
      ['base', 4000],
      ['distance', distance],
    ]);
    expect(q.price).toBe(4000 + distance);
    expect(q.currency).toBe('EUR');
    expect(Date.parse(q.expires_at) - Date.parse(q.created_at)).toBe(30 * 60_000);
  });

  it('a per-km tariff needs both points', async () => {
    const res = await post('/quotes', w.as.business, {
      asset_type_id: w.ids.truck,
      pickup_address: 'Paris',
      dropoff_address: 'Lyon',
    });
    expect(res.statusCode).toBe(400);
  });

  it('a business’s negotiated tariff replaces the platform’s for it alone', async () => {
    const contract = await newTariff({
      name: 'Contrat Durand',
      business_id: w.ids.business,
      base: 3000,
      per_kg: 2,
      included_kg: 100,
      zones: [{ name: 'Yvelines', postcodes: ['78'], base: 3500 }],
    });
    const q = await askQuote({ weight_kg: 400 });
    expect(q.breakdown).toEqual([
      { component: 'zone', quantity: null, rate: 3500, amount: 3500, label: 'Yvelines' },
      { component: 'weight', quantity: 300, rate: 2, amount: 600, label: null },
    ]);
    expect(q.price).toBe(4100);
    // Another business still gets the platform's.
    const other = await askQuote({}, w.otherBusiness);
    expect(other.price).toBe(4000 + perKm(150, metres));
    // Its business reads the contract (read-only); another business does not find it.
    const mine = await inject(w.t, 'GET', `/tariffs/${contract.id}`, w.as.business);
    expect(mine.json()).toMatchObject({ data: { id: contract.id, base: 3000 } });
    const theirs = await inject(w.t, 'GET', '/tariffs', w.otherBusiness);
    expect(theirs.json()).toMatchObject({ data: [] });
    const refused = await inject(w.t, 'GET', `/tariffs/${contract.id}`, w.otherBusiness);
    expect(refused.statusCode).toBe(404);
    const edit = await inject(w.t, 'PATCH', `/tariffs/${contract.id}`, w.as.business, { base: 1 });
    expect(edit.statusCode).toBe(403);
  });

  it('a quote is asked by business and B2B staff only; an API key needs `write`', async () => {
    for (const role of ['superadmin', 'in_house_manager', 'asset_owner'] as const) {
      expect((await post('/quotes', w.as[role], {})).statusCode, role).toBe(403);
    }
    expect((await post('/quotes', undefined, {})).statusCode).toBe(401);
  });
});

describe('a request at its quote’s price', () => {
  it('keeps the quote’s price and breakdown, whatever the tariff becomes', async () => {
    await topUp(w, w.ids.business, 100_000);
    const q = await askQuote({ weight_kg: 400 });
    const res = await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.truck, ...where, weight_kg: 400, quote_id: q.id }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const created = oneRequest.parse(res.json()).data;
    expect(created).toMatchObject({ price: q.price, quote_id: q.id, price_breakdown: q.breakdown });
    // The tariff changes: the request does not.
    const { id: tariffId } = await one<{ id: string }>(
      w.t,
      'select id from tariffs where business_id = $1',
      [w.ids.business],
    );
    const changed = await inject(w.t, 'PATCH', `/tariffs/${tariffId}`, w.as.superadmin, {
      zones: [],
      base: 9000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = await inject(w.t, 'GET', `/business-dispatches/${created.id}`, w.as.business);
    expect(oneRequest.parse(again.json()).data.price).toBe(q.price);
    // A quote prices one request.
    const twice = await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.truck, ...where, weight_kg: 400, quote_id: q.id }),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('refuses a request that asks something else, an expired quote, another business’s quote', async () => {
    const q = await askQuote({ weight_kg: 10 });
    const body = newRequest({
      asset_type_id: w.ids.truck,
      ...where,
      weight_kg: 10,
      quote_id: q.id,
    });
    const heavier = await post('/business-dispatches', w.as.business, { ...body, weight_kg: 11 });
    expect(heavier.statusCode).toBe(409);
    expect(heavier.json()).toMatchObject({ code: 'quote_mismatch' });
    expect((await post('/business-dispatches', w.otherBusiness, body)).statusCode).toBe(400);
    const priced = await post('/business-dispatches', w.as.business, { ...body, price: 1 });
    expect(priced.statusCode).toBe(400);
    await w.t.db.query(`update quotes set expires_at = now() - interval '1 second' where id = $1`, [
      q.id,
    ]);
    const late = await post('/business-dispatches', w.as.business, body);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'quote_expired' });
  });

  it('without a quote, a tariff prices the request and refuses a price sent', async () => {
    const body = newRequest({ asset_type_id: w.ids.truck, ...where });
    const res = await post('/business-dispatches', w.as.business, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(oneRequest.parse(res.json()).data.price).toBe(9000);
    const priced = await post('/business-dispatches', w.as.business, { ...body, price: 100 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toMatchObject({
      details: [{ path: 'price', message: 'flotte.validation.price_from_tariff' }],
    });
  });
});

describe('PATCH /business-dispatches/{id}/price', () => {
  it('only the superadmin overrides, with its reason in the audit log and the breakdown', async () => {
    const q = await askQuote({ weight_kg: 0 });
    const res = await post(
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.truck, ...where, weight_kg: 0, quote_id: q.id }),
    );
    const id = oneRequest.parse(res.json()).data.id;
    const body = { price: 8000, reason: 'Geste commercial' };
    for (const role of ['business', 'in_house_manager', 'asset_owner', 'b2b'] as const) {
      const refused = await inject(
        w.t,
        'PATCH',
        `/business-dispatches/${id}/price`,
        w.as[role],
        body,
      );
      expect(refused.statusCode, role).toBe(403);
    }
    const done = await inject(
      w.t,
      'PATCH',
      `/business-dispatches/${id}/price`,
      w.as.superadmin,
      body,
    );
    expect(done.statusCode, done.body).toBe(200);
    const after = oneRequest.parse(done.json()).data;
    expect(after.price).toBe(8000);
    expect(after.price_breakdown!.reduce((sum, l) => sum + l.amount, 0)).toBe(8000);
    expect(after.price_breakdown!.at(-1)).toMatchObject({
      component: 'override',
      amount: 8000 - q.price,
      label: 'Geste commercial',
    });
    const logged = await one<{ changes: { reason: string; price: { from: number; to: number } } }>(
      w.t,
      `select changes from audit_log where entity = 'request' and entity_id = $1
         and action = 'override_price'`,
      [id],
    );
    expect(logged.changes).toEqual({
      reason: 'Geste commercial',
      price: { from: q.price, to: 8000 },
    });
    const unknown = await inject(
      w.t,
      'PATCH',
      '/business-dispatches/00000000-0000-4000-8000-000000000000/price',
      w.as.superadmin,
      body,
    );
    expect(unknown.statusCode).toBe(404);
  });
});
