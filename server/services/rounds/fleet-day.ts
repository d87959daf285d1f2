/**
 * A fleet's day as planning reads it (docs/rounds.md, "How a plan is built"): its depot, the
 * assets that may take a round, its pending requests of the date. The optimisation plans with
 * them (plan.ts) and the planner's board shows them (board.ts): one definition of each.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import { ApiError, invalidField, notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { fleetAssetSql, fleetOf, fleetRequestSql, type Fleet } from '../../scope/rounds';
import {
  PLAN_REQUEST_COLUMNS,
  PLAN_REQUEST_FROM,
  planRequestRow,
  requestOfDaySql,
  type PlanRequest,
} from './plan-request';

/** The fleet a caller plans: its own, or the one the operator names (400 without). */
export function plannedFleet(
  user: User,
  named: { owner_user_id?: string; business_id?: string },
): Fleet {
  const fleet = fleetOf(user, { owner: named.owner_user_id, business: named.business_id });
  if (!fleet) throw invalidField('owner_user_id', msg.required);
  return fleet;
}

const depotRow = z.object({
  id: z.string(),
  lat: z.number(),
  lng: z.number(),
  opens: z.string(),
  closes: z.string(),
});

const assetRow = z.object({
  id: z.string(),
  name: z.string(),
  asset_type_id: z.string(),
  asset_type_name: z.string(),
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  default_driver_id: z.string().nullable(),
  capacity_kg: z.number().nullable(),
  capacity_m3: z.number().nullable(),
  speed: z.number(),
});
export type FleetAsset = z.output<typeof assetRow>;

/** The fleet's depot: the one named (404 when not the fleet's), else its first; 409 none. */
export async function depotOf(db: Queryable, fleet: Fleet, named: string | undefined) {
  const params: unknown[] = [];
  const param = paramOf(params);
  const owner = fleet.owner
    ? `dp.owner_user_id = ${param(fleet.owner)}`
    : `dp.business_id = ${param(fleet.business)}`;
  const which = named ? ` and dp.id = ${param(named)}` : '';
  const depot = await queryOne(
    db,
    depotRow,
    `select dp.id, dp.lat, dp.lng, to_char(dp.opens, 'HH24:MI') as opens,
       to_char(dp.closes, 'HH24:MI') as closes
     from depots dp where ${owner}${which} order by dp.created_at, dp.id limit 1`,
    params,
  );
  if (!depot) throw named ? notFound() : new ApiError(409, 'no_depot');
  return depot;
}

/**
 * The fleet's assets that may take a round on `date`: live, not in maintenance, leased or
 * inactive, holding no open dispatch outside rounds and no live round that day.
 */
export async function fleetAssets(
  db: Queryable,
  fleet: Fleet,
  date: string,
): Promise<FleetAsset[]> {
  const params: unknown[] = [date];
  return queryRows(
    db,
    assetRow,
    `select a.id, a.name, a.asset_type_id, t.name as asset_type_name, a.owner_user_id,
       a.business_id, a.default_driver_id,
       coalesce(a.capacity_kg, t.capacity_kg)::float8 as capacity_kg,
       coalesce(a.capacity_m3, t.capacity_m3)::float8 as capacity_m3,
       t.average_speed_kmh::float8 as speed
     from assets a join asset_types t on t.id = a.asset_type_id
     where ${fleetAssetSql(paramOf(params), fleet)} and a.deleted_at is null
       and a.status in ('available', 'dispatched')
       and not exists (select 1 from dispatches d where d.asset_id = a.id and d.round_id is null
         and d.status in ('assigned', 'in_transit'))
       and not exists (select 1 from rounds ro where ro.asset_id = a.id and ro.date = $1::date
         and ro.status in ('published', 'in_progress'))
     order by a.name, a.id`,
    params,
  );
}

/**
 * The pending requests `r` of the fleet's `date` (each its business's day: plan-request.ts), as
 * a condition; `$1` is the date.
 */
export const dayRequestSql = (params: unknown[], fleet: Fleet) =>
  `r.status = 'pending' and ${fleetRequestSql(paramOf(params), fleet)}
   and ${requestOfDaySql('$1')}`;

/** The fleet's pending requests of `date`. */
export async function dayRequests(
  db: Queryable,
  fleet: Fleet,
  date: string,
): Promise<PlanRequest[]> {
  const params: unknown[] = [date];
  return queryRows(
    db,
    planRequestRow,
    `select ${PLAN_REQUEST_COLUMNS} from ${PLAN_REQUEST_FROM}
     where ${dayRequestSql(params, fleet)}
     order by r.created_at, r.id`,
    params,
  );
}
