import { z } from 'zod';
import { currency } from './asset-type';
import { minorUnits, msg, requiredText, uuid, wholeNumber } from './common';
import { flagFilter, idsFilter, sortedListQuery } from './list-query';
import { isClosed, ringArea, selfIntersects, verticesOf, type Position } from './polygon';
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

/** The messages of a drawn zone's outline (flotte.validation.polygon_*). */
export const polygonMsg = {
  tooFew: 'flotte.validation.polygon_too_few',
  tooMany: 'flotte.validation.polygon_too_many',
  open: 'flotte.validation.polygon_open',
  selfIntersecting: 'flotte.validation.polygon_self_intersecting',
  flat: 'flotte.validation.polygon_flat',
  /** A zone with neither postcodes nor an outline covers nothing. */
  zoneEmpty: 'flotte.validation.zone_empty',
} as const;

/** A zone's outline has 3 to 500 vertices (its closing repeat aside). */
export const POLYGON_VERTICES = { min: 3, max: 500 } as const;

const position = z.tuple([
  z
    .number({ error: msg.invalid })
    .min(-180, { error: msg.invalid })
    .max(180, { error: msg.invalid }),
  z.number({ error: msg.invalid }).min(-90, { error: msg.invalid }).max(90, { error: msg.invalid }),
]);

/**
 * A zone's outline drawn on the map: a GeoJSON Polygon in WGS 84, `[lng, lat]` positions, one
 * closed ring (no holes), 3 to 500 vertices, not crossing itself and not flat.
 */
export const zonePolygon = z.object(
  {
    type: z.literal('Polygon', { error: msg.invalid }),
    // One ring: a zone has no holes.
    coordinates: z
      .array(
        z.array(position, { error: msg.invalid }).check((ctx) => {
          const issue = ringIssue(ctx.value);
          if (issue) ctx.issues.push({ code: 'custom', message: issue, input: ctx.value });
        }),
        { error: msg.invalid },
      )
      .length(1, { error: msg.invalid }),
  },
  { error: msg.invalid },
);
export type ZonePolygon = z.infer<typeof zonePolygon>;

/** What is wrong with a ring, as a message, or null: the checks in the order a user fixes them. */
function ringIssue(ring: readonly Position[]): string | null {
  const vertices = verticesOf(ring).length;
  if (vertices < POLYGON_VERTICES.min) return polygonMsg.tooFew;
  if (vertices > POLYGON_VERTICES.max) return polygonMsg.tooMany;
  if (!isClosed(ring)) return polygonMsg.open;
  if (selfIntersects(ring)) return polygonMsg.selfIntersecting;
  if (ringArea(ring) === 0) return polygonMsg.flat;
  return null;
}

/**
 * A zone of a tariff, with its own base: the drop-off inside its outline, or its postcode under
 * one of its prefixes, picks it (`zoneOf`, docs/money.md "Zones"). Postcodes, an outline or both.
 */
export const tariffZone = z
  .object({
    name: requiredText(100),
    postcodes: z.array(postcodePrefix).max(500).default([]),
    polygon: zonePolygon.nullish(),
    base: minorUnits,
  })
  .refine((zone) => zone.postcodes.length > 0 || !!zone.polygon, {
    error: polygonMsg.zoneEmpty,
    path: ['postcodes'],
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
  zones: z.array(
    z.object({
      name: z.string(),
      postcodes: z.array(z.string()),
      polygon: zonePolygon.nullish(),
      base: z.number(),
    }),
  ),
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
