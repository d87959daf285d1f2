/**
 * A driver drives one vehicle at a time (issue 29, docs/rounds.md "Driver busy"): the one rule
 * of whether a driver is already on open work of another asset in a given time, read by the
 * dispatch creation and the round publish (`409 driver_busy`).
 *
 * Open work: a live round (published or in progress) of another asset whose shift overlaps the
 * time; for a round, also an open dispatch outside rounds on another asset while the round's
 * shift covers now (the driver is on it now). A single dispatch outside rounds is not timed,
 * so several of them queue for one driver (the demo's and the existing journeys' case).
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError } from '../../errors';

export const driverBusy = () => new ApiError(409, 'driver_busy');

export interface BusyQuestion {
  driverId: string;
  assetId: string;
  /** The work's time: an instant (from = until) or a shift. */
  from: Date | string;
  until: Date | string;
  /** The round asking, not counted against itself. */
  roundId?: string;
  /** Count the open dispatches outside rounds (a round's question). */
  withSingles: boolean;
}

/** Refuses with `409 driver_busy` when the driver is on other open work in that time. */
export async function assertDriverFree(tx: Queryable, q: BusyQuestion): Promise<void> {
  const singles = q.withSingles
    ? `or (tstzrange($3::timestamptz, $4::timestamptz, '[]') @> now()
           and exists (select 1 from dispatches d
             where d.driver_id = $1 and d.asset_id <> $2 and d.round_id is null
               and d.status in ('assigned', 'in_transit')))`
    : '';
  const row = await queryOne(
    tx,
    z.object({ busy: z.boolean() }),
    `select (exists (select 1 from rounds ro
        where ro.driver_id = $1 and ro.asset_id <> $2 and ro.status in ('published', 'in_progress')
          and ro.id is distinct from $5::uuid
          and tstzrange(ro.shift_start, ro.latest_end, '[]')
              && tstzrange($3::timestamptz, $4::timestamptz, '[]'))
      ${singles}) as busy`,
    [q.driverId, q.assetId, q.from, q.until, q.roundId ?? null],
  );
  if (row?.busy) throw driverBusy();
}
