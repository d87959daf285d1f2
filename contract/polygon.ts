/**
 * Plane geometry of a tariff zone's outline (issue 30, docs/money.md "Zones"): a GeoJSON ring of
 * `[lng, lat]` positions in degrees (WGS 84), closed (its last position repeats its first).
 * Pure and shared: the contract checks a drawn zone with it, the pricing places a drop-off with it.
 * Zones are a few kilometres wide, so degrees are treated as a plane; only the area scales the
 * longitude by the cosine of the latitude, so that areas compare fairly.
 */

/** A GeoJSON position: longitude, then latitude. */
export type Position = [number, number];

/** The ring's vertices without its closing repeat. */
export function verticesOf(ring: readonly Position[]): Position[] {
  const [first] = ring;
  const last = ring[ring.length - 1];
  const closed = ring.length > 1 && first![0] === last![0] && first![1] === last![1];
  return closed ? ring.slice(0, -1) : [...ring];
}

/** Whether the ring ends where it starts (GeoJSON's rule for a polygon's ring). */
export function isClosed(ring: readonly Position[]): boolean {
  return ring.length >= 2 && verticesOf(ring).length === ring.length - 1;
}

/** The ring closed: its vertices and the first again. */
export function closeRing(vertices: readonly Position[]): Position[] {
  return vertices.length === 0 ? [] : [...vertices, vertices[0]!];
}

/** Twice the signed area of the triangle a, b, c: > 0 counter-clockwise, 0 collinear. */
const cross = (a: Position, b: Position, c: Position) =>
  (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);

/** How far off a line a point still lies on it, in degrees (about 0.1 mm): float rounding. */
const TOLERANCE = 1e-9;

/** Whether p lies on the segment a–b (its ends included). */
export function onSegment(p: Position, a: Position, b: Position): boolean {
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  return (
    Math.abs(cross(a, b, p)) <= TOLERANCE * length &&
    p[0] >= Math.min(a[0], b[0]) - TOLERANCE &&
    p[0] <= Math.max(a[0], b[0]) + TOLERANCE &&
    p[1] >= Math.min(a[1], b[1]) - TOLERANCE &&
    p[1] <= Math.max(a[1], b[1]) + TOLERANCE
  );
}

/**
 * Whether the point is inside the ring or on its edge (a drop-off on a zone's border is in it).
 * The crossing test is W. Randolph Franklin's PNPOLY
 * (https://wrfranklin.org/Research/Short_Notes/pnpoly.html): a ray from the point towards +x
 * crosses the outline an odd number of times exactly when the point is inside; it holds for
 * concave rings. Its edge cases are settled by testing the edges first.
 */
export function pointInRing(point: Position, ring: readonly Position[]): boolean {
  const vertices = verticesOf(ring);
  const n = vertices.length;
  if (n < 3) return false;
  const [x, y] = point;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const [xi, yi] = vertices[i]!;
    const [xj, yj] = vertices[j]!;
    if (onSegment(point, vertices[j]!, vertices[i]!)) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The ring's area in square degrees of latitude, the longitudes scaled by the cosine of the
 * ring's mean latitude (an equirectangular projection): enough to tell the smaller of two zones.
 */
export function ringArea(ring: readonly Position[]): number {
  const vertices = verticesOf(ring);
  if (vertices.length < 3) return 0;
  const meanLat = vertices.reduce((sum, [, lat]) => sum + lat, 0) / vertices.length;
  const scale = Math.cos((meanLat * Math.PI) / 180);
  let twice = 0;
  for (let i = 0, j = vertices.length - 1; i < vertices.length; j = i++) {
    const [xi, yi] = vertices[i]!;
    const [xj, yj] = vertices[j]!;
    twice += xj * scale * yi - xi * scale * yj;
  }
  return Math.abs(twice) / 2;
}

/** Whether the segments a–b and c–d share a point (crossing, touching or overlapping). */
function segmentsMeet(a: Position, b: Position, c: Position, d: Position): boolean {
  // Boxes apart (most pairs of a ring): no meeting, and no arithmetic beyond this.
  if (
    Math.max(a[0], b[0]) + TOLERANCE < Math.min(c[0], d[0]) ||
    Math.max(c[0], d[0]) + TOLERANCE < Math.min(a[0], b[0]) ||
    Math.max(a[1], b[1]) + TOLERANCE < Math.min(c[1], d[1]) ||
    Math.max(c[1], d[1]) + TOLERANCE < Math.min(a[1], b[1])
  ) {
    return false;
  }
  const d1 = Math.sign(cross(c, d, a));
  const d2 = Math.sign(cross(c, d, b));
  const d3 = Math.sign(cross(a, b, c));
  const d4 = Math.sign(cross(a, b, d));
  if (d1 * d2 < 0 && d3 * d4 < 0) return true;
  return onSegment(a, c, d) || onSegment(b, c, d) || onSegment(c, a, b) || onSegment(d, a, b);
}

/**
 * Whether two edges of the ring that are not neighbours meet (a figure of eight, a loop, a
 * vertex on another edge), or two neighbours fold back on each other. Every pair is compared:
 * 125,000 pairs for the 500 vertices a zone may have, a few milliseconds.
 */
export function selfIntersects(ring: readonly Position[]): boolean {
  const v = verticesOf(ring);
  const n = v.length;
  for (let i = 0; i < n; i++) {
    const a = v[i]!;
    const b = v[(i + 1) % n]!;
    // A repeated vertex (an edge of no length) or a neighbour folding back over this edge.
    if (a[0] === b[0] && a[1] === b[1]) return true;
    const next = v[(i + 2) % n]!;
    if (n > 3 && (onSegment(next, a, b) || onSegment(a, b, next))) return true;
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue; // the closing edge neighbours the first
      if (segmentsMeet(a, b, v[j]!, v[(j + 1) % n]!)) return true;
    }
  }
  return false;
}
