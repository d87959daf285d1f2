/**
 * `POST /rounds/insert` (docs/rounds.md, "Inserting a request"): a request that came after
 * publication goes into the day's published round of its type where it adds the least time
 * (cheapest insertion: its pickup and drop-off tried at every place after the stops already
 * served), within the round's capacity and shift and breaking no window that held. The round's
 * matrix grows by the request's places (round-matrix.ts); the times come from timing.ts as for
 * any move. Without
 * `confirm` it answers the cost and the new times only; with it, the request's dispatch is
 * created on the round (the one dispatch creation, dispatch.ts) and its stops written, under
 * the round's lock: a round changed since (another insertion, a step) answers 409 round_changed.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { startOfDayIn } from '../../../contract/days';
import type { InsertInput, Insertion } from '../../../contract/rounds';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { fleetRequestSql, type Fleet } from '../../scope/rounds';
import { insertDispatch, lockDispatchable } from '../dispatch/dispatch';
import { audit } from '../platform/audit';
import type { NoticeDeps } from '../tracking/recipient-notices';
import { plannedFleet } from './fleet-day';
import { travelMatrix, type MatrixDeps, type TravelMatrix } from './matrix';
import {
  PLAN_REQUEST_COLUMNS,
  PLAN_REQUEST_FROM,
  planRequestRow,
  REQUEST_DAY_SQL,
  type PlanRequest,
} from './plan-request';
import { getRound } from './read';
import { grownMatrix } from './round-matrix';
import { SERVED_STOPS, servedStopRow } from './served';
import { timeRound } from './timing';
import { at, rewriteStops, timedInput, type PlannedStopInput } from './write';
import { roundZoneSql } from './zone';

const candidateRow = z.object({
  id: z.string(),
  asset_id: z.string(),
  asset_name: z.string(),
  driver_id: z.string().nullable(),
  date: z.string(),
  zone: z.string(),
  status: z.string(),
  shift_start: z.string(),
  latest_end: z.string(),
  updated_at: z.string(),
  capacity_kg: z.number().nullable(),
  speed: z.number(),
  matrix: travelMatrix,
});
type Candidate = z.output<typeof candidateRow>;

const CANDIDATES = `select ro.id, ro.asset_id, a.name as asset_name, ro.driver_id, ro.date::text as date,
    ${roundZoneSql('ro')} as zone, ro.status, ro.shift_start, ro.latest_end, ro.updated_at,
    coalesce(a.capacity_kg, t.capacity_kg)::float8 as capacity_kg,
    t.average_speed_kmh::float8 as speed, ro.matrix
  from rounds ro join assets a on a.id = ro.asset_id join asset_types t on t.id = a.asset_type_id`;

const fleetRoundSql = (param: (v: unknown) => string, fleet: Fleet) =>
  fleet.owner
    ? `ro.owner_user_id = ${param(fleet.owner)}`
    : `ro.business_id = ${param(fleet.business)}`;

const noRound = () => new ApiError(409, 'no_round_fits');

export interface Best {
  round: Candidate;
  matrix: TravelMatrix;
  order: (PlannedStopInput & { before: string | null })[];
  addedS: number;
  addedM: number;
  times: string[];
}

/** The cheapest feasible place of `request` in `round`, or undefined. */
async function bestPlace(
  db: Queryable,
  round: Candidate,
  request: PlanRequest,
  requests: Map<string, PlanRequest>,
  deps: MatrixDeps,
): Promise<Best | undefined> {
  const stops = await queryRows(db, servedStopRow, SERVED_STOPS, [round.id]);
  const missing = stops.map((s) => s.request_id).filter((id) => !requests.has(id));
  if (missing.length) {
    const rows = await queryRows(
      db,
      planRequestRow,
      `select ${PLAN_REQUEST_COLUMNS} from ${PLAN_REQUEST_FROM} where r.id = any($1::uuid[])`,
      [missing],
    );
    for (const r of rows) requests.set(r.id, r);
  }
  // A request loaded at the depot goes only into a round that has not left yet.
  if (request.at_depot && round.status !== 'published') return undefined;
  const grown = await grownMatrix(
    round.matrix,
    [
      ...(request.at_depot ? [] : [{ lat: request.pickup_lat!, lng: request.pickup_lng! }]),
      { lat: request.dropoff_lat!, lng: request.dropoff_lng! },
    ],
    round.speed,
    deps,
  );
  const pickup = request.at_depot ? null : grown.first;
  const dropoff = request.at_depot ? grown.first : grown.first + 1;
  const matrix = grown.matrix;
  const day = startOfDayIn(round.zone, round.date);
  const shiftStart = (Date.parse(round.shift_start) - day.getTime()) / 1000;
  const latestEnd = (Date.parse(round.latest_end) - day.getTime()) / 1000;
  const current: (PlannedStopInput & { before: string | null })[] = stops.map((s) => ({
    request: requests.get(s.request_id)!,
    kind: s.kind,
    location: s.location,
    locked: s.locked,
    before: s.planned_start,
  }));
  const timing = (order: readonly PlannedStopInput[]) =>
    timeRound(
      matrix,
      shiftStart,
      order.map((s) => timedInput(day, s)),
    );
  const base = timing(current);
  const lateBefore = base.stops.filter((s) => s.late).length;
  const capacity = round.capacity_kg ?? Infinity;
  const first = stops.reduce((last, s, i) => (s.served ? i + 1 : last), 0);
  const added = (kind: 'pickup' | 'dropoff', location: number) => ({
    request,
    kind,
    location,
    locked: false,
    before: null,
  });
  let best: Best | undefined;
  for (let i = first; i <= current.length; i += 1) {
    for (let j = i; j <= current.length; j += 1) {
      const order = [...current];
      order.splice(j, 0, added('dropoff', dropoff));
      if (pickup !== null) order.splice(i, 0, added('pickup', pickup));
      else if (j !== i) continue;
      const t = timing(order);
      const late = t.stops.filter((s) => s.late).length;
      if (late > lateBefore || t.end > latestEnd || t.maxLoad > capacity) continue;
      const addedS = t.end - base.end;
      const addedM = t.distance - base.distance;
      if (!best || addedS < best.addedS || (addedS === best.addedS && addedM < best.addedM)) {
        best = {
          round,
          matrix,
          order,
          addedS,
          addedM,
          times: t.stops.map((s) => at(day, s.start)),
        };
      }
    }
  }
  return best;
}

/** A pending request to insert, with its day (REQUEST_DAY_SQL). */
export type InsertableRequest = PlanRequest & { day: string };

/** Whose rounds may take it, over rounds `ro` (the planner's fleet, auto-dispatch's). */
export type RoundFilter = (param: (v: unknown) => string) => string;

/**
 * The cheapest feasible insertion of `request` into the day's live rounds of its asset type that
 * `fleet` admits, or undefined (no place: a request without places, no round, none fits).
 */
export async function cheapestInsertion(
  db: Queryable,
  request: InsertableRequest,
  fleet: RoundFilter,
  deps: MatrixDeps,
): Promise<Best | undefined> {
  if (
    request.dropoff_lat === null ||
    request.dropoff_lng === null ||
    (!request.at_depot && (request.pickup_lat === null || request.pickup_lng === null))
  ) {
    return undefined;
  }
  const roundParams: unknown[] = [request.day, request.asset_type_id];
  const rounds = await queryRows(
    db,
    candidateRow,
    `${CANDIDATES} where ro.date = $1::date and a.asset_type_id = $2
       and ro.status in ('published', 'in_progress')
       and ${fleet(paramOf(roundParams))}
     order by ro.id`,
    roundParams,
  );
  const known = new Map<string, PlanRequest>([[request.id, request]]);
  let best: Best | undefined;
  for (const round of rounds) {
    const found = await bestPlace(db, round, request, known, deps);
    if (found && (!best || found.addedS < best.addedS)) best = found;
  }
  return best;
}

/**
 * Writes `chosen`: the request's dispatch on the round and the round's stops, under the round's
 * lock (`409 round_changed` when it moved since it was read) then the request's (`409
 * invalid_transition` when it is no longer pending). `actor`: null for auto-dispatch.
 */
export async function applyInsertion(
  db: Db,
  actor: { id: string | null },
  chosen: Best,
  request: PlanRequest,
  deps: NoticeDeps,
  costs: { added_s: number; added_m: number },
  /** More to write in the same transaction (auto-dispatch's decision). */
  then?: (tx: Queryable) => Promise<void>,
): Promise<void> {
  const mails: string[] = [];
  await db.transaction(async (tx) => {
    const locked = await queryOne(
      tx,
      z.object({ status: z.string(), updated_at: z.string() }),
      'select status, updated_at from rounds where id = $1 for update',
      [chosen.round.id],
    );
    if (
      !locked ||
      locked.updated_at !== chosen.round.updated_at ||
      !['published', 'in_progress'].includes(locked.status)
    ) {
      throw new ApiError(409, 'round_changed');
    }
    await lockDispatchable(tx, request.id, request.asset_type_id);
    const created = await insertDispatch(
      tx,
      actor,
      {
        requestId: request.id,
        assetId: chosen.round.asset_id,
        driverId: chosen.round.driver_id,
        roundId: chosen.round.id,
      },
      deps,
    );
    mails.push(...created.mails);
    await rewriteStops(
      tx,
      chosen.round.id,
      chosen.order.map((s) => ({
        request_id: s.request.id,
        kind: s.kind,
        location: s.location,
        locked: s.locked,
      })),
      chosen.matrix,
    );
    await audit(tx, {
      actorUserId: actor.id,
      action: 'insert',
      entity: 'round',
      entityId: chosen.round.id,
      changes: { request_id: request.id, ...costs },
    });
    await then?.(tx);
  });
  deps.mailer.deliver(mails);
}

/** `POST /rounds/insert`. */
export async function insertRequest(
  db: Db,
  user: User,
  input: InsertInput,
  deps: MatrixDeps & NoticeDeps,
): Promise<Insertion> {
  const fleet = plannedFleet(user, input);
  const params: unknown[] = [input.request_id];
  const param = paramOf(params);
  const request = await queryOne(
    db,
    planRequestRow.extend({ day: z.string() }),
    `select ${PLAN_REQUEST_COLUMNS}, ${REQUEST_DAY_SQL}::text as day
     from ${PLAN_REQUEST_FROM}
     where r.id = $1 and r.status = 'pending' and ${fleetRequestSql(param, fleet)}`,
    params,
  );
  if (!request) throw notFound();
  const best = await cheapestInsertion(
    db,
    request,
    (roundParam) => fleetRoundSql(roundParam, fleet),
    deps,
  );
  if (!best) throw noRound();
  const chosen = best;
  const firstNew = chosen.order.findIndex((s) => s.before === null);
  const answer: Insertion = {
    round_id: chosen.round.id,
    asset_name: chosen.round.asset_name,
    added_s: Math.round(chosen.addedS),
    added_m: Math.round(chosen.addedM),
    stops: chosen.order.slice(firstNew).map((s, i) => ({
      request_id: s.request.id,
      reference: s.request.reference,
      kind: s.kind,
      before: s.before,
      after: chosen.times[firstNew + i]!,
    })),
    round: null,
  };
  if (!input.confirm) return answer;
  await applyInsertion(db, user, chosen, request, deps, answer);
  return { ...answer, round: await getRound(db, user, chosen.round.id) };
}
