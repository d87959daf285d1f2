import { closeRing, verticesOf, type Position } from '../../../contract/polygon';
import type { ZonePolygon } from '../../../contract/tariff';

/**
 * A zone's outline as the form holds it (docs/money.md "Zones"): the API's GeoJSON polygon, or
 * null when none is drawn, or the typed text itself while a line of it cannot be read (the form
 * then refuses it and sends nothing). Typed, one vertex a line, latitude first as people write
 * coordinates ("48.8566, 2.3522"), stored `[lng, lat]` as GeoJSON wants.
 */
export type OutlineValue = ZonePolygon | null | string;

/** Six decimals: about ten centimetres, more than any click is worth. */
export const roundDegrees = (n: number) => Math.round(n * 1e6) / 1e6;

/** The outline's vertices, `[lng, lat]`, without the closing repeat (none for text or null). */
export function outlineVertices(value: unknown): Position[] {
  if (!value || typeof value !== 'object' || !('coordinates' in value)) return [];
  const ring = (value as ZonePolygon).coordinates[0];
  return Array.isArray(ring) ? verticesOf(ring) : [];
}

/** The polygon of these vertices, closed; none: null. */
export const outlineOf = (vertices: readonly Position[]): ZonePolygon | null =>
  vertices.length === 0 ? null : { type: 'Polygon', coordinates: [closeRing(vertices)] };

/** The text of the vertices: "lat, lng" a line. */
export const outlineText = (vertices: readonly Position[]) =>
  vertices.map(([lng, lat]) => `${lat}, ${lng}`).join('\n');

/** A typed number, with a decimal point or (after a `;` separator) a decimal comma. */
const NUMBER = /^[-+]?\d+(?:[.,]\d+)?$/;

/**
 * One line: a latitude and a longitude separated by a comma, a semicolon or spaces (with a
 * semicolon, decimals may take a comma: "48,85; 2,35"). Null when it is not that.
 */
function readLine(line: string): Position | null {
  const parts = line.includes(';') ? line.split(';') : line.split(/\s*,\s*|\s+/);
  const numbers = parts.map((p) => p.trim()).filter(Boolean);
  if (numbers.length !== 2 || !numbers.every((n) => NUMBER.test(n))) return null;
  const [lat, lng] = numbers.map((n) => Number(n.replace(',', '.'))) as [number, number];
  return [lng, lat];
}

/** What a typed text stands for: its polygon, null when blank, the text itself when unreadable. */
export function readOutline(text: string): OutlineValue {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const vertices: Position[] = [];
  for (const line of lines) {
    const vertex = readLine(line);
    if (!vertex) return text;
    vertices.push(vertex);
  }
  // A ring typed closed (its first point again at the end) is the same outline.
  return outlineOf(verticesOf(vertices));
}
