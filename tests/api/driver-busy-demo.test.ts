/**
 * The lived-in demo keeps the one-vehicle rule (busy.ts, server/demo/drivers.ts): each driver's
 * open dispatches are on one asset; the sign-in driver (Mehdi) has a delivery under way (the
 * driver's accessibility walk); the driver journey's setup (his open work ends as a failed
 * attempt of his) frees him for a new asset of his owner's.
 */
import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { demoPerFile } from './demo-db';

const demo = demoPerFile();

it(
  'holds each driver on one asset, and the journey can free Mehdi for a new one',
  { timeout: 600_000 },
  async () => {
    const { db, call, as } = await demo.app();
    const spread = await db.query<{ driver_id: string; assets: number }>(
      `select driver_id, count(distinct asset_id)::int as assets from dispatches
     where status in ('assigned', 'in_transit') and driver_id is not null and round_id is null
     group by driver_id having count(distinct asset_id) > 1`,
    );
    expect(spread).toEqual([]);

    const mehdi = await as('chauffeur@flotte.demo');
    const owner = await as('owner@flotte.demo');
    const business = await as('business@flotte.demo');
    const his = (await call('GET', '/driver-dispatches?limit=100', mehdi)).json() as {
      data: { id: string; status: string }[];
    };
    const open = his.data.filter((d) => ['assigned', 'in_transit'].includes(d.status));
    expect(open.some((d) => d.status === 'in_transit')).toBe(true);
    for (const d of open) {
      const failed = await call('POST', `/asset-dispatch/${d.id}/steps`, mehdi, {
        id: randomUUID(),
        step: 'failed',
        at: new Date().toISOString(),
        reason: 'absent',
      });
      expect(failed.statusCode, failed.body).toBe(200);
    }

    const me = (await call('GET', '/drivers?limit=100', owner)).json() as {
      data: { id: string; email: string }[];
    };
    const driverId = me.data.find((d) => d.email === 'chauffeur@flotte.demo')!.id;
    const types = (await call('GET', '/assets?limit=1', owner)).json() as {
      data: { asset_type_id: string }[];
    };
    const asset = await call('POST', '/assets', owner, {
      name: 'Renault Kangoo du parcours',
      asset_type_id: types.data[0]!.asset_type_id,
      default_driver_id: driverId,
    });
    expect(asset.statusCode, asset.body).toBe(201);
    const assetId = (asset.json() as { data: { id: string } }).data.id;
    const request = await call('POST', '/business-dispatches', business, {
      asset_type_id: types.data[0]!.asset_type_id,
      pickup_address: '12 rue de Rivoli, 75004 Paris',
      pickup_lat: 48.8556,
      pickup_lng: 2.359,
      dropoff_address: '3 place Bellecour, Lyon',
      dropoff_lat: 45.7578,
      dropoff_lng: 4.832,
      recipient_name: 'Claire Moreau',
    });
    expect(request.statusCode, request.body).toBe(201);
    const dispatched = await call('POST', '/asset-dispatch', owner, {
      request_id: (request.json() as { data: { id: string } }).data.id,
      asset_id: assetId,
    });
    expect(dispatched.statusCode, dispatched.body).toBe(201);
    expect((dispatched.json() as { data: { driver_id: string } }).data.driver_id).toBe(driverId);
  },
);
