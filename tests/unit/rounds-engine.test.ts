import { describe, expect, it } from 'vitest';
import { checkSolution, solve } from '../../server/services/rounds/engine';
import type { Problem } from '../../server/services/rounds/engine';
import { order, plane, scattered } from './support/rounds';

// Iteration-bounded runs: the same result on any machine, whatever its load.
const quick = { seed: 7, timeLimitMs: 60_000, maxIterations: 300 };

const solved = (problem: Problem) => {
  const solution = solve(problem, quick);
  expect(checkSolution(problem, solution)).toEqual([]);
  return solution;
};

describe('round engine: each constraint alone', () => {
  it('keeps every route within its capacity', () => {
    const problem = plane(
      [
        [10, 0],
        [10, 1],
        [10, 2],
      ],
      [{ capacity: [10] }, { capacity: [10] }],
      [
        { at: 1, amount: [6] },
        { at: 2, amount: [6] },
        { at: 3, amount: [6] },
      ],
    );
    const solution = solved(problem);
    expect(solution.routes).toHaveLength(2);
    expect(solution.unassigned).toEqual([{ jobId: expect.any(String), reason: 'no_room' }]);
    for (const route of solution.routes) expect(route.startLoad[0]).toBeLessThanOrEqual(10);
  });

  it('checks every capacity dimension', () => {
    // Plenty of kilograms, room for one cubic metre: one job per vehicle.
    const problem = plane(
      [
        [5, 0],
        [5, 1],
      ],
      [{ capacity: [1000, 1] }, { capacity: [1000, 1] }],
      [
        { at: 1, amount: [1, 1] },
        { at: 2, amount: [1, 1] },
      ],
    );
    const solution = solved(problem);
    expect(solution.routes.map((r) => r.stops.length)).toEqual([1, 1]);
  });

  it('serves each stop within its time window, waiting when early', () => {
    // Geometry alone would visit 1 then 2; the windows force 2 first.
    const problem = plane(
      [
        [10, 0],
        [20, 0],
      ],
      [{}],
      [
        { delivery: { location: 1, window: [100, 110] } },
        { delivery: { location: 2, window: [0, 30] } },
      ],
    );
    const solution = solved(problem);
    expect(order(solution)).toEqual({ v1: ['j2', 'j1'] });
    expect(solution.routes[0]!.stops[1]!.start).toBe(100);
  });

  it('picks up before delivering, in the same route, never over capacity', () => {
    const problem = plane(
      [
        [30, 0],
        [1, 0],
        [30, 1],
        [1, 1],
      ],
      [{ capacity: [10] }],
      [
        { pickup: { location: 1 }, delivery: { location: 2 }, amount: [6] },
        { pickup: { location: 3 }, delivery: { location: 4 }, amount: [6] },
      ],
    );
    const solution = solved(problem);
    const stops = order(solution, true).v1!;
    expect(stops).toHaveLength(4);
    // Both pairs weigh 6 with room for 10: one pair on board at a time.
    expect(stops.indexOf('p:j1') + 1).toBe(stops.indexOf('d:j1'));
    expect(stops.indexOf('p:j2') + 1).toBe(stops.indexOf('d:j2'));
  });

  it('ends every route within the shift', () => {
    // 2 × 40 = 80 time units for the round trip: only v2's shift is long enough.
    const problem = plane([[40, 0]], [{ shift: [0, 60] }, { shift: [0, 100] }], [{ at: 1 }]);
    const solution = solved(problem);
    expect(order(solution)).toEqual({ v2: ['j1'] });
    expect(solution.routes[0]!.end).toBeCloseTo(80);
  });

  it('keeps a locked job on its vehicle', () => {
    // v2 starts far away, yet the lock holds.
    const problem = plane(
      [
        [1, 0],
        [100, 0],
      ],
      [{}, { start: 2, end: 2 }],
      [{ at: 1, lockedVehicle: 'v2' }],
    );
    expect(order(solved(problem))).toEqual({ v2: ['j1'] });
  });

  it('keeps locked jobs in their locked order, placing others between them', () => {
    // Alone, the shortest round is 1, 2, 3 along the line; the lock asks for 3 before 1.
    const problem = plane(
      [
        [10, 0],
        [20, 0],
        [30, 0],
      ],
      [{}, {}],
      [
        { at: 1, lockedVehicle: 'v1', lockedRank: 2 },
        { at: 2 },
        { at: 3, lockedVehicle: 'v1', lockedRank: 1 },
      ],
    );
    const route = order(solved(problem)).v1 ?? [];
    expect(route.indexOf('j3')).toBeLessThan(route.indexOf('j1'));
    expect(route).toContain('j2');
  });

  it('uses only the allowed vehicles', () => {
    const problem = plane(
      [
        [1, 0],
        [100, 0],
      ],
      [{}, { start: 2, end: 2 }],
      [
        { at: 1, allowedVehicles: ['v2'] },
        { at: 1, allowedVehicles: ['v1'] },
      ],
    );
    const solution = solved(problem);
    expect(order(solution)).toEqual({ v1: ['j2'], v2: ['j1'] });
  });

  it('uses only vehicles of the types a job asks for', () => {
    const problem = plane(
      [
        [1, 0],
        [2, 0],
      ],
      [{ type: 'van' }, { type: 'refrigerated' }, {}],
      [
        { at: 1, allowedTypes: ['refrigerated'] },
        { at: 2, allowedTypes: ['refrigerated', 'van'] },
        { at: 2, allowedTypes: ['truck'] },
      ],
    );
    const solution = solved(problem);
    // Out along a line and back: either order is as short.
    expect(Object.keys(order(solution))).toEqual(['v2']);
    expect(order(solution).v2?.slice().sort()).toEqual(['j1', 'j2']);
    expect(solution.unassigned).toEqual([{ jobId: 'j3', reason: 'no_allowed_vehicle' }]);
  });

  it('may trade vehicles for travel when asked not to minimise them', () => {
    // v2 waits at the second job's place: two vans drive 20, one van 40.
    const problem = plane(
      [
        [10, 0],
        [-10, 0],
      ],
      [{}, { start: 2, end: 2 }],
      [{ at: 1 }, { at: 2 }],
    );
    expect(solved(problem).cost).toMatchObject({ vehicles: 1, distance: 40 });
    const travelFirst = solve(problem, { ...quick, minimiseVehicles: false });
    expect(checkSolution(problem, travelFirst)).toEqual([]);
    expect(travelFirst.cost).toMatchObject({ vehicles: 2, distance: 20 });
  });

  it('uses as few vehicles as possible, then the shortest travel', () => {
    // One vehicle for both, although each would be as short alone: fewer vehicles come first.
    const problem = plane(
      [
        [10, 0],
        [-10, 0],
      ],
      [{}, {}],
      [{ at: 1 }, { at: 2 }],
    );
    const solution = solved(problem);
    expect(solution.cost.vehicles).toBe(1);
    expect(solution.cost.distance).toBeCloseTo(40);
  });

  it('ends at the last stop when the vehicle has no end place', () => {
    const problem = plane(
      [
        [10, 0],
        [20, 0],
      ],
      [{ end: undefined }],
      [{ at: 1 }, { at: 2 }],
    );
    delete problem.vehicles[0]!.end;
    const solution = solved(problem);
    expect(order(solution)).toEqual({ v1: ['j1', 'j2'] });
    expect(solution.cost.distance).toBeCloseTo(20);
  });
});

describe('round engine: inputs it cannot serve', () => {
  it('answers each impossible job with its reason, never an exception', () => {
    const problem = plane(
      [
        [10, 0],
        [10, 0],
      ],
      [{ capacity: [10], shift: [0, 1000] }],
      [
        { at: 1, amount: [11] },
        { at: 1, allowedVehicles: ['nobody'] },
        { delivery: { location: 2, window: [0, 5] } },
        { delivery: { location: 99 } },
        { at: 1, amount: [5] },
      ],
    );
    const solution = solved(problem);
    expect(solution.unassigned).toEqual(
      expect.arrayContaining([
        { jobId: 'j1', reason: 'too_heavy' },
        { jobId: 'j2', reason: 'no_allowed_vehicle' },
        { jobId: 'j3', reason: 'window_unreachable' },
        { jobId: 'j4', reason: 'invalid_job' },
      ]),
    );
    expect(order(solution)).toEqual({ v1: ['j5'] });
  });

  it('answers a problem without vehicles or without jobs', () => {
    expect(solved(plane([[1, 1]], [], [{ at: 1 }])).unassigned).toEqual([
      { jobId: 'j1', reason: 'no_allowed_vehicle' },
    ]);
    expect(solved(plane([], [{}], [])).routes).toEqual([]);
  });

  it('reports a shift too short for the trip as unreachable', () => {
    const problem = plane([[40, 0]], [{ shift: [0, 60] }], [{ at: 1 }]);
    expect(solved(problem).unassigned).toEqual([{ jobId: 'j1', reason: 'window_unreachable' }]);
  });
});

describe('round engine: determinism', () => {
  it('gives the same solution for the same seed and iterations', () => {
    const problem = scattered(30, [37, 50, 53, 41], 3, 40, (i) => 1 + (i % 4));
    const strip = ({ ms: _ms, ...rest }: ReturnType<typeof solve>) => rest;
    const a = solve(problem, { seed: 3, timeLimitMs: 60_000, maxIterations: 400 });
    const b = solve(problem, { seed: 3, timeLimitMs: 60_000, maxIterations: 400 });
    expect(strip(a)).toEqual(strip(b));
    expect(checkSolution(problem, a)).toEqual([]);
  });

  it('stops at its time limit', () => {
    const problem = scattered(40, [7, 23, 11, 29], 2, 50, () => 2);
    const solution = solve(problem, { seed: 1, timeLimitMs: 100 });
    expect(checkSolution(problem, solution)).toEqual([]);
    // Generous bound: the point is that it returns, not how fast.
    expect(solution.ms).toBeLessThan(5_000);
  });
});
