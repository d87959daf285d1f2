import { LIVE_EVENT_NAMES } from '../../../contract/live';
import { isLatLng, toCoordinate } from './geojson';
import type { DispatchPosition, LiveDispatch } from './types';

/**
 * Live positions (docs/positions.md, docs/maps.md): the live stream's `dispatch.position` event
 * (contract/live.ts `livePosition`: the dispatch's `id`, its `request_id`, `lat`, `lng`, `at`),
 * read defensively, and the pure updates the pages apply to what they show: a trail gets the
 * new points, the live map moves a marker.
 */

/** The stream's event name for a dispatch's new positions. */
export const POSITION_EVENT = LIVE_EVENT_NAMES.position;

/** A dispatch moved: its new positions when the event carries them (else: refetch). */
export interface PositionEvent {
  dispatch_id: string;
  request_id: string | null;
  positions: DispatchPosition[];
}

type Raw = Record<string, unknown>;
const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null =>
  typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;

/** One position out of `{ at, lat, lng, flagged? }` (or the dispatch's `last_*` fields). */
export function toPosition(raw: unknown): DispatchPosition | null {
  if (!isObject(raw)) return null;
  const lat = toCoordinate(raw.lat ?? raw.last_lat);
  const lng = toCoordinate(raw.lng ?? raw.last_lng);
  const at = str(raw.at ?? raw.last_position_at);
  if (lat === null || lng === null || !at || !isLatLng(lat, lng)) return null;
  if (Number.isNaN(Date.parse(at))) return null;
  return { at, lat, lng, flagged: raw.flagged === true };
}

/**
 * A message of the live stream as a PositionEvent, or null when it is something else. Taken:
 * an event named `dispatch.position` (data: the dispatch's id, its request's, and its last
 * position or its new `positions`), or the same data in a `change` event whose `type` or `op`
 * says `dispatch.position` / `position`.
 */
export function parsePositionMessage(event: string, data: string): PositionEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isObject(body)) return null;
  const payload = isObject(body.data) ? body.data : body;
  const named = event === POSITION_EVENT || event === 'position';
  const tagged =
    body.type === POSITION_EVENT ||
    body.event === POSITION_EVENT ||
    (body.resource === 'dispatches' && body.op === 'position');
  if (!named && !tagged) return null;
  const dispatchId = str(payload.dispatch_id) ?? str(payload.id);
  if (!dispatchId) return null;
  const list = Array.isArray(payload.positions) ? payload.positions : [payload];
  const positions = list.map(toPosition).filter((p): p is DispatchPosition => p !== null);
  return { dispatch_id: dispatchId, request_id: str(payload.request_id), positions };
}

/** The longest trail a page keeps (the API's own limit per call). */
export const MAX_TRAIL = 5000;

/**
 * The trail with new positions: in time order, one point per instant (a position sent again
 * replaces its twin), at most MAX_TRAIL (the oldest dropped). Unchanged input: same array.
 */
export function appendPositions(
  trail: readonly DispatchPosition[],
  incoming: readonly DispatchPosition[],
): DispatchPosition[] {
  if (incoming.length === 0) return trail as DispatchPosition[];
  const byTime = new Map<number, DispatchPosition>();
  for (const p of trail) byTime.set(Date.parse(p.at), p);
  for (const p of incoming) byTime.set(Date.parse(p.at), p);
  const merged = [...byTime.entries()].sort((a, b) => a[0] - b[0]).map(([, p]) => p);
  return merged.length > MAX_TRAIL ? merged.slice(merged.length - MAX_TRAIL) : merged;
}

export type TrailAction =
  | { type: 'loaded'; positions: readonly DispatchPosition[] }
  | { type: 'position'; event: PositionEvent };

/** The request page's trail of one dispatch: what was fetched, then what the stream adds. */
export function trailReducer(
  dispatchId: string,
  trail: readonly DispatchPosition[],
  action: TrailAction,
): DispatchPosition[] {
  if (action.type === 'loaded') return appendPositions([], action.positions);
  if (action.event.dispatch_id !== dispatchId) return trail as DispatchPosition[];
  return appendPositions(trail, action.event.positions);
}

/**
 * The live map's list with a dispatch moved to its newest position (an older one changes
 * nothing). Null when that dispatch is not in the list: a new one is on its way, refetch.
 */
export function applyLivePosition(
  dispatches: readonly LiveDispatch[],
  event: PositionEvent,
): LiveDispatch[] | null {
  const index = dispatches.findIndex((d) => d.id === event.dispatch_id);
  if (index < 0) return null;
  const current = dispatches[index]!;
  const newest = appendPositions([], event.positions)
    .filter((p) => !p.flagged)
    .pop();
  if (!newest) return dispatches as LiveDispatch[];
  if (current.position_at && Date.parse(current.position_at) >= Date.parse(newest.at)) {
    return dispatches as LiveDispatch[];
  }
  const next = [...dispatches];
  next[index] = { ...current, lat: newest.lat, lng: newest.lng, position_at: newest.at };
  return next;
}
