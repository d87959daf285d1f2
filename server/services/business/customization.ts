import type { PublicCustomization } from '../../../contract/customization';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../errors';

/**
 * The public branding of a business by its slug (any case), for its sign-in and sign-up pages.
 * Inactive businesses answer too: their users may sign in while they await approval. A business
 * without a customization row shows its own name and no images.
 */
export async function publicCustomizationBySlug(
  db: Queryable,
  slug: string,
): Promise<PublicCustomization> {
  const rows = await db.query<PublicCustomization>(
    `select b.slug, b.id::text as business_id, coalesce(c.name, b.name) as name,
            c.logo, c.cover_image, c.launcher_icon, c.primary_color
     from businesses b left join customizations c on c.business_id = b.id
     where lower(b.slug) = lower($1)`,
    [slug],
  );
  const found = rows[0];
  if (!found) throw new ApiError(404, 'unknown_business');
  return {
    slug: found.slug,
    business_id: found.business_id,
    name: found.name,
    logo: found.logo ?? null,
    cover_image: found.cover_image ?? null,
    launcher_icon: found.launcher_icon ?? null,
    primary_color: found.primary_color ?? null,
  };
}
