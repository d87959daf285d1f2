import { z } from 'zod';
import { assetRecordFields } from './asset';
import { minorUnits, msg, nullableText, pastDateTime, uuid, wholeNumber } from './common';
import { fileUrl } from './documents';
import { idFilter, idsFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';

/** Fuel and energy entries (issue 21, docs/compliance.md). */
export const fuelUnits = ['l', 'kwh'] as const;

export const fuelEntry = z.object({
  ...assetRecordFields,
  filled_at: z.string(),
  odometer_km: z.number().int(),
  /** Litres or kWh, to the thousandth. */
  quantity: z.number(),
  unit: z.enum(fuelUnits),
  total_price: z.number().int(),
  currency: z.string(),
  full_fill: z.boolean(),
  station: z.string().nullable(),
  receipt_url: z.string().nullable(),
  notes: z.string().nullable(),
  /** Kilometres since the asset's previous entry (null for its first). */
  distance_km: z.number().int().nullable(),
  /**
   * A full fill's consumption since the previous full fill: the quantity of every fill after it
   * up to this one, per 100 km driven between them (null for a partial fill or a first full one).
   */
  consumption_per_100km: z.number().nullable(),
  ...timestamps,
});
export type FuelEntry = z.infer<typeof fuelEntry>;

export const fuelCreate = z.object({
  asset_id: uuid,
  filled_at: pastDateTime,
  odometer_km: wholeNumber(100_000_000),
  quantity: z
    .number({ error: msg.invalid })
    .positive({ error: msg.tooSmall })
    .max(100_000, { error: msg.tooBig }),
  unit: z.enum(fuelUnits, { error: msg.required }),
  total_price: minorUnits,
  full_fill: z.boolean({ error: msg.required }),
  station: nullableText(200).optional().default(null),
  receipt_url: fileUrl.nullable().optional().default(null),
  notes: nullableText(2000).optional().default(null),
});
export type FuelCreate = z.infer<typeof fuelCreate>;

export const FUEL_SORTABLE = ['filled_at', 'created_at'] as const;

export const fuelListQuery = sortedListQuery(FUEL_SORTABLE, {
  asset_id: idFilter,
  id: idsFilter,
});
