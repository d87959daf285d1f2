/**
 * Which asset pages are prepared statements (ListSql.page, `indexed`; docs/totals.md, "Prepared
 * pages"). PostgreSQL may keep one generic plan for a prepared statement, so only a page that an
 * index reads in its order may be one: an index whose first columns are the page's conditions
 * (each equal to one value) and whose next ones are its order, on live rows. For every page the
 * app prepares such an index must exist; pages without one must be planned at each request.
 * Runs on PGlite and, in CI, on a PostgreSQL server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app';
import type { Db, Queryable, QueryOptions, Row } from '../../server/db/db';
import { createTestApp, type TestApp } from './helpers';
import type { Role } from '../../contract/roles';

interface Recorded {
  sql: string;
  params: unknown[];
  name: string | undefined;
}

let t: TestApp;
let app: App;
const log: Recorded[] = [];
let vanTypeId: string;

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

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({ db: recording(t.db), config: t.config, now: t.clock.now });
  const rows = await t.db.query<{ id: string }>(
    `select id from asset_types where name = 'Camionnette'`,
  );
  vanTypeId = rows[0]!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** The page statement of `GET /api/assets?query` as `role` (the one with an offset). */
async function pageStatement(role: Role, query: string): Promise<Recorded> {
  const headers = await t.as(role);
  log.length = 0;
  const res = await app.inject({ url: `/api/assets?limit=25&skip=0${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  const page = log.filter((s) => /\boffset\b/i.test(s.sql));
  expect(page).toHaveLength(1);
  return page[0]!;
}

/** The columns of each btree index of assets on live rows (`lower(name)` as written). */
async function assetIndexes(): Promise<string[][]> {
  const rows = await t.db.query<{ indexdef: string }>(
    `select indexdef from pg_indexes where tablename = 'assets'`,
  );
  return rows
    .map((r) => /USING btree \((.*?)\)(?: WHERE \((.*)\))?$/.exec(r.indexdef))
    .filter((m) => m !== null && (m[2] === undefined || m[2] === 'deleted_at IS NULL'))
    .map((m) => m![1]!.split(/,\s*(?![^()]*\))/));
}

/** Whether an index reads rows equal on `columns` (any order) in the order of `sort`. */
async function indexReads(columns: string[], sort: string[]): Promise<boolean> {
  return (await assetIndexes()).some(
    (index) =>
      index.length >= columns.length + sort.length &&
      columns.every((c) => index.slice(0, columns.length).includes(c)) &&
      sort.every((e, i) => index[columns.length + i] === e),
  );
}

const BY_NAME = ['lower(name)', 'id'];
const BY_DATE = ['created_at', 'id'];
const BY_YEAR = ['year', 'id'];

describe('prepared asset pages', () => {
  const prepared: [string, Role, string, string[], string[]][] = [
    ['the owner’s first page', 'asset_owner', '', ['owner_user_id'], BY_NAME],
    [
      'the owner’s available assets, newest first',
      'asset_owner',
      '&status=available&sort=created_at&order=desc',
      ['owner_user_id', 'status'],
      BY_DATE,
    ],
    ['the superadmin’s first page', 'superadmin', '', [], BY_NAME],
    ['the superadmin’s assets of a status', 'superadmin', '&status=available', ['status'], BY_NAME],
    ['the manager’s newest first', 'in_house_manager', '&sort=created_at&order=desc', [], BY_DATE],
    ['the business’s first page', 'business', '', ['business_id'], BY_NAME],
  ];

  it.each(prepared)(
    '%s is prepared, and an index reads it in order',
    async (_, role, query, columns, sort) => {
      expect((await pageStatement(role, query)).name).toMatch(/^flotte_/);
      expect(await indexReads(columns, sort)).toBe(true);
    },
  );

  const planned: [string, Role, string, string[], string[]][] = [
    ['a type by name', 'superadmin', '&asset_type_id=TYPE', ['asset_type_id'], BY_NAME],
    ['the owner’s assets by year', 'asset_owner', '&sort=year', ['owner_user_id'], BY_YEAR],
  ];

  it.each(planned)(
    '%s has no index in its order, and is planned at each request',
    async (_, role, query, columns, sort) => {
      const statement = await pageStatement(role, query.replace('TYPE', vanTypeId));
      expect(statement.name).toBeUndefined();
      expect(await indexReads(columns, sort)).toBe(false);
    },
  );

  it('a text search (its total counted) is planned at each request', async () => {
    expect((await pageStatement('asset_owner', '&q=camion')).name).toBeUndefined();
  });

  it('the same page is the same statement for every value of its shape', async () => {
    const a = await pageStatement('superadmin', '&status=available');
    const b = await pageStatement('superadmin', '&status=inactive');
    expect(b.params).not.toEqual(a.params);
    expect(a.name).toMatch(/^flotte_/);
    expect(b.name).toBe(a.name);
  });
});
