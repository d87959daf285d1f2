/** The spread of a series of timings (ms): its median, 99th percentile and worst. */
import { percentile } from '../pg/report';

export interface Spread {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

/** Nearest-rank p50 and p99, and the maximum, of `values` in any order (zeros when empty). */
export function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    count: sorted.length,
  };
}
