import { z } from 'zod';
import { listQuery, msg } from './common';

/** Name and description rules shared by the simple type lists (business and package types). */
export const typeName = z
  .string({ error: msg.required })
  .trim()
  .min(1, { error: msg.required })
  .max(100, { error: msg.tooLong });

export const typeDescription = z.string().trim().max(1000, { error: msg.tooLong }).nullable();

export const businessType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BusinessType = z.infer<typeof businessType>;

export const businessTypeCreate = z.object({
  name: typeName,
  description: typeDescription.optional().default(null),
  active: z.boolean().default(true),
});
export type BusinessTypeCreate = z.infer<typeof businessTypeCreate>;

export const businessTypeUpdate = z
  .object({ name: typeName, description: typeDescription, active: z.boolean() })
  .partial();
export type BusinessTypeUpdate = z.infer<typeof businessTypeUpdate>;

export const BUSINESS_TYPE_SORTABLE = ['name', 'active', 'created_at'] as const;

export const businessTypeListQuery = listQuery.extend({
  sort: z.enum(BUSINESS_TYPE_SORTABLE).optional(),
  active: z.enum(['true', 'false']).optional(),
});
