import { z } from 'zod';
import { msg } from './common';
import { requestStatus } from './request';

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
export type RecipientNoticeKind = z.infer<typeof recipientNoticeKind>;

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

/** The moves the recipient sees: the request's statuses, without internal reassignments. */
export const TRACKING_EVENT_KINDS = [
  'created',
  'assigned',
  'in_transit',
  'delivered',
  'cancelled',
] as const;

/**
 * `GET /tracking/{token}`: what the recipient may see, and nothing else (no people, prices,
 * assets or ids). `eta` and `driver_position` only while in transit (docs/positions.md).
 */
export const publicTracking = z.object({
  reference: z.string(),
  status: requestStatus,
  timeline: z.array(z.object({ kind: z.enum(TRACKING_EVENT_KINDS), at: z.string() })),
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
  driver_position: z.object({ lat: z.number(), lng: z.number(), at: z.string() }).nullable(),
  proof: z.null(),
});
export type PublicTracking = z.infer<typeof publicTracking>;
