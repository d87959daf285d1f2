/**
 * Which pages of the large lists are prepared statements (ListSql.page, `indexed`; docs/totals.md,
 * "Prepared pages"). PostgreSQL may keep one generic plan for a prepared statement, so only a page
 * that an index reads in its order may be one: an index of the list's table whose first columns
 * are the page's conditions (each equal to one value) and whose next ones are its order, on the
 * rows the list shows. For every page the app prepares such an index must exist; pages without
 * one must be planned at each request. Runs on PGlite and, in CI, on a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { Db, Queryable, QueryOptions, Row } from '../../server/db/db';
import { createTestApp, type TestApp } from './helpers';
import type { Role } from '../../contract/roles';
import { maintenanceKinds } from '../../contract/maintenance';

interface Recorded {
  sql: string;
  params: unknown[];
  name: string | undefined;
}

let t: TestApp;
let app: App;
const log: Recorded[] = [];
/** Values the pages' filters name, by placeholder (`TYPE`, `ASSET`, `BUSINESS`, `KIND`). */
const ids: Record<string, string> = {};

/** `db` recording each statement and whether it was run as a prepared statement. */
function recording(db: Db): Db {
  const wrap = (q: Queryable): Queryable => ({
    query<T extends Row = Row>(sql: string, params: readonly unknown[] = [], o?: QueryOptions) {
      log.push({ sql, params: [...params], name: o?.name });
      return q.query<T>(sql, params, o);
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

const one = async (sql: string) => (await t.db.query<{ id: string }>(sql))[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ db: recording(t.db), config: t.config, now: t.clock.now });
  ids.TYPE = await one(`select id from asset_types where name = 'Camionnette'`);
  ids.ASSET = await one(`select id from assets order by name limit 1`);
  ids.BUSINESS = await one(`select id from businesses order by created_at limit 1`);
  ids.KIND = maintenanceKinds[0];
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** The page statement of `GET url` as `role` (the one with an offset). */
async function pageStatement(role: Role, url: string): Promise<Recorded> {
  const headers = await t.as(role);
  const resolved = url.replace(/\b(TYPE|ASSET|BUSINESS|KIND)\b/g, (k) => ids[k]!);
  log.length = 0;
  const res = await app.inject({ url: resolved, headers });
  expect(res.statusCode, res.body).toBe(200);
  const page = log.filter((s) => /\boffset\b/i.test(s.sql));
  expect(page).toHaveLength(1);
  return page[0]!;
}

const NOT_NULL = ' IS NOT NULL';

/**
 * The btree indexes of `table` as their columns (`lower(name)` as written), each on rows a list
 * of `live` may read: no predicate, or one of `live` and of `column IS NOT NULL` on its first
 * columns (a list equal to a value there never reads a null).
 */
async function indexesOf(table: string, live: string | undefined): Promise<string[][]> {
  const rows = await t.db.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename = $1`,
    [table],
  );
  return rows
    .map((r) => /USING btree \((.*?)\)(?: WHERE \((.*)\))?$/.exec(r.indexdef))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      columns: m[1]!.split(/,\s*(?![^()]*\))/),
      predicate: (m[2] ?? '').split(/\) AND \(/).map((p) => p.replace(/^\(|\)$/g, '')),
    }))
    .filter(({ columns, predicate }) =>
      predicate.every(
        (p) =>
          p === '' ||
          p === live ||
          (p.endsWith(NOT_NULL) && columns.includes(p.slice(0, -NOT_NULL.length))),
      ),
    )
    .map(({ columns }) => columns);
}

/** Whether an index of `table` reads rows equal on `columns` (any order) in the order `sort`. */
async function indexReads(
  { table, live }: Table,
  columns: string[],
  sort: string[],
): Promise<boolean> {
  return (await indexesOf(table, live)).some(
    (index) =>
      index.length >= columns.length + sort.length &&
      columns.every((c) => index.slice(0, columns.length).includes(c)) &&
      sort.every((e, i) => index[columns.length + i] === e),
  );
}

interface Table {
  table: string;
  /** The partial index predicate of the rows the list shows (live rows), if any. */
  live?: string;
}
const ASSETS: Table = { table: 'assets', live: 'deleted_at IS NULL' };
const REQUESTS: Table = { table: 'requests' };
const LEDGER: Table = { table: 'wallet_transactions' };
const MAINTENANCE: Table = { table: 'maintenance' };
const LEASES: Table = { table: 'leases' };
const USERS: Table = { table: 'users' };
const BUSINESSES: Table = { table: 'businesses', live: 'deleted_at IS NULL' };

const BY_NAME = ['lower(name)', 'id'];
const BY_DATE = ['created_at', 'id'];
const BY_YEAR = ['year', 'id'];
const BY_SCHEDULE = ['scheduled_at', 'id'];
const BY_START = ['start_date', 'id'];
const PAGE = 'limit=25&skip=0';
const NEWEST = `${PAGE}&sort=created_at&order=desc`;

/** [what, role, URL, table, its columns equal to one value, the index columns of its order] */
type Case = [string, Role, string, Table, string[], string[]];

const prepared: Case[] = [
  [
    'the owner’s first page of assets',
    'asset_owner',
    `/api/assets?${PAGE}`,
    ASSETS,
    ['owner_user_id'],
    BY_NAME,
  ],
  [
    'the owner’s available assets, newest first',
    'asset_owner',
    `/api/assets?${NEWEST}&status=available`,
    ASSETS,
    ['owner_user_id', 'status'],
    BY_DATE,
  ],
  [
    'the superadmin’s first page of assets',
    'superadmin',
    `/api/assets?${PAGE}`,
    ASSETS,
    [],
    BY_NAME,
  ],
  [
    'the assets of a status',
    'superadmin',
    `/api/assets?${PAGE}&status=available`,
    ASSETS,
    ['status'],
    BY_NAME,
  ],
  [
    'the manager’s assets, newest first',
    'in_house_manager',
    `/api/assets?${NEWEST}`,
    ASSETS,
    [],
    BY_DATE,
  ],
  [
    'the business’s first page of assets',
    'business',
    `/api/assets?${PAGE}`,
    ASSETS,
    ['business_id'],
    BY_NAME,
  ],
  [
    'every request, newest first',
    'superadmin',
    `/api/business-dispatches?${NEWEST}`,
    REQUESTS,
    [],
    BY_DATE,
  ],
  [
    'a business’s requests, newest first',
    'superadmin',
    `/api/business-dispatches?${NEWEST}&business_id=BUSINESS`,
    REQUESTS,
    ['business_id'],
    BY_DATE,
  ],
  [
    'the requests of a status',
    'in_house_manager',
    `/api/business-dispatches?${NEWEST}&status=pending`,
    REQUESTS,
    ['status'],
    BY_DATE,
  ],
  [
    'a business’s requests of a status',
    'superadmin',
    `/api/business-dispatches?${NEWEST}&status=pending&business_id=BUSINESS`,
    REQUESTS,
    ['business_id', 'status'],
    BY_DATE,
  ],
  [
    'the superadmin’s page of a business’s requests',
    'superadmin',
    `/api/superadmin/business/BUSINESS/requests?${PAGE}`,
    REQUESTS,
    ['business_id'],
    BY_DATE,
  ],
  [
    'the business’s ledger',
    'business',
    `/api/wallet/transactions?${PAGE}`,
    LEDGER,
    ['wallet_id'],
    BY_DATE,
  ],
  [
    'a business’s ledger, for the superadmin',
    'superadmin',
    `/api/superadmin/business/BUSINESS/transactions?${PAGE}`,
    LEDGER,
    ['wallet_id'],
    BY_DATE,
  ],
  [
    'every maintenance, newest first',
    'superadmin',
    `/api/maintenance?${NEWEST}`,
    MAINTENANCE,
    [],
    BY_DATE,
  ],
  [
    'maintenance of a status',
    'in_house_manager',
    `/api/maintenance?${NEWEST}&status=scheduled`,
    MAINTENANCE,
    ['status'],
    BY_DATE,
  ],
  [
    'an asset’s maintenance, newest first',
    'superadmin',
    `/api/maintenance?${NEWEST}&asset_id=ASSET`,
    MAINTENANCE,
    ['asset_id'],
    BY_DATE,
  ],
  [
    'every maintenance by date due',
    'superadmin',
    `/api/maintenance?${PAGE}&sort=scheduled_at&order=asc`,
    MAINTENANCE,
    [],
    BY_SCHEDULE,
  ],
  ['every lease, newest first', 'superadmin', `/api/leases?${NEWEST}`, LEASES, [], BY_DATE],
  [
    'the lessor’s leases',
    'asset_owner',
    `/api/leases?${NEWEST}`,
    LEASES,
    ['lessor_user_id'],
    BY_DATE,
  ],
  [
    'the lessee’s leases',
    'business',
    `/api/leases?${NEWEST}`,
    LEASES,
    ['lessee_business_id'],
    BY_DATE,
  ],
  [
    'the lessor’s pending leases',
    'asset_owner',
    `/api/leases?${NEWEST}&status=pending`,
    LEASES,
    ['lessor_user_id', 'status'],
    BY_DATE,
  ],
  [
    'the lessee’s pending leases',
    'business',
    `/api/leases?${NEWEST}&status=pending`,
    LEASES,
    ['lessee_business_id', 'status'],
    BY_DATE,
  ],
  [
    'every lease by start',
    'superadmin',
    `/api/leases?${PAGE}&sort=start_date&order=asc`,
    LEASES,
    [],
    BY_START,
  ],
  ['every user, newest first', 'superadmin', `/api/users?${NEWEST}`, USERS, [], BY_DATE],
  [
    'the users of a role',
    'superadmin',
    `/api/users?${NEWEST}&role=business`,
    USERS,
    ['role'],
    BY_DATE,
  ],
  ['the users by name', 'superadmin', `/api/users?${PAGE}&sort=name&order=asc`, USERS, [], BY_NAME],
  [
    'every business, newest first',
    'superadmin',
    `/api/business?${NEWEST}`,
    BUSINESSES,
    [],
    BY_DATE,
  ],
  [
    'the approval queue',
    'superadmin',
    `/api/business?${NEWEST}&active=false`,
    BUSINESSES,
    ['active'],
    BY_DATE,
  ],
  [
    'the approval queue of a kind',
    'in_house_manager',
    `/api/business?${NEWEST}&active=false&kind=standard`,
    BUSINESSES,
    ['active', 'kind'],
    BY_DATE,
  ],
  [
    'the businesses by name',
    'superadmin',
    `/api/business?${PAGE}&sort=name&order=asc`,
    BUSINESSES,
    [],
    BY_NAME,
  ],
];

describe('prepared pages', () => {
  it.each(prepared)(
    '%s is prepared, and an index reads it in order',
    async (_, role, url, table, columns, sort) => {
      expect((await pageStatement(role, url)).name).toMatch(/^flotte_/);
      expect(await indexReads(table, columns, sort)).toBe(true);
    },
  );

  it('an asset’s dispatches are prepared, their ids read from an index on the asset', async () => {
    expect(
      (await pageStatement('superadmin', `/api/asset-dispatch/by-asset/ASSET?${PAGE}`)).name,
    ).toMatch(/^flotte_/);
    expect(await indexReads({ table: 'dispatches' }, ['asset_id'], [])).toBe(true);
    expect(await indexReads({ table: 'dispatch_reassignments' }, ['previous_asset_id'], [])).toBe(
      true,
    );
  });

  const planned: Case[] = [
    [
      'a type by name',
      'superadmin',
      `/api/assets?${PAGE}&asset_type_id=TYPE`,
      ASSETS,
      ['asset_type_id'],
      BY_NAME,
    ],
    [
      'the owner’s assets by year',
      'asset_owner',
      `/api/assets?${PAGE}&sort=year`,
      ASSETS,
      ['owner_user_id'],
      BY_YEAR,
    ],
    [
      'the requests of a type',
      'superadmin',
      `/api/business-dispatches?${NEWEST}&asset_type_id=TYPE`,
      REQUESTS,
      ['asset_type_id'],
      BY_DATE,
    ],
    [
      // Its index (019) holds scheduled work only.
      'an asset’s maintenance by date due',
      'superadmin',
      `/api/maintenance?${PAGE}&sort=scheduled_at&order=asc&asset_id=ASSET`,
      MAINTENANCE,
      ['asset_id'],
      BY_SCHEDULE,
    ],
    // Scoped through the asset (another table): no index of maintenance reads it in order.
    [
      'the owner’s maintenance',
      'asset_owner',
      `/api/maintenance?${NEWEST}`,
      MAINTENANCE,
      ['owner_user_id'],
      BY_DATE,
    ],
    [
      'the maintenance of a kind',
      'superadmin',
      `/api/maintenance?${PAGE}&sort=scheduled_at&order=asc&kind=KIND`,
      MAINTENANCE,
      ['kind'],
      BY_SCHEDULE,
    ],
    [
      'the lessor’s leases by start',
      'asset_owner',
      `/api/leases?${PAGE}&sort=start_date&order=asc`,
      LEASES,
      ['lessor_user_id'],
      BY_START,
    ],
    [
      'the users of a status',
      'superadmin',
      `/api/users?${NEWEST}&status=disabled`,
      USERS,
      ['status'],
      BY_DATE,
    ],
    [
      'the businesses of a kind by name',
      'superadmin',
      `/api/business?${PAGE}&sort=name&order=asc&kind=standard`,
      BUSINESSES,
      ['kind'],
      BY_NAME,
    ],
  ];

  it.each(planned)(
    '%s has no index in its order, and is planned at each request',
    async (_, role, url, table, columns, sort) => {
      expect((await pageStatement(role, url)).name).toBeUndefined();
      expect(await indexReads(table, columns, sort)).toBe(false);
    },
  );

  it('a text search (its total counted) is planned at each request', async () => {
    expect(
      (await pageStatement('asset_owner', `/api/assets?${PAGE}&q=camion`)).name,
    ).toBeUndefined();
    expect(
      (await pageStatement('superadmin', `/api/business-dispatches?${NEWEST}&q=rue`)).name,
    ).toBeUndefined();
  });

  it('the same page is the same statement for every value of its shape', async () => {
    const a = await pageStatement('superadmin', `/api/assets?${PAGE}&status=available`);
    const b = await pageStatement('superadmin', `/api/assets?${PAGE}&status=inactive`);
    expect(b.params).not.toEqual(a.params);
    expect(a.name).toMatch(/^flotte_/);
    expect(b.name).toBe(a.name);
    const c = await pageStatement(
      'superadmin',
      `/api/business-dispatches?${NEWEST}&status=pending`,
    );
    const d = await pageStatement(
      'superadmin',
      `/api/business-dispatches?${NEWEST}&status=delivered`,
    );
    expect(d.params).not.toEqual(c.params);
    expect(d.name).toBe(c.name);
  });
});
