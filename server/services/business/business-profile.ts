/**
 * Checks shared by creating and updating a business: its type, its white-label parent and its
 * slug (docs/business.md, "Kinds"); its currency is its wallet's (money/money.ts).
 */
import type { Queryable } from '../../db/db';
import { invalidField } from '../../errors';
import { slugExists, slugTaken } from '../accounts/signup';

/** `business_type_id` must name an existing business type. */
export async function assertBusinessType(tx: Queryable, id: string | null | undefined) {
  if (!id) return;
  const rows = await tx.query('select 1 from business_types where id = $1', [id]);
  if (rows.length === 0) throw invalidField('business_type_id');
}

/**
 * Only a B2B client has a parent, and it must be a live white-label business: anything else is
 * a 400 on `parent_business_id`. The parent row is locked (`for share`) so that it cannot be
 * deleted or become standard while its new client is written.
 */
export async function assertParent(
  tx: Queryable,
  kind: string,
  parentId: string | null | undefined,
): Promise<void> {
  if (!parentId) return;
  if (kind !== 'b2b') throw invalidField('parent_business_id');
  const rows = await tx.query(
    `select 1 from businesses where id = $1 and kind = 'whitelabel' and deleted_at is null
     for share`,
    [parentId],
  );
  if (rows.length === 0) throw invalidField('parent_business_id');
}

/** A new slug (any case) must be free; deleted businesses keep theirs reserved. */
export async function assertSlugFree(tx: Queryable, slug: string, current?: string) {
  if (current !== undefined && slug.toLowerCase() === current.toLowerCase()) return;
  if (await slugExists(tx, slug)) throw slugTaken();
}

/** Whether a white-label business has live B2B clients. */
export async function hasLiveClients(tx: Queryable, businessId: string): Promise<boolean> {
  const rows = await tx.query(
    `select 1 from businesses where parent_business_id = $1 and deleted_at is null limit 1`,
    [businessId],
  );
  return rows.length > 0;
}
