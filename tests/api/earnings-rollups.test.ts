/**
 * The monthly rollups behind `GET /earnings?id&type=asset` (migration 014): kept by triggers in
 * every writer's transaction (the delivery, bulk inserts, updates, deletes, maintenance moves),
 * equal to the sums of the raw tables, and rebuilt by `flotte_rebuild_earnings_rollups()`.
 * The races run on a PostgreSQL server only (DATABASE_URL): PGlite has one connection.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { earningsSummary } from '../../contract/earnings';
import { recordEarning } from '../../server/services/money/earnings';
import { assign, createRequest, createWorld, inject, move, newVan } from './requests-fixtures';
import { one } from './rows';
import { worldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = worldPerFile(() => createWorld({ defaultCommissionRate: 0.1 }));

const summary = oneResponse(earningsSummary);
async function route(assetId: string) {
  const res = await inject(w.t, 'GET', `/earnings?id=${assetId}&type=asset`, w.as.superadmin);
  expect(res.statusCode, res.body).toBe(200);
  return summary.parse(res.json()).data;
}

const MONTH = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** The earnings rollup as stored, and as the raw table sums it, in the same shape. */
const rolledEarnings = () =>
  w.t.db.query(
    `select asset_id, to_char(month, 'YYYY-MM') as month, trim(currency) as currency,
       gross::float8 as gross, commission::float8 as commission, net::float8 as net,
       count::int as count
     from earnings_monthly where count <> 0 order by 1, 2, 3`,
  );
const rawEarnings = () =>
  w.t.db.query(
    `select asset_id, ${MONTH('earned_at')} as month, trim(currency) as currency,
       sum(gross)::float8 as gross, sum(commission)::float8 as commission,
       sum(net)::float8 as net, count(*)::int as count
     from earnings group by 1, 2, 3 order by 1, 2, 3`,
  );
const rolledCosts = () =>
  w.t.db.query(
    `select asset_id, to_char(month, 'YYYY-MM') as month, trim(currency) as currency,
       cost::float8 as cost, count::int as count
     from maintenance_costs_monthly where count <> 0 order by 1, 2, 3`,
  );
const rawCosts = () =>
  w.t.db.query(
    `select asset_id, ${MONTH('completed_at')} as month, trim(currency) as currency,
       sum(cost)::float8 as cost, count(*)::int as count
     from maintenance where status = 'completed' and cost is not null
     group by 1, 2, 3 order by 1, 2, 3`,
  );
/** Rows emptied by deletes must be empty indeed (they are skipped by the readers). */
const emptiedButNotEmpty = async () =>
  (
    await one<{ n: number }>(
      w.t,
      `select (select count(*) from earnings_monthly
               where count = 0 and (gross <> 0 or commission <> 0 or net <> 0))
            + (select count(*) from maintenance_costs_monthly where count = 0 and cost <> 0)
         as n`,
    )
  ).n;

async function expectRollupsExact() {
  expect(await rolledEarnings()).toEqual(await rawEarnings());
  expect(await rolledCosts()).toEqual(await rawCosts());
  expect(Number(await emptiedButNotEmpty())).toBe(0);
}

/** What the route answered before the rollup: the raw table summed per month. */
async function rawSeries(assetId: string) {
  const rows = await w.t.db.query<{ month: string; gross: number; net: number; count: number }>(
    `select ${MONTH('earned_at')} as month, sum(gross)::float8 as gross, sum(net)::float8 as net,
       count(*)::int as count
     from earnings where asset_id = $1 group by 1 order by 1`,
    [assetId],
  );
  return rows.map((r) => ({ month: r.month, gross: r.gross, net: r.net, count: r.count }));
}
const routeSeries = async (assetId: string) =>
  (await route(assetId)).series
    .filter((m) => m.count > 0)
    .map(({ month, gross, net, count }) => ({ month, gross, net, count }));

/** `n` earnings of `assetId` spread over 36 months back from 2025-12, as one statement. */
const bulkEarnings = (assetId: string, n: number, currency = 'EUR') =>
  w.t.db.query(
    `insert into earnings (asset_id, owner_user_id, gross, commission, net, currency, earned_at)
     select $1, $2, 1000 + g % 97, 100 + g % 7, 900 + g % 97 - g % 7, $3,
            timestamptz '2025-12-31T23:00:00Z' - (g % 36) * interval '1 month' - g * interval '1 s'
     from generate_series(1, ${n}) g`,
    [assetId, w.ids.owner, currency],
  );

describe('earnings rollup', () => {
  it('counts every writer: deliveries, bulk inserts, updates, moves and deletes', async () => {
    const van = await newVan(w, 'Van des sommes');
    const bike = await newVan(w, 'Van des déplacements');
    const request = await createRequest(w, { price: 4321 });
    const d = await assign(w, request, w.ids.ownerVan);
    await move(w, d, 'in_transit');
    expect((await move(w, d, 'delivered')).statusCode).toBe(200);
    await bulkEarnings(van, 3000);
    await bulkEarnings(van, 40, 'USD');
    await expectRollupsExact();

    // Amounts changed, earnings moved to another month and to another asset, some deleted.
    await w.t.db.query(
      `update earnings set gross = gross + 5, net = net + 5 where asset_id = $1 and gross % 5 = 0`,
      [van],
    );
    await w.t.db.query(
      `update earnings set earned_at = earned_at - interval '40 days'
       where asset_id = $1 and gross % 3 = 0`,
      [van],
    );
    await w.t.db.query(`update earnings set asset_id = $2 where asset_id = $1 and gross % 4 = 0`, [
      van,
      bike,
    ]);
    await w.t.db.query(`delete from earnings where asset_id = $1 and gross % 11 = 0`, [van]);
    await w.t.db.query(`delete from earnings where asset_id = $1 and currency = 'USD'`, [van]);
    await expectRollupsExact();

    for (const asset of [van, bike, w.ids.ownerVan]) {
      expect(await routeSeries(asset)).toEqual(await rawSeries(asset));
    }
    const totals = await one<{ gross: number; count: number }>(
      w.t,
      'select sum(gross)::float8 as gross, count(*)::int as count from earnings where asset_id = $1',
      [van],
    );
    expect(await route(van)).toMatchObject({ gross: totals.gross, count: totals.count });
  });

  it('puts each earning in its UTC month', async () => {
    const van = await newVan(w, 'Van de minuit');
    await w.t.db.query(
      `insert into earnings (asset_id, owner_user_id, gross, commission, net, earned_at)
       values ($1, $2, 100, 10, 90, '2024-02-29T23:59:59Z'),
              ($1, $2, 200, 20, 180, '2024-03-01T00:30:00+01:00'),
              ($1, $2, 400, 40, 360, '2024-03-01T00:00:00Z')`,
      [van, w.ids.owner],
    );
    expect(await routeSeries(van)).toEqual([
      { month: '2024-02', gross: 300, net: 270, count: 2 },
      { month: '2024-03', gross: 400, net: 360, count: 1 },
    ]);
  });
});

describe('maintenance costs rollup', () => {
  it('counts completed work with a cost only, through every move and edit', async () => {
    const van = await newVan(w, 'Van de l’atelier');
    // Scheduled (an estimate), completed in two months, cancelled; then edited and deleted.
    await w.t.db.query(
      `insert into maintenance (asset_id, kind, title, scheduled_at, status, completed_at, cost)
       select $1, 'corrective', 'Travaux ' || g, '2024-01-01T00:00:00Z',
              case when g % 5 = 0 then 'cancelled' when g % 5 = 1 then 'scheduled'
                   else 'completed' end,
              case when g % 5 in (0, 1) then null
                   else timestamptz '2024-01-31T23:30:00Z' + (g % 2) * interval '1 hour' end,
              case when g % 7 = 0 then null else 100 * g end
       from generate_series(1, 60) g`,
      [van],
    );
    await expectRollupsExact();
    const before = await route(van);
    expect(before.series.map((m) => m.month)).toEqual(['2024-01', '2024-02']);

    await w.t.db.query(
      `update maintenance set status = 'completed', completed_at = '2024-06-10T10:00:00Z'
       where asset_id = $1 and status = 'scheduled'`,
      [van],
    );
    await w.t.db.query(
      `update maintenance set cost = cost * 2 where asset_id = $1 and cost < 1000`,
      [van],
    );
    await w.t.db.query(
      `update maintenance set currency = 'USD' where asset_id = $1 and cost > 5000`,
      [van],
    );
    await w.t.db.query(
      `update maintenance set status = 'cancelled', completed_at = null, cancelled_at = now()
       where asset_id = $1 and title like 'Travaux 1%'`,
      [van],
    );
    await w.t.db.query(`delete from maintenance where asset_id = $1 and title like 'Travaux 2%'`, [
      van,
    ]);
    // Reminders stamp scheduled work often: nothing to write in the rollup.
    await w.t.db.query(`update maintenance set due_soon_notified_at = now() where asset_id = $1`, [
      van,
    ]);
    await expectRollupsExact();

    const raw = await w.t.db.query<{ month: string; cost: number }>(
      `select ${MONTH('completed_at')} as month, sum(cost)::float8 as cost from maintenance
       where asset_id = $1 and status = 'completed' and cost is not null and currency = 'EUR'
       group by 1 order by 1`,
      [van],
    );
    const after = await route(van);
    expect(after.series.map((m) => ({ month: m.month, cost: m.maintenance_cost }))).toEqual(
      raw.map((r) => ({ month: r.month, cost: r.cost })),
    );
    expect(after.maintenance_cost).toBe(raw.reduce((sum, r) => sum + r.cost, 0));
  });
});

describe('flotte_rebuild_earnings_rollups()', () => {
  it('repairs damaged rollups from the raw tables', async () => {
    const van = await newVan(w, 'Van réparé');
    await bulkEarnings(van, 500);
    await w.t.db.query(
      `insert into maintenance (asset_id, kind, title, scheduled_at, status, completed_at, cost)
       values ($1, 'inspection', 'Contrôle', '2025-03-01T00:00:00Z', 'completed',
               '2025-03-02T00:00:00Z', 1234)`,
      [van],
    );
    const right = await route(van);
    const stranger = await newVan(w, 'Van sans gains');

    // Damage: wrong sums, a month lost, a month that never was, a cost doubled.
    await w.t.db.query(
      `update earnings_monthly set gross = gross + 7, count = count + 1
       where asset_id = $1 and month = '2025-12-01'`,
      [van],
    );
    await w.t.db.query(
      `delete from earnings_monthly where asset_id = $1 and month = '2025-11-01'`,
      [van],
    );
    await w.t.db.query(
      `insert into earnings_monthly (asset_id, month, currency, gross, commission, net, count)
       values ($1, '2020-01-01', 'EUR', 999, 99, 900, 3)`,
      [stranger],
    );
    await w.t.db.query(`update maintenance_costs_monthly set cost = cost * 2 where asset_id = $1`, [
      van,
    ]);
    // The route reads the rollup: it shows the damage.
    expect(await route(van)).not.toEqual(right);
    expect((await route(stranger)).count).toBe(3);

    await w.t.db.query('select flotte_rebuild_earnings_rollups()');

    await expectRollupsExact();
    expect(await route(van)).toEqual(right);
    expect((await route(stranger)).count).toBe(0);
  });
});

describe('concurrent writers on PostgreSQL', () => {
  it.skipIf(!onPostgres)(
    'earnings of one asset written at once all count, a rebuild among them included',
    async () => {
      const van = await newVan(w, 'Van très demandé');
      // Each transaction holds its rollup row a moment, so the others queue on it.
      const deliveries = Array.from({ length: 24 }, (_, i) =>
        w.t.db.transaction(async (tx) => {
          await recordEarning(tx, { assetId: van, gross: 1000 + i, currency: 'EUR', rate: 0.1 });
          await tx.query('select pg_sleep(0.02)');
        }),
      );
      // A month without a rollup row yet: its first rows race to create it.
      const firstOfMonth = Array.from({ length: 12 }, (_, i) =>
        w.t.db.transaction(async (tx) => {
          await tx.query(
            `insert into earnings (asset_id, owner_user_id, gross, commission, net, earned_at)
             values ($1, $2, $3, 0, $3, '2019-05-10T12:00:00Z')`,
            [van, w.ids.owner, 10 + i],
          );
          await tx.query('select pg_sleep(0.02)');
        }),
      );
      const bulks = [bulkEarnings(van, 400), bulkEarnings(van, 400)];
      const rebuild = w.t.db.query('select flotte_rebuild_earnings_rollups()');
      await Promise.all([...deliveries, ...firstOfMonth, ...bulks, rebuild]);

      await expectRollupsExact();
      const data = await route(van);
      expect(data.count).toBe(24 + 12 + 800);
      expect(data.series.find((m) => m.month === '2019-05')).toMatchObject({
        count: 12,
        gross: 12 * 10 + (11 * 12) / 2,
      });
      const month = new Date().toISOString().slice(0, 7);
      expect(data.series.find((m) => m.month === month)?.count).toBe(24);
    },
  );

  it.skipIf(!onPostgres)('maintenance completed at once all counts', async () => {
    const van = await newVan(w, 'Van en révision');
    const ids = await w.t.db.query<{ id: string }>(
      `insert into maintenance (asset_id, kind, title, scheduled_at)
       select $1, 'preventive', 'Révision ' || g, '2024-09-01T00:00:00Z'
       from generate_series(1, 16) g returning id`,
      [van],
    );
    await Promise.all(
      ids.map(({ id }, i) =>
        w.t.db.transaction(async (tx) => {
          await tx.query(
            `update maintenance set status = 'completed', completed_at = '2024-09-15T10:00:00Z',
               cost = $2 where id = $1`,
            [id, 100 * (i + 1)],
          );
          await tx.query('select pg_sleep(0.02)');
        }),
      ),
    );
    await expectRollupsExact();
    expect((await route(van)).maintenance_cost).toBe((100 * 16 * 17) / 2);
  });
});

describe('truncate', () => {
  // Last: it empties the tables the other tests wrote.
  it('a truncated table empties its rollup', async () => {
    expect((await rolledEarnings()).length).toBeGreaterThan(0);
    expect((await rolledCosts()).length).toBeGreaterThan(0);
    // The payout statements' links to earnings (migration 051) go with them.
    await w.t.db.query('truncate earnings, maintenance, payout_statement_earnings');
    expect(await rolledEarnings()).toEqual([]);
    expect(await rolledCosts()).toEqual([]);
    expect((await route(w.ids.ownerVan)).count).toBe(0);
  });
});
