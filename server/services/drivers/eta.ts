/**
 * Estimated arrivals (docs/positions.md): from a dispatch's last position to its pickup (while
 * `assigned`) or its drop-off (while `in_transit`). With ROUTING_URL, an OSRM-style route
 * (`/route/v1/driving/{lng},{lat};{lng},{lat}`); without it, or when it fails or is slow, the
 * distance as the crow flies at the asset type's `average_speed_kmh`. `method` says which.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../../../contract/auth';
import type { Eta, EtaMethod } from '../../../contract/position';
import { iso, type Queryable } from '../../db/db';
import { dispatchScopeSql } from '../../scope/dispatches';
import { rowById } from '../platform/find';
import { haversineMeters } from '../../../contract/distance';

export { haversineMeters };

export interface Point {
  lat: number;
  lng: number;
}

export interface Travel {
  distance_m: number;
  duration_s: number;
  method: EtaMethod;
}

/** How the server reaches the routing service; `url` unset: no outside call, ever. */
export interface RoutingDeps {
  url: string | undefined;
  /** Road over straight-line distance without a table (FLOTTE_ROUTE_DETOUR): rounds' ETAs. */
  detourFactor?: number;
  /** The longest wait for one route (default 2.5 s), then the straight line. */
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

export const ROUTING_TIMEOUT_MS = 2500;
/** Used when the asset type has none (the column's default). */
export const DEFAULT_AVERAGE_SPEED_KMH = 30;

/** As the crow flies at `speedKmh`. */
export function straightLine(from: Point, to: Point, speedKmh: number): Travel {
  const distance = haversineMeters(from, to);
  const speed = speedKmh > 0 ? speedKmh : DEFAULT_AVERAGE_SPEED_KMH;
  return {
    distance_m: Math.round(distance),
    duration_s: Math.round(distance / (speed / 3.6)),
    method: 'straight_line',
  };
}

interface OsrmAnswer {
  code?: unknown;
  routes?: { distance?: unknown; duration?: unknown }[];
}

/** The routing service's route, or undefined when it fails, is slow or finds none. */
async function route(from: Point, to: Point, routing: RoutingDeps): Promise<Travel | undefined> {
  if (!routing.url) return undefined;
  const coordinates = `${from.lng},${from.lat};${to.lng},${to.lat}`;
  const url = `${routing.url}/route/v1/driving/${coordinates}?overview=false&steps=false`;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(routing.timeoutMs ?? ROUTING_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`routing answered ${res.status}`);
    const body = (await res.json()) as OsrmAnswer;
    const best = body.routes?.[0];
    if (
      body.code !== 'Ok' ||
      typeof best?.distance !== 'number' ||
      typeof best.duration !== 'number' ||
      !Number.isFinite(best.distance) ||
      !Number.isFinite(best.duration)
    ) {
      throw new Error(`routing found no route (${String(body.code)})`);
    }
    return {
      distance_m: Math.round(best.distance),
      duration_s: Math.round(best.duration),
      method: 'route',
    };
  } catch (error) {
    routing.log?.warn({ err: error }, 'routing: no route, the ETA goes as the crow flies');
    return undefined;
  }
}

/** The route when a routing service answers, else the straight line. */
export async function travel(
  from: Point,
  to: Point,
  speedKmh: number,
  routing: RoutingDeps,
): Promise<Travel> {
  return (await route(from, to, routing)) ?? straightLine(from, to, speedKmh);
}

/** What an estimate reads of a dispatch (every coordinate may be missing). */
export interface EtaSource {
  status: string;
  last_lat: number | null;
  last_lng: number | null;
  pickup_lat: number | null;
  pickup_lng: number | null;
  dropoff_lat: number | null;
  dropoff_lng: number | null;
  average_speed_kmh: number | null;
}

export const NO_ETA: Eta = {
  eta_at: null,
  distance_m: null,
  duration_s: null,
  method: null,
  to: null,
};

/** Where a dispatch is heading now and from where, or undefined when it cannot be told. */
export function legOf(
  source: EtaSource,
): { from: Point; to: Point; target: 'pickup' | 'dropoff' } | undefined {
  if (source.last_lat === null || source.last_lng === null) return undefined;
  const from = { lat: source.last_lat, lng: source.last_lng };
  if (source.status === 'assigned' && source.pickup_lat !== null && source.pickup_lng !== null) {
    return { from, to: { lat: source.pickup_lat, lng: source.pickup_lng }, target: 'pickup' };
  }
  if (
    source.status === 'in_transit' &&
    source.dropoff_lat !== null &&
    source.dropoff_lng !== null
  ) {
    return { from, to: { lat: source.dropoff_lat, lng: source.dropoff_lng }, target: 'dropoff' };
  }
  return undefined;
}

/** The estimate of `source` (from now), or NO_ETA. */
export async function estimate(
  source: EtaSource,
  routing: RoutingDeps,
  now = Date.now(),
): Promise<Eta> {
  const leg = legOf(source);
  if (!leg) return NO_ETA;
  const speed = source.average_speed_kmh ?? DEFAULT_AVERAGE_SPEED_KMH;
  const way = await travel(leg.from, leg.to, speed, routing);
  return {
    eta_at: iso(new Date(now + way.duration_s * 1000)),
    distance_m: way.distance_m,
    duration_s: way.duration_s,
    method: way.method,
    to: leg.target,
  };
}

/** The columns of an EtaSource over dispatches `d`, requests `r` and asset types `t`. */
export const ETA_COLUMNS = `d.status, d.last_lat, d.last_lng, r.pickup_lat, r.pickup_lng,
  r.dropoff_lat, r.dropoff_lng, t.average_speed_kmh`;

/** `GET /asset-dispatch/{id}/eta`: scoped like the dispatch (404 outside it). */
export async function dispatchEta(
  db: Queryable,
  user: User,
  id: string,
  routing: RoutingDeps,
): Promise<Eta> {
  const source = await rowById<EtaSource & { [key: string]: unknown }>(
    db,
    id,
    (param) => `select ${ETA_COLUMNS}
     from dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id
       join asset_types t on t.id = a.asset_type_id
     where d.id = $1 and ${dispatchScopeSql(param, user)}`,
  );
  return estimate(source, routing);
}
