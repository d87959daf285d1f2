/**
 * Reading dispatches (`GET /asset-dispatch/{id}`, an asset's history): one record with its
 * driver, its steps' stamps, its last position, its proof and its reassignments, in the
 * caller's scope (server/scope/dispatches.ts; 404 outside it). A driver reads no price.
 */
import type { Dispatch } from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { statementName, type Queryable, type Row } from '../../db/db';
import { countRow, queryRows } from '../../db/query';
import { notFound } from '../../errors';
import { cappedCount, readShape, type Total } from '../platform/counts';
import { orNotFound } from '../platform/find';
import type { PageOf } from '../platform/list';
import { paramOf } from '../../scope/businesses';
import {
  assetHistoryScopeSql,
  dispatchScopeSql,
  seesDispatchMoney,
  seesWholeAssetHistory,
} from '../../scope/dispatches';
import { isUuid } from '../../db/sql';
import { DISPATCH_COLUMNS, DISPATCH_COUNTS, DISPATCH_FROM, toDispatch } from './dispatch-record';

type Params = unknown[];
const param = (params: Params, value: unknown) => `$${params.push(value)}`;

/**
 * The dispatches of `rows` with their proof and reassignments (oldest first), as `viewer`
 * reads them (null: internal use, the price included).
 */
async function withDetails(db: Queryable, rows: Row[], viewer: User | null): Promise<Dispatch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const history = await db.query(
    `select id, dispatch_id, previous_asset_id, new_asset_id, reason, by_user_id, at
     from dispatch_reassignments where dispatch_id = any($1::uuid[]) order by at, id`,
    [ids],
  );
  const proofs = await db.query(
    `select dispatch_id, kind, value, taken_at, lat, lng from dispatch_proofs
     where dispatch_id = any($1::uuid[]) order by kind`,
    [ids],
  );
  const money = !viewer || seesDispatchMoney(viewer);
  return rows.map((row) =>
    toDispatch(row, {
      proofs: proofs.filter((p) => p.dispatch_id === row.id),
      history: history.filter((h) => h.dispatch_id === row.id),
      money,
    }),
  );
}

/** One dispatch in `user`'s scope (null: no scope, internal use); undefined outside it. */
export async function findDispatch(
  db: Queryable,
  user: User | null,
  id: string,
): Promise<Dispatch | undefined> {
  if (!isUuid(id)) return undefined;
  const params: Params = [id];
  const scope = user ? dispatchScopeSql(paramOf(params), user) : 'true';
  const rows = await db.query(
    `select ${DISPATCH_COLUMNS} from ${DISPATCH_FROM} where d.id = $1 and ${scope}`,
    params,
  );
  return (await withDetails(db, rows, user))[0];
}

/**
 * A dispatch as `viewer` reads it after a write, without its scope (a write may take it out,
 * e.g. a reassignment away from an owner's asset).
 */
export async function readDispatch(db: Queryable, viewer: User, id: string): Promise<Dispatch> {
  const rows = await db.query(`select ${DISPATCH_COLUMNS} from ${DISPATCH_FROM} where d.id = $1`, [
    id,
  ]);
  return (await withDetails(db, rows, viewer))[0]!;
}

export const getDispatch = (db: Queryable, user: User, id: string): Promise<Dispatch> =>
  orNotFound(findDispatch(db, user, id));

/** Whether the caller sees the asset's history at all (404 otherwise). */
async function assetVisible(db: Queryable, user: User, assetId: string): Promise<boolean> {
  if (!isUuid(assetId)) return false;
  const params: Params = [assetId];
  const rows = await db.query(
    `select 1 from assets a where a.id = $1 and ${assetHistoryScopeSql(paramOf(params), user)}`,
    params,
  );
  return rows.length > 0;
}

/**
 * The total of an asset's history. For the operator and the asset's owner every dispatch it
 * serves now is in scope: its counter, plus the few reassigned away from it (counted). Business
 * staff and drivers see only some of them: counted up to the cap.
 */
async function historyTotal(
  db: Queryable,
  user: User,
  assetId: string,
  { where, scope, params }: { where: string; scope: string; params: Params },
): Promise<Total> {
  if (!seesWholeAssetHistory(user)) return cappedCount(db, DISPATCH_FROM, `where ${where}`, params);
  // From the reassignments (dispatch_reassignments_previous_idx): a few rows, never a scan.
  const moved = await queryRows(
    db,
    countRow,
    `select count(*)::int as n from ${DISPATCH_FROM} where d.asset_id <> $1 and d.id in
       (select h.dispatch_id from dispatch_reassignments h where h.previous_asset_id = $1)
       and ${scope}`,
    params,
  );
  const serving = await readShape(db, DISPATCH_COUNTS, { asset_id: assetId.toLowerCase() });
  return { total: serving + (moved[0]?.n ?? 0) };
}

export async function listAssetDispatches(
  db: Queryable,
  user: User,
  assetId: string,
  page: { limit: number; skip: number },
): Promise<PageOf<Dispatch>> {
  if (!(await assetVisible(db, user, assetId))) throw notFound();
  const params: Params = [assetId];
  const scope = dispatchScopeSql(paramOf(params), user);
  // Dispatches the asset served before a reassignment moved them stay in its history. Its
  // dispatch ids come from two indexes (dispatches_asset_idx, dispatch_reassignments_previous_idx)
  // whatever the asset: an `or exists (…)` on dispatches could not use them and read the table.
  const where = `d.id in (select id from dispatches where asset_id = $1
      union all select dispatch_id from dispatch_reassignments where previous_asset_id = $1)
    and ${scope}`;
  const total = await historyTotal(db, user, assetId, { where, scope, params });
  const sql = `select ${DISPATCH_COLUMNS} from ${DISPATCH_FROM} where ${where}
     order by d.created_at desc, d.id desc
     limit ${param(params, page.limit)} offset ${param(params, page.skip)}`;
  // Its plan is the same for every asset (the two index lookups, then the page's sort): a
  // prepared statement (ListSql.page, docs/totals.md).
  const rows = await db.query(sql, params, { name: statementName(sql) });
  return { data: await withDetails(db, rows, user), ...total };
}
