/**
 * The recipient's page (`GET /tracking/{token}`, docs/tracking.md): a request found by its
 * tracking token alone, no sign-in, answering only what its recipient may see. Unknown,
 * malformed, of a deleted business, or ended more than 30 days ago: the same 404.
 */
import { TRACKING_EVENT_KINDS, type PublicTracking } from '../../../contract/tracking';
import type { RequestStatus } from '../../../contract/request';
import { iso, isoOrNull, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { brandingOf } from '../business/customization';
import { timelineDrafts } from '../fleet/request-timeline';
import type { FailureThrottle } from '../platform/throttle';
import { isTrackingToken } from './token';

/** Days a link keeps working after its request ended (delivered or cancelled). */
export const TRACKING_DAYS_AFTER_END = 30;

/** Lookups per client address in a sliding window (every lookup counts, found or not). */
export const TRACKING_LIMIT = 60;
export const TRACKING_WINDOW_MS = 15 * 60 * 1000;

interface TrackedRow {
  [key: string]: unknown;
  id: string;
  business_id: string;
  reference: string;
  status: RequestStatus;
  pickup_address: string;
  dropoff_address: string;
  scheduled_at: Date | string | null;
  requested_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SHOWN: ReadonlySet<string> = new Set(TRACKING_EVENT_KINDS);

/** Refuses (429) an address past its lookups, then counts this one. */
export async function countLookup(throttle: FailureThrottle, ip: string): Promise<void> {
  const wait = await throttle.retryAfter(ip);
  if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);
  await throttle.fail(ip);
}

export async function publicTracking(db: Queryable, token: string): Promise<PublicTracking> {
  if (!isTrackingToken(token)) throw notFound();
  // requests_tracking_token_key: one index probe.
  const rows = await db.query<TrackedRow>(
    `select r.id, r.business_id, r.reference, r.status, r.pickup_address, r.dropoff_address,
            r.scheduled_at, r.requested_by, r.created_at, r.updated_at
     from requests r join businesses b on b.id = r.business_id
     where r.tracking_token = $1 and b.deleted_at is null
       and (r.ended_at is null
            or r.ended_at > now() - make_interval(days => ${TRACKING_DAYS_AFTER_END}))`,
    [token],
  );
  const row = rows[0];
  if (!row) throw notFound();
  const drafts = await timelineDrafts(db, {
    id: row.id,
    status: row.status,
    requested_by: row.requested_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
  const branding = await brandingOf(db, row.business_id);
  return {
    reference: row.reference,
    status: row.status,
    // The status moves only: who, which asset, reassignments stay inside the business.
    timeline: drafts
      .filter((e) => SHOWN.has(e.kind))
      .map((e) => ({ kind: e.kind as PublicTracking['timeline'][number]['kind'], at: e.at })),
    pickup_address: row.pickup_address,
    dropoff_address: row.dropoff_address,
    scheduled_at: isoOrNull(row.scheduled_at),
    business: {
      name: branding!.name,
      logo: branding!.logo,
      primary_color: branding!.primary_color,
    },
    // Come with the drivers' work (positions, delivery attempts and their proof).
    eta: null,
    driver_position: null,
    proof: null,
  };
}
