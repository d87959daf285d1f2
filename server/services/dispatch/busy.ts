/**
 * A driver drives one vehicle at a time (issue 29, docs/rounds.md "Driver busy"): the one rule
 * of a driver's open work, read by the dispatch creation and reassignment, the round publish
 * (`409 driver_busy` when it is on another asset) and the positions (`currentDispatchSql`:
 * they feed his current stop only).
 *
 * His open work and its time: an open dispatch outside rounds (`assigned`, `in_transit`) is
 * not timed, so it holds him until it ends (always); a live round holds him over its shift, and
 * once under way (`in_progress`) until it is done. Several dispatches of the SAME asset queue
 * (a round's stops, an insertion): only another asset's work makes him busy.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError } from '../../errors';

/** `409 driver_busy`, said on the field that chose him, naming the asset he is on. */
export const driverBusy = (asset?: string) =>
  new ApiError(409, 'driver_busy', undefined, [
    {
      path: 'driver_id',
      message: 'flotte.errors.driver_busy',
      ...(asset ? { args: { asset } } : {}),
    },
  ]);

export interface BusyQuestion {
  driverId: string;
  /** The asset of the new work: his work on it queues, never makes him busy. */
  assetId: string;
  /** The work's time: an instant (from = until) or a shift. */
  from: Date | string;
  until: Date | string;
  /** The round asking, not counted against itself. */
  roundId?: string;
  /** The dispatch asking (a reassignment), not counted against itself. */
  dispatchId?: string;
}

/**
 * The driver's open work ($1) with its time span, on which asset: the rule above, as rows
 * (asset_id, span). `$2` a round and `$3` a dispatch left out (the one asking).
 */
const OPEN_WORK = `
  select d.asset_id, tstzrange(null, null) as span from dispatches d
  where d.driver_id = $1 and d.round_id is null and d.status in ('assigned', 'in_transit')
    and d.id is distinct from $3::uuid
  union all
  select ro.asset_id,
    tstzrange(ro.shift_start, case when ro.status = 'in_progress' then null else ro.latest_end end,
      '[]')
  from rounds ro
  where ro.driver_id = $1 and ro.status in ('published', 'in_progress')
    and ro.id is distinct from $2::uuid`;

/** Refuses with `409 driver_busy` when the driver is on another asset's work in that time. */
export async function assertDriverFree(tx: Queryable, q: BusyQuestion): Promise<void> {
  const row = await queryOne(
    tx,
    z.object({ name: z.string() }),
    `select a.name from (${OPEN_WORK}) w join assets a on a.id = w.asset_id
     where w.asset_id <> $4 and w.span && tstzrange($5::timestamptz, $6::timestamptz, '[]')
     limit 1`,
    [q.driverId, q.roundId ?? null, q.dispatchId ?? null, q.assetId, q.from, q.until],
  );
  if (row) throw driverBusy(row.name);
}

/** The same at one instant (a dispatch's: when it is wanted, else now). */
export const assertDriverFreeAt = (
  tx: Queryable,
  q: Omit<BusyQuestion, 'from' | 'until'>,
  at: string = new Date().toISOString(),
) => assertDriverFree(tx, { ...q, from: at, until: at });

/**
 * The dispatch a driver ($n) is serving now, as a scalar subquery: among his open dispatches
 * the one in transit, else the first assigned in order (a round's in its shift's and stops'
 * order, others as they came). His phone's positions feed it alone, and only its request's
 * page shows him (docs/positions.md).
 */
export const currentDispatchSql = (driverParam: string) => `(
  select c.id from dispatches c left join rounds cr on cr.id = c.round_id
  where c.driver_id = ${driverParam} and c.status in ('assigned', 'in_transit')
  order by (c.status = 'in_transit') desc, coalesce(cr.shift_start, c.created_at),
    (select min(s.sequence) from round_stops s
     where s.round_id = c.round_id and s.request_id = c.request_id),
    c.created_at, c.id
  limit 1)`;
