import { z } from 'zod';
import { bothOrNeither, pricedFields } from './request';
import { priceLine } from './tariff';

/**
 * `POST /quotes` (docs/money.md "Tariffs and quotes"): what a request would cost before it
 * exists, with the same fields the request will ask.
 */
export const quoteCreate = z
  .object(pricedFields)
  .superRefine(bothOrNeither('pickup_lat', 'pickup_lng'))
  .superRefine(bothOrNeither('dropoff_lat', 'dropoff_lng'));
export type QuoteCreate = z.infer<typeof quoteCreate>;

export const DISTANCE_METHODS = ['route', 'straight_line'] as const;

export const quote = z.object({
  id: z.string(),
  business_id: z.string(),
  asset_type_id: z.string(),
  /** The tariff that priced it; null: no tariff, the asset type's base price. */
  tariff_id: z.string().nullable(),
  currency: z.string(),
  price: z.number().int(),
  breakdown: z.array(priceLine),
  /** The distance priced, in metres (null: no coordinates, or not priced by distance). */
  distance_m: z.number().int().nullable(),
  /** `route`: the routing service's; `straight_line`: as the crow flies × the detour factor. */
  distance_method: z.enum(DISTANCE_METHODS).nullable(),
  /** A request created after this instant with this quote is refused (409 quote_expired). */
  expires_at: z.string(),
  created_at: z.string(),
});
export type Quote = z.infer<typeof quote>;

/** The superadmin's override of a request's price, with the reason kept in the audit log. */
export const priceOverride = z.object({
  price: z.number().int().min(0).max(1_000_000_000),
  reason: z.string().trim().min(3).max(500),
});
export type PriceOverride = z.infer<typeof priceOverride>;
