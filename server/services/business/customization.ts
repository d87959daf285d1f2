import { z } from 'zod';
import type { User } from '../../../contract/auth';
import {
  brandingMsg,
  publicCustomization,
  type CustomizationUpdate,
  type OwnCustomization,
  type PublicCustomization,
} from '../../../contract/customization';
import type { Db, Queryable } from '../../db/db';
import { ApiError, invalidField } from '../../errors';
import { audit } from '../platform/audit';
import { assertWhitelabel, type PlanPolicy } from './entitlements';
import { activeBusinessOf } from './guards';
import { queryOne, queryRows } from '../../db/query';

/** A business's branding, found by `where` over `businesses b` (its name when it saved none). */
async function findBranding(
  db: Queryable,
  where: string,
  param: string,
): Promise<PublicCustomization | undefined> {
  return queryOne(
    db,
    publicCustomization,
    `select b.slug, b.id::text as business_id, coalesce(c.name, b.name) as name,
            c.logo, c.cover_image, c.launcher_icon, c.primary_color
     from businesses b left join customizations c on c.business_id = b.id
     where ${where}`,
    [param],
  );
}

/**
 * The public branding of a business by its slug (any case), for its sign-in and sign-up pages.
 * Inactive businesses answer too: their users may sign in while they await approval.
 */
export async function publicCustomizationBySlug(
  db: Queryable,
  slug: string,
): Promise<PublicCustomization> {
  const found = await findBranding(db, 'lower(b.slug) = lower($1) and b.deleted_at is null', slug);
  if (!found) throw new ApiError(404, 'unknown_business');
  return found;
}

/** The branding of one business, by id. */
export async function brandingOf(
  db: Queryable,
  businessId: string,
): Promise<PublicCustomization | null> {
  return (await findBranding(db, 'b.id = $1', businessId)) ?? null;
}

/** Whether the business may use the white-label features (assertWhitelabel, as a boolean). */
export async function isWhitelabelEntitled(
  db: Queryable,
  businessId: string,
  policy: PlanPolicy,
): Promise<boolean> {
  try {
    await assertWhitelabel(db, businessId, policy);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'whitelabel_not_allowed') return false;
    throw error;
  }
}

/**
 * The branding the caller's app shows once signed in: business staff their own business's when
 * it is an entitled white-label business (and may edit it), B2B staff their live white-label
 * parent's when the parent is entitled; anyone else Flotte's own look (null).
 */
export async function ownCustomization(
  db: Queryable,
  user: User,
  policy: PlanPolicy,
): Promise<OwnCustomization> {
  if (!user.business_id) return { branding: null, editable: false };
  if (user.role === 'business') {
    const entitled = await isWhitelabelEntitled(db, user.business_id, policy);
    if (!entitled) return { branding: null, editable: false };
    return { branding: await brandingOf(db, user.business_id), editable: true };
  }
  if (user.role !== 'b2b') return { branding: null, editable: false };
  const parents = await queryRows(
    db,
    z.object({ id: z.string() }),
    `select p.id::text as id from businesses b join businesses p on p.id = b.parent_business_id
     where b.id = $1 and p.deleted_at is null`,
    [user.business_id],
  );
  const parent = parents[0]?.id;
  if (!parent || !(await isWhitelabelEntitled(db, parent, policy))) {
    return { branding: null, editable: false };
  }
  return { branding: await brandingOf(db, parent), editable: false };
}

const UPLOAD_PREFIX = '/api/uploads/';
const IMAGE_FIELDS = ['logo', 'cover_image', 'launcher_icon'] as const;
const COLUMNS = ['name', ...IMAGE_FIELDS, 'primary_color'] as const;

/**
 * PATCH /business-customization: the caller's business must be active (403 business_inactive)
 * and an entitled white-label business (403 whitelabel_not_allowed). Only the fields sent
 * change; an image naming an upload that does not exist is refused on its field.
 */
export async function updateCustomization(
  db: Db,
  user: User,
  policy: PlanPolicy,
  input: CustomizationUpdate,
): Promise<OwnCustomization> {
  return db.transaction(async (tx) => {
    const businessId = await activeBusinessOf(tx, user);
    await assertWhitelabel(tx, businessId, policy);
    for (const field of IMAGE_FIELDS) {
      const url = input[field];
      if (!url?.startsWith(UPLOAD_PREFIX)) continue;
      const name = url.slice(UPLOAD_PREFIX.length);
      const found = await tx.query('select 1 from uploads where name = $1', [name]);
      if (!found.length) throw invalidField(field, brandingMsg.image);
    }
    const sent = COLUMNS.filter((column) => input[column] !== undefined);
    const params: unknown[] = [businessId, ...sent.map((column) => input[column])];
    const columns = sent.map((c) => `, ${c}`).join('');
    const values = sent.map((_, i) => `, $${i + 2}`).join('');
    const updates = sent.map((c) => `${c} = excluded.${c}, `).join('');
    await tx.query(
      `insert into customizations (business_id${columns}) values ($1${values})
       on conflict (business_id) do update set ${updates}updated_at = now()`,
      params,
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'customization',
      entityId: businessId,
      changes: input,
    });
    return { branding: await brandingOf(tx, businessId), editable: true };
  });
}
