/**
 * The engine against optima found by enumerating every solution of small problems: the best
 * vehicles-then-distance plan of 7 deliveries over 2 vehicles with capacities and windows, and
 * the shortest order of 3 pickup-and-delivery pairs in one vehicle.
 */
import { describe, expect, it } from 'vitest';
import { checkSolution, euclideanMatrix, solve } from '../../server/services/rounds/engine';
import type { Problem } from '../../server/services/rounds/engine';

/** A small linear congruential generator, apart from the engine's own. */
function lcg(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [x, ...rest]),
  );
}

/** Distance of a route through `locations` from and back to the depot, or undefined when it breaks a rule. */
function routeDistance(problem: Problem, jobs: number[], capacity: number, horizon: number) {
  const t = problem.matrix.time;
  let time = 0;
  let distance = 0;
  let load = 0;
  let at = 0;
  for (const j of jobs) {
    const job = problem.jobs[j]!;
    const stop = job.delivery!;
    distance += t[at]![stop.location]!;
    time = Math.max(time + t[at]![stop.location]!, stop.window![0]);
    if (time > stop.window![1]) return undefined;
    time += stop.service ?? 0;
    load += job.amount![0]!;
    at = stop.location;
  }
  distance += t[at]![0]!;
  if (time + t[at]![0]! > horizon || load > capacity) return undefined;
  return distance;
}

function deliveries(seed: number): Problem {
  const random = lcg(seed);
  const points: [number, number][] = [[50, 50]];
  for (let i = 0; i < 7; i++) points.push([random() * 100, random() * 100]);
  return {
    matrix: { time: euclideanMatrix(points) },
    vehicles: ['a', 'b'].map((id) => ({
      id,
      capacity: [20],
      start: 0,
      end: 0,
      shift: [0, 400] as [number, number],
    })),
    jobs: points.slice(1).map((_, i) => {
      const open = Math.floor(random() * 200);
      return {
        id: `j${i}`,
        amount: [2 + Math.floor(random() * 6)],
        delivery: {
          location: i + 1,
          window: [open, open + 60 + Math.floor(random() * 80)] as [number, number],
          service: 5,
        },
      };
    }),
  };
}

/** Every split of every order into two routes: the best (vehicles, distance). */
function bruteForce(problem: Problem): { vehicles: number; distance: number } | undefined {
  let best: { vehicles: number; distance: number } | undefined;
  const all = problem.jobs.map((_, i) => i);
  for (const order of permutations(all)) {
    for (let k = 0; k <= order.length; k++) {
      const first = routeDistance(problem, order.slice(0, k), 20, 400);
      const second = routeDistance(problem, order.slice(k), 20, 400);
      if (first === undefined || second === undefined) continue;
      const vehicles = (k > 0 ? 1 : 0) + (k < order.length ? 1 : 0);
      const distance = (k > 0 ? first : 0) + (k < order.length ? second : 0);
      if (
        !best ||
        vehicles < best.vehicles ||
        (vehicles === best.vehicles && distance < best.distance - 1e-9)
      ) {
        best = { vehicles, distance };
      }
    }
  }
  return best;
}

describe('round engine: known optima', () => {
  const cases = [1, 2, 3, 4, 5, 6, 7, 8]
    .map((seed) => ({ seed, problem: deliveries(seed) }))
    .map((c) => ({ ...c, optimum: bruteForce(c.problem) }))
    .filter((c) => c.optimum !== undefined);

  it('has feasible cases to compare with', () => {
    expect(cases.length).toBeGreaterThanOrEqual(4);
  });

  it.each(cases)(
    'finds the optimum of 7 deliveries with windows (case $seed)',
    ({ problem, optimum }) => {
      const solution = solve(problem, { seed: 1, timeLimitMs: 60_000, maxIterations: 1500 });
      expect(checkSolution(problem, solution)).toEqual([]);
      expect(solution.unassigned).toEqual([]);
      expect(solution.cost.vehicles).toBe(optimum!.vehicles);
      expect(solution.cost.distance).toBeCloseTo(optimum!.distance, 6);
    },
  );

  it('finds the shortest order of three pickup-and-delivery pairs', () => {
    const random = lcg(42);
    const points: [number, number][] = [[0, 0]];
    for (let i = 0; i < 6; i++) points.push([random() * 100, random() * 100]);
    const problem: Problem = {
      matrix: { time: euclideanMatrix(points) },
      vehicles: [{ id: 'a', capacity: [10], start: 0, end: 0 }],
      jobs: [0, 1, 2].map((i) => ({
        id: `p${i}`,
        amount: [4],
        pickup: { location: 2 * i + 1 },
        delivery: { location: 2 * i + 2 },
      })),
    };
    // Stops 2i and 2i+1 (pickup, delivery of pair i); at most two pairs on board (4 + 4 ≤ 10).
    let optimum = Number.POSITIVE_INFINITY;
    for (const order of permutations([0, 1, 2, 3, 4, 5])) {
      if ([0, 1, 2].some((i) => order.indexOf(2 * i) > order.indexOf(2 * i + 1))) continue;
      let load = 0;
      let ok = true;
      let at = 0;
      let distance = 0;
      for (const s of order) {
        load += s % 2 === 0 ? 4 : -4;
        if (load > 10) ok = false;
        distance += problem.matrix.time[at]![s + 1]!;
        at = s + 1;
      }
      distance += problem.matrix.time[at]![0]!;
      if (ok) optimum = Math.min(optimum, distance);
    }
    const solution = solve(problem, { seed: 1, timeLimitMs: 60_000, maxIterations: 1500 });
    expect(checkSolution(problem, solution)).toEqual([]);
    expect(solution.cost.distance).toBeCloseTo(optimum, 6);
  });
});
