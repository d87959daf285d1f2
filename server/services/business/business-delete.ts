/**
 * DELETE /business/{id} (superadmin): a soft delete. The row stays for the history that
 * references it (requests, ledger, audit) and keeps its slug reserved, but no route finds it
 * any more (docs/business.md, "Deleting").
 */
import { z } from 'zod';
import type { Business } from '../../../contract/business';
import { OPEN_REQUEST_STATUSES } from '../../../contract/request-moves';
import type { Db, Queryable } from '../../db/db';
import { sqlList } from '../../db/sql';
import { ApiError, notFound } from '../../errors';
import { revokeSessions } from '../accounts/admin-users';
import { audit } from '../platform/audit';
import { hasLiveClients } from './business-profile';
import { findBusiness } from './businesses';
import { queryRows } from '../../db/query';

/**
 * The refusals, in the order they are checked: each names what must be settled first. Locks
 * follow the documented order (docs/requests-and-money.md, docs/plans-and-subscriptions.md):
 * the business (the caller's), its assets, its live subscription, its wallet.
 */
async function assertDeletable(tx: Queryable, businessId: string): Promise<void> {
  const open = await tx.query(
    `select 1 from requests where business_id = $1
       and status in (${sqlList(OPEN_REQUEST_STATUSES)}) limit 1`,
    [businessId],
  );
  if (open.length > 0) throw new ApiError(409, 'business_has_open_requests');
  // Locked: an in-house asset cannot be dispatched between this read and its withdrawal.
  const assets = await queryRows(
    tx,
    z.object({ status: z.string() }),
    'select status from assets where business_id = $1 and deleted_at is null for update',
    [businessId],
  );
  // The live subscription before the wallet, in the renewal job's order (subscription, then
  // wallet), so that a renewal and a delete at once wait for each other instead of deadlocking.
  await tx.query(
    `select 1 from subscriptions where business_id = $1 and status in ('active', 'past_due')
     for update`,
    [businessId],
  );
  // Locked: a top-up cannot land between this check and the delete.
  const wallet = await queryRows(
    tx,
    z.object({ balance: z.number() }),
    'select balance::float8 as balance from wallets where business_id = $1 for update',
    [businessId],
  );
  if (Number(wallet[0]?.balance ?? 0) > 0) throw new ApiError(409, 'business_has_funds');
  if (await hasLiveClients(tx, businessId)) throw new ApiError(409, 'business_has_clients');
  // A lessee pays each period from the wallet: its running leases are ended first, by the
  // owner or the operator (docs/leases.md), not silently by the delete.
  const leases = await tx.query(
    `select 1 from leases where lessee_business_id = $1 and status = 'active' limit 1`,
    [businessId],
  );
  if (leases.length > 0) throw new ApiError(409, 'business_has_active_leases');
  // An in-house asset serving another business's request (the operator may dispatch any
  // asset), leased or in the workshop cannot be withdrawn under it.
  if (assets.some((a) => ['dispatched', 'leased', 'in_maintenance'].includes(a.status))) {
    throw new ApiError(409, 'asset_in_use');
  }
}

export async function deleteBusiness(db: Db, actorId: string, id: string): Promise<Business> {
  return db.transaction(async (tx) => {
    const before = await findBusiness(tx, id, true);
    if (!before) throw notFound();
    await assertDeletable(tx, id);

    await tx.query(
      `update businesses set deleted_at = now(), active = false, updated_at = now()
       where id = $1`,
      [id],
    );
    const staff = await queryRows(
      tx,
      z.object({ id: z.string() }),
      `update users set disabled_at = coalesce(disabled_at, now()), updated_at = now()
       where business_id = $1 returning id`,
      [id],
    );
    const revoked = await revokeSessions(
      tx,
      staff.map((u) => u.id),
    );
    // Withdrawn like a deleted asset with history: hidden, inactive, kept for its earnings.
    const assets = await tx.query(
      `update assets set status = 'inactive', deleted_at = now(), updated_at = now()
       where business_id = $1 and deleted_at is null returning id`,
      [id],
    );
    // Its proposals waiting for an owner's answer can no longer be accepted.
    const proposals = await tx.query(
      `update leases set status = 'cancelled', cancelled_at = now(), updated_at = now()
       where lessee_business_id = $1 and status = 'pending' returning id`,
      [id],
    );
    const subscriptions = await tx.query(
      `update subscriptions set status = 'cancelled', ended_at = now(), updated_at = now()
       where business_id = $1 and status in ('active', 'past_due') returning id`,
      [id],
    );
    await audit(tx, {
      actorUserId: actorId,
      action: 'delete',
      entity: 'business',
      entityId: id,
      changes: {
        ...before,
        staff_disabled: staff.length,
        revoked_sessions: revoked,
        withdrawn_assets: assets.length,
        cancelled_subscriptions: subscriptions.length,
        cancelled_lease_proposals: proposals.length,
      },
    });
    return before;
  });
}
