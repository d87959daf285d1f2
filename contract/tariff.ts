import { z } from 'zod';
import { currency } from './asset-type';
import { minorUnits, msg, requiredText, uuid, wholeNumber } from './common';
import { flagFilter, idsFilter, sortedListQuery } from './list-query';
import { link, nullableLink, timestamps } from './records';

/**
 * Tariffs (issue 30, docs/money.md "Tariffs and quotes"): the superadmin's price grids, one per
 * asset type and currency for the platform, and a business's negotiated one that replaces it.
 * Every amount is in minor units of the tariff's currency.
 */

/** A postcode prefix a zone covers: `75` all of Paris, `92100` one town. */
export const postcodePrefix = z
  .string({ error: msg.required })
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{1,10}$/, { error: msg.invalid });

/** A zone of a tariff: the drop-off's postcode in it prices the delivery from its own base. */
export const tariffZone = z.object({
  name: requiredText(100),
  postcodes: z.array(postcodePrefix).min(1, { error: msg.required }).max(500),
  base: minorUnits,
});
export type TariffZone = z.infer<typeof tariffZone>;

/** The components of a price, each in minor units (per_km: per kilometre, per_kg: per kg). */
const rates = {
  base: minorUnits,
  per_km: minorUnits,
  per_kg: minorUnits,
  /** Kilograms included in the base: only the weight above is charged per kg. */
  included_kg: wholeNumber(1_000_000),
  per_extra_stop: minorUnits,
  /** Added when the request has a time window (pickup or drop-off). */
  window_surcharge: minorUnits,
  /** Added for an urgent request. */
  urgent_surcharge: minorUnits,
  /** The lowest price: a smaller total is raised to it. */
  minimum: minorUnits,
  zones: z.array(tariffZone).max(100),
};
/** What the pricing reads of a tariff. */
export const tariffRates = z.object(rates);
export type TariffRates = z.infer<typeof tariffRates>;

export const tariff = z.object({
  id: z.string(),
  name: z.string(),
  ...link('asset_type'),
  currency: z.string(),
  /** null: the platform's tariff; else the business whose negotiated tariff it is. */
  ...nullableLink('business'),
  base: z.number().int(),
  per_km: z.number().int(),
  per_kg: z.number().int(),
  included_kg: z.number().int(),
  per_extra_stop: z.number().int(),
  window_surcharge: z.number().int(),
  urgent_surcharge: z.number().int(),
  minimum: z.number().int(),
  zones: z.array(z.object({ name: z.string(), postcodes: z.array(z.string()), base: z.number() })),
  active: z.boolean(),
  ...timestamps,
});
export type Tariff = z.infer<typeof tariff>;

export const tariffCreate = z.object({
  name: requiredText(100),
  asset_type_id: uuid,
  currency,
  /** null or left out: the platform's tariff. */
  business_id: uuid.nullable().default(null),
  base: rates.base,
  // Components left out are none.
  per_km: rates.per_km.default(0),
  per_kg: rates.per_kg.default(0),
  included_kg: rates.included_kg.default(0),
  per_extra_stop: rates.per_extra_stop.default(0),
  window_surcharge: rates.window_surcharge.default(0),
  urgent_surcharge: rates.urgent_surcharge.default(0),
  minimum: rates.minimum.default(0),
  zones: rates.zones.default([]),
  active: z.boolean().default(true),
});
export type TariffCreate = z.infer<typeof tariffCreate>;

/**
 * A partial change of the rates, name or activity: its asset type, currency and business stay.
 * Requests already created keep their price (it is stored on them).
 */
export const tariffUpdate = z
  .object({ name: requiredText(100), active: z.boolean(), ...rates })
  .partial();
export type TariffUpdate = z.infer<typeof tariffUpdate>;

export const TARIFF_SORTABLE = ['name', 'created_at', 'base'] as const;

export const tariffListQuery = sortedListQuery(TARIFF_SORTABLE, {
  id: idsFilter,
  asset_type_id: uuid.optional(),
  business_id: uuid.optional(),
  currency: z.string().max(3).optional(),
  active: flagFilter,
});

/** One line of a price's breakdown, in the order the pricing adds them. */
export const PRICE_COMPONENTS = [
  'base',
  'zone',
  'distance',
  'weight',
  'extra_stops',
  'window',
  'urgent',
  'minimum',
  // The superadmin's override: the difference to the price it set (docs/money.md).
  'override',
] as const;
export const priceLine = z.object({
  component: z.enum(PRICE_COMPONENTS),
  /** What the line counts: kilometres (3 decimals), kilograms, stops; null for a flat amount. */
  quantity: z.number().nullable(),
  /** Minor units per unit of quantity (the flat amount itself when quantity is null). */
  rate: z.number().int(),
  amount: z.number().int(),
  /** The zone's name for a `zone` line. */
  label: z.string().nullable(),
});
export type PriceLine = z.infer<typeof priceLine>;
