/**
 * The lived-in demo (docs/demo.md): the real server (`server/main.ts`) on a fresh data
 * directory with the default demo. Every demo role signs in through the HTTP API; each
 * dashboard's figures are non-zero and equal what the database holds (our own counts, on the
 * same data directory once the server stopped); the lists hold three months of history; the
 * ledger reconciles; a second start adds nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { ManagerDashboard } from '../../contract/manager-dashboard';
import type {
  BusinessDashboard,
  OwnerDashboard,
  SuperadminDashboard,
} from '../../contract/dashboards';
import type { RequestStats } from '../../contract/request';
import type { Wallet } from '../../contract/wallet';
import type { Db } from '../../server/db/db';
import { DEMO_COMPANY_ACCOUNTS, DEMO_DRIVER } from '../../server/demo';
import { REQUEST_STATUSES } from '../../contract/request';
import { openPglite } from '../../server/db/pglite';
import { DEMO_ACCOUNTS } from '../../server/seed';
import { reconcileWallets } from '../../server/jobs/wallet-reconciliation';
import type { Mailer } from '../../server/services/platform/mail';
import { call, signIn, startServer, stopServer, type Server } from './harness';

const root = mkdtempSync(path.join(tmpdir(), 'flotte-demo-'));
const dataDir = path.join(root, 'data');
// The default demo: no FLOTTE_DEMO, the embedded database.
const env = { DATABASE_URL: '', FLOTTE_DATA_DIR: dataDir, FLOTTE_DEMO: '' };
const servers: Server[] = [];
afterAll(async () => {
  for (const s of servers) await stopServer(s).catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

/** Every status a request has (a dashboard's figures name each). */
const STATUSES = REQUEST_STATUSES;
const DAY_MS = 86_400_000;

/** One signed-in GET answering `data`, or a list's total. */
async function read<T>(base: string, token: string, url: string): Promise<T> {
  const res = await call(base, 'GET', url, { token });
  expect(res.status, url).toBe(200);
  return (res.body as { data: T }).data;
}
async function total(base: string, token: string, url: string): Promise<number> {
  const res = await call(base, 'GET', url, { token });
  expect(res.status, url).toBe(200);
  const body = res.body as { pagination: { total: number; lower_bound?: boolean } };
  expect(body.pagination.lower_bound, url).toBeUndefined();
  return body.pagination.total;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

/** `select status, count(*)` as an object with every status (0 when absent). */
async function byStatus(db: Db, sql: string, params: unknown[] = []) {
  const rows = await db.query<{ status: string; n: number }>(sql, params);
  return Object.fromEntries(
    STATUSES.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]),
  ) as Record<(typeof STATUSES)[number], number>;
}

it(
  'the first start opens on a lived-in company whose dashboards are the database’s figures',
  { timeout: 900_000 },
  async () => {
    const first = await startServer(env, undefined, 300_000);
    servers.push(first);
    const url = first.url;
    // Every demo account is printed once, with the role it signs in as.
    for (const account of [...DEMO_ACCOUNTS, ...DEMO_COMPANY_ACCOUNTS, DEMO_DRIVER]) {
      expect(first.output()).toContain(account.email);
    }

    const token = {
      admin: await signIn(url, 'admin@flotte.demo'),
      manager: await signIn(url, 'manager@flotte.demo'),
      owner: await signIn(url, 'owner@flotte.demo'),
      business: await signIn(url, 'business@flotte.demo'),
      whitelabel: await signIn(url, 'whitelabel@flotte.demo'),
      b2b: await signIn(url, 'pharmacie@flotte.demo'),
    };
    const seen = {
      admin: await read<SuperadminDashboard>(url, token.admin, '/dashboard/superadmin'),
      manager: await read<ManagerDashboard>(url, token.manager, '/in-house-managers/dashboard'),
      owner: await read<OwnerDashboard>(url, token.owner, '/dashboard/owner'),
      business: await read<BusinessDashboard>(url, token.business, '/dashboard/business'),
      whitelabel: await read<BusinessDashboard>(url, token.whitelabel, '/dashboard/business'),
      b2bStats: await read<RequestStats>(url, token.b2b, '/requests/stats'),
      b2bWallet: await read<Wallet>(url, token.b2b, '/wallet'),
    };
    // The lists a person opens from those dashboards, with their exact totals.
    const lists = {
      requests: Object.fromEntries(
        await Promise.all(
          STATUSES.map(
            async (s) =>
              [
                s,
                await total(url, token.admin, `/business-dispatches?status=${s}&limit=1`),
              ] as const,
          ),
        ),
      ),
      overdue: await total(url, token.manager, '/maintenance?due_level=overdue&limit=1'),
      dueSoon: await total(url, token.manager, '/maintenance?due_level=due_soon&limit=1'),
      leasesActive: await total(url, token.manager, '/leases?status=active&limit=1'),
      leasesEnding: await total(
        url,
        token.manager,
        '/leases?status=active&ending_within_days=7&limit=1',
      ),
      waiting: await total(url, token.admin, '/business?active=false&limit=1'),
      clients: await total(url, token.whitelabel, '/business/b2b-clients?limit=1'),
      clientStaff: await total(url, token.whitelabel, '/business/b2b-users?limit=1'),
    };
    expect(await stopServer(first)).toBe(0);

    const db = await openPglite(dataDir);
    try {
      const one = async <T>(sql: string, params: unknown[] = []) =>
        (await db.query<Record<string, T>>(sql, params))[0]!;
      const ids = await one<string>(
        `select (select id from users where email = 'owner@flotte.demo') as owner,
              (select id from businesses where slug = 'transports-durand') as durand,
              (select id from businesses where slug = 'atlas-logistique') as atlas,
              (select id from businesses where slug = 'pharmacie-du-lac') as pharmacie`,
      );

      // The history: 300+ requests in every status over three months, reassignments, money.
      const requests = await byStatus(
        db,
        'select status, count(*)::int as n from requests group by status',
      );
      expect(sum(requests)).toBeGreaterThanOrEqual(300);
      for (const s of STATUSES) expect(requests[s], s).toBeGreaterThan(0);
      expect(lists.requests).toEqual(requests);
      const span = await one<number>(
        `select extract(epoch from max(created_at) - min(created_at))::float8 as s from requests`,
      );
      expect(span.s! * 1000).toBeGreaterThanOrEqual(89 * DAY_MS);
      const history = await one<number>(
        `select (select count(*) from dispatch_reassignments)::int as reassigned,
              (select count(*) from assets where deleted_at is null)::int as assets,
              (select count(distinct owner_user_id) from assets)::int as owners,
              (select count(*) from assets where business_id is not null)::int as in_house,
              (select count(*) from wallet_transactions where category = 'top_up')::int as top_ups,
              (select count(*) from wallet_transactions where category = 'request_charge')::int
                as charges,
              (select count(*) from wallet_transactions where category = 'subscription')::int
                as subscription_charges,
              (select max(periods) from subscriptions where status = 'active')::int as periods,
              (select count(*) from maintenance where repeat_every_days is not null
                 or repeat_every_km is not null)::int as recurring,
              (select count(*) from lease_preferences)::int as offers`,
      );
      expect(history.reassigned).toBeGreaterThan(0);
      expect(history.assets).toBeGreaterThanOrEqual(20);
      // Three owners of the company, and the planning day's (server/demo/planning-day.ts).
      expect(history.owners).toBe(4);
      expect(history.in_house).toBeGreaterThan(0);
      expect(history.top_ups).toBeGreaterThan(1);
      expect(history.charges).toBe(requests.delivered);
      expect(history.subscription_charges).toBeGreaterThan(2);
      expect(history.periods).toBeGreaterThan(1); // renewed at least once
      expect(history.recurring).toBeGreaterThan(0);
      expect(history.offers).toBeGreaterThan(0);

      // Every wallet is the sum of its ledger: the reconciliation finds nothing.
      const mailer = { queue: () => Promise.reject(new Error('no mail')), deliver: () => {} };
      const report = await reconcileWallets(db, mailer as unknown as Mailer, { error: () => {} });
      expect(report.walletsChecked).toBe(4);
      expect(report.mismatches).toEqual([]);
      // The kept counters and rollups equal a recount.
      const counters = await db.query('select tbl, key, n::int from row_counts order by 1, 2');
      const rollups = await db.query(
        'select owner_user_id, month, currency, gross::int, commission::int, net::int, count::int from owner_earnings_monthly where count > 0 order by 1, 2, 3',
      );
      await db
        .transaction(async (tx) => {
          await tx.query('select flotte_rebuild_counts()');
          await tx.query('select flotte_rebuild_earnings_rollups()');
          expect(await tx.query('select tbl, key, n::int from row_counts order by 1, 2')).toEqual(
            counters,
          );
          expect(
            await tx.query(
              'select owner_user_id, month, currency, gross::int, commission::int, net::int, count::int from owner_earnings_monthly where count > 0 order by 1, 2, 3',
            ),
          ).toEqual(rollups);
          throw new Error('rollback');
        })
        .catch((e: Error) => expect(e.message).toBe('rollback'));

      // The superadmin's dashboard.
      const admin = seen.admin;
      expect(admin.businesses_waiting).toBe(2);
      expect(lists.waiting).toBe(2);
      const window = (from: string) =>
        byStatus(
          db,
          `select status, count(*)::int as n from requests
         where created_at >= $1 and created_at <= $2 group by status`,
          [from, admin.as_of],
        );
      expect(admin.requests_today).toEqual(await window(admin.today_start));
      expect(admin.requests_this_week).toEqual(await window(admin.week_start));
      expect(sum(admin.requests_today)).toBeGreaterThan(0);
      const commission = await db.query<{ month: string; amount: number }>(
        `select to_char(date_trunc('month', earned_at at time zone 'UTC'), 'YYYY-MM') as month,
              sum(commission)::int as amount
       from earnings group by 1 order by 1`,
      );
      const eur = admin.commission_by_month.find((c) => c.currency === 'EUR')!;
      expect(eur.months.filter((m) => m.amount !== 0)).toEqual(commission);
      expect(commission.length).toBeGreaterThanOrEqual(3);
      const wallets = await one<number>(
        'select sum(balance)::int as balance, count(*)::int as wallets from wallets',
      );
      expect(admin.wallets_total).toEqual([{ currency: 'EUR', ...wallets }]);
      expect(wallets.balance).toBeGreaterThan(0);

      // The in-house manager's.
      const manager = seen.manager;
      expect(manager.requests_this_week).toEqual(admin.requests_this_week);
      expect(manager.requests_waiting).toBe(
        (
          await one<number>(
            `select count(*)::int as n from requests
           where status = 'pending' and created_at < $1::timestamptz - interval '60 minutes'`,
            [manager.as_of],
          )
        ).n,
      );
      expect(manager.requests_waiting).toBeGreaterThan(0);
      const assetRows = await db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from assets where deleted_at is null group by status`,
      );
      for (const [status, n] of Object.entries(manager.assets_by_status)) {
        expect(n, status).toBe(assetRows.find((r) => r.status === status)?.n ?? 0);
      }
      for (const status of ['available', 'dispatched', 'leased', 'in_maintenance']) {
        expect(manager.assets_by_status[status as 'available'], status).toBeGreaterThan(0);
      }
      const due = await one<number>(
        `select count(*) filter (where level = 'overdue')::int as overdue,
              count(*) filter (where level = 'due_soon')::int as due_soon
       from (select case
           when m.scheduled_at <= $1 or a.odometer_km >= m.due_odometer_km then 'overdue'
           when m.scheduled_at <= $1::timestamptz + interval '7 days'
             or a.odometer_km >= m.due_odometer_km - 500 then 'due_soon' end as level
         from maintenance m join assets a on a.id = m.asset_id
         where m.status = 'scheduled' and a.deleted_at is null) x`,
        [manager.as_of],
      );
      expect(manager.maintenance_overdue).toBe(due.overdue);
      expect(manager.maintenance_due_soon).toBe(due.due_soon);
      expect(lists.overdue).toBe(due.overdue);
      expect(lists.dueSoon).toBe(due.due_soon);
      expect(due.overdue).toBeGreaterThan(0);
      expect(due.due_soon).toBeGreaterThan(0);
      const leases = await one<number>(
        `select count(*)::int as active,
              count(*) filter (where end_date <= ($1::timestamptz at time zone 'UTC')::date + 7)::int
                as ending
       from leases where status = 'active' and end_date >= ($1::timestamptz at time zone 'UTC')::date`,
        [manager.as_of],
      );
      expect(manager.leases_active).toBe(leases.active);
      expect(manager.leases_ending_soon).toBe(leases.ending);
      expect(lists.leasesActive).toBe(leases.active);
      expect(lists.leasesEnding).toBe(leases.ending);
      expect(leases.ending).toBeGreaterThan(0);
      expect(leases.active).toBeGreaterThan(leases.ending!);
      expect(manager.businesses_waiting).toBe(2);

      // The asset owner's (Julien Petit).
      const owner = seen.owner;
      const ownerAssets = await db.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from assets
       where owner_user_id = $1 and deleted_at is null group by status`,
        [ids.owner],
      );
      for (const [status, n] of Object.entries(owner.assets_by_status)) {
        expect(n, status).toBe(ownerAssets.find((r) => r.status === status)?.n ?? 0);
      }
      const earned = await db.query<{ month: string; gross: number; net: number; count: number }>(
        `select to_char(date_trunc('month', earned_at at time zone 'UTC'), 'YYYY-MM') as month,
              sum(gross)::int as gross, sum(net)::int as net, count(*)::int as count
       from earnings where owner_user_id = $1 group by 1 order by 1`,
        [ids.owner],
      );
      const ownerSeries = owner.earnings.find((e) => e.currency === 'EUR')!;
      expect(ownerSeries.months.filter((m) => m.count > 0)).toEqual(earned);
      expect(earned.length).toBeGreaterThanOrEqual(3);
      const open = await one<number>(
        `select count(*)::int as n from requests where status = 'pending' and asset_type_id in
         (select asset_type_id from assets where owner_user_id = $1 and deleted_at is null)`,
        [ids.owner],
      );
      expect(owner.requests_open).toBe(open.n);
      const scheduled = await one<number | string>(
        `select count(*)::int as n,
              (select m.id from maintenance m join assets a on a.id = m.asset_id
               where a.owner_user_id = $1 and a.deleted_at is null and m.status = 'scheduled'
                 and m.scheduled_at is not null
               order by m.scheduled_at, m.id limit 1) as next
       from maintenance m join assets a on a.id = m.asset_id
       where a.owner_user_id = $1 and a.deleted_at is null and m.status = 'scheduled'`,
        [ids.owner],
      );
      expect(owner.maintenance_scheduled).toBe(scheduled.n);
      expect(owner.maintenance_scheduled).toBeGreaterThan(0);
      expect(owner.next_maintenance?.id).toBe(scheduled.next);

      // A business (Transports Durand), the white-label parent (its clients' requests with its
      // own), and a B2B client.
      const businessFigures = async (
        seenBy: BusinessDashboard,
        businessIds: string[],
        own: string,
      ) => {
        const counts = await byStatus(
          db,
          `select status, count(*)::int as n from requests where business_id = any($1::uuid[])
         group by status`,
          [businessIds],
        );
        expect(seenBy.requests_by_status).toEqual(counts);
        const money = await one<number>(
          `select w.balance::int as balance,
                (select coalesce(sum(amount), 0)::int from wallet_transactions t
                 where t.wallet_id = w.id and t.type = 'debit' and t.created_at >= $2
                   and t.created_at <= $3) as spend
         from wallets w where w.business_id = $1`,
          [own, seenBy.month_start, seenBy.as_of],
        );
        expect(seenBy.wallet_balance).toBe(money.balance);
        expect(seenBy.spend_this_month).toBe(money.spend);
        expect(seenBy.wallet_balance).toBeGreaterThan(0);
        expect(seenBy.spend_this_month).toBeGreaterThan(0);
        expect(seenBy.subscription?.status).toBe('active');
        for (const s of STATUSES) expect(seenBy.requests_by_status[s], s).toBeGreaterThan(0);
      };
      await businessFigures(seen.business, [ids.durand!], ids.durand!);
      const atlasGroup = (
        await db.query<{ id: string }>(
          'select id from businesses where id = $1 or parent_business_id = $1',
          [ids.atlas],
        )
      ).map((r) => r.id);
      expect(atlasGroup).toHaveLength(3);
      await businessFigures(seen.whitelabel, atlasGroup, ids.atlas!);
      expect(lists.clients).toBe(2);
      expect(lists.clientStaff).toBe(2);

      const b2b = await byStatus(
        db,
        'select status, count(*)::int as n from requests where business_id = $1 group by status',
        [ids.pharmacie],
      );
      expect(seen.b2bStats).toEqual({ total: sum(b2b), ...b2b });
      expect(seen.b2bStats.total).toBeGreaterThan(0);
      const b2bWallet = await one<number>(
        'select balance::int as balance from wallets where business_id = $1',
        [ids.pharmacie],
      );
      expect(seen.b2bWallet.balance).toBe(b2bWallet.balance);
      expect(b2bWallet.balance).toBeGreaterThan(0);
    } finally {
      await db.close();
    }

    // A second start on the same data directory writes nothing more.
    const countAll = async () => {
      const db2 = await openPglite(dataDir);
      try {
        return await db2.query('select tbl, key, n::int from row_counts order by 1, 2');
      } finally {
        await db2.close();
      }
    };
    const before = await countAll();
    const second = await startServer(env, undefined, 300_000);
    servers.push(second);
    expect(second.output()).not.toContain('demo accounts created');
    expect(await stopServer(second)).toBe(0);
    expect(await countAll()).toEqual(before);
  },
);
