/**
 * Dispatches (`/asset-dispatch`): an asset serving a request, its status moves, reassignment
 * and, on delivery, the money (wallet debit + owner's earning) in the same transaction.
 *
 * Locks are always taken in one order — request, dispatch, assets, wallet — so concurrent
 * moves serialise without deadlocks. "Two dispatches never hold one asset" rests on the
 * conditional `update assets set status = 'dispatched' where … and status = 'available'` (the
 * second transaction waits on the row lock, then matches nothing) and, underneath, on the
 * partial unique index `dispatches_active_asset_key`.
 */
import {
  dispatch,
  reassignment,
  type Dispatch,
  type DispatchCreate,
  type DispatchReassign,
  type DispatchStatus,
  type DispatchUpdate,
} from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import {
  SqlState,
  sqlStateOf,
  statementName,
  type Db,
  type Queryable,
  type Row,
} from '../../db/db';
import { parseRow } from '../../db/rows';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { cappedCount, counted, readShape, type Total } from '../platform/counts';
import { orNotFound } from '../platform/find';
import type { PageOf } from '../platform/list';
import { entitlementsOf, type PlanPolicy } from '../business/entitlements';
import { recordEarning } from './earnings';
import { assertCompliant } from './compliance';
import { lockWallet, move } from '../money/money';
import { findRequest } from './requests';
import { dispatchableAssetSql } from '../../scope/assets';
import { paramOf } from '../../scope/businesses';
import { assetHistoryScopeSql, dispatchScopeSql } from '../../scope/dispatches';
import { isUuid } from '../platform/sql';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';

type Params = unknown[];
const param = (params: Params, value: unknown) => `$${params.push(value)}`;

const COLUMNS = `d.id, d.request_id, d.asset_id, a.name as asset_name, d.dispatched_by, d.status,
  r.price, r.currency, r.pickup_address, r.dropoff_address, d.created_at, d.updated_at,
  d.in_transit_at, d.delivered_at, d.cancelled_at`;
const FROM = `dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id`;

/** The dispatches of `rows` with their reassignments, oldest first. */
async function withHistory(db: Queryable, rows: Row[]): Promise<Dispatch[]> {
  if (rows.length === 0) return [];
  const history = await db.query(
    `select id, dispatch_id, previous_asset_id, new_asset_id, reason, by_user_id, at
     from dispatch_reassignments where dispatch_id = any($1::uuid[]) order by at, id`,
    [rows.map((r) => r.id)],
  );
  return rows.map((row) =>
    parseRow(dispatch, row, {
      currency: String(row.currency).trim(),
      reassignments: history
        .filter((h) => h.dispatch_id === row.id)
        .map((h) => parseRow(reassignment, h)),
    }),
  );
}

async function findDispatch(
  db: Queryable,
  user: User | null,
  id: string,
): Promise<Dispatch | undefined> {
  if (!isUuid(id)) return undefined;
  const params: Params = [id];
  const scope = user ? dispatchScopeSql(paramOf(params), user) : 'true';
  const rows = await db.query(
    `select ${COLUMNS} from ${FROM} where d.id = $1 and ${scope}`,
    params,
  );
  return (await withHistory(db, rows))[0];
}

export const getDispatch = (db: Queryable, user: User, id: string): Promise<Dispatch> =>
  orNotFound(findDispatch(db, user, id));

interface AssetRow {
  [key: string]: unknown;
  id: string;
  asset_type_id: string;
  owner_user_id: string | null;
  status: string;
}

async function dispatchableAsset(tx: Queryable, user: User, id: string): Promise<AssetRow> {
  if (!isUuid(id)) throw notFound();
  const params: Params = [id];
  const rows = await tx.query<AssetRow>(
    `select a.id, a.asset_type_id, a.owner_user_id, a.status from assets a
     where a.id = $1 and ${dispatchableAssetSql(paramOf(params), user)}`,
    params,
  );
  if (!rows[0]) throw notFound();
  return rows[0];
}

const invalidTransition = () => new ApiError(409, 'invalid_transition');
const unavailable = () => new ApiError(409, 'asset_unavailable');

/** `available` → `dispatched`, or 409 asset_unavailable: the race is decided by this update. */
async function takeAsset(tx: Queryable, assetId: string) {
  const taken = await tx.query(
    `update assets set status = 'dispatched', updated_at = now()
     where id = $1 and status = 'available' returning id`,
    [assetId],
  );
  if (taken.length === 0) throw unavailable();
}

async function freeAsset(tx: Queryable, assetId: string) {
  await tx.query(
    `update assets set status = 'available', updated_at = now()
     where id = $1 and status = 'dispatched'`,
    [assetId],
  );
}

/** The unique indexes are the last word: their violation is the same 409 as the check. */
const uniqueToUnavailable = (error: unknown): never => {
  if (sqlStateOf(error) === SqlState.uniqueViolation) throw unavailable();
  throw error;
};

export async function assignDispatch(
  db: Db,
  user: User,
  input: DispatchCreate,
  notices: NoticeDeps,
): Promise<Dispatch> {
  const mails: string[] = [];
  const assigned = await db
    .transaction(async (tx) => {
      const request = await findRequest(tx, user, input.request_id);
      if (!request) throw notFound();
      const asset = await dispatchableAsset(tx, user, input.asset_id);
      const locked = await tx.query<{ status: string }>(
        'select status from requests where id = $1 for update',
        [request.id],
      );
      if (locked[0]!.status !== 'pending') throw invalidTransition();
      if (asset.asset_type_id !== request.asset_type_id) {
        throw new ApiError(409, 'asset_type_mismatch');
      }
      await assertCompliant(tx, asset.id);
      await takeAsset(tx, asset.id);
      const rows = await tx.query<{ id: string }>(
        `insert into dispatches (request_id, asset_id, dispatched_by) values ($1, $2, $3)
         returning id`,
        [request.id, asset.id, user.id],
      );
      const id = rows[0]!.id;
      await tx.query(`update requests set status = 'assigned', updated_at = now() where id = $1`, [
        request.id,
      ]);
      await audit(tx, {
        actorUserId: user.id,
        action: 'dispatch',
        entity: 'dispatch',
        entityId: id,
        changes: { request_id: request.id, asset_id: asset.id },
      });
      mails.push(...(await noticeRecipient(tx, notices, request.id, 'assigned')));
      return (await findDispatch(tx, null, id))!;
    })
    .catch(uniqueToUnavailable);
  notices.mailer.deliver(mails);
  return assigned;
}

/** The dispatch's state machine; the request follows with the same status. */
const NEXT: Record<DispatchStatus, DispatchStatus[]> = {
  assigned: ['in_transit', 'cancelled'],
  in_transit: ['delivered'],
  delivered: [],
  cancelled: [],
};

async function lockDispatch(tx: Queryable, user: User, id: string) {
  const visible = await findDispatch(tx, user, id);
  if (!visible) throw notFound();
  // Lock order: request, then dispatch (as everywhere else).
  await tx.query('select id from requests where id = $1 for update', [visible.request_id]);
  const rows = await tx.query<{
    status: DispatchStatus;
    asset_id: string;
    request_id: string;
  }>('select status, asset_id, request_id from dispatches where id = $1 for update', [id]);
  return rows[0]!;
}

/** Asset owners move dispatches of their own assets; managers and the superadmin any. */
function mayMove(user: User) {
  return ['asset_owner', 'in_house_manager', 'superadmin'].includes(user.role);
}

export async function updateDispatch(
  db: Db,
  user: User,
  id: string,
  input: DispatchUpdate,
  ctx: { policy: PlanPolicy; notices: NoticeDeps },
): Promise<Dispatch> {
  const { policy, notices } = ctx;
  const mails: string[] = [];
  const moved = await db.transaction(async (tx) => {
    if (!mayMove(user)) throw notFound();
    const current = await lockDispatch(tx, user, id);
    if (!NEXT[current.status].includes(input.status)) throw invalidTransition();
    const to = input.status;
    const stamp = {
      in_transit: 'in_transit_at',
      delivered: 'delivered_at',
      cancelled: 'cancelled_at',
    }[to];
    let money: Record<string, unknown> | undefined;
    if (to === 'delivered') {
      const requests = await tx.query<{ business_id: string; price: number }>(
        'select business_id, price from requests where id = $1',
        [current.request_id],
      );
      const request = requests[0]!;
      // The asset (freed below) before the wallet: the documented lock order.
      await tx.query('select 1 from assets where id = $1 for no key update', [current.asset_id]);
      const wallet = await lockWallet(tx, request.business_id);
      if (wallet.balance < request.price) throw new ApiError(402, 'insufficient_funds');
      const charge =
        request.price > 0
          ? await move(tx, wallet, {
              type: 'debit',
              category: 'request_charge',
              amount: request.price,
              requestId: current.request_id,
              reference: `request:${current.request_id}`,
              actorId: user.id,
            })
          : undefined;
      const earning = await recordEarning(tx, {
        assetId: current.asset_id,
        dispatchId: id,
        gross: request.price,
        currency: wallet.currency,
        // The requesting business's plan decides the platform's share.
        rate: (await entitlementsOf(tx, request.business_id, policy)).commissionRate,
      });
      money = { charge: charge?.id ?? null, earning };
    }
    await tx.query(
      `update dispatches set status = $2, ${stamp} = now(), updated_at = now() where id = $1`,
      [id, to],
    );
    await tx.query(`update requests set status = $2, updated_at = now() where id = $1`, [
      current.request_id,
      to,
    ]);
    if (to === 'delivered' || to === 'cancelled') await freeAsset(tx, current.asset_id);
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'dispatch',
      entityId: id,
      changes: { status: { from: current.status, to }, ...(money ? { money } : {}) },
    });
    // The request took the same status: its recipient hears of it (after the commit).
    mails.push(...(await noticeRecipient(tx, notices, current.request_id, to)));
    return (await findDispatch(tx, null, id))!;
  });
  notices.mailer.deliver(mails);
  return moved;
}

export async function reassignDispatch(
  db: Db,
  user: User,
  input: DispatchReassign,
): Promise<Dispatch> {
  return db
    .transaction(async (tx) => {
      if (!mayMove(user)) throw notFound();
      const current = await lockDispatch(tx, user, input.dispatch_id);
      const asset = await dispatchableAsset(tx, user, input.asset_id);
      if (current.status !== 'assigned' && current.status !== 'in_transit') {
        throw invalidTransition();
      }
      const request = await tx.query<{ asset_type_id: string }>(
        'select asset_type_id from requests where id = $1',
        [current.request_id],
      );
      if (asset.asset_type_id !== request[0]!.asset_type_id) {
        throw new ApiError(409, 'asset_type_mismatch');
      }
      if (asset.id === current.asset_id) throw unavailable();
      await assertCompliant(tx, asset.id);
      await takeAsset(tx, asset.id);
      await freeAsset(tx, current.asset_id);
      await tx.query('update dispatches set asset_id = $2, updated_at = now() where id = $1', [
        input.dispatch_id,
        asset.id,
      ]);
      await tx.query(
        `insert into dispatch_reassignments
           (dispatch_id, previous_asset_id, new_asset_id, reason, by_user_id)
         values ($1, $2, $3, $4, $5)`,
        [input.dispatch_id, current.asset_id, asset.id, input.reason, user.id],
      );
      await audit(tx, {
        actorUserId: user.id,
        action: 'reassign',
        entity: 'dispatch',
        entityId: input.dispatch_id,
        changes: { asset_id: { from: current.asset_id, to: asset.id }, reason: input.reason },
      });
      return (await findDispatch(tx, null, input.dispatch_id))!;
    })
    .catch(uniqueToUnavailable);
}

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

/** The dispatches an asset serves now, counted (docs/totals.md). */
const COUNTS = counted({
  table: 'dispatches',
  columns: { 'd.asset_id': 'asset_id' },
  shapes: [['asset_id']],
});

/**
 * The total of an asset's history. For the operator and the asset's owner every dispatch it
 * serves now is in scope: its counter, plus the few reassigned away from it (counted). Business
 * staff see only some of them: counted up to the cap.
 */
async function historyTotal(
  db: Queryable,
  user: User,
  assetId: string,
  { where, scope, params }: { where: string; scope: string; params: Params },
): Promise<Total> {
  if (
    user.role !== 'superadmin' &&
    user.role !== 'in_house_manager' &&
    user.role !== 'asset_owner'
  ) {
    return cappedCount(db, FROM, `where ${where}`, params);
  }
  // From the reassignments (dispatch_reassignments_previous_idx): a few rows, never a scan.
  const moved = await db.query<{ n: number }>(
    `select count(*)::int as n from ${FROM} where d.asset_id <> $1 and d.id in
       (select h.dispatch_id from dispatch_reassignments h where h.previous_asset_id = $1)
       and ${scope}`,
    params,
  );
  const serving = await readShape(db, COUNTS, { asset_id: assetId.toLowerCase() });
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
  const sql = `select ${COLUMNS} from ${FROM} where ${where}
     order by d.created_at desc, d.id desc
     limit ${param(params, page.limit)} offset ${param(params, page.skip)}`;
  // Its plan is the same for every asset (the two index lookups, then the page's sort): a
  // prepared statement (ListSql.page, docs/totals.md).
  const rows = await db.query(sql, params, { name: statementName(sql) });
  return { data: await withHistory(db, rows), ...total };
}
