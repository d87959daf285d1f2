import { z } from 'zod';
import { listQuery, msg } from './common';

/** ISO 4217 code, upper case. */
export const currency = z
  .string({ error: msg.required })
  .regex(/^[A-Z]{3}$/, { error: msg.currency });

const name = z
  .string({ error: msg.required })
  .trim()
  .min(1, { error: msg.required })
  .max(100, { error: msg.tooLong });

const description = z.string().trim().max(1000, { error: msg.tooLong }).nullable();

/** Integer minor units (cents), never a float. */
const minorUnits = z
  .number({ error: msg.integer })
  .int({ error: msg.integer })
  .min(0, { error: msg.nonNegative })
  .max(1_000_000_000, { error: msg.tooLong });

export const assetType = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  capacity_kg: z.number().int().nullable(),
  base_price: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AssetType = z.infer<typeof assetType>;

export const assetTypeCreate = z.object({
  name,
  description: description.optional().default(null),
  active: z.boolean().default(true),
  capacity_kg: minorUnits.nullable().optional().default(null),
  base_price: minorUnits.default(0),
  currency: currency.default('EUR'),
});
export type AssetTypeCreate = z.infer<typeof assetTypeCreate>;

export const assetTypeUpdate = z
  .object({
    name,
    description,
    active: z.boolean(),
    capacity_kg: minorUnits.nullable(),
    base_price: minorUnits,
    currency,
  })
  .partial();
export type AssetTypeUpdate = z.infer<typeof assetTypeUpdate>;

export const ASSET_TYPE_SORTABLE = [
  'name',
  'base_price',
  'capacity_kg',
  'active',
  'created_at',
] as const;

export const assetTypeListQuery = listQuery.extend({
  sort: z.enum(ASSET_TYPE_SORTABLE).optional(),
  active: z.enum(['true', 'false']).optional(),
});
