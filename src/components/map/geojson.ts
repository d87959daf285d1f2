import type { Feature, FeatureCollection, LineString, Point, Polygon } from 'geojson';
import { closeRing, type Position } from '../../../contract/polygon';
import type { DispatchPosition, LatLng } from './types';

/** A coordinate the map can place: a finite number within the earth's range. */
export const isLatLng = (lat: unknown, lng: unknown): boolean =>
  typeof lat === 'number' &&
  typeof lng === 'number' &&
  Number.isFinite(lat) &&
  Number.isFinite(lng) &&
  Math.abs(lat) <= 90 &&
  Math.abs(lng) <= 180;

/** A number out of a record's field (a string from a form or an old answer included). */
export const toCoordinate = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The point of `record[latKey]`, `record[lngKey]`, when both are there and valid. */
export function pointOf(
  record: Record<string, unknown> | undefined | null,
  latKey: string,
  lngKey: string,
): LatLng | null {
  if (!record) return null;
  const lat = toCoordinate(record[latKey]);
  const lng = toCoordinate(record[lngKey]);
  return lat !== null && lng !== null && isLatLng(lat, lng) ? { lat, lng } : null;
}

/** The trail as one line, oldest first, without the flagged (implausible) points. */
export function trailLine(positions: readonly DispatchPosition[]): Feature<LineString> | null {
  const coordinates = positions
    .filter((p) => !p.flagged && isLatLng(p.lat, p.lng))
    .map((p) => [p.lng, p.lat]);
  if (coordinates.length < 2) return null;
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
}

export const trailCollection = (positions: readonly DispatchPosition[]): FeatureCollection => {
  const line = trailLine(positions);
  return { type: 'FeatureCollection', features: line ? [line] : [] };
};

/** The last trusted position of a trail (the last one at all if every one is flagged). */
export function lastPosition(positions: readonly DispatchPosition[]): DispatchPosition | null {
  for (let i = positions.length - 1; i >= 0; i--) {
    const p = positions[i]!;
    if (!p.flagged && isLatLng(p.lat, p.lng)) return p;
  }
  const last = positions[positions.length - 1];
  return last && isLatLng(last.lat, last.lng) ? last : null;
}

/** Points with an id (the live map's dispatches) as the features of a clustered source. */
export function pointCollection(
  points: ReadonlyArray<LatLng & { id: string }>,
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: points
      .filter((p) => isLatLng(p.lat, p.lng))
      .map((p) => ({
        type: 'Feature',
        id: p.id,
        properties: { id: p.id },
        geometry: { type: 'Point', coordinates: [p.lng, p.lat] },
      })),
  };
}

export type Bounds = [[number, number], [number, number]];

/** The box around the points, `[[west, south], [east, north]]`; null when there are none. */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  const valid = points.filter((p) => isLatLng(p.lat, p.lng));
  if (valid.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lng } of valid) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * Outlines (a tariff's zones, as vertices `[lng, lat]` without the closing repeat) as features:
 * a polygon from 3 vertices, a line for 2 (an outline being drawn), nothing for fewer.
 */
export function shapeCollection(
  shapes: ReadonlyArray<readonly Position[]>,
): FeatureCollection<Polygon | LineString> {
  const features: Feature<Polygon | LineString>[] = [];
  for (const vertices of shapes) {
    const coordinates = vertices.map(([lng, lat]) => [lng, lat]);
    if (vertices.length >= 3) {
      const ring = closeRing(vertices).map(([lng, lat]) => [lng, lat]);
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'Polygon', coordinates: [ring] },
      });
    } else if (vertices.length === 2) {
      features.push({
        type: 'Feature',
        properties: {},
        geometry: { type: 'LineString', coordinates },
      });
    }
  }
  return { type: 'FeatureCollection', features };
}
