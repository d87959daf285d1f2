import { z } from 'zod';
import { msg } from './common';

/** Public branding of a business, by slug (the store's customization slice). */
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

export const brandingMsg = { color: 'flotte.validation.color', image: 'flotte.validation.image' };

/** An uploaded file (`/api/uploads/<name>` from POST /upload) or an absolute http(s) address. */
const imageUrl = z
  .string()
  .trim()
  .max(2000, { error: msg.tooLong })
  .regex(/^(\/api\/uploads\/[\w.-]+|https?:\/\/\S+)$/, { error: brandingMsg.image })
  .nullable();

/**
 * PATCH /business-customization: the caller's branding (a white-label business on a plan that
 * allows it). `name` null shows the business's own name.
 */
export const customizationUpdate = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: msg.required })
      .max(120, { error: msg.tooLong })
      .nullable(),
    logo: imageUrl,
    cover_image: imageUrl,
    launcher_icon: imageUrl,
    primary_color: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, { error: brandingMsg.color })
      .nullable(),
  })
  .partial();
export type CustomizationUpdate = z.infer<typeof customizationUpdate>;

/**
 * GET /business-customization: the branding the caller's app shows once signed in (its own
 * white-label business's, or its white-label parent's for B2B staff), null for Flotte's own
 * look; `editable` says whether the caller may change it.
 */
export const ownCustomization = z.object({
  branding: publicCustomization.nullable(),
  editable: z.boolean(),
});
export type OwnCustomization = z.infer<typeof ownCustomization>;
