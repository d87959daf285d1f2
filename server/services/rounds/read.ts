/**
 * Reading rounds with their stops (`GET /rounds`, `GET /rounds/{id}`, and every write's
 * answer), in the caller's scope (server/scope/rounds.ts; 404 outside).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { round, roundStop, type Round, type RoundListQuery } from '../../../contract/rounds';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { isUuid } from '../../db/sql';
import { notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { roundScopeSql } from '../../scope/rounds';
import { cappedCount, type Total } from '../platform/counts';

const roundRow = round.omit({ stops: true });
const stopRow = roundStop.extend({ round_id: z.string() });

const ROUNDS = `select ro.id, ro.plan_id, ro.owner_user_id, ro.business_id, ro.asset_id,
    a.name as asset_name, ro.driver_id, u.name as driver_name, ro.date::text as date,
    ro.start_depot_id, ro.end_depot_id, ro.shift_start, ro.latest_end, ro.status, ro.distance_m,
    ro.duration_s, ro.max_load_kg, coalesce(a.capacity_kg, t.capacity_kg)::float8 as capacity_kg,
    ro.planned_end, ro.published_at, ro.created_at, ro.updated_at
  from rounds ro join assets a on a.id = ro.asset_id
    join asset_types t on t.id = a.asset_type_id
    left join users u on u.id = ro.driver_id`;

/** A stop's side of its request: the pickup's or the drop-off's. */
const side = (pickup: string, dropoff: string) =>
  `case when s.kind = 'pickup' then ${pickup} else ${dropoff} end`;

const STOPS = `select s.round_id, s.id, s.kind, s.request_id, r.reference, s.sequence,
    ${side('r.pickup_address', 'r.dropoff_address')} as address,
    coalesce(${side('r.pickup_lat', 'r.dropoff_lat')}, 0) as lat,
    coalesce(${side('r.pickup_lng', 'r.dropoff_lng')}, 0) as lng,
    s.planned_arrival, s.planned_start, s.planned_departure,
    ${side('r.pickup_from', 'r.dropoff_from')} as window_from,
    ${side('r.pickup_until', 'r.dropoff_until')} as window_until,
    coalesce(s.planned_start > ${side('r.pickup_until', 'r.dropoff_until')}, false) as late,
    s.load_kg, s.locked,
    (select d.id from dispatches d where d.round_id = s.round_id and d.request_id = s.request_id
      order by d.created_at desc limit 1) as dispatch_id
  from round_stops s join requests r on r.id = s.request_id
  where s.round_id = any($1::uuid[])
  order by s.round_id, s.sequence`;

/**
 * The rounds whose stops one statement reads. A day's plan answers dozens of rounds and a
 * thousand stops: read in slices, the loop turns between them (server/db/loop-turns.ts).
 */
const ROUNDS_PER_READ = 10;

/** The rounds of `rows` with their stops, in the order given. */
async function withStops(db: Queryable, rows: z.output<typeof roundRow>[]): Promise<Round[]> {
  const stopsOf = new Map<string, Round['stops']>(rows.map((r) => [r.id, []]));
  for (let i = 0; i < rows.length; i += ROUNDS_PER_READ) {
    const ids = rows.slice(i, i + ROUNDS_PER_READ).map((r) => r.id);
    for (const { round_id, ...stop } of await queryRows(db, stopRow, STOPS, [ids])) {
      stopsOf.get(round_id)!.push(stop);
    }
  }
  return rows.map((r) => ({ ...r, stops: stopsOf.get(r.id)! }));
}

/** Round `id` in the caller's scope (a null caller: any), or undefined. */
export async function findRound(
  db: Queryable,
  user: User | null,
  id: string,
): Promise<Round | undefined> {
  if (!isUuid(id)) return undefined;
  const params: unknown[] = [id];
  const scope = user ? roundScopeSql(paramOf(params), user) : 'true';
  const rows = await queryRows(db, roundRow, `${ROUNDS} where ro.id = $1 and ${scope}`, params);
  return (await withStops(db, rows))[0];
}

export async function getRound(db: Queryable, user: User | null, id: string): Promise<Round> {
  const found = await findRound(db, user, id);
  if (!found) throw notFound();
  return found;
}

/** The rounds of `ids` (no scope: the services' own answers), in that order. */
export async function roundsByIds(db: Queryable, ids: readonly string[]): Promise<Round[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows(db, roundRow, `${ROUNDS} where ro.id = any($1::uuid[])`, [ids]);
  const read = await withStops(db, rows);
  return ids.flatMap((id) => read.filter((r) => r.id === id));
}

/**
 * `GET /rounds`: the caller's rounds, by date, with their stops. Cheap at a million rounds: the
 * order is the scope's index (`rounds_{owner,business,driver,date}_idx`: its columns, the date,
 * the id) and the total is counted up to the cap (docs/totals.md), never over the whole table.
 */
export async function listRounds(
  db: Queryable,
  user: User,
  query: RoundListQuery,
): Promise<{ data: Round[] } & Total> {
  const params: unknown[] = [];
  const param = paramOf(params);
  const where = [roundScopeSql(param, user)];
  if (query.date) where.push(`ro.date = ${param(query.date)}::date`);
  if (query.status) where.push(`ro.status = ${param(query.status)}`);
  const condition = `where ${where.join(' and ')}`;
  const total = await cappedCount(db, 'rounds ro', condition, params);
  const rows = await queryRows(
    db,
    roundRow,
    `${ROUNDS} ${condition} order by ro.date, ro.id limit ${query.limit} offset ${query.skip}`,
    params,
  );
  return { data: await withStops(db, rows), ...total };
}
