import { z } from 'zod';
import { listQuery } from './common';

export const businessKind = z.enum(['standard', 'whitelabel', 'b2b']);
export type BusinessKind = z.infer<typeof businessKind>;

/** A business as GET /business lists it (superadmin and in_house_manager). */
export const businessSummary = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: businessKind,
  active: z.boolean(),
  country: z.string().nullable(),
  contact_email: z.string().nullable(),
  parent_business_id: z.string().nullable(),
  created_at: z.string(),
});
export type BusinessSummary = z.infer<typeof businessSummary>;

export const BUSINESS_SORTABLE = ['name', 'created_at'] as const;

/** `active=false` is the superadmin's approval queue of self-signed-up businesses. */
export const businessListQuery = listQuery.extend({
  sort: z.enum(BUSINESS_SORTABLE).optional(),
  active: z.enum(['true', 'false']).optional(),
});
