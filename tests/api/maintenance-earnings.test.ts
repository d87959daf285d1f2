/**
 * The money side of maintenance on the asset page: `GET /earnings?id&type=asset` puts each
 * month's completed maintenance cost beside the earnings, and the net after it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { earningsSummary } from '../../contract/earnings';
import { assign, createRequest, move, topUp } from './requests-fixtures';
import { createMaintenanceWorld, inject, patch, schedule } from './maintenance-fixtures';
import { one } from './rows';
import { worldPerFile } from './per-file';

// A 10 % commission.
const w = worldPerFile(() => createMaintenanceWorld({ defaultCommissionRate: 0.1 }));
beforeAll(async () => {
  await topUp(w, w.ids.business, 100_000);
});

const summary = oneResponse(earningsSummary);
const earnings = async (assetId: string) => {
  const res = await inject(w.t, 'GET', `/earnings?id=${assetId}&type=asset`, w.as.asset_owner);
  expect(res.statusCode).toBe(200);
  return summary.parse(res.json()).data;
};

/** Completed work on `assetId` costing `cost`, completed at `at`. */
async function completed(assetId: string, cost: number, at: string) {
  const id = await schedule(w, assetId, { scheduled_at: at });
  const res = await patch(w, id, { status: 'completed', completed_at: at, cost });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}

describe('GET /earnings with maintenance', () => {
  it('subtracts each month’s completed maintenance cost from its net', async () => {
    const van = w.ids.ownerVan2;
    const request = await createRequest(w, { price: 10_000 });
    const d = await assign(w, request, van);
    await move(w, d, 'in_transit');
    await move(w, d, 'delivered');
    const now = new Date();
    const month = now.toISOString().slice(0, 7);

    await completed(van, 1500, new Date(now.getTime() - 1000).toISOString());
    await completed(van, 500, new Date(now.getTime() - 2000).toISOString());
    // A month without earnings, in the past.
    await completed(van, 700, '2020-02-15T10:00:00.000Z');
    // Not counted: cancelled or scheduled work (an estimate), work in another currency.
    const cancelled = await schedule(w, van, { cost: 9999 });
    await patch(w, cancelled, { status: 'cancelled' });
    await schedule(w, van, { cost: 8888 });
    const dollars = await completed(van, 3333, new Date(now.getTime() - 3000).toISOString());
    await w.t.db.query(`update maintenance set currency = 'USD' where id = $1`, [dollars]);

    const data = await earnings(van);
    expect(data).toMatchObject({
      gross: 10_000,
      commission: 1000,
      net: 9000,
      count: 1,
      currency: 'EUR',
      maintenance_cost: 2700,
      net_after_maintenance: 6300,
    });
    expect(data.series).toEqual([
      {
        month: '2020-02',
        gross: 0,
        commission: 0,
        net: 0,
        count: 0,
        maintenance_cost: 700,
        net_after_maintenance: -700,
      },
      {
        month,
        gross: 10_000,
        commission: 1000,
        net: 9000,
        count: 1,
        maintenance_cost: 2000,
        net_after_maintenance: 7000,
      },
    ]);
  });

  it('an asset that earned nothing yet reads its maintenance in its own currency', async () => {
    const van = (
      await one<{ id: string }>(
        w.t,
        `insert into assets (asset_type_id, owner_user_id, name, currency)
         values ($1, $2, 'Van anglais', 'GBP') returning id`,
        [w.ids.van, w.ids.owner],
      )
    ).id;
    await completed(van, 4200, '2024-05-02T08:00:00.000Z');
    expect(await earnings(van)).toEqual({
      gross: 0,
      commission: 0,
      net: 0,
      count: 0,
      currency: 'GBP',
      maintenance_cost: 4200,
      net_after_maintenance: -4200,
      series: [
        {
          month: '2024-05',
          gross: 0,
          commission: 0,
          net: 0,
          count: 0,
          maintenance_cost: 4200,
          net_after_maintenance: -4200,
        },
      ],
    });
  });
});
