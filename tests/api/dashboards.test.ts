/**
 * The role dashboards (docs/dashboards.md): GET /dashboard/owner, /dashboard/business and
 * /dashboard/superadmin. Who may call each, then each figure compared with the database (and
 * with the total of the list its link opens) after known writes; other businesses' and other
 * owners' data are not counted.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../contract/common';
import { assetStatuses } from '../../contract/asset';
import {
  SERIES_MONTHS,
  businessDashboard,
  ownerDashboard,
  superadminDashboard,
  type BusinessDashboard,
  type OwnerDashboard,
  type SuperadminDashboard,
} from '../../contract/dashboards';
import { REQUEST_STATUSES } from '../../contract/request';
import { lowBalance } from '../../server/services/dashboards/business';
import {
  assign,
  createRequest,
  createWorld,
  inject,
  move,
  snapshot,
  topUp,
  type Headers,
} from './requests-fixtures';
import { insertRequest, insertWaitingBusiness } from './manager-dashboard-fixtures';
import { insertSubscription, one } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const ROUTES = {
  owner: { url: '/dashboard/owner', schema: ownerDashboard, role: 'asset_owner' },
  business: { url: '/dashboard/business', schema: businessDashboard, role: 'business' },
  superadmin: { url: '/dashboard/superadmin', schema: superadminDashboard, role: 'superadmin' },
} as const;

async function get<T>(url: string, schema: z.ZodType<T>, headers: Headers): Promise<T> {
  const res = await inject(w.t, 'GET', url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return oneResponse(schema).parse(res.json()).data;
}
const owner = (h: Headers = w.as.asset_owner): Promise<OwnerDashboard> =>
  get('/dashboard/owner', ownerDashboard, h);
const business = (h: Headers = w.as.business): Promise<BusinessDashboard> =>
  get('/dashboard/business', businessDashboard, h);
const superadmin = (): Promise<SuperadminDashboard> =>
  get('/dashboard/superadmin', superadminDashboard, w.as.superadmin);

/** A list's total, as a dashboard link opens it. */
async function total(url: string, headers: Headers): Promise<number> {
  const res = await inject(w.t, 'GET', url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return listResponse(z.unknown()).parse(res.json()).pagination.total;
}

const n = async (sql: string, params: unknown[] = []) =>
  Number((await one<{ n: number }>(w.t, `select (${sql})::float8 as n`, params)).n);

/** `YYYY-MM` of the month `by` months from `at`'s (UTC). */
const monthKey = (at: Date, by = 0) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + by, 1)).toISOString().slice(0, 7);

/** An earning written straight to the table (the rollup triggers keep the dashboards' rows). */
async function insertEarning(assetId: string, ownerId: string, earnedAt: string, gross: number) {
  const commission = Math.round(gross / 10);
  await w.t.db.query(
    `insert into earnings (asset_id, owner_user_id, gross, commission, net, currency, earned_at)
     values ($1, $2, $3, $4, $5, 'EUR', $6)`,
    [assetId, ownerId, gross, commission, gross - commission, earnedAt],
  );
}

describe('who may call each dashboard', () => {
  it('answers each role its own only: 403 to every other role, 401 signed out; writes nothing', async () => {
    const before = await snapshot(w);
    const callers: [string, Headers | undefined][] = [
      ['superadmin', w.as.superadmin],
      ['in_house_manager', w.as.in_house_manager],
      ['business', w.as.business],
      ['b2b', w.as.b2b],
      ['asset_owner', w.as.asset_owner],
      ['business (another business)', w.otherBusiness],
      ['business (white-label)', w.parent],
      ['b2b (a white-label client)', w.child],
      ['asset_owner (another owner)', w.otherOwner],
      ['signed out', undefined],
    ];
    const expected = (route: keyof typeof ROUTES, who: string) =>
      who === 'signed out' ? 401 : who.split(' ')[0] === ROUTES[route].role ? 200 : 403;
    const table: Record<string, Record<string, number>> = {};
    const want: Record<string, Record<string, number>> = {};
    for (const [who, headers] of callers) {
      table[who] = {};
      want[who] = {};
      for (const route of Object.keys(ROUTES) as (keyof typeof ROUTES)[]) {
        table[who][route] = (await inject(w.t, 'GET', ROUTES[route].url, headers)).statusCode;
        want[who][route] = expected(route, who);
      }
    }
    expect(table).toEqual(want);
    expect(table.in_house_manager).toEqual({ owner: 403, business: 403, superadmin: 403 });
    expect(await snapshot(w)).toEqual(before);
  });

  it('answers the error shape with its code on a refusal', async () => {
    const res = await inject(w.t, 'GET', '/dashboard/superadmin', w.as.business);
    expect(res.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
  });
});

describe("the asset owner's dashboard", () => {
  it('counts its live assets by status, as the assets list filtered on each', async () => {
    await w.t.db.query(
      `insert into assets (asset_type_id, owner_user_id, name, status, deleted_at)
       values ($1, $2, 'Inactive', 'inactive', null), ($1, $2, 'Supprimé', 'available', now()),
              ($1, $3, 'Chez un autre', 'available', null)`,
      [
        w.ids.van,
        w.ids.owner,
        (await one<{ id: string }>(w.t, `select id from users where email = 'owner2@flotte.test'`))
          .id,
      ],
    );
    const data = await owner();
    for (const status of assetStatuses) {
      const inDb = await n(
        `select count(*) from assets where owner_user_id = $1 and status = $2
         and deleted_at is null`,
        [w.ids.owner, status],
      );
      expect(data.assets_by_status[status], status).toBe(inDb);
      expect(await total(`/assets?status=${status}`, w.as.asset_owner)).toBe(inDb);
    }
    expect(data.assets_by_status.inactive).toBeGreaterThanOrEqual(1);
    // The other owner's figures do not hold this owner's assets.
    const other = await owner(w.otherOwner);
    expect(Object.values(other.assets_by_status).reduce((a, b) => a + b, 0)).toBe(
      await n(`select count(*) from assets a join users u on u.id = a.owner_user_id
               where u.email = 'owner2@flotte.test' and a.deleted_at is null`),
    );
  });

  it('sums its earnings by month over 12 months, this month last, not another owner’s', async () => {
    const before = await owner();
    const now = new Date(before.as_of);
    const thisMonth = now.toISOString();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    const longAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 13, 15));
    await insertEarning(w.ids.ownerVan, w.ids.owner, thisMonth, 10_000);
    await insertEarning(w.ids.ownerBike, w.ids.owner, thisMonth, 2_500);
    await insertEarning(w.ids.ownerVan, w.ids.owner, lastMonth.toISOString(), 4_000);
    await insertEarning(w.ids.ownerVan, w.ids.owner, longAgo.toISOString(), 99_000);
    const otherOwnerId = (
      await one<{ id: string }>(w.t, `select id from users where email = 'owner2@flotte.test'`)
    ).id;
    await insertEarning(w.ids.otherVan, otherOwnerId, thisMonth, 7_000);

    const data = await owner();
    expect(data.earnings).toHaveLength(1);
    const [eur] = data.earnings;
    expect(eur!.currency).toBe('EUR');
    expect(eur!.months.map((m) => m.month)).toEqual(
      Array.from({ length: SERIES_MONTHS }, (_, i) => monthKey(now, i - SERIES_MONTHS + 1)),
    );
    for (const m of eur!.months) {
      const [y, mo] = m.month.split('-').map(Number);
      const from = new Date(Date.UTC(y!, mo! - 1, 1)).toISOString();
      const to = new Date(Date.UTC(y!, mo!, 1)).toISOString();
      const where = `where owner_user_id = $1 and earned_at >= $2 and earned_at < $3`;
      expect(m.net, m.month).toBe(
        await n(`select coalesce(sum(net), 0) from earnings ${where}`, [w.ids.owner, from, to]),
      );
      expect(m.count, m.month).toBe(
        await n(`select count(*) from earnings ${where}`, [w.ids.owner, from, to]),
      );
    }
    expect(eur!.months.at(-1)!.net).toBe(before.earnings[0]!.months.at(-1)!.net + 11_250);
    expect(eur!.months.at(-2)!.net).toBe(before.earnings[0]!.months.at(-2)!.net + 3_600);
    // The other owner sees its own earning only.
    const other = await owner(w.otherOwner);
    expect(other.earnings[0]!.months.at(-1)!.net).toBe(6_300);
  });

  it('counts the pending requests of its asset types, as its requests list filtered on pending', async () => {
    const before = await owner();
    await insertRequest(w, 'pending', new Date()); // a van: the owner has vans
    await w.t.db.query(
      `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price,
         status) values ($1, $2, 'A', 'B', 0, 'pending'), ($1, $3, 'A', 'B', 0, 'assigned')`,
      [w.ids.other, w.ids.truck, w.ids.van],
    );
    const data = await owner();
    const inDb = await n(
      `select count(*) from requests where status = 'pending' and asset_type_id in
         (select asset_type_id from assets where owner_user_id = $1 and deleted_at is null)`,
      [w.ids.owner],
    );
    expect(data.requests_open).toBe(inDb);
    expect(data.requests_open).toBe(before.requests_open + 1);
    expect(await total('/business-dispatches?status=pending', w.as.asset_owner)).toBe(inDb);
  });

  it('counts its scheduled maintenance and names the one due first', async () => {
    const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const insert = async (
      assetId: string,
      title: string,
      at: string | null,
      status = 'scheduled',
    ) =>
      (
        await one<{ id: string }>(
          w.t,
          `insert into maintenance (asset_id, kind, title, scheduled_at, due_odometer_km, status)
           values ($1, 'preventive', $2, $3, case when $3::timestamptz is null then 90000 end, $4)
           returning id`,
          [assetId, title, at, status],
        )
      ).id;
    await insert(w.ids.ownerVan, 'Vidange', soon(5));
    const first = await insert(w.ids.ownerBike, 'Freins', soon(2));
    await insert(w.ids.ownerVan, 'Au compteur', null);
    await insert(w.ids.ownerVan, 'Commencée', soon(1), 'in_progress');
    await insert(w.ids.otherVan, 'Chez un autre', soon(1));

    const data = await owner();
    expect(data.next_maintenance).toMatchObject({
      id: first,
      title: 'Freins',
      asset_id: w.ids.ownerBike,
      asset_name: 'Urban Arrow Cargo',
    });
    const inDb = await n(
      `select count(*) from maintenance m join assets a on a.id = m.asset_id
       where a.owner_user_id = $1 and a.deleted_at is null and m.status = 'scheduled'`,
      [w.ids.owner],
    );
    expect(data.maintenance_scheduled).toBe(inDb);
    expect(await total('/maintenance?status=scheduled', w.as.asset_owner)).toBe(inDb);
    expect((await owner(w.otherOwner)).next_maintenance?.title).toBe('Chez un autre');
  });
});

describe("a business's dashboard", () => {
  it('counts its requests by status, as its requests list filtered on each; not another business’s', async () => {
    await insertRequest(w, 'pending', new Date());
    await insertRequest(w, 'delivered', new Date());
    await insertRequest(w, 'pending', new Date(), w.ids.other);
    const data = await business();
    for (const status of REQUEST_STATUSES) {
      const inDb = await n(`select count(*) from requests where business_id = $1 and status = $2`, [
        w.ids.business,
        status,
      ]);
      expect(data.requests_by_status[status], status).toBe(inDb);
      expect(await total(`/business-dispatches?status=${status}`, w.as.business)).toBe(inDb);
    }
    const other = await business(w.otherBusiness);
    expect(other.requests_by_status.pending).toBe(
      await n(`select count(*) from requests where business_id = $1 and status = 'pending'`, [
        w.ids.other,
      ]),
    );
  });

  it('counts a white-label parent’s clients’ requests with its own', async () => {
    await insertRequest(w, 'cancelled', new Date(), w.ids.child);
    const data = await business(w.parent);
    expect(data.requests_by_status.cancelled).toBe(
      await n(
        `select count(*) from requests where business_id in ($1, $2) and status = 'cancelled'`,
        [w.ids.parent, w.ids.child],
      ),
    );
    expect(data.requests_by_status.cancelled).toBeGreaterThanOrEqual(1);
  });

  it('shows its balance and the month’s spend from the ledger after a top-up and a delivery', async () => {
    const before = await business();
    await topUp(w, w.ids.business, 50_000);
    const requestId = await createRequest(w, { price: 12_000 });
    const dispatchId = await assign(w, requestId, w.ids.ownerVan2);
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, dispatchId, 'delivered')).statusCode).toBe(200);

    const data = await business();
    expect(data.wallet_balance).toBe(
      await n(`select balance from wallets where business_id = $1`, [w.ids.business]),
    );
    expect(data.wallet_balance).toBe(before.wallet_balance + 50_000 - 12_000);
    expect(data.spend_this_month).toBe(
      await n(
        `select coalesce(sum(t.amount), 0) from wallet_transactions t
         join wallets w on w.id = t.wallet_id
         where w.business_id = $1 and t.type = 'debit' and t.created_at >= $2`,
        [w.ids.business, data.month_start],
      ),
    );
    expect(data.spend_this_month).toBe(before.spend_this_month + 12_000);
    expect(data.currency).toBe('EUR');
    // Another business's wallet is its own.
    expect((await business(w.otherBusiness)).wallet_balance).toBe(
      await n(`select coalesce((select balance from wallets where business_id = $1), 0)`, [
        w.ids.other,
      ]),
    );
  });

  it('shows its live subscription and warns when the balance will not pay the renewal', async () => {
    const none = await business(w.otherBusiness);
    expect(none.subscription).toBeNull();
    // An empty wallet warns, whatever the subscription.
    expect(none.wallet_balance).toBe(0);
    expect(none.low_balance).toBe(true);

    await insertSubscription(w.t, w.ids.other, 'starter');
    const sub = await one<{ id: string; price: number; end: Date }>(
      w.t,
      `select id, price::float8 as price, current_period_end as end from subscriptions
       where business_id = $1 and status <> 'cancelled'`,
      [w.ids.other],
    );
    await topUp(w, w.ids.other, Math.max(1, Number(sub.price) - 1));
    const low = await business(w.otherBusiness);
    expect(low.subscription).toMatchObject({
      id: sub.id,
      status: 'active',
      auto_renew: true,
      price: Number(sub.price),
      current_period_end: new Date(sub.end).toISOString(),
    });
    expect(low.low_balance_threshold).toBe(Number(sub.price));
    expect(low.low_balance).toBe(low.wallet_balance < Number(sub.price));

    await topUp(w, w.ids.other, Number(sub.price) + 1);
    const enough = await business(w.otherBusiness);
    expect(enough.low_balance).toBe(false);
  });

  it('decides the low balance by the rule of docs/dashboards.md', () => {
    expect(lowBalance(0, null)).toEqual({ threshold: 0, low: true });
    expect(lowBalance(1, null)).toEqual({ threshold: 0, low: false });
    expect(lowBalance(999, { price: 1000, auto_renew: true })).toEqual({
      threshold: 1000,
      low: true,
    });
    expect(lowBalance(1000, { price: 1000, auto_renew: true }).low).toBe(false);
    // Not renewing by itself: nothing to pay, no warning above zero.
    expect(lowBalance(5, { price: 1000, auto_renew: false })).toEqual({ threshold: 0, low: false });
  });
});

describe("the superadmin's dashboard", () => {
  it('counts the approval queue, as the businesses list filtered on active=false', async () => {
    const before = await superadmin();
    await insertWaitingBusiness(w, 'en-attente-dashboard');
    await insertWaitingBusiness(w, 'supprimee-dashboard', true);
    const data = await superadmin();
    const inDb = await n(`select count(*) from businesses where not active and deleted_at is null`);
    expect(data.businesses_waiting).toBe(inDb);
    expect(data.businesses_waiting).toBe(before.businesses_waiting + 1);
    expect(await total('/business?active=false', w.as.superadmin)).toBe(inDb);
  });

  it('counts requests today and this ISO week by status', async () => {
    const before = await superadmin();
    const weekStart = new Date(before.week_start);
    await insertRequest(w, 'assigned', new Date(before.as_of));
    await insertRequest(w, 'assigned', new Date(weekStart.getTime() - 60_000)); // last week
    const data = await superadmin();
    for (const status of REQUEST_STATUSES) {
      const count = (from: string, to: Date) =>
        n(
          `select count(*) from requests where status = $1 and created_at >= $2 and created_at < $3`,
          [status, from, to.toISOString()],
        );
      expect(data.requests_today[status], status).toBe(
        await count(data.today_start, new Date(Date.parse(data.today_start) + 86_400_000)),
      );
      expect(data.requests_this_week[status], status).toBe(
        await count(data.week_start, new Date(Date.parse(data.week_start) + 7 * 86_400_000)),
      );
    }
    expect(data.requests_today.assigned).toBe(before.requests_today.assigned + 1);
    expect(data.requests_this_week.assigned).toBe(before.requests_this_week.assigned + 1);
  });

  it('sums the commission of every earning by month, and every wallet', async () => {
    const data = await superadmin();
    const now = new Date(data.as_of);
    const [eur] = data.commission_by_month;
    expect(eur!.currency).toBe('EUR');
    expect(eur!.months).toHaveLength(SERIES_MONTHS);
    for (const m of eur!.months) {
      const [y, mo] = m.month.split('-').map(Number);
      expect(m.amount, m.month).toBe(
        await n(
          `select coalesce(sum(commission), 0) from earnings
           where earned_at >= $1 and earned_at < $2 and currency = 'EUR'`,
          [
            new Date(Date.UTC(y!, mo! - 1, 1)).toISOString(),
            new Date(Date.UTC(y!, mo!, 1)).toISOString(),
          ],
        ),
      );
    }
    // Earnings and a delivery were written above: this month has commission.
    expect(eur!.months.at(-1)!.month).toBe(monthKey(now));
    expect(eur!.months.at(-1)!.amount).toBeGreaterThan(0);

    expect(data.wallets_total).toEqual([
      {
        currency: 'EUR',
        balance: await n(`select coalesce(sum(balance), 0) from wallets where currency = 'EUR'`),
        wallets: await n(`select count(*) from wallets where currency = 'EUR'`),
      },
    ]);
  });

  it('keeps the rollup equal to the earnings after a rebuild', async () => {
    const sums = () =>
      w.t.db.query(
        `select owner_user_id, month, currency, gross::float8, commission::float8, net::float8,
                count::float8 from owner_earnings_monthly where count <> 0 order by 1, 2, 3`,
      );
    const kept = await sums();
    await w.t.db.query('delete from owner_earnings_monthly');
    await w.t.db.query('select flotte_rebuild_earnings_rollups()');
    expect(await sums()).toEqual(kept);
    expect(kept.length).toBeGreaterThan(0);
  });
});
