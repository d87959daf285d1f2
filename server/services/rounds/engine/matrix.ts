/**
 * Travel matrices flattened for speed, and the scalar arc cost the search minimises: travel
 * time, with distance as a tie-breaker (weight `DISTANCE_WEIGHT`), so that among equally fast
 * plans the shorter wins (docs/routing-engine.md, "Objective").
 */
import type { FlatMatrixInput, Matrix } from './types';

export const DISTANCE_WEIGHT = 1e-6;

export interface FlatMatrix {
  size: number;
  time: Float64Array;
  distance: Float64Array;
  /** time + DISTANCE_WEIGHT × distance */
  cost: Float64Array;
}

/** (from, to)'s time and distance of either shape of matrix. */
export function cellsOf(matrix: Matrix | FlatMatrixInput): {
  time: (from: number, to: number) => number;
  distance: (from: number, to: number) => number;
} {
  if ('size' in matrix) {
    const { size, time } = matrix;
    const distance = matrix.distance ?? time;
    return {
      time: (a, b) => time[a * size + b]!,
      distance: (a, b) => distance[a * size + b]!,
    };
  }
  return {
    time: (a, b) => matrix.time[a]![b]!,
    distance: (a, b) => (matrix.distance ?? matrix.time)[a]![b]!,
  };
}

/** Either shape of matrix as rows (VROOM's JSON). */
export function matrixRows(matrix: Matrix | FlatMatrixInput): Required<Matrix> {
  if (!('size' in matrix)) return { time: matrix.time, distance: matrix.distance ?? matrix.time };
  const cells = cellsOf(matrix);
  const rows = (cell: (a: number, b: number) => number) =>
    Array.from({ length: matrix.size }, (_, a) =>
      Array.from({ length: matrix.size }, (_, b) => cell(a, b)),
    );
  return { time: rows(cells.time), distance: rows(cells.distance) };
}

export function buildMatrix(matrix: Matrix | FlatMatrixInput): FlatMatrix {
  if ('size' in matrix) {
    // Already flat (shared with the caller's thread): read as is, only the cost computed.
    const { size, time } = matrix;
    const distance = matrix.distance ?? time;
    const cost = new Float64Array(size * size);
    for (let i = 0; i < size * size; i++) cost[i] = time[i]! + DISTANCE_WEIGHT * distance[i]!;
    return { size, time, distance, cost };
  }
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
