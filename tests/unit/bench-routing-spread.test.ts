/** The routing bench's summary of timings (bench/routing/spread.ts). Nothing here is timed. */
import { describe, expect, it } from 'vitest';
import { spread } from '../../bench/routing/spread';

describe('spread', () => {
  it('answers the nearest-rank p50 and p99 and the worst, whatever the order', () => {
    const values = Array.from({ length: 200 }, (_, i) => 200 - i);
    expect(spread(values)).toEqual({ p50: 100, p99: 198, max: 200, count: 200 });
  });

  it('answers the one value of a single sample for each', () => {
    expect(spread([7.5])).toEqual({ p50: 7.5, p99: 7.5, max: 7.5, count: 1 });
  });

  it('answers zeros when nothing was measured', () => {
    expect(spread([])).toEqual({ p50: 0, p99: 0, max: 0, count: 0 });
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    spread(values);
    expect(values).toEqual([3, 1, 2]);
  });
});
