/**
 * The demo's deliveries as their drivers made them (issue 33: a delivered demo request read
 * "Arrivé au point de prise en charge — Pas encore", "aucune position reçue" and "Livrée … par
 * inconnu"). Every dispatch that was picked up is walked through the state machine's moves
 * (contract/request-moves.ts), each written as the driver's step writes it (services/dispatch:
 * steps.ts, moves.ts, proof.ts): its stamp on the dispatch, its `dispatch_steps` row (when,
 * where, by its driver), its audit entry (`moveChanges`, which the timeline reads for who moved
 * it); a delivery's proof was taken at its step, the recipient's name at least, and an ended
 * dispatch has its trail of positions from the pickup to the drop-off. A cancelled request
 * was cancelled by its requester, with the audit entry `cancelRequest` writes (`cancelChanges`;
 * "Annulée … par inconnu" otherwise). Run last: its ids come from the PRNG after every other
 * part (a cancellation turned into a failed attempt is one no longer); its times from the
 * history's own stamps.
 */
import { z } from 'zod';
import { failureReason, type DispatchStatus, type DispatchStepName } from '../../contract/dispatch';
import { DISPATCH_NEXT, MOVE_STAMP } from '../../contract/request-moves';
import { queryRows } from '../db/query';
import { moveChanges } from '../services/dispatch/moves';
import { cancelChanges } from '../services/requests/requests';
import { insertRows, iso, MINUTE_MS, updateRows, type DemoContext, type Row } from './context';

/** The moves of a dispatch, by the status it reached. */
const PATHS: Partial<Record<DispatchStatus, readonly DispatchStepName[]>> = {
  in_transit: ['arrived_pickup', 'picked_up'],
  delivered: ['arrived_pickup', 'picked_up', 'arrived', 'delivered'],
  failed: ['arrived_pickup', 'picked_up', 'arrived', 'failed'],
};

/** The points of an ended dispatch's trail, between the pickup and the drop-off. */
const TRAIL_POINTS = 6;

const dispatchRow = z.object({
  id: z.string(),
  status: z.enum(['assigned', 'in_transit', 'delivered', 'failed', 'cancelled']),
  driver_id: z.string().nullable(),
  /** The driver's business (an in-house driver's), which the audit entry names. */
  driver_business_id: z.string().nullable(),
  created_at: z.string(),
  in_transit_at: z.string().nullable(),
  arrived_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  failed_at: z.string().nullable(),
  failure_reason: failureReason.nullable(),
  failure_note: z.string().nullable(),
  has_trail: z.boolean(),
  last_lat: z.number().nullable(),
  last_lng: z.number().nullable(),
  last_position_at: z.string().nullable(),
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
});
type DispatchRow = z.infer<typeof dispatchRow>;

const ms = (stamp: string | null) => (stamp === null ? null : Date.parse(stamp));

/**
 * When each move of `path` was made: the history's stamps where it has them (picked up,
 * arrived, delivered or failed); the arrival at the pickup a few minutes before leaving it, the
 * arrival at the drop-off a few minutes before the delivery; a failed attempt's pickup halfway
 * between its dispatch and its arrival. Always in order, after the dispatch.
 */
function timesOf(d: DispatchRow, path: readonly DispatchStepName[]): Map<DispatchStepName, number> {
  const start = ms(d.created_at)!;
  const final = ms(d.delivered_at ?? d.failed_at);
  const arrived = ms(d.arrived_at) ?? (final === null ? null : final - 4 * MINUTE_MS);
  const pickedUp = ms(d.in_transit_at) ?? start + ((arrived ?? start) - start) / 2;
  const times = new Map<DispatchStepName, number>([
    ['arrived_pickup', pickedUp - Math.min(5 * MINUTE_MS, (pickedUp - start) / 2)],
    ['picked_up', pickedUp],
  ]);
  if (final !== null && arrived !== null) {
    times.set('arrived', Math.max(arrived, pickedUp + (final - pickedUp) / 2));
    times.set(path[path.length - 1]!, final);
  }
  return new Map(path.map((step) => [step, times.get(step)!]));
}

/** Where the phone was at each move: at the pickup, then at the drop-off. */
const placeOf = (d: DispatchRow, step: DispatchStepName) =>
  step === 'arrived_pickup' || step === 'picked_up'
    ? { lat: d.pickup_lat, lng: d.pickup_lng }
    : { lat: d.dropoff_lat, lng: d.dropoff_lng };

const cancelledRow = z.object({
  id: z.string(),
  requested_by: z.string(),
  business_id: z.string().nullable(),
  at: z.string(),
  dispatches: z.array(z.string()),
});

/**
 * Each cancelled request's audit entry, as `cancelRequest` writes it: by its requester, when
 * its dispatch was cancelled (else when the request last changed), from `assigned` when it had
 * one, else from `pending`.
 */
async function seedCancellations(ctx: DemoContext): Promise<void> {
  const cancelled = await queryRows(
    ctx.tx,
    cancelledRow,
    `select r.id, r.requested_by, u.business_id,
       coalesce(max(d.cancelled_at), r.updated_at) as at,
       coalesce(array_agg(d.id::text order by d.id) filter (where d.id is not null), '{}') as dispatches
     from requests r join users u on u.id = r.requested_by
       left join dispatches d on d.request_id = r.id and d.status = 'cancelled'
     where r.status = 'cancelled'
     group by r.id, r.requested_by, u.business_id, r.updated_at, r.created_at
     order by r.created_at, r.id`,
  );
  await insertRows(
    ctx.tx,
    'audit_log',
    cancelled.map((r) => ({
      id: ctx.rand.uuid(),
      actor_user_id: r.requested_by,
      action: 'cancel',
      entity: 'request',
      entity_id: r.id,
      business_id: r.business_id,
      at: r.at,
      changes: cancelChanges(r.dispatches.length > 0 ? 'assigned' : 'pending', r.dispatches),
    })),
  );
}

export async function seedDeliverySteps(ctx: DemoContext): Promise<void> {
  const { tx, rand } = ctx;
  const dispatches = await queryRows(
    tx,
    dispatchRow,
    `select d.id, d.status, d.driver_id, drv.business_id as driver_business_id, d.created_at, d.in_transit_at, d.arrived_at,
       d.delivered_at, d.failed_at, d.failure_reason, d.failure_note, r.pickup_lat, r.pickup_lng, r.dropoff_lat, r.dropoff_lng,
       d.last_lat, d.last_lng, d.last_position_at,
       exists (select 1 from dispatch_positions p where p.dispatch_id = d.id) as has_trail
     from dispatches d join requests r on r.id = d.request_id
       left join users drv on drv.id = d.driver_id
     where d.status in ('in_transit', 'delivered', 'failed')
     order by d.created_at, d.id`,
  );
  const stamps: Row[] = [];
  const steps: Row[] = [];
  const audits: Row[] = [];
  const positions: Row[] = [];
  for (const d of dispatches) {
    const path = PATHS[d.status]!;
    const times = timesOf(d, path);
    // One update per dispatch: its stamps and its last position (kept when it has a trail).
    const { last_lat, last_lng, last_position_at } = d;
    const stamp: Row = { id: d.id, last_lat, last_lng, last_position_at };
    let status: DispatchStatus = 'assigned';
    for (const move of path) {
      const to: DispatchStatus | undefined = DISPATCH_NEXT[status][move];
      if (!to) throw new Error(`demo: ${move} does not follow ${status}`);
      const at = iso(times.get(move)!);
      const step = { id: rand.uuid(), at, ...placeOf(d, move) };
      stamp[MOVE_STAMP[move]] = at;
      steps.push({
        ...step,
        dispatch_id: d.id,
        step: move,
        by_user_id: d.driver_id,
        recorded_at: at,
      });
      const failure =
        move === 'failed' && d.failure_reason
          ? { reason: d.failure_reason, note: d.failure_note }
          : undefined;
      audits.push({
        id: rand.uuid(),
        actor_user_id: d.driver_id,
        action: 'update',
        entity: 'dispatch',
        entity_id: d.id,
        business_id: d.driver_business_id,
        at,
        changes: moveChanges({ move, step, failure }, status, to),
      });
      status = to;
    }
    stamps.push(stamp);
    // The way from the pickup to the drop-off, a little off the straight line as a road is.
    if (d.has_trail || d.status === 'in_transit') continue;
    const pickup = placeOf(d, 'picked_up');
    const dropoff = placeOf(d, 'arrived');
    if (pickup.lat === null || pickup.lng === null) continue;
    if (dropoff.lat === null || dropoff.lng === null) continue;
    const [t0, t1] = [times.get('picked_up')!, times.get('arrived')!];
    for (let i = 0; i <= TRAIL_POINTS; i++) {
      const f = i / TRAIL_POINTS;
      const bend = Math.sin(f * Math.PI) * 0.003;
      const at = iso(Math.round(t0 + (t1 - t0) * f));
      const point = {
        lat: pickup.lat + (dropoff.lat - pickup.lat) * f + bend,
        lng: pickup.lng + (dropoff.lng - pickup.lng) * f - bend,
      };
      positions.push({ dispatch_id: d.id, driver_id: d.driver_id, at, ...point, received_at: at });
      // The dispatch keeps the last position, as positions.ts does.
      if (i === TRAIL_POINTS)
        Object.assign(stamp, { last_lat: point.lat, last_lng: point.lng, last_position_at: at });
    }
  }
  await updateRows(tx, 'dispatches', stamps);
  await insertRows(tx, 'dispatch_steps', steps);
  await insertRows(tx, 'audit_log', audits);
  await insertRows(tx, 'dispatch_positions', positions);
  // A delivery's proof was taken at its step (proof.ts `saveProof`); with none required, the
  // driver gave the recipient's name.
  await tx.query(
    `insert into dispatch_proofs (dispatch_id, kind, value, taken_at, lat, lng)
     select d.id, 'name', coalesce(r.recipient_name, '—'), d.delivered_at, null, null
     from dispatches d join requests r on r.id = d.request_id
     where d.status = 'delivered'
       and not exists (select 1 from dispatch_proofs p where p.dispatch_id = d.id)`,
  );
  await tx.query(
    `update dispatch_proofs p set taken_at = s.at, lat = s.lat, lng = s.lng
     from dispatch_steps s where s.dispatch_id = p.dispatch_id and s.step = 'delivered'`,
  );
  await seedCancellations(ctx);
}
