/**
 * Zones drawn on the map (docs/money.md "Zones"): the superadmin's tariff keeps a polygon, the
 * contract refuses a bad one field by field, and a quote whose drop-off point is inside it is
 * priced from the zone's base (named on its line); outside, the postcode zones and the base
 * apply; another business's negotiated tariff is never used.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { quote } from '../../contract/quote';
import { tariff } from '../../contract/tariff';
import { worldPerFile } from './per-file';
import { createWorld, inject, newRequest, oneRequest, topUp } from './requests-fixtures';

const w = worldPerFile(createWorld);
const oneQuote = oneResponse(quote);
const oneTariff = oneResponse(tariff);

/** Paris intra-muros as a rough box, [lng, lat], closed. */
const PARIS_RING = [
  [2.2242, 48.8156],
  [2.4699, 48.8156],
  [2.4699, 48.9022],
  [2.2242, 48.9022],
  [2.2242, 48.8156],
];
const paris = { type: 'Polygon', coordinates: [PARIS_RING] };

const RIVOLI = {
  pickup_address: '1 rue de Rivoli, 75001 Paris',
  pickup_lat: 48.8556,
  pickup_lng: 2.3605,
};
/** The Eiffel Tower: inside the box. */
const EIFFEL = {
  dropoff_address: '5 avenue Anatole France, 75007 Paris',
  dropoff_lat: 48.8584,
  dropoff_lng: 2.2945,
};
/** Versailles: outside it, postcode 78. */
const VERSAILLES = {
  dropoff_address: '2 avenue de Paris, 78000 Versailles',
  dropoff_lat: 48.8049,
  dropoff_lng: 2.1204,
};
/** Lyon: outside it, no zone. */
const LYON = {
  dropoff_address: '1 place Bellecour, 69002 Lyon',
  dropoff_lat: 45.7578,
  dropoff_lng: 4.832,
};

const askQuote = async (dropoff: object, headers = w.as.business) => {
  const res = await inject(w.t, 'POST', '/quotes', headers, {
    asset_type_id: w.ids.truck,
    ...RIVOLI,
    ...dropoff,
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneQuote.parse(res.json()).data;
};

const newTariff = async (body: Record<string, unknown>) => {
  const res = await inject(w.t, 'POST', '/tariffs', w.as.superadmin, {
    asset_type_id: w.ids.truck,
    currency: 'EUR',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return oneTariff.parse(res.json()).data;
};

describe('tariff zones drawn on the map', () => {
  it('a bad outline is refused field by field, and nothing is written', async () => {
    const bowTie = [
      [2.3, 48.8],
      [2.4, 48.9],
      [2.4, 48.8],
      [2.3, 48.9],
      [2.3, 48.8],
    ];
    const cases: Array<[unknown, string, string]> = [
      [
        { type: 'Polygon', coordinates: [bowTie] },
        'zones.0.polygon.coordinates.0',
        'flotte.validation.polygon_self_intersecting',
      ],
      [
        { type: 'Polygon', coordinates: [PARIS_RING.slice(0, 4)] },
        'zones.0.polygon.coordinates.0',
        'flotte.validation.polygon_open',
      ],
      [
        {
          type: 'Polygon',
          coordinates: [
            [
              [2.3, 48.8],
              [2.4, 48.9],
              [2.3, 48.8],
            ],
          ],
        },
        'zones.0.polygon.coordinates.0',
        'flotte.validation.polygon_too_few',
      ],
      [null, 'zones.0.postcodes', 'flotte.validation.zone_empty'],
    ];
    for (const [polygon, path, message] of cases) {
      const res = await inject(w.t, 'POST', '/tariffs', w.as.superadmin, {
        name: 'Mauvaise zone',
        asset_type_id: w.ids.truck,
        currency: 'EUR',
        base: 4000,
        zones: [{ name: 'Paris', polygon, base: 2500 }],
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().details, path).toContainEqual({ path, message });
    }
    const listed = await inject(w.t, 'GET', '/tariffs', w.as.superadmin);
    expect(listed.json()).toMatchObject({ data: [] });
  });

  it('the drop-off inside the outline picks the zone; outside, the postcode, then the base', async () => {
    const platform = await newTariff({
      name: 'Poids lourd',
      base: 4000,
      zones: [
        { name: 'Yvelines', postcodes: ['78'], base: 3500 },
        // Listed second, drawn: it still beats the postcode "75" zone below for a point inside.
        { name: 'Paris intra-muros', polygon: paris, base: 2500 },
        { name: 'Paris (codes postaux)', postcodes: ['75'], base: 3000 },
      ],
    });
    expect(platform.zones[1]).toEqual({
      name: 'Paris intra-muros',
      postcodes: [],
      polygon: paris,
      base: 2500,
    });
    // Another business's negotiated tariff, drawn over the same place: never this business's.
    await newTariff({
      name: 'Contrat autre',
      business_id: w.ids.other,
      base: 100,
      zones: [{ name: 'Paris négocié', polygon: paris, base: 50 }],
    });

    const inside = await askQuote(EIFFEL);
    expect(inside.breakdown).toEqual([
      { component: 'zone', quantity: null, rate: 2500, amount: 2500, label: 'Paris intra-muros' },
    ]);
    expect(inside.price).toBe(2500);
    const versailles = await askQuote(VERSAILLES);
    expect(versailles.breakdown).toEqual([
      { component: 'zone', quantity: null, rate: 3500, amount: 3500, label: 'Yvelines' },
    ]);
    const lyon = await askQuote(LYON);
    expect(lyon.breakdown).toEqual([
      { component: 'base', quantity: null, rate: 4000, amount: 4000, label: null },
    ]);
    // Without the drop-off's coordinates, the postcode alone picks: the "75" zone.
    const noPoint = await askQuote({ dropoff_address: EIFFEL.dropoff_address });
    expect(noPoint.price).toBe(3000);
    // The other business gets its own contract's zone.
    expect((await askQuote(EIFFEL, w.otherBusiness)).price).toBe(50);

    // A request at the quote's price keeps it when the zone changes.
    await topUp(w, w.ids.business, 100_000);
    const created = await inject(
      w.t,
      'POST',
      '/business-dispatches',
      w.as.business,
      newRequest({ asset_type_id: w.ids.truck, ...RIVOLI, ...EIFFEL, quote_id: inside.id }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const request = oneRequest.parse(created.json()).data;
    expect(request).toMatchObject({ price: 2500, price_breakdown: inside.breakdown });
    const changed = await inject(w.t, 'PATCH', `/tariffs/${platform.id}`, w.as.superadmin, {
      zones: [{ name: 'Paris intra-muros', polygon: paris, base: 2800 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await askQuote(EIFFEL)).price).toBe(2800);
    const again = await inject(w.t, 'GET', `/business-dispatches/${request.id}`, w.as.business);
    expect(oneRequest.parse(again.json()).data.price).toBe(2500);
  });
});
