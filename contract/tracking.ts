import { z } from 'zod';
import { msg } from './common';
import { failureReason, proofKind } from './dispatch';
import { point } from './position';
import { REQUEST_EVENT_KINDS, requestStatus } from './request';

/**
 * A request's tracking token (docs/tracking.md): 32 random bytes in base64url, 43 characters.
 * It is a capability: whoever holds it reads the request's public page, so only the people who
 * order the delivery (business staff, the operator) see it.
 */
export const TRACKING_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The path's token: any short string (a malformed one answers the same 404 as an unknown one). */
export const trackingParams = z.object({ token: z.string().max(100) });

/** The mails a recipient may receive, one of each kind per request. */
export const RECIPIENT_NOTICE_KINDS = [
  'assigned',
  'in_transit',
  'delivered',
  'cancelled',
  'eta_soon',
  'failed',
] as const;
export const recipientNoticeKind = z.enum(RECIPIENT_NOTICE_KINDS, { error: msg.invalid });

/**
 * The kinds sent today: each when the request reaches the status of the same name, and
 * `eta_soon` when the driver's ETA to the drop-off falls under 15 minutes (docs/positions.md).
 */
export const SENT_RECIPIENT_NOTICES = [
  'assigned',
  'in_transit',
  'eta_soon',
  'delivered',
  'failed',
  'cancelled',
] as const;
export type SentRecipientNotice = (typeof SENT_RECIPIENT_NOTICES)[number];

/**
 * The moves the recipient sees: the request's own (`REQUEST_EVENT_KINDS`, in its order) without
 * internal reassignments, a round's skipped stops (its driver's words) and auto-dispatch's decisions, so its statuses, each failed delivery attempt and each retry after one.
 */
type Internal = 'reassigned' | 'skipped' | 'auto_dispatched';
type TrackingEventKind = Exclude<(typeof REQUEST_EVENT_KINDS)[number], Internal>;
const INTERNAL: readonly string[] = [
  'reassigned',
  'skipped',
  'auto_dispatched',
] satisfies Internal[];
export const TRACKING_EVENT_KINDS: readonly TrackingEventKind[] = REQUEST_EVENT_KINDS.filter(
  (kind): kind is TrackingEventKind => !INTERNAL.includes(kind),
);

/** One move: what and when; a failed attempt says why (the reason's code only, never the note). */
export const trackingEvent = z.object({
  kind: z.enum(TRACKING_EVENT_KINDS),
  at: z.string(),
  /** `failed`: `absent`, `refused`, `wrong_address`, `damaged`, `other`; null for the others. */
  reason: failureReason.nullable(),
});
export type TrackingEvent = z.infer<typeof trackingEvent>;

/**
 * Once delivered: what the recipient gave at the door (docs/drivers.md, "Proof of delivery").
 * Never the code's value nor where it was taken.
 */
export const publicProof = z.object({
  /** When it was handed over: the delivered step's time (the server's when no item was kept). */
  at: z.string(),
  /** The items given, `code` included (it was checked; its value is never answered). */
  kinds: z.array(proofKind),
  /**
   * `/api/uploads/<name>?expires=…&signature=…`: links signed for minutes, which an <img> loads
   * signed out (docs/security.md). The signature (and `name`) only to who gives the delivery
   * code or a signed-in caller in the request's scope; else null.
   */
  photo: z.string().nullable(),
  signature: z.string().nullable(),
  /** The name of who received it, as the driver wrote it (to the recipient only, as above). */
  name: z.string().nullable(),
});
export type PublicProof = z.infer<typeof publicProof>;

/**
 * `GET /tracking/{token}`: what the recipient may see, and nothing else (no people, prices,
 * assets or ids). `eta` and `driver_position` only while in transit (docs/positions.md); `proof`
 * once delivered.
 */
export const publicTracking = z.object({
  reference: z.string(),
  status: requestStatus,
  timeline: z.array(trackingEvent),
  pickup_address: z.string(),
  dropoff_address: z.string(),
  scheduled_at: z.string().nullable(),
  /** The business's public branding: its display name, logo and primary colour. */
  business: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    primary_color: z.string().nullable(),
  }),
  /** While in transit: when the driver should reach the drop-off (docs/positions.md). */
  eta: z.object({ at: z.string(), method: z.enum(['route', 'straight_line']) }).nullable(),
  /** While in transit: the driver's last position (to about 10 m) and when it was taken. */
  driver_position: z.object({ ...point, at: z.string() }).nullable(),
  /** Once delivered (null before, and for a request cancelled or failed). */
  proof: publicProof.nullable(),
  /**
   * Only while its round runs (published or in progress) and it is not delivered (absent else,
   * docs/rounds.md):
   * the window promised for the drop-off, the zone whose wall clock tells it (its business's)
   * and how many stops the driver makes before hers. Her
   * `eta` is then the round's (the stops before hers counted) and `driver_position` shows only
   * once hers is the next stop: never a truck serving someone else.
   */
  round: z
    .object({
      window_from: z.string(),
      window_until: z.string(),
      time_zone: z.string(),
      stops_before: z.number().int().min(0),
    })
    .optional(),
});
export type PublicTracking = z.infer<typeof publicTracking>;
