/**
 * Travel matrices flattened for speed, and the scalar arc cost the search minimises: travel
 * time, with distance as a tie-breaker (weight `DISTANCE_WEIGHT`), so that among equally fast
 * plans the shorter wins (docs/routing-engine.md, "Objective").
 */
import type { Matrix } from './types';

export const DISTANCE_WEIGHT = 1e-6;

export interface FlatMatrix {
  size: number;
  time: Float64Array;
  distance: Float64Array;
  /** time + DISTANCE_WEIGHT × distance */
  cost: Float64Array;
}

export function buildMatrix(matrix: Matrix): FlatMatrix {
  const size = matrix.time.length;
  const time = new Float64Array(size * size);
  const distance = new Float64Array(size * size);
  const cost = new Float64Array(size * size);
  for (let a = 0; a < size; a++) {
    for (let b = 0; b < size; b++) {
      const t = matrix.time[a]?.[b] ?? Number.POSITIVE_INFINITY;
      const d = matrix.distance?.[a]?.[b] ?? t;
      time[a * size + b] = t;
      distance[a * size + b] = d;
      cost[a * size + b] = t + DISTANCE_WEIGHT * d;
    }
  }
  return { size, time, distance, cost };
}

/** Euclidean matrix of points, unrounded (Solomon's scoring), travel time = distance. */
export function euclideanMatrix(points: [number, number][]): number[][] {
  return points.map(([x1, y1]) => points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2)));
}
