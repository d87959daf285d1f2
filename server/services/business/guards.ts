/**
 * Checks several business routes share: a suspended (or not yet approved) business's staff may
 * sign in and read, but not change anything of the business (403 business_inactive).
 */
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';

export const businessInactive = () => new ApiError(403, 'business_inactive');

/** 403 business_inactive unless the business is active; 404 when it does not exist (any more). */
export async function assertBusinessActive(db: Queryable, businessId: string): Promise<void> {
  const rows = await db.query<{ active: boolean }>(
    'select active from businesses where id = $1 and deleted_at is null',
    [businessId],
  );
  if (!rows[0]) throw notFound();
  if (!rows[0].active) throw businessInactive();
}

/** The business of a business or B2B staff member, checked active (others: no business). */
export async function activeBusinessOf(db: Queryable, user: User): Promise<string> {
  if (!user.business_id || (user.role !== 'business' && user.role !== 'b2b')) throw notFound();
  await assertBusinessActive(db, user.business_id);
  return user.business_id;
}
