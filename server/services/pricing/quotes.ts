/**
 * Quotes (docs/money.md "Tariffs and quotes"): the price of a request before it exists, from the
 * tariff that applies (`tariffFor`), over the distance of the rounds' travel matrix (the
 * routing service's table, else the straight line × the detour factor). A request created from
 * a quote takes its price and breakdown; one created without prices itself the same way.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import { quote, type Quote, type QuoteCreate } from '../../../contract/quote';
import type { PriceLine } from '../../../contract/tariff';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { defineRecord, json, trimmed } from '../../db/record';
import { isUuid } from '../../db/sql';
import { ApiError, forbidden, invalidField } from '../../errors';
import { DEFAULT_CURRENCY } from '../../scope/wallets';
import { buildMatrix } from '../rounds/matrix';
import { postcodeOf, priceDelivery } from './price';
import { tariffFor } from './tariffs';

/** How long a quote holds its price. */
export const QUOTE_VALIDITY_MINUTES = 30;

/** Where distances come from: the rounds' travel matrix settings. */
export interface TravelDeps {
  routingUrl: string | undefined;
  detourFactor: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** What a request asks that a price depends on: a quote's and its request's must be equal. */
function pricedOf(input: QuoteCreate) {
  return {
    asset_type_id: input.asset_type_id,
    pickup: input.pickup_lat === null ? null : [input.pickup_lat, input.pickup_lng],
    dropoff: input.dropoff_lat === null ? null : [input.dropoff_lat, input.dropoff_lng],
    dropoff_postcode: postcodeOf(input.dropoff_address),
    weight_kg: input.weight_kg,
    extra_stops: input.extra_stops,
    urgent: input.urgent,
    has_window: [
      input.pickup_from,
      input.pickup_until,
      input.dropoff_from,
      input.dropoff_until,
    ].some((v) => v !== null),
  };
}
type Priced = ReturnType<typeof pricedOf>;

export interface PricedRequest {
  tariffId: string | null;
  currency: string;
  price: number;
  breakdown: PriceLine[];
  distanceM: number | null;
  distanceMethod: 'route' | 'straight_line' | null;
  priced: Priced;
}

const assetTypeRow = z.object({ base_price: z.number(), speed: z.number(), active: z.boolean() });
const currencyRow = z.object({ currency: z.string() });

/** The business's wallet's currency (EUR before its wallet exists). */
async function walletCurrency(db: Queryable, businessId: string): Promise<string> {
  const row = await queryOne(
    db,
    currencyRow,
    'select currency from wallets where business_id = $1',
    [businessId],
  );
  return row?.currency.trim() ?? DEFAULT_CURRENCY;
}

/**
 * The price of `input` for `businessId`: its tariff's (the business's own, else the
 * platform's), or without one the asset type's base price as a single line.
 */
export async function priceRequest(
  db: Queryable,
  businessId: string,
  input: QuoteCreate,
  travel: TravelDeps,
): Promise<PricedRequest> {
  const type = await queryOne(
    db,
    assetTypeRow,
    `select base_price::float8 as base_price, average_speed_kmh as speed, active
     from asset_types where id = $1`,
    [input.asset_type_id],
  );
  if (!type || !type.active) throw invalidField('asset_type_id');
  const currency = await walletCurrency(db, businessId);
  const priced = pricedOf(input);
  const tariff = await tariffFor(db, businessId, input.asset_type_id, currency);
  if (!tariff) {
    const line = {
      component: 'base',
      quantity: null,
      rate: type.base_price,
      amount: type.base_price,
      label: null,
    } as const;
    return {
      tariffId: null,
      currency,
      price: type.base_price,
      breakdown: [line],
      distanceM: null,
      distanceMethod: null,
      priced,
    };
  }
  let distance: { metres: number; method: 'route' | 'straight_line' } | null = null;
  if (tariff.per_km > 0) {
    // A price per km needs both points (the address search gives them).
    if (!priced.pickup) throw invalidField('pickup_lat', msg.required);
    if (!priced.dropoff) throw invalidField('dropoff_lat', msg.required);
    const [from, to] = [priced.pickup, priced.dropoff].map(([lat, lng]) => ({
      lat: lat!,
      lng: lng!,
    }));
    const matrix = await buildMatrix([from!, to!], type.speed, travel);
    distance = { metres: matrix.distance[0]![1]!, method: matrix.method };
  }
  const price = priceDelivery(tariff, {
    distance_m: distance?.metres ?? null,
    weight_kg: input.weight_kg,
    extra_stops: input.extra_stops,
    has_window: priced.has_window,
    urgent: input.urgent,
    dropoff_postcode: priced.dropoff_postcode,
    dropoff_point: priced.dropoff && { lat: priced.dropoff[0]!, lng: priced.dropoff[1]! },
  });
  return {
    tariffId: tariff.id,
    currency,
    price: price.total,
    breakdown: price.lines,
    distanceM: distance?.metres ?? null,
    distanceMethod: distance?.method ?? null,
    priced,
  };
}

const QUOTE = defineRecord({
  schema: quote,
  from: 'quotes q',
  fields: {
    id: 'q.id',
    business_id: 'q.business_id',
    asset_type_id: 'q.asset_type_id',
    tariff_id: 'q.tariff_id',
    currency: { sql: 'q.currency', read: trimmed },
    price: 'q.price::float8',
    breakdown: { sql: 'q.breakdown', read: json },
    distance_m: 'q.distance_m',
    distance_method: 'q.distance_method',
    expires_at: 'q.expires_at',
    created_at: 'q.created_at',
  },
});

/** `POST /quotes`: business and B2B staff, for their own business. */
export async function createQuote(
  db: Db,
  user: User,
  input: QuoteCreate,
  travel: TravelDeps,
): Promise<Quote> {
  if (!user.business_id) throw forbidden();
  const priced = await priceRequest(db, user.business_id, input, travel);
  const rows = await db.query(
    `insert into quotes as q (business_id, tariff_id, asset_type_id, currency, price, breakdown,
       distance_m, distance_method, priced, created_by, expires_at)
     values ($1, $2, $3, $4, $5, ($6::text)::jsonb, $7, $8, ($9::text)::jsonb, $10,
       now() + make_interval(mins => $11))
     returning ${QUOTE.columns}`,
    [
      user.business_id,
      priced.tariffId,
      input.asset_type_id,
      priced.currency,
      priced.price,
      JSON.stringify(priced.breakdown),
      priced.distanceM,
      priced.distanceMethod,
      JSON.stringify(priced.priced),
      user.id,
      QUOTE_VALIDITY_MINUTES,
    ],
  );
  return QUOTE.toRecord(rows[0]!);
}

/** JSON with its keys sorted: jsonb answers an object's keys in its own order. */
const canonical = (value: unknown) => JSON.stringify(value, Object.keys(value as object).sort());

const quoteRow = z.object({
  price: z.number(),
  breakdown: z.unknown(),
  priced: z.unknown(),
  expired: z.boolean(),
});

/**
 * The price of a request created from quote `quoteId` (one of `businessId`'s, never used):
 * 409 quote_expired past its validity, 409 quote_mismatch when the request asks something else
 * than what was priced. Read under a lock: two requests never take one quote.
 */
export async function quotedPrice(
  tx: Queryable,
  businessId: string,
  quoteId: string,
  input: QuoteCreate,
): Promise<{ price: number; breakdown: PriceLine[] }> {
  const row = isUuid(quoteId)
    ? await queryOne(
        tx,
        quoteRow,
        `select q.price::float8 as price, q.breakdown, q.priced, q.expires_at < now() as expired
         from quotes q where q.id = $1 and q.business_id = $2
           and not exists (select 1 from requests where quote_id = q.id)
         for update`,
        [quoteId, businessId],
      )
    : undefined;
  if (!row) throw invalidField('quote_id');
  if (row.expired) throw new ApiError(409, 'quote_expired');
  if (canonical(json(row.priced)) !== canonical(pricedOf(input))) {
    throw new ApiError(409, 'quote_mismatch');
  }
  return { price: row.price, breakdown: json(row.breakdown) as PriceLine[] };
}
