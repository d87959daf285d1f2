/**
 * Who drives a dispatch (docs/drivers.md, "Who drives"): one of the drivers of the asset's
 * owner — the owner's (`employer_user_id`), or the business's for an in-house asset
 * (`business_id`) — and not disabled; anyone else `422 invalid_driver` on `driver_id`. Unnamed,
 * the asset's default driver while it still is one; null, nobody.
 */
import type { Dispatch, DispatchDriverUpdate } from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { readDispatch } from './read';
import { assertDriverFreeAt } from './busy';
import { isAssetDriver } from '../drivers/drivers';
import { invalidTransition, isDispatcher, lockDispatch } from './locks';

/** The asset's side of the rule: whose drivers drive it, and its default one. */
/** Who may drive an asset: its owner's and its business's drivers, its default one. */
export const drivenAsset = z.object({
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  default_driver_id: z.string().nullable(),
});
export type DrivenAsset = z.infer<typeof drivenAsset>;

const invalidDriver = () =>
  new ApiError(422, 'invalid_driver', undefined, [
    { path: 'driver_id', message: 'flotte.errors.invalid_driver' },
  ]);

/**
 * The driver a dispatch of `asset` takes: `named` (checked: 422 otherwise), null for none, or
 * (undefined) the asset's default driver if it still drives for the owner.
 */
export async function driverFor(
  tx: Queryable,
  asset: DrivenAsset,
  named: string | null | undefined,
): Promise<string | null> {
  if (named === null) return null;
  if (named !== undefined) {
    if (!(await isAssetDriver(tx, named, asset, true))) throw invalidDriver();
    return named;
  }
  const fallback = asset.default_driver_id;
  return fallback && (await isAssetDriver(tx, fallback, asset)) ? fallback : null;
}

export async function readDrivenAsset(tx: Queryable, assetId: string): Promise<DrivenAsset> {
  const asset = await queryOne(
    tx,
    drivenAsset,
    'select owner_user_id, business_id, default_driver_id from assets where id = $1',
    [assetId],
  );
  return asset!;
}

/**
 * `PATCH /asset-dispatch/{id}/driver`: the dispatcher changes (or removes) the driver while
 * the dispatch is `assigned`; once on its way, `409 invalid_transition`.
 */
export async function changeDispatchDriver(
  db: Db,
  user: User,
  id: string,
  input: DispatchDriverUpdate,
): Promise<Dispatch> {
  return db.transaction(async (tx) => {
    if (!isDispatcher(user)) throw notFound();
    const current = await lockDispatch(tx, user, id);
    if (current.status !== 'assigned') throw invalidTransition();
    const asset = await readDrivenAsset(tx, current.asset_id);
    const driver = await driverFor(tx, asset, input.driver_id);
    if (driver && driver !== current.driver_id) {
      await assertDriverFreeAt(tx, { driverId: driver, assetId: current.asset_id, dispatchId: id });
    }
    if (driver !== current.driver_id) {
      await tx.query('update dispatches set driver_id = $2, updated_at = now() where id = $1', [
        id,
        driver,
      ]);
      await audit(tx, {
        actorUserId: user.id,
        action: 'driver',
        entity: 'dispatch',
        entityId: id,
        changes: { driver_id: { from: current.driver_id, to: driver } },
      });
    }
    return readDispatch(tx, user, id);
  });
}
