/**
 * The built-in basemap (public/basemap/world.json; docs/maps.md, "The built-in basemap"): the
 * land (its edge the coastline) and the borders of Natural Earth's 1:50m countries (public
 * domain), read from the `world-atlas` package's TopoJSON and written as one small GeoJSON that
 * MapLibre draws when no MAP_TILES_URL is configured. Simplified here, once: each arc by
 * Douglas-Peucker (0.03°, about 3 km: a country and its region stay recognisable), its ends
 * kept so that neighbours still meet, every point rounded to 0.01°; a border shared by two
 * countries is one line (TopoJSON keeps it as one arc). About 700 KiB, 230 KB gzipped.
 *
 *   npm run basemap   (world-atlas is a dev dependency; or: npm run basemap -- <countries-50m.json>)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The grid points are snapped to, in degrees. */
const GRID = 0.01;
/** Douglas-Peucker's tolerance, in degrees: a point nearer than this to its line is dropped. */
const TOLERANCE = 0.03;
const SOURCE = process.argv[2] ?? join('node_modules', 'world-atlas', 'countries-50m.json');
const TARGET = join('public', 'basemap', 'world.json');

type Position = [number, number];
type Arc = Position[];
interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: { countries: { geometries: Geometry[] } };
}
type Geometry =
  | { type: 'Polygon'; arcs: number[][] }
  | { type: 'MultiPolygon'; arcs: number[][][] }
  | { type: null };

const snap = (value: number) => Math.round(value / GRID) * GRID;
const round = (value: number) => Number(snap(value).toFixed(2));

/** Each arc's positions in degrees, snapped, without the repeats a snap makes. */
function decodeArcs({ transform, arcs }: Topology): Arc[] {
  const [sx, sy] = transform.scale;
  const [tx, ty] = transform.translate;
  return arcs.map((arc) => {
    let x = 0;
    let y = 0;
    const out: Arc = [];
    for (const [dx, dy] of arc) {
      x += dx;
      y += dy;
      const point: Position = [round(x * sx + tx), round(y * sy + ty)];
      const last = out.at(-1);
      if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
    }
    return out;
  });
}

/** Distance from `p` to the segment a-b, in degrees (flat: enough to drop points). */
function distance(p: Position, a: Position, b: Position): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length));
  return Math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy);
}

/** Douglas-Peucker: an arc's ends kept (so neighbouring arcs still meet), and the points that bend it. */
function simplify(arc: Arc): Arc {
  if (arc.length <= 2) return arc;
  const keep = new Array<boolean>(arc.length).fill(false);
  keep[0] = keep[arc.length - 1] = true;
  const stack: [number, number][] = [[0, arc.length - 1]];
  while (stack.length) {
    const [first, last] = stack.pop()!;
    let farthest = -1;
    let max = TOLERANCE;
    for (let i = first + 1; i < last; i++) {
      const d = distance(arc[i]!, arc[first]!, arc[last]!);
      if (d > max) [farthest, max] = [i, d];
    }
    if (farthest > 0) {
      keep[farthest] = true;
      stack.push([first, farthest], [farthest, last]);
    }
  }
  return arc.filter((_, i) => keep[i]);
}

/** A ring from its arcs (`~i`: arc i reversed), each arc's first point its previous one's last. */
function ring(indexes: number[], arcs: Arc[]): Arc {
  const out: Arc = [];
  for (const index of indexes) {
    const arc = index < 0 ? [...arcs[~index]!].reverse() : arcs[index]!;
    out.push(...(out.length ? arc.slice(1) : arc));
  }
  return out;
}

/** Polygons of at least a triangle: rings a snap collapsed are left out. */
const polygons = (geometry: Geometry): number[][][] =>
  geometry.type === 'Polygon'
    ? [geometry.arcs]
    : geometry.type === 'MultiPolygon'
      ? geometry.arcs
      : [];

const topology = JSON.parse(readFileSync(SOURCE, 'utf8')) as Topology;
const arcs = decodeArcs(topology).map(simplify);
const countries = topology.objects.countries.geometries;

const land: Position[][][] = [];
/** How many countries each arc bounds: two, a border (a coastline is the land's edge). */
const uses = new Map<number, number>();
for (const country of countries) {
  for (const polygon of polygons(country)) {
    const rings = polygon.map((indexes) => ring(indexes, arcs)).filter((r) => r.length >= 4);
    if (rings.length > 0) land.push(rings);
    for (const index of polygon.flat()) {
      const arc = index < 0 ? ~index : index;
      uses.set(arc, (uses.get(arc) ?? 0) + 1);
    }
  }
}
const lines = (count: (n: number) => boolean) =>
  [...uses]
    .filter(([index, n]) => count(n) && arcs[index]!.length >= 2)
    .map(([index]) => arcs[index]!);

const collection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'land' },
      geometry: { type: 'MultiPolygon', coordinates: land },
    },
    {
      type: 'Feature',
      properties: { kind: 'border' },
      geometry: { type: 'MultiLineString', coordinates: lines((n) => n > 1) },
    },
  ],
};
mkdirSync(dirname(TARGET), { recursive: true });
writeFileSync(TARGET, JSON.stringify(collection));
console.log(`${TARGET}: ${(JSON.stringify(collection).length / 1024).toFixed(0)} KiB`);
