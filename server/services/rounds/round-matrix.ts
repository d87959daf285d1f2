/**
 * A round's own matrix (docs/rounds.md, "Travel"): what `rounds.matrix` keeps of a plan's, or
 * of a round's, matrix: the round's places only, its depot (index 0) then each stop's place in
 * the order first met, re-indexed, and the stops' indices with them. A 1,000-request plan's
 * matrix has 1.4 M cells; a round of 40 stops keeps 41². Rows written before (the whole plan's
 * matrix, the stops indexing it) read as they are, and come out small when their stops change.
 */
import type { Point } from '../drivers/eta';
import { cellsOf } from './engine';
import { buildMatrix, type FlatTravelMatrix, type MatrixDeps, type TravelMatrix } from './matrix';

/** `matrix` cut to the places of `stops` (and the depot, 0); `stops` re-indexed to it. */
export function roundMatrix<S extends { location: number }>(
  matrix: TravelMatrix | FlatTravelMatrix,
  stops: readonly S[],
): { matrix: TravelMatrix; stops: S[] } {
  const index = new Map<number, number>([[0, 0]]);
  for (const s of stops) if (!index.has(s.location)) index.set(s.location, index.size);
  const kept = [...index.keys()];
  const cells = cellsOf(matrix);
  const rows = (cell: (a: number, b: number) => number) =>
    kept.map((a) => kept.map((b) => cell(a, b)));
  return {
    matrix: {
      locations: kept.map((l) => matrix.locations[l]!),
      time: rows(cells.time),
      distance: rows(cells.distance),
      method: matrix.method,
    },
    stops: stops.map((s) => ({ ...s, location: index.get(s.location)! })),
  };
}

/**
 * `matrix` with `points` added after its places (a request inserted, a stop moved in from
 * another round): measured again as a whole, as a plan is (matrix.ts). `first`: the index of
 * the first added point.
 */
export async function grownMatrix(
  matrix: TravelMatrix,
  points: readonly Point[],
  speedKmh: number,
  deps: MatrixDeps,
): Promise<{ matrix: TravelMatrix; first: number }> {
  return {
    matrix: await buildMatrix([...matrix.locations, ...points], speedKmh, deps),
    first: matrix.locations.length,
  };
}
