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
      const locked = await queryOne(
        tx,
        z.object({ status: requestStatus }),
        'select status from requests where id = $1 for update',
        [request.id],
      );
      if (!isDispatchable(locked!.status)) throw invalidTransition();
      if (asset.asset_type_id !== request.asset_type_id) {
        throw new ApiError(409, 'asset_type_mismatch');
      }
      await assertCompliant(tx, asset.id);
      const driver = await driverFor(tx, asset, input.driver_id);
      await takeAsset(tx, asset.id);
      const { id } = (await queryOne(
        tx,
        idRow,
        `insert into dispatches (request_id, asset_id, dispatched_by, driver_id)
         values ($1, $2, $3, $4) returning id`,
        [request.id, asset.id, user.id, driver],
      ))!;
      await tx.query(`update requests set status = 'assigned', updated_at = now() where id = $1`, [
        request.id,
      ]);
      await audit(tx, {
        actorUserId: user.id,
        action: 'dispatch',
        entity: 'dispatch',
        entityId: id,
        changes: { request_id: request.id, asset_id: asset.id, driver_id: driver },
      });
      mails.push(...(await noticeRecipient(tx, notices, request.id, 'assigned')));
      return readDispatch(tx, user, id);
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
      await takeAsset(tx, asset.id);
      await freeAsset(tx, current.asset_id);
      await tx.query(
        `update dispatches set asset_id = $2, driver_id = $3, updated_at = now() where id = $1`,
        [current.id, asset.id, driver],
      );
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
