/**
 * A tracked request on a round under way (docs/rounds.md, "The recipient"): the window promised
 * for her drop-off, how many stops come before hers, and while in transit her ETA as the round
 * times it (rounds/eta.ts: the stops before hers counted), never a straight line from a truck
 * busy elsewhere.
 */
import { z } from 'zod';
import { promisedWindow } from '../../../contract/promised-window';
import type { PublicTracking } from '../../../contract/tracking';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { zoneOfSql } from '../../db/sql';
import { remainingTimes, ROUND_FOR_TIMES, roundRow } from '../rounds/eta';
import { SERVED_STOPS, servedStopRow } from '../rounds/served';

/** Without FLOTTE_ROUTE_DETOUR's value at hand: its default. */
const DEFAULT_DETOUR = 1.3;

export interface RoundProgress {
  round: Exclude<PublicTracking['round'], undefined>;
  /** Her drop-off's ETA while in transit (null before). */
  eta: PublicTracking['eta'];
}

export async function roundProgress(
  db: Queryable,
  requestId: string,
  inTransit: boolean,
  detourFactor = DEFAULT_DETOUR,
  now: Date = new Date(),
): Promise<RoundProgress | undefined> {
  // dispatches_active_request_key: the request's one live dispatch, on a running round.
  const on = await queryOne(
    db,
    z.object({ round_id: z.string(), planned_start: z.string(), zone: z.string() }),
    `select d.round_id, s.planned_start, ${zoneOfSql('r.business_id')} as zone
     from dispatches d
       join requests r on r.id = d.request_id
       join rounds ro on ro.id = d.round_id
       join round_stops s on s.round_id = d.round_id and s.request_id = d.request_id
         and s.kind = 'dropoff'
     where d.request_id = $1 and d.status in ('assigned', 'in_transit')
       and ro.status in ('published', 'in_progress')`,
    [requestId],
  );
  if (!on) return undefined;
  const left = (await queryRows(db, servedStopRow, SERVED_STOPS, [on.round_id])).filter(
    (s) => !s.served,
  );
  const hers = left.findIndex((s) => s.request_id === requestId && s.kind === 'dropoff');
  const window = promisedWindow(on.planned_start, on.zone);
  const round = {
    window_from: window.from,
    window_until: window.until,
    time_zone: on.zone,
    stops_before: Math.max(hers, 0),
  };
  if (!inTransit) return { round, eta: null };
  const times = (await queryOne(db, roundRow, ROUND_FOR_TIMES, [on.round_id]))!;
  const remaining = await remainingTimes(db, on.round_id, times, detourFactor, now);
  const at = remaining.stops.find((s) => s.request_id === requestId && s.kind === 'dropoff')?.eta;
  const method = remaining.from === 'position' ? 'straight_line' : times.matrix.method;
  return { round, eta: at ? { at, method } : null };
}
