/**
 * PATCH /business/{id} (superadmin) and PATCH /business (its own staff): partial updates of a
 * business's profile; only the superadmin changes its kind and parent (docs/business.md).
 */
import type { Business, BusinessUpdate, OwnBusinessUpdate } from '../../../contract/business';
import type { User } from '../../../contract/auth';
import type { Db, Queryable } from '../../db/db';
import { ApiError, invalidField, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { partialUpdate } from '../platform/partial-update';
import {
  assertBusinessType,
  assertParent,
  assertSlugFree,
  hasLiveClients,
} from './business-profile';
import { changeCurrency } from '../money/money';
import { findBusiness } from './businesses';
import { businessInactive } from './guards';
import { uniqueViolationAs409 } from './invitations';

/** The business's own columns a patch may set, in the order they are written. */
const FIELDS = [
  'name',
  'slug',
  'kind',
  'parent_business_id',
  'business_type_id',
  'country',
  'contact_email',
  'contact_phone',
  'address',
  'siren',
  'vat_number',
] as const;
type Field = (typeof FIELDS)[number];

/** Checks the patch against the business as it is, writes what changed, audits it. */
async function applyPatch(
  tx: Queryable,
  actorId: string,
  before: Business,
  patch: BusinessUpdate,
): Promise<Business> {
  const update = partialUpdate(FIELDS, before, patch);
  // The currency is the wallet's (docs/business.md, "Country and currency").
  const currency = patch.currency != null && patch.currency !== before.currency;
  if (update.changed.length === 0 && !currency) return before;
  const has = (field: Field) => update.changed.includes(field);

  if (has('kind')) {
    // standard <-> whitelabel only: a B2B client stays one, and nobody becomes one.
    if (before.kind === 'b2b' || patch.kind === 'b2b') throw invalidField('kind');
    if (before.kind === 'whitelabel' && (await hasLiveClients(tx, before.id))) {
      throw new ApiError(409, 'business_has_clients');
    }
  }
  if (has('parent_business_id')) {
    await assertParent(tx, patch.kind ?? before.kind, patch.parent_business_id);
  }
  if (has('business_type_id')) await assertBusinessType(tx, patch.business_type_id);
  if (has('slug')) await assertSlugFree(tx, patch.slug!, before.slug);
  if (currency) await changeCurrency(tx, before.id, patch.currency!);

  const params: unknown[] = [before.id];
  const set = [...(update.changed.length ? [update.set(params)] : []), 'updated_at = now()'];
  await tx.query(`update businesses set ${set.join(', ')} where id = $1`, params);
  await audit(tx, {
    actorUserId: actorId,
    action: 'update',
    entity: 'business',
    entityId: before.id,
    changes: {
      ...update.changes(patch),
      ...(currency && { currency: { from: before.currency, to: patch.currency } }),
    },
  });
  return (await findBusiness(tx, before.id))!;
}

/** PATCH /business/{id} (superadmin): any live business. */
export async function updateBusiness(
  db: Db,
  actorId: string,
  id: string,
  patch: BusinessUpdate,
): Promise<Business> {
  return db
    .transaction(async (tx) => {
      const before = await findBusiness(tx, id, true);
      if (!before) throw notFound();
      return applyPatch(tx, actorId, before, patch);
    })
    .catch((error: unknown) => uniqueViolationAs409(error, 'contact_email'));
}

/**
 * PATCH /business (role business): the caller's own business, while it is active (403
 * business_inactive otherwise). Kind, parent and status are not in the body.
 */
export async function updateOwnBusiness(
  db: Db,
  user: User,
  patch: OwnBusinessUpdate,
): Promise<Business> {
  return db
    .transaction(async (tx) => {
      const before = user.business_id ? await findBusiness(tx, user.business_id, true) : undefined;
      if (!before) throw notFound();
      if (!before.active) throw businessInactive();
      return applyPatch(tx, user.id, before, patch);
    })
    .catch((error: unknown) => uniqueViolationAs409(error, 'contact_email'));
}
