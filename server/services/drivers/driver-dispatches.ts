/**
 * `GET /driver-dispatches` (docs/drivers.md): a driver's own work for its phone screen — the
 * open dispatches first (oldest first: the next job on top), then those that ended in the last
 * 7 days (latest first) — with what it needs on the road: addresses and their coordinates, the
 * recipient, the notes, the proof its business requires, which one he is serving now (where
 * his positions go). Never the price nor the delivery code.
 */
import { driverDispatch, type DriverDispatch } from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { OPEN_DISPATCH_STATUSES } from '../../../contract/request-moves';
import type { Queryable } from '../../db/db';
import { countRow, queryRows } from '../../db/query';
import { parseRow } from '../../db/rows';
import { sqlList } from '../../db/sql';
import type { PageOf } from '../platform/list';
import { currentDispatchSql } from '../dispatch/busy';

/** Days an ended dispatch stays on the driver's screen. */
export const DRIVER_RECENT_DAYS = 7;

const OPEN = `d.status in (${sqlList(OPEN_DISPATCH_STATUSES)})`;
const ENDED_AT = 'coalesce(d.delivered_at, d.failed_at, d.cancelled_at, d.updated_at)';

// dispatches_driver_idx: one driver's rows, a few a day.
const WHERE = `d.driver_id = $1
  and (${OPEN} or ${ENDED_AT} > now() - make_interval(days => ${DRIVER_RECENT_DAYS}))`;

export async function listDriverDispatches(
  db: Queryable,
  user: User,
  page: { limit: number; skip: number },
): Promise<PageOf<DriverDispatch>> {
  const counted = await queryRows(
    db,
    countRow,
    `select count(*)::int as n from dispatches d where ${WHERE}`,
    [user.id],
  );
  const rows = await db.query(
    `select d.id, d.request_id, r.reference, d.status, d.asset_id, a.name as asset_name,
            r.pickup_address, r.dropoff_address, r.pickup_lat, r.pickup_lng, r.dropoff_lat,
            r.dropoff_lng, r.scheduled_at, r.recipient_name, r.recipient_phone, r.notes,
            coalesce(s.proof_required, '{}') as proof_required, r.cod_amount,
            trim(r.currency) as currency, d.created_at, d.updated_at,
            coalesce(d.id = ${currentDispatchSql('$1')}, false) as current,
            d.arrived_pickup_at, d.in_transit_at, d.arrived_at, d.delivered_at, d.failed_at,
            d.cancelled_at, d.failure_reason
     from dispatches d
       join requests r on r.id = d.request_id
       join assets a on a.id = d.asset_id
       left join business_settings s on s.business_id = r.business_id
     where ${WHERE}
     order by (${OPEN}) desc,
       case when ${OPEN} then d.created_at end asc,
       ${ENDED_AT} desc, d.id
     limit $2 offset $3`,
    [user.id, page.limit, page.skip],
  );
  return {
    data: rows.map((row) => parseRow(driverDispatch, row)),
    total: counted[0]?.n ?? 0,
  };
}
