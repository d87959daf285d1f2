import { z } from 'zod';

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
 * The stream's event names: `ready` once connected, `change` with a LiveEvent as `data`,
 * `resync` when the server may have missed changes (its database connection came back):
 * refetch everything live.
 */
export const LIVE_EVENT_NAMES = { ready: 'ready', change: 'change', resync: 'resync' } as const;
