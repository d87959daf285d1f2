/**
 * The NOTIFY payloads of migration 018 (`flotte_events`), read defensively: a payload that does
 * not parse is dropped, never forwarded.
 */
import { z } from 'zod';
import { liveResource, type LiveEvent, type LivePosition } from '../../../../contract/live';

export const LIVE_CHANNEL = 'flotte_events';

const notice = z.object({
  t: liveResource,
  op: z.enum(['insert', 'update', 'bulk']),
  id: z.string().optional(),
  status: z.string().nullish(),
  request_id: z.string().nullish(),
  business_id: z.string().nullish(),
});

/** `payload` read as JSON of `schema`; undefined when it is not JSON or not of that shape. */
function parsePayload<T>(schema: z.ZodType<T>, payload: string): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(payload);
  } catch {
    return undefined;
  }
  const parsed = schema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

/** The event a notice becomes (its scope keys other than these stay on the server). */
export function parseNotice(payload: string | undefined): LiveEvent | undefined {
  if (!payload) return undefined;
  const n = parsePayload(notice, payload);
  if (!n) return undefined;
  if (n.op !== 'bulk' && !n.id) return undefined;
  return {
    resource: n.t,
    op: n.op,
    id: n.op === 'bulk' ? null : n.id!,
    status: n.status ?? null,
    request_id: n.request_id ?? null,
    // Wallets and requests carry their business; the others' business_id stays null.
    business_id: n.t === 'wallets' || n.t === 'requests' ? (n.business_id ?? null) : null,
  };
}

/**
 * A driver's position (docs/positions.md): sent by the ingest itself (`pg_notify` in its
 * transaction, so at commit only), at most one a second per dispatch, as
 * `{ t: 'dispatches', op: 'position', id, request_id, lat, lng, at, seen_by }`. `seen_by`: the
 * scope groups that see the dispatch (visibility.ts `dispatchAudienceSql`, read by the ingest
 * under the dispatch's lock), so the fan-out asks the database nothing per position.
 */
const positionNotice = z.object({
  t: z.literal('dispatches'),
  op: z.literal('position'),
  // Cast to uuid by the scope query: anything else would fail the whole batch.
  id: z.guid(),
  request_id: z.string(),
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  at: z.string(),
  // Absent from a notice of a server of an earlier version (a rolling upgrade): asked then.
  seen_by: z.array(z.string()).optional(),
});

export interface PositionNotice {
  event: LivePosition;
  /** The scope groups that see the dispatch, when the notice says them. */
  seenBy?: ReadonlySet<string>;
}

/** The NOTIFY payload of a position (about 200 bytes and 50 a group; NOTIFY allows 8000). */
export const positionPayload = (event: LivePosition, seenBy: readonly string[]): string =>
  JSON.stringify({ t: 'dispatches', op: 'position', ...event, seen_by: seenBy });

/** The notice of a position, or undefined when it is not one (or unreadable). */
export function parsePositionNotice(payload: string | undefined): PositionNotice | undefined {
  if (!payload || !payload.includes('"position"')) return undefined;
  const position = parsePayload(positionNotice, payload);
  if (!position) return undefined;
  const { id, request_id, lat, lng, at, seen_by } = position;
  return {
    event: { id, request_id, lat, lng, at },
    seenBy: seen_by ? new Set(seen_by) : undefined,
  };
}
