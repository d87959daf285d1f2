/**
 * What every dispatch write takes first: the dispatch (in the caller's scope, 404 outside it)
 * under its locks, and the asset it holds.
 *
 * Locks are always taken in one order — request, dispatch, assets, wallet — so concurrent
 * moves serialise without deadlocks. "Two dispatches never hold one asset" rests on the
 * conditional `update assets set status = 'dispatched' where … and status = 'available'` (the
 * second transaction waits on the row lock, then matches nothing) and, underneath, on the
 * partial unique index `dispatches_active_asset_key`.
 */
import { z } from 'zod';
import { dispatchStatus } from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { canAccess } from '../../../contract/permissions';
import { SqlState, sqlStateOf, type Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { findDispatch } from './read';

export const invalidTransition = () => new ApiError(409, 'invalid_transition');
export const unavailable = () => new ApiError(409, 'asset_unavailable');

/**
 * Who dispatches (the permission table's `dispatch` on requests): asset owners their own assets,
 * managers and the superadmin any (scope: which).
 */
export const isDispatcher = (user: Pick<User, 'role'>) =>
  canAccess(user.role, { resource: 'business-dispatches', action: 'dispatch' });

/** What a write reads of the dispatch it locked. */
export const lockedDispatch = z.object({
  id: z.string(),
  status: dispatchStatus,
  asset_id: z.string(),
  request_id: z.string(),
  driver_id: z.string().nullable(),
});
export type LockedDispatch = z.infer<typeof lockedDispatch>;

/** Its columns, as `lockedDispatch` reads them. */
export const LOCKED_DISPATCH_COLUMNS = 'id, status, asset_id, request_id, driver_id';

/** The dispatch `id` in `user`'s scope (404 otherwise), its request and itself locked. */
export async function lockDispatch(tx: Queryable, user: User, id: string): Promise<LockedDispatch> {
  const visible = await findDispatch(tx, user, id);
  if (!visible) throw notFound();
  // Lock order: request, then dispatch (as everywhere else).
  await tx.query('select id from requests where id = $1 for update', [visible.request_id]);
  const locked = await queryOne(
    tx,
    lockedDispatch,
    `select ${LOCKED_DISPATCH_COLUMNS} from dispatches where id = $1 for update`,
    [id],
  );
  return locked!;
}

/** `available` → `dispatched`, or 409 asset_unavailable: the race is decided by this update. */
export async function takeAsset(tx: Queryable, assetId: string) {
  const taken = await tx.query(
    `update assets set status = 'dispatched', updated_at = now()
     where id = $1 and status = 'available' returning id`,
    [assetId],
  );
  if (taken.length === 0) throw unavailable();
}

/**
 * `dispatched` → `available` once the asset holds no open dispatch (a published round's asset
 * holds one per stop: it is free after its last).
 */
export async function freeAsset(tx: Queryable, assetId: string) {
  await tx.query(
    `update assets set status = 'available', updated_at = now()
     where id = $1 and status = 'dispatched'
       and not exists (select 1 from dispatches d
         where d.asset_id = $1 and d.status in ('assigned', 'in_transit'))`,
    [assetId],
  );
}

/** The unique indexes are the last word: their violation is the same 409 as the check. */
export const uniqueToUnavailable = (error: unknown): never => {
  if (sqlStateOf(error) === SqlState.uniqueViolation) throw unavailable();
  throw error;
};
