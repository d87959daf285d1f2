/**
 * `GET /rounds/board` (docs/rounds.md, "The planner's screen"): what a planner plans a day
 * with: the fleet's pending requests of the date in no draft round yet, and the assets that may
 * go out with their driver and the compliance rule's answer (its reasons). The same definitions
 * as the optimisation's (fleet-day.ts), so the board shows what "Optimiser" will plan.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import {
  BOARD_LIMIT,
  boardRequest,
  type Board,
  type BoardAsset,
  type BoardQuery,
} from '../../../contract/rounds';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { complianceOf } from '../compliance/compliance';
import { driverFor } from '../dispatch/driver';
import { dayRequestSql, fleetAssets, plannedFleet } from './fleet-day';

/** The drop-off side: what the list and the map show of a request. */
const REQUESTS = `select r.id, r.reference, t.name as asset_type_name, r.pickup_address,
    r.dropoff_address, r.dropoff_lat as lat, r.dropoff_lng as lng, r.weight_kg,
    r.dropoff_from as window_from, r.dropoff_until as window_until,
    (r.depot_id is not null) as at_depot
  from requests r join asset_types t on t.id = r.asset_type_id`;

const driverRow = z.object({ id: z.string(), name: z.string() });

export async function dayBoard(db: Queryable, user: User, query: BoardQuery): Promise<Board> {
  const fleet = plannedFleet(user, query);
  const params: unknown[] = [query.date];
  const requests = await queryRows(
    db,
    boardRequest,
    `${REQUESTS} where ${dayRequestSql(params, fleet)}
       and not exists (select 1 from round_stops s join rounds ro on ro.id = s.round_id
         where s.request_id = r.id and ro.status = 'draft')
     order by coalesce(r.dropoff_from, r.pickup_from, r.scheduled_at, r.created_at), r.id
     limit ${BOARD_LIMIT + 1}`,
    params,
  );
  const assets = await fleetAssets(db, fleet, query.date);
  const compliance = await complianceOf(
    db,
    assets.map((a) => a.id),
  );
  const drivers = await Promise.all(assets.map((a) => driverFor(db, a, undefined)));
  const named = drivers.filter((d): d is string => d !== null);
  const names = new Map(
    (named.length
      ? await queryRows(db, driverRow, 'select id, name from users where id = any($1::uuid[])', [
          named,
        ])
      : []
    ).map((d) => [d.id, d.name]),
  );
  return {
    date: query.date,
    requests: requests.slice(0, BOARD_LIMIT),
    truncated: requests.length > BOARD_LIMIT,
    assets: assets.map((a, i): BoardAsset => {
      const driver = drivers[i];
      const c = compliance[i]!;
      return {
        id: a.id,
        name: a.name,
        asset_type_name: a.asset_type_name,
        driver_name: driver ? (names.get(driver) ?? null) : null,
        capacity_kg: a.capacity_kg,
        compliant: c.compliant,
        reasons: c.reasons,
      };
    }),
  };
}
