/**
 * Checks several business routes share: a suspended (or not yet approved) business's staff may
 * sign in and read, but not change anything of the business (403 business_inactive).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { queryRows } from '../../db/query';

export const businessInactive = () => new ApiError(403, 'business_inactive');

/** 403 business_inactive unless the business is active; 404 when it does not exist (any more). */
export async function assertBusinessActive(db: Queryable, businessId: string): Promise<void> {
  await activeRow(db, businessId, '');
}

/** The business of a business or B2B staff member, checked active (others: no business). */
export async function activeBusinessOf(db: Queryable, user: User): Promise<string> {
  if (!user.business_id || (user.role !== 'business' && user.role !== 'b2b')) throw notFound();
  await assertBusinessActive(db, user.business_id);
  return user.business_id;
}

/**
 * How a write holds the business row until it commits (docs/business.md, "Races"): `update`
 * when it changes what the business may do (an invite, a subscription: they serialise), `no key
 * update` when rows referencing the business must still be inserted meanwhile (a first wallet
 * takes a key-share lock for its foreign key), `share` when it only needs the status to hold.
 */
export type BusinessLock = 'update' | 'no key update' | 'share';

/**
 * Locks the business row, then checks it is active: a status change or a delete in flight
 * (which lock it for update) is waited for, so none slips a write in. Answers its name.
 */
export async function lockActiveBusiness(
  tx: Queryable,
  businessId: string,
  lock: BusinessLock,
): Promise<{ name: string }> {
  return activeRow(tx, businessId, ` for ${lock}`);
}

async function activeRow(db: Queryable, businessId: string, lock: string) {
  const rows = await queryRows(
    db,
    z.object({ name: z.string(), active: z.boolean() }),
    `select name, active from businesses where id = $1 and deleted_at is null${lock}`,
    [businessId],
  );
  if (!rows[0]) throw notFound();
  if (!rows[0].active) throw businessInactive();
  return { name: rows[0].name };
}
