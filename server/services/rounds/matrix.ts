/**
 * A plan's travel matrix (docs/rounds.md, "Travel"): with ROUTING_URL, the routing service's
 * table (OSRM's `/table/v1/driving/…?annotations=duration,distance`); without it, or when it
 * fails, the straight-line distance times the detour factor (FLOTTE_ROUTE_DETOUR, 1.3) at the
 * asset type's average speed. Computed once per plan, flat in shared memory (`FlatTravelMatrix`:
 * the engine's worker thread reads it without a copy); each round keeps its own places of it
 * (round-matrix.ts), as a `TravelMatrix`.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { breathe } from '../../db/loop-turns';
import { DEFAULT_AVERAGE_SPEED_KMH, haversineMeters, type Point } from '../drivers/eta';

/** A round's matrix as `rounds.matrix` stores it. */
export interface TravelMatrix {
  locations: Point[];
  /** Seconds, time[from][to]. */
  time: number[][];
  /** Metres. */
  distance: number[][];
  method: 'route' | 'straight_line';
}

/** A plan's matrix, row by row: (from, to) at from × size + to, in SharedArrayBuffers. */
export interface FlatTravelMatrix {
  locations: Point[];
  size: number;
  /** Seconds. */
  time: Float64Array;
  /** Metres. */
  distance: Float64Array;
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

const square = (size: number) => new Float64Array(new SharedArrayBuffer(size * size * 8));

/**
 * The straight-line matrix, row by row: yields after each row so that a caller on the API's
 * loop can let other requests through (`straightLineFlat`); the synchronous `straightLineMatrix`
 * runs it through.
 */
function* straightLineRows(
  locations: Point[],
  speedKmh: number,
  detourFactor: number,
): Generator<void, FlatTravelMatrix> {
  const speed = (speedKmh > 0 ? speedKmh : DEFAULT_AVERAGE_SPEED_KMH) / 3.6;
  const size = locations.length;
  const time = square(size);
  const distance = square(size);
  // The haversine is symmetric: each pair once (a 1,000-request day has 1.4 M cells).
  for (let a = 0; a < size; a++) {
    for (let b = a + 1; b < size; b++) {
      const m = Math.round(haversineMeters(locations[a]!, locations[b]!) * detourFactor);
      const s = Math.round(m / speed);
      distance[a * size + b] = distance[b * size + a] = m;
      time[a * size + b] = time[b * size + a] = s;
    }
    yield;
  }
  return { locations, size, time, distance, method: 'straight_line' };
}

/** The straight-line matrix on the API's loop, letting it turn between rows (loop-turns.ts). */
async function straightLineFlat(
  locations: Point[],
  speedKmh: number,
  detourFactor: number,
): Promise<FlatTravelMatrix> {
  const rows = straightLineRows(locations, speedKmh, detourFactor);
  for (;;) {
    const next = rows.next();
    if (next.done) return next.value;
    await breathe();
  }
}

/** A flat matrix as rows, the shape `rounds.matrix` stores. */
export function nestedMatrix(flat: FlatTravelMatrix): TravelMatrix {
  const rows = (cells: Float64Array) =>
    Array.from({ length: flat.size }, (_, a) =>
      Array.from(cells.subarray(a * flat.size, (a + 1) * flat.size)),
    );
  return {
    locations: flat.locations,
    time: rows(flat.time),
    distance: rows(flat.distance),
    method: flat.method,
  };
}

export const straightLineMatrix = (
  locations: Point[],
  speedKmh: number,
  detourFactor: number,
): TravelMatrix => {
  const rows = straightLineRows(locations, speedKmh, detourFactor);
  for (;;) {
    const next = rows.next();
    if (next.done) return nestedMatrix(next.value);
  }
};

const osrmTable = z.object({
  code: z.literal('Ok'),
  durations: z.array(z.unknown()),
  distances: z.array(z.unknown()),
});

/**
 * An OSRM table's rows into `cells`, rounded; throws on a row of another size or an unroutable
 * pair. A loop rather than a zod schema per cell: a plan's table holds millions.
 */
function fillCells(rows: unknown[], size: number, cells: Float64Array): void {
  if (rows.length !== size) throw new Error('routing table of another size');
  rows.forEach((row, a) => {
    if (!Array.isArray(row) || row.length !== size) throw new Error('routing table row');
    for (let b = 0; b < size; b++) {
      const v: unknown = row[b];
      if (typeof v !== 'number') throw new Error('unroutable pair');
      cells[a * size + b] = Math.round(v);
    }
  });
}

async function routedMatrix(
  locations: Point[],
  deps: MatrixDeps,
): Promise<FlatTravelMatrix | undefined> {
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
    const size = locations.length;
    const time = square(size);
    const distance = square(size);
    fillCells(body.durations, size, time);
    fillCells(body.distances, size, distance);
    return { locations, size, time, distance, method: 'route' };
  } catch (error) {
    deps.log?.warn({ err: error }, 'routing: no table, the plan goes as the crow flies');
    return undefined;
  }
}

/** The routing service's table when it answers, else the straight line with its detour. */
export async function buildFlatMatrix(
  locations: Point[],
  speedKmh: number,
  deps: MatrixDeps,
): Promise<FlatTravelMatrix> {
  return (
    (await routedMatrix(locations, deps)) ??
    (await straightLineFlat(locations, speedKmh, deps.detourFactor))
  );
}

/** `buildFlatMatrix` as rows: a round's or a quote's few places. */
export const buildMatrix = async (
  locations: Point[],
  speedKmh: number,
  deps: MatrixDeps,
): Promise<TravelMatrix> => nestedMatrix(await buildFlatMatrix(locations, speedKmh, deps));
