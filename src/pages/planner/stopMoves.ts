/**
 * The planner's moves of a draft round's stops (docs/rounds.md, "Moving stops"), as the order
 * `PATCH /rounds/{id}/stops` takes. Pure: the screen's buttons call them, the tests too. The
 * server checks the same rule (a request's pickup before its drop-off) and re-times the round.
 */
import type { RoundStop, StopsUpdate } from '../../../contract/rounds';

export type StopOrder = StopsUpdate['stops'];
type Stop = Pick<RoundStop, 'request_id' | 'kind' | 'locked'>;

const orderOf = (stops: readonly Stop[]): StopOrder =>
  stops.map(({ request_id, kind, locked }) => ({ request_id, kind, locked }));

/** Whether each request's pickup still comes before its drop-off. */
export function pickupsFirst(stops: readonly Stop[]): boolean {
  const picked = new Set<string>();
  const pickups = new Set(stops.filter((s) => s.kind === 'pickup').map((s) => s.request_id));
  for (const s of stops) {
    if (s.kind === 'pickup') picked.add(s.request_id);
    else if (pickups.has(s.request_id) && !picked.has(s.request_id)) return false;
  }
  return true;
}

/** Stop `index` one place up (`-1`) or down (`+1`); null when that breaks the pickup rule. */
export function moveStop(stops: readonly Stop[], index: number, delta: -1 | 1): StopOrder | null {
  const to = index + delta;
  if (to < 0 || to >= stops.length) return null;
  const next = [...stops];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return pickupsFirst(next) ? orderOf(next) : null;
}

/** Stop `index` locked or unlocked. */
export const toggleLock = (stops: readonly Stop[], index: number): StopOrder =>
  orderOf(stops.map((s, i) => (i === index ? { ...s, locked: !s.locked } : s)));

/** Every stop locked (what "Optimiser" keeps). */
export const lockAll = (stops: readonly Stop[]): StopOrder =>
  orderOf(stops.map((s) => ({ ...s, locked: true })));

/**
 * The target round's order with request `requestId`'s stops (from `source`, its round now)
 * added at its end, pickup first: the server takes them out of the other draft.
 */
export function withRequest(
  target: readonly Stop[],
  source: readonly Stop[],
  requestId: string,
): StopOrder {
  const moved = source
    .filter((s) => s.request_id === requestId)
    .sort((a, b) => Number(a.kind === 'dropoff') - Number(b.kind === 'dropoff'));
  return orderOf([...target, ...moved.map((s) => ({ ...s, locked: false }))]);
}
