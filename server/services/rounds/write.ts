/**
 * Writing a round's stops and times (docs/rounds.md): a new draft from a plan (`writeRound`),
 * or a round's stops again after the planner moved, reordered or locked them, or after an
 * insertion (`rewriteStops`). Each keeps the round's own matrix (round-matrix.ts: its places
 * only) and times the stops over it (timing.ts).
 */
import type { User } from '../../../contract/auth';
import { startOfDayIn } from '../../../contract/days';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import type { Fleet } from '../../scope/rounds';
import { audit } from '../platform/audit';
import { travelMatrix, type FlatTravelMatrix, type TravelMatrix } from './matrix';
import { roundMatrix } from './round-matrix';
import { timeRound, type TimedStopInput } from './timing';
import { roundZoneSql } from './zone';
import { z } from 'zod';
import {
  PLAN_REQUEST_COLUMNS,
  PLAN_REQUEST_FROM,
  planRequestRow,
  type PlanRequest,
} from './plan-request';

export interface PlannedStopInput {
  request: PlanRequest;
  kind: 'pickup' | 'dropoff';
  location: number;
  locked: boolean;
}

const secondsFrom = (day: Date, at: Date | string | null): number | null =>
  at === null ? null : Math.round((new Date(at).getTime() - day.getTime()) / 1000);

/** A stop as timing.ts reads it (its window in seconds of the round's day). */
export const timedInput = (day: Date, s: PlannedStopInput): TimedStopInput => {
  const r = s.request;
  const pickup = s.kind === 'pickup';
  return {
    location: s.location,
    kind: s.kind,
    window: [
      secondsFrom(day, pickup ? r.pickup_from : r.dropoff_from),
      secondsFrom(day, pickup ? r.pickup_until : r.dropoff_until),
    ],
    service: r.service_minutes * 60,
    weight: r.weight_kg ?? 0,
    loadedAtStart: r.at_depot && !pickup,
  };
};

export const at = (day: Date, s: number) => new Date(day.getTime() + s * 1000).toISOString();

/**
 * Replaces round `roundId`'s stops by `stops` in order (their locations index `source`), with
 * their times and the totals, and its matrix by its own places of `source`. A new round (`fresh`)
 * has no stops yet and its row already holds its places: a day's plan writes dozens of rounds.
 */
async function putStops(
  tx: Queryable,
  roundId: string,
  day: Date,
  shiftStart: number,
  source: TravelMatrix | FlatTravelMatrix,
  planned: readonly PlannedStopInput[],
  fresh = false,
): Promise<void> {
  const { matrix, stops } = roundMatrix(source, planned);
  const timing = timeRound(
    matrix,
    shiftStart,
    stops.map((s) => timedInput(day, s)),
  );
  if (!fresh) await tx.query('delete from round_stops where round_id = $1', [roundId]);
  if (stops.length > 0) {
    await tx.query(
      `insert into round_stops (round_id, request_id, kind, sequence, location, planned_arrival,
         planned_start, planned_departure, load_kg, locked)
       select $1, s.request_id, s.kind, s.sequence, s.location, s.arrival, s.start, s.departure,
         s.load, s.locked
       from unnest($2::uuid[], $3::text[], $4::int[], $5::int[], $6::timestamptz[],
         $7::timestamptz[], $8::timestamptz[], $9::float8[], $10::boolean[])
         as s(request_id, kind, sequence, location, arrival, start, departure, load, locked)`,
      [
        roundId,
        stops.map((s) => s.request.id),
        stops.map((s) => s.kind),
        stops.map((_, i) => i),
        stops.map((s) => s.location),
        timing.stops.map((t) => at(day, t.arrival)),
        timing.stops.map((t) => at(day, t.start)),
        timing.stops.map((t) => at(day, t.departure)),
        timing.stops.map((t) => t.load),
        stops.map((s) => s.locked),
      ],
    );
  }
  await tx.query(
    `update rounds set distance_m = $2, duration_s = $3, max_load_kg = $4, planned_end = $5,
       ${fresh ? '' : 'matrix = ($6::text)::jsonb,'} updated_at = now() where id = $1`,
    [
      roundId,
      timing.distance,
      timing.end - shiftStart,
      timing.maxLoad,
      at(day, timing.end),
      ...(fresh ? [] : [JSON.stringify(matrix)]),
    ],
  );
}

export interface NewRound {
  planId: string;
  fleet: Fleet;
  date: string;
  day: Date;
  depotId: string;
  shift: [number, number];
  assetId: string;
  driverId: string | null;
  /** The plan's matrix: the stops' locations index it; the round keeps its own places. */
  matrix: FlatTravelMatrix;
  stops: PlannedStopInput[];
}

/** A new draft round; answers its id. */
export async function writeRound(tx: Queryable, user: User, round: NewRound): Promise<string> {
  const own = roundMatrix(round.matrix, round.stops);
  const row = await queryOne(
    tx,
    z.object({ id: z.string() }),
    `insert into rounds (owner_user_id, business_id, plan_id, asset_id, driver_id, date,
       start_depot_id, end_depot_id, shift_start, latest_end, matrix, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $7, $8, $9, ($10::text)::jsonb, $11) returning id`,
    [
      round.fleet.owner,
      round.fleet.business,
      round.planId,
      round.assetId,
      round.driverId,
      round.date,
      round.depotId,
      at(round.day, round.shift[0]),
      at(round.day, round.shift[1]),
      JSON.stringify(own.matrix),
      user.id,
    ],
  );
  const id = row!.id;
  await putStops(tx, id, round.day, round.shift[0], own.matrix, own.stops, true);
  await audit(tx, {
    actorUserId: user.id,
    action: 'create',
    entity: 'round',
    entityId: id,
    changes: { plan_id: round.planId, asset_id: round.assetId, stops: round.stops.length },
  });
  return id;
}

const roundTimes = z.object({
  date: z.string(),
  zone: z.string(),
  shift_start: z.date().or(z.string()),
  matrix: travelMatrix,
});

export interface StopOrder {
  request_id: string;
  kind: 'pickup' | 'dropoff';
  location: number;
  locked: boolean;
}

/**
 * Round `roundId`'s stops set to `order` (their requests read again), times recomputed. The
 * order's locations index the round's stored matrix, or `grown` (its places and more:
 * round-matrix.ts's `grownMatrix`) when given.
 */
export async function rewriteStops(
  tx: Queryable,
  roundId: string,
  order: readonly StopOrder[],
  grown?: TravelMatrix,
): Promise<void> {
  const round = (await queryOne(
    tx,
    roundTimes,
    `select ro.date::text as date, ${roundZoneSql('ro')} as zone, ro.shift_start, ro.matrix
     from rounds ro where ro.id = $1`,
    [roundId],
  ))!;
  const day = startOfDayIn(round.zone, round.date);
  const ids = [...new Set(order.map((s) => s.request_id))];
  const requests = await queryRows(
    tx,
    planRequestRow,
    `select ${PLAN_REQUEST_COLUMNS} from ${PLAN_REQUEST_FROM} where r.id = any($1::uuid[])`,
    [ids],
  );
  const byId = new Map(requests.map((r) => [r.id, r]));
  await putStops(
    tx,
    roundId,
    day,
    Math.round((new Date(round.shift_start).getTime() - day.getTime()) / 1000),
    grown ?? round.matrix,
    order.map((s) => ({
      request: byId.get(s.request_id)!,
      kind: s.kind,
      location: s.location,
      locked: s.locked,
    })),
  );
}
