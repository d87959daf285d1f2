/** The independent checker: it accepts the engine's solutions and names each broken rule. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseSolomon, solomonProblem } from '../../bench/routing/solomon';
import { verifySolomon } from '../../bench/routing/verify';
import { checkSolution, solve } from '../../server/services/rounds/engine';
import type { Solution } from '../../server/services/rounds/engine';
import { plane } from './support/rounds';

const problem = plane(
  [
    [10, 0],
    [20, 0],
    [5, 5],
    [8, 8],
  ],
  [{ capacity: [10], shift: [0, 200] }],
  [
    { delivery: { location: 1, window: [0, 15] }, amount: [3] },
    { delivery: { location: 2 }, amount: [3] },
    { pickup: { location: 3 }, delivery: { location: 4 }, amount: [2] },
  ],
);
const good = solve(problem, { seed: 1, timeLimitMs: 60_000, maxIterations: 100 });
const broken = (edit: (s: Solution) => void) => {
  const copy = structuredClone(good);
  edit(copy);
  return checkSolution(problem, copy);
};
const stops = (s: Solution) => s.routes[0]!.stops;

describe('round engine: the solution checker', () => {
  it('accepts the engine’s solution', () => {
    expect(good.unassigned).toEqual([]);
    expect(checkSolution(problem, good)).toEqual([]);
  });

  it('rejects a job served twice or never', () => {
    expect(broken((s) => stops(s).push(stops(s).find((x) => x.jobId === 'j2')!))).toContainEqual(
      expect.stringMatching(/j2: served 2 times/),
    );
    expect(
      broken((s) => (s.routes[0]!.stops = stops(s).filter((x) => x.jobId !== 'j2'))),
    ).toContainEqual(expect.stringMatching(/j2: served 0 times/));
  });

  it('rejects a delivery before its pickup', () => {
    const errors = broken((s) => {
      const route = s.routes[0]!;
      route.stops = [
        ...route.stops.filter((x) => x.jobId !== 'j3'),
        ...route.stops.filter((x) => x.jobId === 'j3').reverse(),
      ];
    });
    expect(errors).toContainEqual(expect.stringMatching(/j3: delivered before its pickup/));
  });

  it('rejects a missed window, an overload, a shift overrun and a wrong distance', () => {
    expect(broken((s) => s.routes[0]!.stops.reverse())).toContainEqual(
      expect.stringMatching(/j1: delivery starts at .* after its window/),
    );
    const heavy = structuredClone(problem);
    heavy.vehicles[0]!.capacity = [4];
    expect(checkSolution(heavy, good)).toContainEqual(expect.stringMatching(/over capacity/));
    const short = structuredClone(problem);
    short.vehicles[0]!.shift = [0, 30];
    expect(checkSolution(short, good)).toContainEqual(expect.stringMatching(/after its shift/));
    expect(broken((s) => (s.cost.distance -= 1))).toContainEqual(
      expect.stringMatching(/total distance/),
    );
  });

  it('rejects a job on a vehicle it may not use', () => {
    const locked = structuredClone(problem);
    locked.jobs[1]!.lockedVehicle = 'v9';
    expect(checkSolution(locked, good)).toContainEqual(
      expect.stringMatching(/j2: is not allowed|not allowed/),
    );
  });

  it('rejects locked jobs out of their locked order and a vehicle of another type', () => {
    const ranked = structuredClone(problem);
    const [first, second] = stops(good).map((x) => ranked.jobs.find((j) => j.id === x.jobId)!);
    Object.assign(first!, { lockedVehicle: 'v1', lockedRank: 2 });
    Object.assign(second!, { lockedVehicle: 'v1', lockedRank: 1 });
    expect(checkSolution(ranked, good)).toContainEqual(
      expect.stringMatching(/out of its locked order/),
    );
    const typed = structuredClone(problem);
    typed.jobs[1]!.allowedTypes = ['refrigerated'];
    expect(checkSolution(typed, good)).toContainEqual(
      expect.stringMatching(/job j2 asks for another vehicle type/),
    );
  });

  it('solves Solomon C101 feasibly, as both checkers see it', () => {
    const instance = parseSolomon(
      readFileSync(path.join(__dirname, '../fixtures/solomon-c101.txt'), 'utf8'),
    );
    const c101 = solomonProblem(instance);
    const solution = solve(c101, { seed: 1, timeLimitMs: 60_000, maxIterations: 200 });
    expect(solution.unassigned).toEqual([]);
    expect(checkSolution(c101, solution)).toEqual([]);
    const verified = verifySolomon(instance, solution);
    expect(verified.errors).toEqual([]);
    expect(verified.distance).toBeCloseTo(solution.cost.distance, 6);
  });
});
