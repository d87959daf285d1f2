/**
 * The problem compiled into flat arrays for the search: every job becomes one stop (a delivery
 * from the start, a pickup to the end) or two (a pickup-and-delivery pair), each with its own
 * window, service time and signed load change. Jobs that no vehicle could ever serve are set
 * aside here with their reason, so the search never sees them.
 */
import { buildMatrix, type FlatMatrix } from './matrix';
import type { AnyProblem, UnassignedReason } from './types';

/** How a stop changes the load: see `Model.stopKind`. */
export const StopKind = {
  /** Delivered from the start: on board from the departure, unloaded here. */
  Delivery: 0,
  /** Picked up here, carried to the end. */
  Pickup: 1,
  /** The pickup of a pair. */
  PairPickup: 2,
  /** The delivery of a pair. */
  PairDelivery: 3,
} as const;

export interface ModelVehicle {
  id: string;
  type: string | undefined;
  capacity: Float64Array;
  start: number;
  /** -1 when the round ends at its last stop. */
  end: number;
  shiftStart: number;
  shiftEnd: number;
}

export interface ModelJob {
  id: string;
  /** One stop, or [pickup, delivery]. */
  stops: number[];
  amount: Float64Array;
  /** allowed[v]: may vehicle v serve the job. */
  allowed: boolean[];
}

export interface Model {
  matrix: FlatMatrix;
  dims: number;
  vehicles: ModelVehicle[];
  jobs: ModelJob[];
  /** Per stop: */
  stopLocation: Int32Array;
  stopEarly: Float64Array;
  stopLate: Float64Array;
  stopService: Float64Array;
  stopJob: Int32Array;
  stopKind: Uint8Array;
  /** A locked job's rank (NaN when its order is free). */
  jobRank: Float64Array;
  /** Jobs set aside before the search, with why. */
  rejected: { jobId: string; reason: UnassignedReason }[];
}

const fits = (amount: Float64Array, capacity: Float64Array) =>
  amount.every((a, d) => a <= (capacity[d] ?? 0));

export function buildModel(problem: AnyProblem): Model {
  const matrix = buildMatrix(problem.matrix);
  const dims = Math.max(
    1,
    ...problem.vehicles.map((v) => v.capacity.length),
    ...problem.jobs.map((j) => j.amount?.length ?? 0),
  );
  const vector = (values: number[] | undefined) => {
    const out = new Float64Array(dims);
    values?.forEach((value, d) => (out[d] = value));
    return out;
  };
  const validLocation = (l: number | undefined) =>
    l !== undefined && Number.isInteger(l) && l >= 0 && l < matrix.size;
  const vehicles: ModelVehicle[] = problem.vehicles
    .filter((v) => validLocation(v.start))
    .map((v) => ({
      id: v.id,
      type: v.type,
      capacity: vector(v.capacity),
      start: v.start,
      end: v.end !== undefined && validLocation(v.end) ? v.end : -1,
      shiftStart: v.shift?.[0] ?? 0,
      shiftEnd: v.shift?.[1] ?? Number.POSITIVE_INFINITY,
    }));

  const loc: number[] = [];
  const early: number[] = [];
  const late: number[] = [];
  const service: number[] = [];
  const stopJob: number[] = [];
  const kind: number[] = [];
  const jobs: ModelJob[] = [];
  const ranks: number[] = [];
  const rejected: Model['rejected'] = [];

  for (const job of problem.jobs) {
    const parts = [job.pickup, job.delivery].filter((s) => s !== undefined);
    if (parts.length === 0 || parts.some((s) => !validLocation(s.location))) {
      rejected.push({ jobId: job.id, reason: 'invalid_job' });
      continue;
    }
    const amount = vector(job.amount);
    const named = job.lockedVehicle !== undefined ? [job.lockedVehicle] : job.allowedVehicles;
    const allowed = vehicles.map(
      (v) =>
        (named === undefined || named.includes(v.id)) &&
        (job.allowedVehicles === undefined || job.allowedVehicles.includes(v.id)) &&
        (job.allowedTypes === undefined ||
          (v.type !== undefined && job.allowedTypes.includes(v.type))),
    );
    if (!allowed.some(Boolean)) {
      rejected.push({ jobId: job.id, reason: 'no_allowed_vehicle' });
      continue;
    }
    if (!vehicles.some((v, i) => allowed[i] && fits(amount, v.capacity))) {
      rejected.push({ jobId: job.id, reason: 'too_heavy' });
      continue;
    }
    const jobIndex = jobs.length;
    const stops: number[] = [];
    const kinds =
      job.pickup && job.delivery
        ? [StopKind.PairPickup, StopKind.PairDelivery]
        : [job.pickup ? StopKind.Pickup : StopKind.Delivery];
    parts.forEach((s, k) => {
      stops.push(loc.length);
      loc.push(s.location);
      early.push(s.window?.[0] ?? Number.NEGATIVE_INFINITY);
      late.push(s.window?.[1] ?? Number.POSITIVE_INFINITY);
      service.push(s.service ?? 0);
      stopJob.push(jobIndex);
      kind.push(kinds[k]!);
    });
    // Heavy enough for some vehicle: it may still fit only vehicles it is not allowed on.
    const heavyFor = vehicles.map((v, i) => allowed[i] === true && fits(amount, v.capacity));
    jobs.push({ id: job.id, stops, amount, allowed: heavyFor });
    ranks.push(job.lockedVehicle !== undefined ? (job.lockedRank ?? Number.NaN) : Number.NaN);
  }

  return {
    matrix,
    dims,
    vehicles,
    jobs,
    stopLocation: Int32Array.from(loc),
    stopEarly: Float64Array.from(early),
    stopLate: Float64Array.from(late),
    stopService: Float64Array.from(service),
    stopJob: Int32Array.from(stopJob),
    stopKind: Uint8Array.from(kind),
    jobRank: Float64Array.from(ranks),
    rejected,
  };
}
