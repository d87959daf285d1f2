import { z } from 'zod';
import { point } from './position';

/**
 * Live status (issue 12, docs/live.md): what `GET /api/events` streams to a signed-in user.
 * The records that announce their changes, by their table name.
 */
export const liveResources = [
  'requests',
  'dispatches',
  'leases',
  'maintenance',
  'wallets',
] as const;
export const liveResource = z.enum(liveResources);
export type LiveResource = z.infer<typeof liveResource>;

/**
 * One change the user may see (`event: change`). `bulk`: a statement changed more than 100 rows
 * of the table at once; no id, refetch the whole resource. Only these fields leave the server.
 */
export const liveEvent = z.object({
  resource: liveResource,
  op: z.enum(['insert', 'update', 'bulk']),
  id: z.string().nullable(),
  /** The record's status after the change (requests, dispatches, leases, maintenance). */
  status: z.string().nullable(),
  /** A dispatch's request. */
  request_id: z.string().nullable(),
  /** A wallet's (or a request's) business. */
  business_id: z.string().nullable(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/**
 * A dispatch's driver moved (`event: dispatch.position`, docs/positions.md): its last position,
 * at most one a second per dispatch, to whoever sees the dispatch. Move the marker; no refetch.
 */
export const livePosition = z.object({
  /** The dispatch. */
  id: z.string(),
  request_id: z.string(),
  ...point,
  /** When the phone took the position. */
  at: z.string(),
});
export type LivePosition = z.infer<typeof livePosition>;

/**
 * The stream's event names: `ready` once connected, `change` with a LiveEvent as `data`,
 * `dispatch.position` with a LivePosition, `resync` when the server may have missed changes
 * (its database connection came back): refetch everything live.
 */
export const LIVE_EVENT_NAMES = {
  ready: 'ready',
  change: 'change',
  position: 'dispatch.position',
  resync: 'resync',
} as const;
