/**
 * The drivers' positions (docs/positions.md): a batch sent by the dispatch's driver, stored in
 * one statement in `dispatch_positions` (partitioned by day, migration 026); the dispatch keeps
 * its last position; a live event `dispatch.position` goes to whoever sees the dispatch, at most
 * one a second per dispatch, its notice naming them (read under the lock: the servers' fan-out
 * then asks nothing per position); the recipient's `eta_soon` mail once the ETA falls under 15
 * minutes.
 *
 * One batch is one transaction on the dispatch's row lock (`for no key update`): two batches of
 * one dispatch (two servers, a resend) run one after the other, so the speed check, the last
 * position and the throttle's stamp (`position_notified_at`, compared with the database's clock)
 * read what the other committed. Only the dispatch row is locked: a status move (request, then
 * dispatch) never waits on a lock this holds while holding one this waits for.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { dispatchStatus } from '../../../contract/dispatch';
import {
  liveDispatch,
  MAX_LIVE_DISPATCHES,
  type LiveDispatches,
  type PositionBatch,
  type PositionBatchResult,
  type PositionInput,
  type TrailPoint,
  type TrailQuery,
} from '../../../contract/position';
import { isOpenDispatch, OPEN_DISPATCH_STATUSES } from '../../../contract/request-moves';
import { iso, type Db, type Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { sqlList } from '../../db/sql';
import { ApiError, notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { dispatchScopeSql } from '../../scope/dispatches';
import { LIVE_CHANNEL, positionPayload } from '../platform/events/notice';
import { rowById } from '../platform/find';
import { audienceOf, dispatchAudienceSql } from '../platform/events/visibility';
import { isUuid } from '../../db/sql';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';
import { currentDispatchSql } from '../dispatch/busy';
import { estimate, haversineMeters, type EtaSource, type RoutingDeps } from './eta';

/** The recipient is told the delivery is near when the ETA falls under this (seconds). */
export const ETA_SOON_SECONDS = 15 * 60;
/** A position dated later than this after the server's clock is flagged (a phone's clock). */
export const FUTURE_SLACK_MS = 5 * 60 * 1000;
/** At most one `dispatch.position` event per dispatch in this many seconds. */
export const POSITION_EVENT_SECONDS = 1;
/**
 * The routing service is asked for the `eta_soon` check only within this distance as the crow
 * flies of the drop-off (15 minutes at 130 km/h): farther, no road gets there in 15 minutes.
 */
const ETA_SOON_MAX_DISTANCE_M = 32_500;

export interface PositionDeps {
  /** FLOTTE_MAX_SPEED_KMH: a position implying more from the previous one is flagged. */
  maxSpeedKmh: number;
  routing: RoutingDeps;
  notices: NoticeDeps;
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** What a batch reads of its dispatch under the lock (timestamps as ISO strings). */
const lockedDispatch = z.object({
  request_id: z.string(),
  status: dispatchStatus,
  last_lat: z.number().nullable(),
  last_lng: z.number().nullable(),
  last_position_at: z.string().nullable(),
  may_publish: z.boolean(),
  /** Who sees the dispatch (visibility.ts `dispatchAudienceSql`), when an event may go out. */
  audience: z.unknown(),
  now: z.string(),
  /** The recipient may still get its `eta_soon` mail (an e-mail, not sent yet). */
  eta_pending: z.boolean(),
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
  average_speed_kmh: z.number().nullable(),
  /** The driver's current dispatch (busy.ts): the only one his positions feed. */
  current: z.boolean(),
});

/** What a batch's one statement answers. */
const storedCounts = z.object({ accepted: z.number(), flagged: z.number(), told: z.number() });

/** What a late announcement reads of the dispatch it claimed. */
const announced = z.object({
  request_id: z.string(),
  last_lat: z.number(),
  last_lng: z.number(),
  last_position_at: z.string(),
  audience: z.unknown(),
});

interface Reference {
  lat: number;
  lng: number;
  t: number;
  at: string;
}

interface Judged {
  input: PositionInput;
  at: string;
  flagged: boolean;
}

/**
 * Each position in time order, flagged when implausible: dated more than FUTURE_SLACK_MS after
 * `nowMs`, or implying more than `maxSpeedKmh` from the previous plausible position (the
 * dispatch's last one, then each accepted one), its own accuracy radius given. A flagged one is
 * kept but moves nothing: a GPS jump neither moves the marker nor flags the positions after it.
 * Answers them and the newest plausible position after `reference` (the new last), if any.
 */
export function judge(
  positions: readonly PositionInput[],
  reference: Reference | undefined,
  nowMs: number,
  maxSpeedKmh: number,
): { judged: Judged[]; last: Reference | undefined } {
  const sorted = positions
    .map((input) => ({ input, t: Date.parse(input.at) }))
    .sort((a, b) => a.t - b.t);
  let ref = reference;
  let last: Reference | undefined;
  const judged = sorted.map(({ input, t }) => {
    const at = iso(new Date(t));
    let flagged = t > nowMs + FUTURE_SLACK_MS;
    if (!flagged && ref && t > ref.t) {
      const metres = Math.max(0, haversineMeters(ref, input) - (input.accuracy ?? 0));
      const kmh = metres / 1000 / ((t - ref.t) / 3_600_000);
      flagged = kmh > maxSpeedKmh;
    }
    if (!flagged && (!ref || t > ref.t)) {
      ref = { lat: input.lat, lng: input.lng, t, at };
      last = ref;
    }
    return { input, at, flagged };
  });
  return { judged, last };
}

/** `POST /asset-dispatch/{id}/positions`: the dispatch's driver only (anyone else: 404). */
export async function ingestPositions(
  db: Db,
  user: User,
  id: string,
  batch: PositionBatch,
  deps: PositionDeps,
): Promise<PositionBatchResult> {
  if (user.role !== 'driver' || !isUuid(id)) throw notFound();
  const outcome = await db.transaction(async (tx) => {
    const params: unknown[] = [id, user.id, POSITION_EVENT_SECONDS];
    const mayPublish = `(d.position_notified_at is null
               or d.position_notified_at <= now() - make_interval(secs => $3))`;
    const dispatch = await queryOne(
      tx,
      lockedDispatch,
      `select d.request_id, d.status, d.last_lat, d.last_lng, d.last_position_at,
              ${mayPublish} as may_publish,
              -- Who sees the dispatch, for the event (read only when one may go out).
              case when ${mayPublish} then ${dispatchAudienceSql(paramOf(params), id)} end
                as audience,
              now() as now,
              (r.recipient_email is not null and not exists (
                 select 1 from recipient_notices n
                 where n.request_id = r.id and n.kind = 'eta_soon')) as eta_pending,
              r.pickup_lat, r.pickup_lng, r.dropoff_lat, r.dropoff_lng, t.average_speed_kmh,
              coalesce(d.id = ${currentDispatchSql('$2')}, false) as current
       from dispatches d join requests r on r.id = d.request_id
         join assets a on a.id = d.asset_id join asset_types t on t.id = a.asset_type_id
       where d.id = $1 and d.driver_id = $2
       for no key update of d`,
      params,
    );
    if (!dispatch) throw notFound();
    if (!isOpenDispatch(dispatch.status)) {
      throw new ApiError(409, 'invalid_transition');
    }
    // Another stop than the one he is serving: its request never hears of this truck.
    if (!dispatch.current) {
      return { trailing: false, result: { accepted: 0, flagged: 0 }, etaCheck: undefined };
    }
    const reference =
      dispatch.last_lat !== null && dispatch.last_lng !== null && dispatch.last_position_at
        ? {
            lat: dispatch.last_lat,
            lng: dispatch.last_lng,
            t: Date.parse(iso(dispatch.last_position_at)),
            at: iso(dispatch.last_position_at),
          }
        : undefined;
    const { judged, last } = judge(
      batch.positions,
      reference,
      Date.parse(iso(dispatch.now)),
      deps.maxSpeedKmh,
    );

    // Only a new last position is news; the stamp moves only with an event sent.
    const publish = last !== undefined && dispatch.may_publish;
    const event = last && {
      id,
      request_id: dispatch.request_id,
      lat: last.lat,
      lng: last.lng,
      at: last.at,
    };
    // One statement for the batch (one round trip under the lock): its positions, a position
    // already stored (same dispatch and instant) skipped so that a batch the phone sends again is
    // stored once; the dispatch's last position; the event, delivered by PostgreSQL at commit.
    const stored = await queryOne(
      tx,
      storedCounts,
      `with stored as (
         insert into dispatch_positions
           (dispatch_id, driver_id, at, lat, lng, accuracy, speed, heading, flagged)
         select $1, $2, p.at, p.lat, p.lng, p.accuracy, p.speed, p.heading, p.flagged
         from unnest($3::timestamptz[], $4::float8[], $5::float8[], $6::real[], $7::real[],
                     $8::real[], $9::boolean[]) as p(at, lat, lng, accuracy, speed, heading, flagged)
         on conflict do nothing
         returning flagged
       ), moved as (
         update dispatches set last_lat = $10, last_lng = $11, last_position_at = $12,
           position_notified_at = case when $13 then now() else position_notified_at end
         where id = $1 and $10::float8 is not null
       ), told as (
         -- A select in WITH runs only when read: the last line reads it.
         select pg_notify($14, $15) where $13
       )
       select (select count(*)::int from stored) as accepted,
              (select count(*)::int from stored where flagged) as flagged,
              (select count(*)::int from told) as told`,
      [
        id,
        user.id,
        judged.map((j) => j.at),
        judged.map((j) => j.input.lat),
        judged.map((j) => j.input.lng),
        judged.map((j) => j.input.accuracy ?? null),
        judged.map((j) => j.input.speed ?? null),
        judged.map((j) => j.input.heading ?? null),
        judged.map((j) => j.flagged),
        last?.lat ?? null,
        last?.lng ?? null,
        last?.at ?? null,
        publish,
        LIVE_CHANNEL,
        event && publish ? positionPayload(event, audienceOf(dispatch.audience)) : null,
      ],
    );
    return {
      // A new last position inside the second of silence: announced when the second ends.
      trailing: last !== undefined && !publish,
      result: { accepted: stored!.accepted, flagged: stored!.flagged },
      // The recipient's "nearly there" is checked with the events (at most once a second).
      etaCheck:
        last && publish && dispatch.status === 'in_transit' && dispatch.eta_pending
          ? {
              requestId: dispatch.request_id,
              source: { ...dispatch, last_lat: last.lat, last_lng: last.lng },
            }
          : undefined,
    };
  });
  if (outcome.trailing) announceLater(db, id, deps);
  if (outcome.etaCheck) {
    await noticeEtaSoon(db, id, outcome.etaCheck.requestId, outcome.etaCheck.source, deps).catch(
      (error: unknown) => deps.log?.error({ err: error }, 'positions: eta_soon check failed'),
    );
  }
  return outcome.result;
}

/**
 * A position that arrived inside the second of silence would otherwise never be announced if
 * the phone then stops (the last one a page shows would stay behind). When the second is over,
 * this announces the dispatch's last position unless an event went out since: the claim is the
 * same conditional update on `position_notified_at`, so every server together still sends at
 * most one a second. A timer of this process, at most a second long: lost with the process,
 * the next batch announces anyway.
 */
function announceLater(db: Db, id: string, deps: PositionDeps) {
  const timer = setTimeout(() => {
    void db
      .transaction(async (tx) => {
        const params: unknown[] = [id, POSITION_EVENT_SECONDS];
        const row = await queryOne(
          tx,
          announced,
          `update dispatches set position_notified_at = now()
           where id = $1 and status in (${sqlList(OPEN_DISPATCH_STATUSES)}) and last_lat is not null
             and (position_notified_at is null
                  or position_notified_at <= now() - make_interval(secs => $2))
           returning request_id, last_lat, last_lng, last_position_at,
                     ${dispatchAudienceSql(paramOf(params), id)} as audience`,
          params,
        );
        if (!row) return;
        const event = {
          id,
          request_id: row.request_id,
          lat: row.last_lat,
          lng: row.last_lng,
          at: iso(row.last_position_at),
        };
        // Delivered by PostgreSQL at this transaction's commit, to every server.
        await tx.query('select pg_notify($1, $2)', [
          LIVE_CHANNEL,
          positionPayload(event, audienceOf(row.audience)),
        ]);
      })
      .catch((error: unknown) =>
        deps.log?.error({ err: error }, 'positions: late announcement failed'),
      );
  }, POSITION_EVENT_SECONDS * 1000);
  timer.unref();
}

/**
 * Mails the recipient once its delivery is under ETA_SOON_SECONDS away. After the batch's
 * commit (a route is asked of an outside service: never under a lock), in a transaction of its
 * own whose claim (`recipient_notices`, once per request) decides between two servers.
 */
async function noticeEtaSoon(
  db: Db,
  dispatchId: string,
  requestId: string,
  source: EtaSource,
  deps: PositionDeps,
): Promise<void> {
  if (
    source.last_lat === null ||
    source.last_lng === null ||
    source.dropoff_lat === null ||
    source.dropoff_lng === null
  ) {
    return;
  }
  const crow = haversineMeters(
    { lat: source.last_lat, lng: source.last_lng },
    { lat: source.dropoff_lat, lng: source.dropoff_lng },
  );
  if (crow > ETA_SOON_MAX_DISTANCE_M) return;
  const eta = await estimate(source, deps.routing);
  if (eta.duration_s === null || eta.duration_s > ETA_SOON_SECONDS) return;
  const mails = await db.transaction(async (tx) => {
    const live = await tx.query(
      `select 1 from dispatches where id = $1 and status = 'in_transit'`,
      [dispatchId],
    );
    if (live.length === 0) return [];
    return noticeRecipient(tx, deps.notices, requestId, 'eta_soon');
  });
  deps.notices.mailer.deliver(mails);
}

/** The dispatch `id` in the caller's scope, or 404. */
async function scopedDispatch(db: Queryable, user: User, id: string) {
  return rowById<{ created_at: Date | string }>(
    db,
    id,
    (param) => `select d.created_at
     from dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id
     where d.id = $1 and ${dispatchScopeSql(param, user)}`,
  );
}

/** A position of a trail (docs/benchmarks.md, "Tracking": the trail of 5,000 positions). */
type TrailRow = { at: Date | string; lat: number; lng: number; flagged: boolean };

/** How far before its dispatch a trail looks without `since` (a phone's clock a little behind). */
const TRAIL_MARGIN_MS = 24 * 3600 * 1000;

/**
 * `GET /asset-dispatch/{id}/positions`: the trail, oldest first, scoped like the dispatch. The
 * lower bound on `at` (`since`, else the day before the dispatch was created) lets PostgreSQL
 * read only the partitions of the dispatch's days, through (dispatch_id, at).
 */
export async function readTrail(
  db: Queryable,
  user: User,
  id: string,
  query: TrailQuery,
): Promise<TrailPoint[]> {
  const dispatch = await scopedDispatch(db, user, id);
  const since =
    query.since ?? iso(new Date(Date.parse(iso(dispatch.created_at)) - TRAIL_MARGIN_MS));
  const rows = await db.query<TrailRow>( // unparsed: a benchmarked read of thousands of rows
    `select at, lat, lng, flagged from dispatch_positions
     where dispatch_id = $1 and at > $2 order by at limit $3`,
    [id, since, query.limit],
  );
  return rows.map((r) => ({ at: iso(r.at), lat: r.lat, lng: r.lng, flagged: r.flagged }));
}

/**
 * `GET /asset-dispatch/live`: the dispatches on their way in the caller's scope, newest first,
 * at most MAX_LIVE_DISPATCHES (`dispatches_on_the_way_idx`), with their last position.
 */
export async function liveDispatches(db: Queryable, user: User): Promise<LiveDispatches> {
  const params: unknown[] = [];
  const rows = await queryRows(
    db,
    liveDispatch,
    `select d.id, d.request_id, r.reference, d.status, d.asset_id, a.name as asset_name,
            d.driver_id, u.name as driver_name, d.last_lat as lat, d.last_lng as lng,
            d.last_position_at as position_at, r.pickup_lat, r.pickup_lng, r.dropoff_lat,
            r.dropoff_lng
     from dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id
       left join users u on u.id = d.driver_id
     where d.status in (${sqlList(OPEN_DISPATCH_STATUSES)}) and ${dispatchScopeSql(paramOf(params), user)}
     order by d.created_at desc, d.id desc
     limit ${MAX_LIVE_DISPATCHES + 1}`,
    params,
  );
  return {
    data: rows.slice(0, MAX_LIVE_DISPATCHES),
    truncated: rows.length > MAX_LIVE_DISPATCHES,
  };
}
