import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { earningsSummary } from '../../contract/earnings';
import { assign, createRequest, createWorld, inject, move } from './requests-fixtures';
import { worldPerFile } from './per-file';

// A 15 % commission: the rate comes from the configuration.
const w = worldPerFile(() => createWorld({ defaultCommissionRate: 0.15 }));

const summary = oneResponse(earningsSummary);
const get = (assetId: string, headers?: { authorization: string }) =>
  inject(w.t, 'GET', `/earnings?id=${assetId}&type=asset`, headers);

describe('GET /earnings?id=&type=asset', () => {
  it('is empty before any delivery', async () => {
    const res = await get(w.ids.ownerVan, w.as.asset_owner);
    expect(res.statusCode).toBe(200);
    expect(summary.parse(res.json()).data).toEqual({
      gross: 0,
      commission: 0,
      net: 0,
      count: 0,
      currency: 'EUR',
      maintenance_cost: 0,
      net_after_maintenance: 0,
      series: [],
    });
  });

  it('sums the deliveries and draws a monthly series', async () => {
    for (const price of [1000, 3333]) {
      const req = await createRequest(w, { price });
      const d = await assign(w, req, w.ids.ownerVan);
      await move(w, d, 'in_transit');
      expect((await move(w, d, 'delivered')).statusCode).toBe(200);
    }
    // An earning of an earlier month.
    await w.t.db.query(
      `insert into earnings (asset_id, owner_user_id, gross, commission, net, earned_at)
       values ($1, $2, 200, 30, 170, '2020-01-15T12:00:00Z')`,
      [w.ids.ownerVan, w.ids.owner],
    );
    const { data } = summary.parse((await get(w.ids.ownerVan, w.as.asset_owner)).json());
    // 15 % of 1000 = 150; of 3333 = 499.95 → 500.
    expect(data).toMatchObject({
      gross: 4533,
      commission: 680,
      net: 3853,
      count: 3,
      currency: 'EUR',
    });
    const month = new Date().toISOString().slice(0, 7);
    expect(data.series).toEqual([
      {
        month: '2020-01',
        gross: 200,
        commission: 30,
        net: 170,
        count: 1,
        maintenance_cost: 0,
        net_after_maintenance: 170,
      },
      {
        month,
        gross: 4333,
        commission: 650,
        net: 3683,
        count: 2,
        maintenance_cost: 0,
        net_after_maintenance: 3683,
      },
    ]);
    for (const role of ['in_house_manager', 'superadmin'] as const) {
      expect(summary.parse((await get(w.ids.ownerVan, w.as[role])).json()).data.count).toBe(3);
    }
  });

  it('answers 404 for others’ or unknown assets, 403 to business roles, 400 to bad queries', async () => {
    expect((await get(w.ids.ownerVan, w.otherOwner)).statusCode).toBe(404);
    expect((await get(w.ids.otherVan, w.as.asset_owner)).statusCode).toBe(404);
    expect((await get('not-a-uuid', w.as.superadmin)).statusCode).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000', w.as.superadmin)).statusCode).toBe(
      404,
    );
    for (const headers of [w.as.business, w.as.b2b, w.otherBusiness]) {
      expect((await get(w.ids.ownerVan, headers)).statusCode).toBe(403);
    }
    expect((await get(w.ids.ownerVan)).statusCode).toBe(401);
    const badType = await inject(
      w.t,
      'GET',
      `/earnings?id=${w.ids.ownerVan}&type=lease`,
      w.as.asset_owner,
    );
    expect(badType.statusCode).toBe(400);
    expect((await inject(w.t, 'GET', '/earnings', w.as.asset_owner)).statusCode).toBe(400);
  });
});
