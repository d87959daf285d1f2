import { z } from 'zod';
import { minorUnits, msg } from './common';
import { flagFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';
import { typeCreateFields, typeRecordFields, typeUpdateFields } from './type-list';

/** ISO 4217 code, upper case. */
export const currency = z
  .string({ error: msg.required })
  .regex(/^[A-Z]{3}$/, { error: msg.currency });

/** An asset type's speed when no routing service estimates the way (docs/positions.md). */
export const DEFAULT_AVERAGE_SPEED_KMH = 30;

/**
 * Average speed of the type's assets, whole km/h from 1 to 1000 (the column's check): the ETA
 * as the crow flies without a routing service (docs/positions.md).
 */
export const averageSpeedKmh = z
  .number({ error: msg.integer })
  .int({ error: msg.integer })
  // Generic: the details name the limit (`too_small` { min: 1 }, `too_big` { max: 1000 }).
  .min(1, { error: msg.invalid })
  .max(1000, { error: msg.invalid });

export const assetType = z.object({
  ...typeRecordFields,
  capacity_kg: z.number().int().nullable(),
  base_price: z.number().int(),
  currency: z.string(),
  average_speed_kmh: z.number().int(),
  ...timestamps,
});
export type AssetType = z.infer<typeof assetType>;

export const assetTypeCreate = z.object({
  ...typeCreateFields,
  capacity_kg: minorUnits.nullable().optional().default(null),
  base_price: minorUnits.default(0),
  currency: currency.default('EUR'),
  average_speed_kmh: averageSpeedKmh.default(DEFAULT_AVERAGE_SPEED_KMH),
});
export type AssetTypeCreate = z.infer<typeof assetTypeCreate>;

export const assetTypeUpdate = z
  .object({
    ...typeUpdateFields,
    capacity_kg: minorUnits.nullable(),
    base_price: minorUnits,
    currency,
    average_speed_kmh: averageSpeedKmh,
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
