/**
 * A round's times and load from its stops in order (docs/rounds.md): the one computation of
 * planned arrivals, used when a plan is written, when the planner moves or reorders stops and
 * when a request is inserted. Times are seconds from the plan's day start (00:00 UTC), matrix
 * indices are the plan's (0: the start depot).
 */
import type { TravelMatrix } from './matrix';

export interface TimedStopInput {
  location: number;
  kind: 'pickup' | 'dropoff';
  /** [earliest, latest] start of service, seconds; null ends unbounded. */
  window: [number | null, number | null];
  service: number;
  weight: number;
  /** A drop-off whose goods are loaded at the depot (no pickup stop). */
  loadedAtStart: boolean;
}

export interface TimedStop {
  arrival: number;
  start: number;
  departure: number;
  load: number;
  late: boolean;
}

export interface RoundTiming {
  stops: TimedStop[];
  /** Arrival back at the depot (or departure from the last stop without one). */
  end: number;
  distance: number;
  maxLoad: number;
}

export function timeRound(
  matrix: Pick<TravelMatrix, 'time' | 'distance'>,
  shiftStart: number,
  stops: readonly TimedStopInput[],
  returnTo: number | null = 0,
): RoundTiming {
  let load = stops.reduce((sum, s) => sum + (s.loadedAtStart ? s.weight : 0), 0);
  let maxLoad = load;
  let at = shiftStart;
  let from = 0;
  let distance = 0;
  const timed = stops.map((stop) => {
    const arrival = at + matrix.time[from]![stop.location]!;
    distance += matrix.distance[from]![stop.location]!;
    const start = Math.max(arrival, stop.window[0] ?? arrival);
    const departure = start + stop.service;
    load += stop.kind === 'pickup' ? stop.weight : -stop.weight;
    maxLoad = Math.max(maxLoad, load);
    at = departure;
    from = stop.location;
    return {
      arrival,
      start,
      departure,
      load,
      late: stop.window[1] !== null && start > stop.window[1],
    };
  });
  if (returnTo !== null) {
    distance += matrix.distance[from]![returnTo]!;
    at += matrix.time[from]![returnTo]!;
  }
  return { stops: timed, end: at, distance, maxLoad };
}
