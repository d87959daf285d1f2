/** `solveInWorker` runs the same engine in a worker thread (loaded through tsx) and answers the same. */
import { describe, expect, it } from 'vitest';
import { solve, solveInWorker } from '../../server/services/rounds/engine';
import { scattered } from './support/rounds';

describe('round engine: worker thread', () => {
  it('answers what solve() answers, for the same seed and iterations', async () => {
    const problem = scattered(12, [13, 17, 7, 11], 2, 20, () => 3);
    const options = { seed: 5, timeLimitMs: 60_000, maxIterations: 200 };
    const inWorker = await solveInWorker(problem, options);
    const direct = solve(problem, options);
    // Everything but the time it took.
    expect({ ...inWorker, ms: 0 }).toEqual({ ...direct, ms: 0 });
  }, 30_000);
});
