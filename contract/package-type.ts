import { z } from 'zod';
import { listQuery, msg } from './common';
import { typeDescription, typeName } from './business-type';

/** Request package types (envelope, parcel, pallet…): what a delivery request carries. */
export const packageType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  max_weight_kg: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PackageType = z.infer<typeof packageType>;

const weight = z
  .number({ error: msg.integer })
  .int({ error: msg.integer })
  .min(0, { error: msg.nonNegative })
  .max(1_000_000, { error: msg.tooLong });

export const packageTypeCreate = z.object({
  name: typeName,
  description: typeDescription.optional().default(null),
  active: z.boolean().default(true),
  max_weight_kg: weight.nullable().optional().default(null),
});
export type PackageTypeCreate = z.infer<typeof packageTypeCreate>;

export const packageTypeUpdate = z
  .object({
    name: typeName,
    description: typeDescription,
    active: z.boolean(),
    max_weight_kg: weight.nullable(),
  })
  .partial();
export type PackageTypeUpdate = z.infer<typeof packageTypeUpdate>;

export const PACKAGE_TYPE_SORTABLE = ['name', 'active', 'max_weight_kg', 'created_at'] as const;

export const packageTypeListQuery = listQuery.extend({
  sort: z.enum(PACKAGE_TYPE_SORTABLE).optional(),
  active: z.enum(['true', 'false']).optional(),
});
