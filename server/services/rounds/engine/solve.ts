/**
 * `solve(problem, options)`: the engine's entry point, synchronous (run it in a worker for the
 * API: worker.ts). Never throws on a well-typed problem: jobs no vehicle could serve come back
 * in `unassigned` with their reason.
 */
import { performance } from 'node:perf_hooks';
import { buildModel } from './model';
import { seededRandom } from './prng';
import { Route, type Insertion } from './route';
import { search } from './search';
import { toSolution } from './solution';
import type { AnyProblem, Solution, SolveOptions, UnassignedReason } from './types';

export const DEFAULT_TIME_LIMIT_MS = 2000;

export function solve(problem: AnyProblem, options: SolveOptions = {}): Solution {
  const startedAt = performance.now();
  const seed = options.seed ?? 1;
  const model = buildModel(problem);
  const rejected: { jobId: string; reason: UnassignedReason }[] = [...model.rejected];
  // A job that fits no allowed vehicle's empty route on time can never be placed.
  const jobs: number[] = [];
  const probe: Insertion = { delta: 0, route: -1, pickupGap: 0, deliveryGap: 0 };
  model.jobs.forEach((job, j) => {
    probe.delta = Number.POSITIVE_INFINITY;
    probe.route = -1;
    model.vehicles.forEach((_, v) => {
      new Route(model, v).bestInsertion(j, probe, v, 0, 0, () => 1);
    });
    if (probe.route >= 0) jobs.push(j);
    else rejected.push({ jobId: job.id, reason: 'window_unreachable' });
  });
  const random = seededRandom(seed);
  const limit = options.timeLimitMs ?? DEFAULT_TIME_LIMIT_MS;
  const result =
    model.vehicles.length > 0 && jobs.length > 0
      ? search(model, jobs, random, {
          startedAt,
          deadline: startedAt + limit,
          maxIterations: options.maxIterations ?? Number.POSITIVE_INFINITY,
          minimiseVehicles: options.minimiseVehicles ?? true,
          now: () => performance.now(),
        })
      : undefined;
  return toSolution(model, result?.best, rejected, {
    iterations: result?.iterations ?? 0,
    ms: performance.now() - startedAt,
    seed,
  });
}
