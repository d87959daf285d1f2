/**
 * The recipient's page (`GET /tracking/{token}`, docs/tracking.md): a request found by its
 * tracking token alone, no sign-in, answering only what its recipient may see. Unknown,
 * malformed, of a deleted business, or ended more than 30 days ago: the same 404.
 */
import { z } from 'zod';
import { failureReason, PROOF_KINDS, proofKind, type ProofKind } from '../../../contract/dispatch';
import {
  TRACKING_EVENT_KINDS,
  type PublicProof,
  type PublicTracking,
  type TrackingEvent,
} from '../../../contract/tracking';
import { requestStatus } from '../../../contract/request';
import type { User } from '../../../contract/auth';
import { iso, isoOrNull, type Db, type Queryable } from '../../db/db';
import { paramOf } from '../../scope/businesses';
import { requestScopeSql } from '../../scope/requests';
import { tryDeliveryCode } from '../dispatch/delivery-code';
import type { UploadLinks } from '../uploads';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { brandingOf } from '../business/customization';
import { currentDispatchSql } from '../dispatch/busy';
import { estimate, ETA_COLUMNS, type EtaSource, type RoutingDeps } from '../drivers/eta';
import { timelineDrafts, type Draft } from '../requests/timeline';
import type { FailureThrottle } from '../platform/throttle';
import { isTrackingToken } from './token';
import { roundProgress } from './round-progress';

/** Days a link keeps working after its request ended (delivered or cancelled). */
export const TRACKING_DAYS_AFTER_END = 30;

/** Lookups per client address in a sliding window (every lookup counts, found or not). */
export const TRACKING_LIMIT = 60;
export const TRACKING_WINDOW_MS = 15 * 60 * 1000;

const trackedRow = z.object({
  id: z.string(),
  business_id: z.string(),
  reference: z.string(),
  status: requestStatus,
  pickup_address: z.string(),
  dropoff_address: z.string(),
  scheduled_at: z.string().nullable(),
  requested_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const coordinate = z.number().nullable();
/** The row of ETA_COLUMNS (EtaSource) and when the driver was last seen. */
const wayRow = z.object({
  status: z.string(),
  last_lat: coordinate,
  last_lng: coordinate,
  pickup_lat: coordinate,
  pickup_lng: coordinate,
  dropoff_lat: coordinate,
  dropoff_lng: coordinate,
  average_speed_kmh: z.number().nullable(),
  at: z.string().nullable(),
}) satisfies z.ZodType<EtaSource & { at: string | null }>;

const SHOWN: ReadonlySet<string> = new Set(TRACKING_EVENT_KINDS);

/** Refuses (429) an address past its lookups, then counts this one. */
export async function countLookup(throttle: FailureThrottle, ip: string): Promise<void> {
  const wait = await throttle.retryAfter(ip);
  if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);
  await throttle.fail(ip);
}

/** To about 11 m: enough to follow the van, not the driver's every step. */
const PUBLIC_DECIMALS = 1e4;
const rounded = (degrees: number) => Math.round(degrees * PUBLIC_DECIMALS) / PUBLIC_DECIMALS;

/**
 * While the request is in transit: the driver's last position and the ETA to the drop-off
 * (docs/positions.md); null otherwise, and before the first position.
 */
async function onTheWay(
  db: Queryable,
  requestId: string,
  routing: RoutingDeps,
): Promise<Pick<PublicTracking, 'eta' | 'driver_position'>> {
  // dispatches_active_request_key: the request's one live dispatch.
  const row = await queryOne(
    db,
    wayRow,
    `select ${ETA_COLUMNS}, d.last_position_at as at
     from dispatches d join requests r on r.id = d.request_id
       join assets a on a.id = d.asset_id join asset_types t on t.id = a.asset_type_id
     where d.request_id = $1 and d.status = 'in_transit'
       -- His positions are his current stop's only (busy.ts): another's truck is not hers.
       and d.id = ${currentDispatchSql('d.driver_id')}`,
    [requestId],
  );
  if (!row || row.last_lat === null || row.last_lng === null || row.at === null) {
    return { eta: null, driver_position: null };
  }
  const driver_position = {
    lat: rounded(row.last_lat),
    lng: rounded(row.last_lng),
    at: iso(row.at),
  };
  const eta = await estimate(row, routing);
  return {
    eta: eta.eta_at && eta.method ? { at: eta.eta_at, method: eta.method } : null,
    driver_position,
  };
}

const proofRow = z.object({
  id: z.string(),
  delivered_at: z.string().nullable(),
  kind: proofKind.nullable(),
  value: z.string().nullable(),
  taken_at: z.string().nullable(),
});

/**
 * Who is looking (issue 31): a signed-in caller (null: none) and the delivery code they give
 * (`X-Delivery-Code`), which decide whether the recipient's signature and name are shown; the
 * links that show the proof's images for minutes.
 */
export interface TrackingViewer {
  caller: User | null;
  code: string | undefined;
  links: UploadLinks;
}

/**
 * Whether the viewer proves to be the recipient or the business: a signed-in caller in the
 * request's scope, or the right delivery code, whose wrong tries count as the driver's do
 * (delivery-code.ts: locked after 5). Never whoever merely holds the link.
 */
async function revealsRecipient(
  db: Db,
  requestId: string,
  dispatchId: string,
  viewer: TrackingViewer,
): Promise<boolean> {
  if (viewer.caller) {
    const params: unknown[] = [requestId];
    const scope = requestScopeSql(paramOf(params), viewer.caller);
    if ((await db.query(`select 1 from requests r where r.id = $1 and ${scope}`, params)).length) {
      return true;
    }
  }
  const { code } = viewer;
  if (code === undefined || !/^\d{4}$/.test(code)) return false;
  return (await db.transaction((tx) => tryDeliveryCode(tx, dispatchId, code))) === 'ok';
}

/**
 * Once delivered: the proof of the dispatch that delivered it (one per request), as the recipient
 * may see it: the kinds given, the images as short-lived signed links, when; the signature and
 * the name only to a viewer who proves to be the recipient or the business (revealsRecipient).
 * Never the code's value (only that it was given) nor where anything was taken.
 */
async function proofOf(
  db: Db,
  requestId: string,
  viewer: TrackingViewer,
): Promise<PublicProof | null> {
  // dispatches_request_idx, then dispatch_proofs' primary key.
  const rows = await queryRows(
    db,
    proofRow,
    `select d.id, d.delivered_at, p.kind, p.value, p.taken_at
     from dispatches d left join dispatch_proofs p on p.dispatch_id = d.id
     where d.request_id = $1 and d.status = 'delivered'`,
    [requestId],
  );
  if (rows.length === 0) return null;
  const items = rows.filter((r) => r.kind !== null && r.value !== null);
  const valueOf = (kind: ProofKind) => items.find((r) => r.kind === kind)?.value ?? null;
  // The handover's time: the step's (the phone may have sent it later), else the stamp.
  const taken = items.map((r) => iso(r.taken_at!)).sort()[0];
  const at = taken ?? isoOrNull(rows[0]!.delivered_at);
  if (!at) return null;
  const signed = (kind: ProofKind) => {
    const path = valueOf(kind);
    return path && viewer.links.sign(path);
  };
  const personal =
    (valueOf('signature') !== null || valueOf('name') !== null) &&
    (await revealsRecipient(db, requestId, rows[0]!.id, viewer));
  return {
    at,
    kinds: PROOF_KINDS.filter((kind) => items.some((r) => r.kind === kind)),
    photo: signed('photo'),
    signature: personal ? signed('signature') : null,
    name: personal ? valueOf('name') : null,
  };
}

/** A move as the recipient sees it: a failed attempt's reason code, nothing else of anyone. */
const publicEvent = (e: Draft): TrackingEvent => ({
  kind: e.kind as TrackingEvent['kind'],
  at: e.at,
  reason: e.kind === 'failed' ? (failureReason.safeParse(e.reason).data ?? null) : null,
});

export async function publicTracking(
  db: Db,
  token: string,
  viewer: TrackingViewer,
  routing: RoutingDeps = { url: undefined },
): Promise<PublicTracking> {
  if (!isTrackingToken(token)) throw notFound();
  // requests_tracking_token_key: one index probe.
  const row = await queryOne(
    db,
    trackedRow,
    `select r.id, r.business_id, r.reference, r.status, r.pickup_address, r.dropoff_address,
            r.scheduled_at, r.requested_by, r.created_at, r.updated_at
     from requests r join businesses b on b.id = r.business_id
     where r.tracking_token = $1 and b.deleted_at is null
       and (r.ended_at is null
            or r.ended_at > now() - make_interval(days => ${TRACKING_DAYS_AFTER_END}))`,
    [token],
  );
  if (!row) throw notFound();
  const drafts = await timelineDrafts(db, {
    id: row.id,
    status: row.status,
    requested_by: row.requested_by,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  });
  const branding = await brandingOf(db, row.business_id);
  const way =
    row.status === 'in_transit'
      ? await onTheWay(db, row.id, routing)
      : { eta: null, driver_position: null };
  // On a running round: the round's ETA, the truck only once hers is the next stop.
  const progress =
    row.status === 'assigned' || row.status === 'in_transit'
      ? await roundProgress(db, row.id, row.status === 'in_transit', routing.detourFactor)
      : undefined;
  if (progress) {
    way.eta = progress.eta;
    if (progress.round.stops_before > 0) way.driver_position = null;
  }
  return {
    reference: row.reference,
    status: row.status,
    // The status moves, failed attempts and retries only: who, which asset, reassignments and
    // a failure's note stay inside the business.
    timeline: drafts.filter((e) => SHOWN.has(e.kind)).map(publicEvent),
    pickup_address: row.pickup_address,
    dropoff_address: row.dropoff_address,
    scheduled_at: isoOrNull(row.scheduled_at),
    business: {
      name: branding!.name,
      logo: branding!.logo,
      primary_color: branding!.primary_color,
    },
    ...way,
    proof: row.status === 'delivered' ? await proofOf(db, row.id, viewer) : null,
    ...(progress ? { round: progress.round } : {}),
  };
}
