/**
 * `GET /rounds/{id}/eta` (docs/rounds.md, "The driver's round"): the stops a published round
 * has still to serve, timed again from where its driver is now. The origin is the phone's last
 * position when fresh (the straight line to each place, with the detour factor, at the asset
 * type's speed), else the last stop served, else the start depot; from there timing.ts times
 * the remaining stops over the round's own matrix, as it timed the plan. Read after each step,
 * so the ETAs follow the round as it runs.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { startOfDayIn } from '../../../contract/days';
import type { RoundEta } from '../../../contract/rounds';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { isUuid } from '../../db/sql';
import { notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { roundScopeSql } from '../../scope/rounds';
import { DEFAULT_AVERAGE_SPEED_KMH, haversineMeters, type Point } from '../drivers/eta';
import { travelMatrix, type TravelMatrix } from './matrix';
import { PLAN_REQUEST_COLUMNS, PLAN_REQUEST_FROM, planRequestRow } from './plan-request';
import { SERVED_STOPS, servedStopRow } from './served';
import { timeRound } from './timing';
import { at, timedInput } from './write';
import { roundZoneSql } from './zone';

/** A position older than this no longer says where the driver is. */
export const FRESH_POSITION_S = 15 * 60;

export const roundRow = z.object({
  status: z.string(),
  date: z.string(),
  zone: z.string(),
  shift_start: z.string(),
  speed: z.number().nullable(),
  matrix: travelMatrix,
});
export type RoundForTimes = z.output<typeof roundRow>;

const positionRow = z.object({ lat: z.number(), lng: z.number(), at: z.string() });

/**
 * The matrix seen from `origin` (index 0): each of `matrix`'s places moves one index up; from
 * the origin, `row` (seconds, metres to each place).
 */
function fromOrigin(
  matrix: Pick<TravelMatrix, 'time' | 'distance'>,
  row: { time: number[]; distance: number[] },
): Pick<TravelMatrix, 'time' | 'distance'> {
  const shift = (m: number[][], first: number[]) => [
    [0, ...first],
    ...m.map((r, i) => [first[i]!, ...r]),
  ];
  return { time: shift(matrix.time, row.time), distance: shift(matrix.distance, row.distance) };
}

/** The straight line from `point` to each place, as matrix.ts measures it without a table. */
function lineFrom(point: Point, places: Point[], speedKmh: number, detour: number) {
  const speed = (speedKmh > 0 ? speedKmh : DEFAULT_AVERAGE_SPEED_KMH) / 3.6;
  const distance = places.map((p) => Math.round(haversineMeters(point, p) * detour));
  return { distance, time: distance.map((m) => Math.round(m / speed)) };
}

/** The round `id`'s remaining stops timed from where its driver is (no scope: the callers'). */
export async function remainingTimes(
  db: Queryable,
  id: string,
  round: RoundForTimes,
  detourFactor: number,
  now: Date,
): Promise<RoundEta> {
  const day = startOfDayIn(round.zone, round.date);
  const seconds = (t: Date) => Math.round((t.getTime() - day.getTime()) / 1000);
  const stops = await queryRows(db, servedStopRow, SERVED_STOPS, [id]);
  const left = stops.filter((s) => !s.served);
  const served = stops.filter((s) => s.served);
  const position =
    round.status === 'draft'
      ? undefined
      : await queryOne(
          db,
          positionRow,
          `select last_lat as lat, last_lng as lng, last_position_at as at from dispatches
           where round_id = $1 and last_position_at > $2::timestamptz
             and last_lat is not null and last_lng is not null
           order by last_position_at desc limit 1`,
          [id, new Date(now.getTime() - FRESH_POSITION_S * 1000).toISOString()],
        );
  const from: RoundEta['from'] = position ? 'position' : served.length ? 'last_stop' : 'depot';
  const last = served.at(-1)?.location ?? 0;
  const origin = position
    ? lineFrom(position, round.matrix.locations, round.speed ?? 0, detourFactor)
    : { time: round.matrix.time[last]!, distance: round.matrix.distance[last]! };
  const requests = await queryRows(
    db,
    planRequestRow,
    `select ${PLAN_REQUEST_COLUMNS} from ${PLAN_REQUEST_FROM} where r.id = any($1::uuid[])`,
    [[...new Set(left.map((s) => s.request_id))]],
  );
  const byId = new Map(requests.map((r) => [r.id, r]));
  const start = Math.max(seconds(now), seconds(new Date(round.shift_start)));
  const timing = timeRound(
    fromOrigin(round.matrix, origin),
    start,
    left.map((s) => ({
      ...timedInput(day, {
        request: byId.get(s.request_id)!,
        kind: s.kind,
        location: 0,
        locked: false,
      }),
      // The loaded goods are aboard already: only the order and the times matter here.
      loadedAtStart: false,
      location: s.location + 1,
    })),
    null,
  );
  return {
    round_id: id,
    at: now.toISOString(),
    from,
    stops: left.map((s, i) => ({
      request_id: s.request_id,
      kind: s.kind,
      eta: at(day, timing.stops[i]!.start),
      late: timing.stops[i]!.late,
    })),
  };
}

/** What a round's times read of it: `$1` the round, over rounds `ro`. */
export const ROUND_FOR_TIMES = `select ro.status, ro.date::text as date,
    ${roundZoneSql('ro')} as zone, ro.shift_start, ro.matrix,
    t.average_speed_kmh::float8 as speed
  from rounds ro join assets a on a.id = ro.asset_id join asset_types t on t.id = a.asset_type_id
  where ro.id = $1`;

/** `GET /rounds/{id}/eta`, in the caller's scope (404 outside). */
export async function roundEta(
  db: Queryable,
  user: User,
  id: string,
  deps: { detourFactor: number },
  now: Date = new Date(),
): Promise<RoundEta> {
  if (!isUuid(id)) throw notFound();
  const params: unknown[] = [id];
  const round = await queryOne(
    db,
    roundRow,
    `${ROUND_FOR_TIMES} and ${roundScopeSql(paramOf(params), user)}`,
    params,
  );
  if (!round) throw notFound();
  return remainingTimes(db, id, round, deps.detourFactor, now);
}
