/**
 * Fuel entries and the fleet report (docs/compliance.md): consumption per 100 km between full
 * fills and cost per km against hand-computed figures, an odometer going backwards refused,
 * the report's sums equal to the ledger and the cost tables, its scope per role.
 */
import { describe, expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { fleetReportRow } from '../../contract/fleet-report';
import { fuelEntry } from '../../contract/fuel';
import { createComplianceWorld, day, inject, recordDocument } from './compliance-fixtures';
import { patch, schedule } from './maintenance-fixtures';
import { assign, createRequest, move, topUp } from './requests-fixtures';
import { worldPerFile } from './per-file';
import { one } from './rows';

const w = worldPerFile(createComplianceWorld);
const fuelList = listResponse(fuelEntry);
const report = listResponse(fleetReportRow);
const month = new Date().toISOString().slice(0, 7);
const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
/**
 * A fill's body: `hoursAgo`, the odometer at `odometer_km`, `quantity` litres for `total_price`;
 * a full tank unless told.
 */
const refuel = (
  hoursAgo: number,
  odometer_km: number,
  quantity: number,
  total_price: number,
  full_fill = true,
) => ({ filled_at: at(hoursAgo), odometer_km, quantity, total_price, full_fill });

const newVan = async (name: string, odometer: number | null = null) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, name, odometer_km)
       values ($1, $2, $3, $4) returning id`,
      [w.ids.van, w.ids.owner, name, odometer],
    )
  ).id;

const fill = (assetId: string, body: Record<string, unknown>, headers = w.as.asset_owner) =>
  inject(w.t, 'POST', '/fuel', headers, { asset_id: assetId, unit: 'l', ...body });

describe('fuel', () => {
  it('computes the consumption between full fills, partial fills included', async () => {
    const van = await newVan('Van carburant');
    const e1 = await fill(van, refuel(30, 10_000, 40, 7000));
    expect(e1.statusCode).toBe(201);
    const partial = refuel(20, 10_300, 20, 3600, false);
    expect((await fill(van, partial)).statusCode).toBe(201);
    const e3 = await fill(van, refuel(10, 10_800, 30.5, 5400));
    const list = fuelList.parse(
      (
        await inject(w.t, 'GET', `/fuel?asset_id=${van}&sort=filled_at&order=asc`, w.as.asset_owner)
      ).json(),
    );
    // (20 + 30.5) l over 800 km = 6.3125 l/100 km, to the hundredth.
    expect(list.data.map((e) => [e.distance_km, e.consumption_per_100km])).toEqual([
      [null, null],
      [300, null],
      [500, 6.31],
    ]);
    expect(
      (e3.json() as { data: { consumption_per_100km: number } }).data.consumption_per_100km,
    ).toBe(6.31);
    // The newest reading is the asset's now.
    expect(
      (
        await one<{ odometer_km: number }>(w.t, 'select odometer_km from assets where id = $1', [
          van,
        ])
      ).odometer_km,
    ).toBe(10_800);
  });

  it('refuses an odometer that goes backwards, with a clear error, writing nothing', async () => {
    const van = await newVan('Van compteur', 5_000);
    const before = await w.t.db.query('select count(*)::int as n from fuel_entries');
    const reset = await fill(van, refuel(1, 120, 10, 1500));
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({
      code: 'validation_failed',
      details: [
        { path: 'odometer_km', message: 'flotte.fuel.odometer_backwards', args: { min: 5_000 } },
      ],
    });
    expect(await w.t.db.query('select count(*)::int as n from fuel_entries')).toEqual(before);
    expect((await fill(van, refuel(2, 5_100, 10, 1500))).statusCode).toBe(201);
    // An earlier fill must read less than the later one.
    const early = await fill(van, refuel(5, 5_200, 5, 700, false));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toMatchObject({
      details: [{ message: 'flotte.fuel.odometer_ahead', args: { max: 5_100 } }],
    });
  });

  it('is scoped: another owner gets 404, a driver fills the van it drives', async () => {
    const body = refuel(0, 900_000, 10, 1000);
    expect((await fill(w.ids.ownerVan, body, w.otherOwner)).statusCode).toBe(404);
    expect((await fill(w.ids.ownerVan, body, w.as.b2b)).statusCode).toBe(403);
    expect((await fill(w.ids.ownerVan2, body, w.driver)).statusCode).toBe(404);
    const mine = await fill(w.ids.ownerVan, body, w.driver);
    expect(mine.statusCode).toBe(201);
    const id = (mine.json() as { data: { id: string } }).data.id;
    expect((await inject(w.t, 'GET', `/fuel/${id}`, w.otherOwner)).statusCode).toBe(404);
    expect((await inject(w.t, 'GET', `/fuel/${id}`, w.otherBusiness)).statusCode).toBe(404);
    expect((await inject(w.t, 'DELETE', `/fuel/${id}`, w.driver)).statusCode).toBe(403);
    expect((await inject(w.t, 'DELETE', `/fuel/${id}`, w.as.asset_owner)).statusCode).toBe(200);
  });
});

describe('fleet report', () => {
  it('sums revenue, costs and kilometres per asset; equal to the ledger and the cost tables', async () => {
    const van = await newVan('Van rentable', 20_000);
    // Revenue: a delivery of 120,00 € (the owner earns it less the commission).
    await topUp(w, w.ids.business, 100_000);
    const request = await createRequest(w, { price: 12_000 });
    const dispatchId = await assign(w, request, van);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, dispatchId, 'delivered')).statusCode).toBe(200);
    // Costs: a repair of 80,00 €, fills of 70,00 € and 50,00 €, an insurance of 300,00 €.
    const work = await schedule(w, van, { scheduled_at: day(5) + 'T08:00:00Z' });
    expect((await patch(w, work, { status: 'completed', cost: 8_000 })).statusCode).toBe(200);
    await fill(van, refuel(3, 20_000, 40, 7_000));
    await fill(van, refuel(2, 20_400, 25, 5_000));
    await recordDocument(w, {
      asset_id: van,
      kind_id: w.kinds.insurance,
      valid_from: `${month}-01`,
      valid_to: day(300),
      cost: 30_000,
    });
    const earned = await one<{ net: number }>(
      w.t,
      'select sum(net)::float8 as net from earnings where asset_id = $1',
      [van],
    );
    const res = await inject(
      w.t,
      'GET',
      `/fleet-report?period=${month}&q=rentable`,
      w.as.asset_owner,
    );
    const row = report.parse(res.json()).data.find((r) => r.asset_id === van)!;
    const cost = 8_000 + 7_000 + 5_000 + 30_000;
    expect(row).toMatchObject({
      period: month,
      revenue: earned.net,
      maintenance_cost: 8_000,
      fuel_cost: 12_000,
      document_cost: 30_000,
      cost,
      profit: earned.net - cost,
      km: 400,
      fuel_quantity: 65,
      cost_per_km: 125, // 500,00 € over 400 km: 1,25 € a km
    });
    expect(row.profit_per_km).toBeCloseTo((earned.net - cost) / 400, 2);
    // The year sums the same.
    const year = report.parse(
      (
        await inject(
          w.t,
          'GET',
          `/fleet-report?period=${month.slice(0, 4)}&q=rentable`,
          w.as.asset_owner,
        )
      ).json(),
    ).data[0]!;
    expect(year).toMatchObject({ cost, revenue: earned.net, km: 400 });
    // The asset's months.
    const months = (
      await inject(w.t, 'GET', `/fleet-report/asset/${van}`, w.as.asset_owner)
    ).json() as { data: { period: string; cost: number }[] };
    expect(months.data.at(-1)).toMatchObject({ period: month, cost });
    // A rebuild from the sources gives the same sums (sums brought back to zero stay as rows
    // of zeros, which a rebuild does not write).
    const sums = () =>
      w.t.db.query(
        `select * from asset_finance where revenue <> 0 or cost <> 0 or km <> 0
         order by period, asset_id, currency`,
      );
    const kept = await sums();
    await w.t.db.query('select flotte_rebuild_asset_finance()');
    expect(await sums()).toEqual(kept);
  });

  it('every kept sum equals its sources', async () => {
    const sums = await w.t.db.query<{
      asset_id: string;
      revenue: number;
      fuel: number;
      maint: number;
      docs: number;
    }>(
      `select asset_id, revenue::float8 as revenue, fuel_cost::float8 as fuel,
         maintenance_cost::float8 as maint, document_cost::float8 as docs
       from asset_finance where length(period) = 4 order by asset_id`,
    );
    for (const s of sums) {
      const src = await one<{ revenue: number; fuel: number; maint: number; docs: number }>(
        w.t,
        `select (select coalesce(sum(net), 0) from earnings where asset_id = $1)::float8 as revenue,
           (select coalesce(sum(total_price), 0) from fuel_entries where asset_id = $1)::float8 as fuel,
           (select coalesce(sum(cost), 0) from maintenance where asset_id = $1 and status = 'completed')::float8 as maint,
           (select coalesce(sum(cost), 0) from documents where asset_id = $1)::float8 as docs`,
        [s.asset_id],
      );
      expect(s).toEqual({ asset_id: s.asset_id, ...src });
    }
  });

  it('is scoped: the owner its assets, another owner none, a business its in-house fleet, a driver 403', async () => {
    const ids = async (headers: { authorization: string }) =>
      report
        .parse(
          (await inject(w.t, 'GET', `/fleet-report?period=${month}&limit=100`, headers)).json(),
        )
        .data.map((r) => r.asset_id);
    expect((await ids(w.as.asset_owner)).length).toBeGreaterThan(0);
    expect(await ids(w.otherOwner)).toEqual([]);
    expect(await ids(w.as.business)).toEqual([]);
    expect((await inject(w.t, 'GET', '/fleet-report', w.driver)).statusCode).toBe(403);
    expect((await inject(w.t, 'GET', '/fleet-report', w.as.b2b)).statusCode).toBe(403);
    const van = (await ids(w.as.asset_owner))[0]!;
    expect((await inject(w.t, 'GET', `/fleet-report/asset/${van}`, w.otherOwner)).statusCode).toBe(
      404,
    );
    expect(await ids(w.as.in_house_manager)).toEqual(
      expect.arrayContaining(await ids(w.as.asset_owner)),
    );
  });

  it('answers exact totals from its counters, whatever the count cap (docs/totals.md)', async () => {
    const previous = process.env.FLOTTE_COUNT_CAP;
    process.env.FLOTTE_COUNT_CAP = '1'; // a counted total would stop at one row
    try {
      for (const [headers, type] of [
        [w.as.asset_owner, ''],
        [w.as.in_house_manager, ''],
        [w.as.in_house_manager, `&asset_type_id=${w.ids.van}`],
        [w.as.business, ''],
      ] as const) {
        const url = `/fleet-report?period=${month}&limit=100${type}`;
        const body = (await inject(w.t, 'GET', url, headers)).json();
        expect(body.pagination.lower_bound, url).toBeUndefined();
        expect(body.pagination.total, url).toBe(report.parse(body).data.length);
      }
    } finally {
      if (previous === undefined) delete process.env.FLOTTE_COUNT_CAP;
      else process.env.FLOTTE_COUNT_CAP = previous;
    }
  });

  it('sorts by cost per km and exports CSV', async () => {
    const sorted = report.parse(
      (
        await inject(
          w.t,
          'GET',
          `/fleet-report?period=${month}&sort=cost_per_km&order=desc`,
          w.as.asset_owner,
        )
      ).json(),
    ).data;
    const perKm = sorted.map((r) => r.cost_per_km).filter((v) => v !== null);
    expect(perKm).toEqual([...perKm].sort((a, b) => b! - a!));
    const csv = await inject(
      w.t,
      'GET',
      `/fleet-report/export.csv?period=${month}&q=rentable`,
      w.as.asset_owner,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const [header, first] = csv.body.trim().split('\n');
    expect(header).toContain('cost_per_km');
    expect(first).toContain('Van rentable');
    expect(first).toContain(',125,');
  });
});
