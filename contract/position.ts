import { z } from 'zod';
import { msg, offsetDateTime } from './common';
import { MAX_POSITIONS_PER_BATCH } from './limits';
import { link, nullableLink } from './records';

/**
 * The drivers' positions, the ETA, the live map and the address search (docs/positions.md).
 * Coordinates are WGS 84 degrees; distances in metres, durations in seconds.
 */

export { MAX_POSITIONS_PER_BATCH };
/** Positions in one answer of a trail (`limit`): page on with `since` = the last `at` read. */
export const MAX_TRAIL_LIMIT = 5000;
export const DEFAULT_TRAIL_LIMIT = 1000;

export const latitude = z
  .number({ error: msg.invalid })
  .min(-90, { error: msg.tooSmall })
  .max(90, { error: msg.tooBig });
export const longitude = z
  .number({ error: msg.invalid })
  .min(-180, { error: msg.tooSmall })
  .max(180, { error: msg.tooBig });

/** A point on the map as the API answers it. */
export const point = { lat: z.number(), lng: z.number() };

/**
 * Where a request's pick-up and drop-off addresses are, when known (geocoded or placed on the
 * map): read on a request, by its driver and on the live map.
 */
export const addressCoordinates = {
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
};

/** One reading of the phone's Geolocation (`GeolocationCoordinates`, `timestamp` as `at`). */
export const positionInput = z.object({
  /** When the phone took it (ISO 8601 with its offset). */
  at: offsetDateTime,
  lat: latitude,
  lng: longitude,
  /** Metres (the 95 % radius the browser gives). */
  accuracy: z.number({ error: msg.invalid }).min(0).max(1_000_000).nullish(),
  /** Metres per second, as the browser gives it. */
  speed: z.number({ error: msg.invalid }).min(0).max(1000).nullish(),
  /** Degrees clockwise from true north. */
  heading: z.number({ error: msg.invalid }).min(0).max(360).nullish(),
});
export type PositionInput = z.infer<typeof positionInput>;

/** `POST /asset-dispatch/{id}/positions` */
export const positionBatch = z.object({
  positions: z
    .array(positionInput)
    .min(1, { error: msg.tooFew })
    .max(MAX_POSITIONS_PER_BATCH, { error: msg.tooMany }),
});
export type PositionBatch = z.infer<typeof positionBatch>;

/**
 * What a batch did: `accepted` positions stored (one already stored for the same `at` is not
 * stored twice: a batch sent again is harmless), of which `flagged` implausible (too fast from
 * the previous one, or dated in the future).
 */
export const positionBatchResult = z.object({
  accepted: z.number().int(),
  flagged: z.number().int(),
});
export type PositionBatchResult = z.infer<typeof positionBatchResult>;

/** `GET /asset-dispatch/{id}/positions?since=&limit=` */
export const trailQuery = z.object({
  /** Only the positions taken strictly after this instant. */
  since: offsetDateTime.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_TRAIL_LIMIT).default(DEFAULT_TRAIL_LIMIT),
});
export type TrailQuery = z.infer<typeof trailQuery>;

/** One point of a trail, oldest first. */
export const trailPoint = z.object({
  at: z.string(),
  ...point,
  flagged: z.boolean(),
});
export type TrailPoint = z.infer<typeof trailPoint>;

/**
 * How an ETA was computed: `route` by the routing service (ROUTING_URL), `straight_line` as the
 * crow flies at the asset type's average speed.
 */
export const etaMethod = z.enum(['route', 'straight_line']);
export type EtaMethod = z.infer<typeof etaMethod>;

/**
 * `GET /asset-dispatch/{id}/eta`: from the last position to the pickup (while `assigned`) or the
 * drop-off (while `in_transit`). Every field null when no estimate can be made: the dispatch is
 * over, no position was received yet, or the address has no coordinates.
 */
export const eta = z.object({
  eta_at: z.string().nullable(),
  distance_m: z.number().int().nullable(),
  duration_s: z.number().int().nullable(),
  method: etaMethod.nullable(),
  to: z.enum(['pickup', 'dropoff']).nullable(),
});
export type Eta = z.infer<typeof eta>;

/** One dispatch on its way, on the live map (`GET /asset-dispatch/live`). */
export const liveDispatch = z.object({
  id: z.string(),
  request_id: z.string(),
  reference: z.string(),
  // OPEN_DISPATCH_STATUSES (request-moves.ts), spelled here because importing it would close a
  // circle (request-moves → dispatch → position); tests/unit/request-moves.test.ts holds them equal.
  status: z.enum(['assigned', 'in_transit']),
  ...link('asset'),
  ...nullableLink('driver'),
  /** The last position received; null before the first one. */
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  position_at: z.string().nullable(),
  ...addressCoordinates,
});
export type LiveDispatch = z.infer<typeof liveDispatch>;

/** Dispatches on the live map at most (the newest first); `truncated` says some were left out. */
export const MAX_LIVE_DISPATCHES = 2000;

export const liveDispatches = z.object({
  data: z.array(liveDispatch),
  truncated: z.boolean(),
});
export type LiveDispatches = z.infer<typeof liveDispatches>;

/** `GET /geocode?q=` */
export const geocodeQuery = z.object({
  q: z.string().trim().min(3, { error: msg.tooShort }).max(200, { error: msg.tooLong }),
});

/** One address the geocoder proposes. */
export const geocodeResult = z.object({
  label: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

export const geocodeAnswer = z.object({ data: z.array(geocodeResult) });
