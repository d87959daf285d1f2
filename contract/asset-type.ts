import { z } from 'zod';
import { minorUnits, msg } from './common';
import { flagFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';
import { typeCreateFields, typeRecordFields, typeUpdateFields } from './type-list';

/** ISO 4217 code, upper case. */
export const currency = z
  .string({ error: msg.required })
  .regex(/^[A-Z]{3}$/, { error: msg.currency });

export const assetType = z.object({
  ...typeRecordFields,
  capacity_kg: z.number().int().nullable(),
  base_price: z.number().int(),
  currency: z.string(),
  ...timestamps,
});
export type AssetType = z.infer<typeof assetType>;

export const assetTypeCreate = z.object({
  ...typeCreateFields,
  capacity_kg: minorUnits.nullable().optional().default(null),
  base_price: minorUnits.default(0),
  currency: currency.default('EUR'),
});
export type AssetTypeCreate = z.infer<typeof assetTypeCreate>;

export const assetTypeUpdate = z
  .object({
    ...typeUpdateFields,
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

export const assetTypeListQuery = sortedListQuery(ASSET_TYPE_SORTABLE, { active: flagFilter });
