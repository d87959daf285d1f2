/**
 * Dispatches (`/asset-dispatch`): an asset, and its driver, serving a request; reassignment to
 * another asset. The moves (and the money on delivery) are moves.ts, the driver's
 * steps steps.ts, the reads read.ts; locks and their order locks.ts.
 */
import type { Dispatch, DispatchCreate, DispatchReassign } from '../../../contract/dispatch';
import { z } from 'zod';
import { requestStatus } from '../../../contract/request';
import type { User } from '../../../contract/auth';
import { isDispatchable, isOpenDispatch } from '../../../contract/request-moves';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { rowById } from '../platform/find';
import { assertCompliant } from '../compliance/compliance';
import { findRequest } from '../requests/requests';
import { dispatchableAssetSql } from '../../scope/assets';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';
import { readDispatch } from './read';
import { assertDriverFreeAt } from './busy';
import { driverFor, type DrivenAsset } from './driver';
import {
  freeAsset,
  invalidTransition,
  isDispatcher,
  lockDispatch,
  takeAsset,
  unavailable,
  uniqueToUnavailable,
} from './locks';

export { getDispatch, listAssetDispatches } from './read';
export { updateDispatch } from './moves';

interface AssetRow extends DrivenAsset {
  [key: string]: unknown;
  id: string;
  asset_type_id: string;
  status: string;
}

async function dispatchableAsset(tx: Queryable, user: User, id: string): Promise<AssetRow> {
  return rowById<AssetRow>(
    tx,
    id,
    (param) => `select a.id, a.asset_type_id, a.owner_user_id, a.business_id, a.default_driver_id,
       a.status
     from assets a where a.id = $1 and ${dispatchableAssetSql(param, user)}`,
  );
}

/**
 * The request about to be dispatched, locked: still dispatchable (else `409
 * invalid_transition`) and asking for `assetTypeId` (else `409 asset_type_mismatch`). Taken
 * before the asset (the lock order: request, dispatch, assets, wallet).
 */
export async function lockDispatchable(
  tx: Queryable,
  requestId: string,
  assetTypeId: string,
): Promise<void> {
  const locked = await queryOne(
    tx,
    z.object({ status: requestStatus, asset_type_id: z.string() }),
    'select status, asset_type_id from requests where id = $1 for update',
    [requestId],
  );
  if (!locked || !isDispatchable(locked.status)) throw invalidTransition();
  if (locked.asset_type_id !== assetTypeId) throw new ApiError(409, 'asset_type_mismatch');
}

export interface NewDispatch {
  requestId: string;
  assetId: string;
  driverId: string | null;
  /** The published round it is a stop of (docs/rounds.md). */
  roundId?: string | undefined;
}

/**
 * THE dispatch creation (the owner's `POST /asset-dispatch` and a round's publish): the
 * dispatch row, its request `assigned`, the audit entry; answers its id and the recipient's
 * mails to deliver after the commit. The caller checked the request (lockDispatchable), the
 * asset's compliance and its driver, and holds the asset.
 */
export async function insertDispatch(
  tx: Queryable,
  /** Who dispatched: null for auto-dispatch (rounds/auto-dispatch.ts). */
  user: { id: string | null },
  input: NewDispatch,
  notices: NoticeDeps,
): Promise<{ id: string; mails: string[] }> {
  const { id } = (await queryOne(
    tx,
    idRow,
    `insert into dispatches (request_id, asset_id, dispatched_by, driver_id, round_id)
     values ($1, $2, $3, $4, $5) returning id`,
    [input.requestId, input.assetId, user.id, input.driverId, input.roundId ?? null],
  ))!;
  await tx.query(`update requests set status = 'assigned', updated_at = now() where id = $1`, [
    input.requestId,
  ]);
  await audit(tx, {
    actorUserId: user.id,
    action: 'dispatch',
    entity: 'dispatch',
    entityId: id,
    changes: {
      request_id: input.requestId,
      asset_id: input.assetId,
      driver_id: input.driverId,
      ...(input.roundId ? { round_id: input.roundId } : {}),
    },
  });
  return { id, mails: await noticeRecipient(tx, notices, input.requestId, 'assigned') };
}

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
      await lockDispatchable(tx, request.id, asset.asset_type_id);
      await assertCompliant(tx, asset.id);
      const driver = await driverFor(tx, asset, input.driver_id);
      if (driver) {
        // Its time: when the request is wanted, else now.
        await assertDriverFreeAt(
          tx,
          { driverId: driver, assetId: asset.id },
          request.scheduled_at ?? undefined,
        );
      }
      await takeAsset(tx, asset.id);
      const created = await insertDispatch(
        tx,
        user,
        { requestId: request.id, assetId: asset.id, driverId: driver },
        notices,
      );
      mails.push(...created.mails);
      return readDispatch(tx, user, created.id);
    })
    .catch(uniqueToUnavailable);
  notices.mailer.deliver(mails);
  return assigned;
}

/**
 * Moves an assigned or in-transit dispatch to another available asset of the requested type;
 * its driver becomes the new asset's default one unless the body names one (or null).
 */
export async function reassignDispatch(
  db: Db,
  user: User,
  input: DispatchReassign,
): Promise<Dispatch> {
  return db
    .transaction(async (tx) => {
      if (!isDispatcher(user)) throw notFound();
      const current = await lockDispatch(tx, user, input.dispatch_id);
      const asset = await dispatchableAsset(tx, user, input.asset_id);
      if (!isOpenDispatch(current.status)) throw invalidTransition();
      const request = await queryOne(
        tx,
        z.object({ asset_type_id: z.string() }),
        'select asset_type_id from requests where id = $1',
        [current.request_id],
      );
      if (asset.asset_type_id !== request!.asset_type_id) {
        throw new ApiError(409, 'asset_type_mismatch');
      }
      if (asset.id === current.asset_id) throw unavailable();
      await assertCompliant(tx, asset.id);
      const driver = await driverFor(tx, asset, input.driver_id);
      if (driver) {
        await assertDriverFreeAt(tx, {
          driverId: driver,
          assetId: asset.id,
          dispatchId: current.id,
        });
      }
      await takeAsset(tx, asset.id);
      await tx.query(
        `update dispatches set asset_id = $2, driver_id = $3, updated_at = now() where id = $1`,
        [current.id, asset.id, driver],
      );
      await freeAsset(tx, current.asset_id);
      await tx.query(
        `insert into dispatch_reassignments
           (dispatch_id, previous_asset_id, new_asset_id, reason, by_user_id)
         values ($1, $2, $3, $4, $5)`,
        [current.id, current.asset_id, asset.id, input.reason, user.id],
      );
      await audit(tx, {
        actorUserId: user.id,
        action: 'reassign',
        entity: 'dispatch',
        entityId: current.id,
        changes: {
          asset_id: { from: current.asset_id, to: asset.id },
          driver_id: { from: current.driver_id, to: driver },
          reason: input.reason,
        },
      });
      return readDispatch(tx, user, current.id);
    })
    .catch(uniqueToUnavailable);
}
