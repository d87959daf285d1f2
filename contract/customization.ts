import { z } from 'zod';

/** Public branding of a business, by slug (seed §3 customizationDetails). */
export const publicCustomization = z.object({
  slug: z.string(),
  business_id: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
  cover_image: z.string().nullable(),
  launcher_icon: z.string().nullable(),
  primary_color: z.string().nullable(),
});
export type PublicCustomization = z.infer<typeof publicCustomization>;

export const customizationQuery = z.object({ slug: z.string().trim().min(1).max(64) });
