/** Small problems for the round-engine tests: points on a plane, Euclidean times. */
import { euclideanMatrix } from '../../../server/services/rounds/engine/matrix';
import type { JobInput, Problem, VehicleInput } from '../../../server/services/rounds/engine/types';

/** Location 0 is the depot at the origin; `points` are locations 1…n. */
export function plane(
  points: [number, number][],
  vehicles: Partial<VehicleInput>[],
  jobs: (Partial<JobInput> & { at?: number })[],
): Problem {
  return {
    matrix: { time: euclideanMatrix([[0, 0], ...points]) },
    vehicles: vehicles.map((v, i) => ({
      id: `v${i + 1}`,
      capacity: [100],
      start: 0,
      end: 0,
      ...v,
    })),
    jobs: jobs.map(({ at, ...job }, i) => ({
      id: `j${i + 1}`,
      ...(at !== undefined ? { delivery: { location: at } } : {}),
      ...job,
    })),
  };
}

/** The job ids of each route, in order (stop types as "p:"/"d:" when asked). */
export const order = (
  solution: { routes: { vehicleId: string; stops: { jobId: string; type: string }[] }[] },
  types = false,
) =>
  Object.fromEntries(
    solution.routes.map((r) => [
      r.vehicleId,
      r.stops.map((s) => (types ? `${s.type[0]}:${s.jobId}` : s.jobId)),
    ]),
  );

/**
 * `count` deliveries spread over a grid by modular steps (point i at (i·ax mod mx, i·ay mod my)),
 * served by `vehicles` vehicles of one capacity.
 */
export function scattered(
  count: number,
  [ax, mx, ay, my]: [number, number, number, number],
  vehicles: number,
  capacity: number,
  amount: (i: number) => number,
): Problem {
  const points = Array.from({ length: count }, (_, i): [number, number] => [
    (i * ax) % mx,
    (i * ay) % my,
  ]);
  return plane(
    points,
    Array.from({ length: vehicles }, () => ({ capacity: [capacity] })),
    points.map((_, i) => ({ at: i + 1, amount: [amount(i)] })),
  );
}
