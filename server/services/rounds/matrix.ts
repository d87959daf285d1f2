/**
 * A plan's travel matrix (docs/rounds.md, "Travel"): with ROUTING_URL, the routing service's
 * table (OSRM's `/table/v1/driving/…?annotations=duration,distance`); without it, or when it
 * fails, the straight-line distance times the detour factor (FLOTTE_ROUTE_DETOUR, 1.3) at the
 * asset type's average speed. Computed once per plan and kept with its rounds.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { DEFAULT_AVERAGE_SPEED_KMH, haversineMeters, type Point } from '../drivers/eta';

export interface TravelMatrix {
  locations: Point[];
  /** Seconds, time[from][to]. */
  time: number[][];
  /** Metres. */
  distance: number[][];
  method: 'route' | 'straight_line';
}

export interface MatrixDeps {
  routingUrl: string | undefined;
  detourFactor: number;
  timeoutMs?: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

/** The longest wait for the routing service's table, then the straight line. */
const TABLE_TIMEOUT_MS = 10_000;

export const travelMatrix = z.object({
  locations: z.array(z.object({ lat: z.number(), lng: z.number() })),
  time: z.array(z.array(z.number())),
  distance: z.array(z.array(z.number())),
  method: z.enum(['route', 'straight_line']),
});

export function straightLineMatrix(
  locations: Point[],
  speedKmh: number,
  detourFactor: number,
): TravelMatrix {
  const speed = (speedKmh > 0 ? speedKmh : DEFAULT_AVERAGE_SPEED_KMH) / 3.6;
  const distance = locations.map((a) =>
    locations.map((b) => Math.round(haversineMeters(a, b) * detourFactor)),
  );
  return {
    locations,
    distance,
    time: distance.map((row) => row.map((m) => Math.round(m / speed))),
    method: 'straight_line',
  };
}

const osrmTable = z.object({
  code: z.literal('Ok'),
  durations: z.array(z.array(z.number().nullable())),
  distances: z.array(z.array(z.number().nullable())),
});

async function routedMatrix(
  locations: Point[],
  deps: MatrixDeps,
): Promise<TravelMatrix | undefined> {
  if (!deps.routingUrl || locations.length < 2) return undefined;
  const coordinates = locations.map((p) => `${p.lng},${p.lat}`).join(';');
  const url = `${deps.routingUrl}/table/v1/driving/${coordinates}?annotations=duration,distance`;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? TABLE_TIMEOUT_MS),
    });
    if (!res.ok) throw new Error(`routing table answered ${res.status}`);
    const body = osrmTable.parse(await res.json());
    const n = locations.length;
    if (body.durations.length !== n || body.distances.length !== n) {
      throw new Error('routing table of another size');
    }
    const whole = (rows: (number | null)[][]) =>
      rows.map((row) => {
        if (row.length !== n || row.some((v) => v === null)) throw new Error('unroutable pair');
        return row.map((v) => Math.round(v!));
      });
    return {
      locations,
      time: whole(body.durations),
      distance: whole(body.distances),
      method: 'route',
    };
  } catch (error) {
    deps.log?.warn({ err: error }, 'routing: no table, the plan goes as the crow flies');
    return undefined;
  }
}

/** The routing service's table when it answers, else the straight line with its detour. */
export async function buildMatrix(
  locations: Point[],
  speedKmh: number,
  deps: MatrixDeps,
): Promise<TravelMatrix> {
  return (
    (await routedMatrix(locations, deps)) ??
    straightLineMatrix(locations, speedKmh, deps.detourFactor)
  );
}
