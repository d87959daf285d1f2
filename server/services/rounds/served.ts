/**
 * A published round's stops in order, each with whether it is served already: a pickup the
 * driver made, a drop-off delivered or failed (a failed pickup serves both). What an insertion
 * keeps in place, what the driver's ETAs leave out, what a skip may no longer take.
 */
import { z } from 'zod';

export const servedStopRow = z.object({
  request_id: z.string(),
  kind: z.enum(['pickup', 'dropoff']),
  location: z.number(),
  locked: z.boolean(),
  planned_start: z.string(),
  served: z.boolean(),
});
export type ServedStop = z.output<typeof servedStopRow>;

/** `$1`: the round. */
export const SERVED_STOPS = `select s.request_id, s.kind, s.location, s.locked, s.planned_start,
    coalesce(d.status = 'delivered' or d.status = 'failed'
      or (s.kind = 'pickup' and d.status = 'in_transit'), false) as served
  from round_stops s left join dispatches d on d.round_id = s.round_id
    and d.request_id = s.request_id and d.status <> 'cancelled'
  where s.round_id = $1 order by s.sequence`;
