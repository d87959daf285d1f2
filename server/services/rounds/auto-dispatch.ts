/**
 * Auto-dispatch (docs/rounds.md, "Auto-dispatch"): when the business of a new request has it on
 * (`business_settings.auto_dispatch`), the request places itself right after its creation:
 * 1. into today's published round where it adds the least time (insert.ts's cheapest
 *    insertion), among the business's own rounds and those of owners who have it on
 *    (`users.auto_dispatch`, set at `/owner-settings`; a disabled account's assets never);
 * 2. else onto the nearest available asset of its type of such an owner or of the business's
 *    own fleet: compliant (the compliance rule), carrying its weight and volume, its driver free;
 * 3. else it stays pending.
 * The decision is one audit entry on the request (`auto_dispatch`: the rule and its reason),
 * which the request's timeline shows. No memory holds the work: the request's row lock and its
 * status (lockDispatchable) make a second attempt, from another server too, find it taken, and
 * the asset is claimed with `skip locked`, so two creations never book the same asset or slot.
 */
import { z } from 'zod';
import { dayIn } from '../../../contract/days';
import type { AutoDispatchReason } from '../../../contract/request';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { zoneOfSql } from '../../db/sql';
import { ApiError } from '../../errors';
import { assertCompliant } from '../compliance/compliance';
import { assertDriverFreeAt } from '../dispatch/busy';
import { insertDispatch, lockDispatchable } from '../dispatch/dispatch';
import { driverFor } from '../dispatch/driver';
import { takeAsset } from '../dispatch/locks';
import { audit } from '../platform/audit';
import type { NoticeDeps } from '../tracking/recipient-notices';
import { applyInsertion, cheapestInsertion, type RoundFilter } from './insert';
import type { MatrixDeps } from './matrix';
import { AUTO_DISPATCH_OWNERS_SQL } from './owner-settings';
import {
  PLAN_REQUEST_COLUMNS,
  PLAN_REQUEST_FROM,
  planRequestRow,
  REQUEST_DAY_SQL,
} from './plan-request';

export type AutoDispatchDeps = MatrixDeps & NoticeDeps;

/** An insertion that lost its round to another one (`round_changed`) tries again, so often. */
const ATTEMPTS = 3;

const requestRow = planRequestRow.extend({
  day: z.string(),
  zone: z.string(),
  business_id: z.string(),
  status: z.string(),
  scheduled_at: z.string().nullable(),
  auto: z.boolean(),
});
type AutoRequest = z.output<typeof requestRow>;

/**
 * The fleets auto-dispatch may use for `$n` (the request's business), over alias `x` (an asset
 * or a round): the business's in-house one (owned by no person: an owner's asset never enters
 * through a business id) and those of the owners who have it on.
 */
const autoFleetSql = (x: string, business: string) =>
  `((${x}.owner_user_id is null and ${x}.business_id = ${business})
    or ${x}.owner_user_id in (${AUTO_DISPATCH_OWNERS_SQL}))`;

const roundFleet =
  (businessId: string): RoundFilter =>
  (param) =>
    autoFleetSql('ro', param(businessId));

/** Today: the request's day is its business's today (both on its wall clock). */
const isToday = (request: AutoRequest) => request.day === dayIn(request.zone, new Date());

/**
 * The available assets of the request's type in an auto-dispatch fleet that can carry it,
 * nearest first: from the last position one of its drivers sent, else its fleet's first depot
 * (an asset with neither comes last). Locked, skipping those another transaction holds.
 */
const NEAREST_ASSETS = `
  with here as (select coalesce($3::float8, $5::float8) as lat, coalesce($4::float8, $6::float8) as lng),
  placed as (
    select a.id, a.owner_user_id, a.business_id, a.default_driver_id,
      coalesce(
        (select array[d.last_lat, d.last_lng] from dispatches d
         where d.asset_id = a.id and d.last_lat is not null
         order by d.last_position_at desc nulls last limit 1),
        (select array[p.lat, p.lng] from depots p
         where p.owner_user_id = a.owner_user_id or p.business_id = a.business_id
         order by p.created_at, p.id limit 1)) as point
    from assets a join asset_types t on t.id = a.asset_type_id
    where a.asset_type_id = $2 and a.status = 'available' and a.deleted_at is null
      and ${autoFleetSql('a', '$1')}
      and ($7::float8 is null or coalesce(a.capacity_kg, t.capacity_kg) is null
        or coalesce(a.capacity_kg, t.capacity_kg) >= $7)
      and ($8::float8 is null or coalesce(a.capacity_m3, t.capacity_m3) is null
        or coalesce(a.capacity_m3, t.capacity_m3) >= $8)
    for update of a skip locked)
  select id, owner_user_id, business_id, default_driver_id from placed, here
  order by case when point is null then null
    else (point[1] - here.lat) ^ 2 + ((point[2] - here.lng) * cos(radians(here.lat))) ^ 2 end
    nulls last, id`;

const assetRow = z.object({
  id: z.string(),
  owner_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  default_driver_id: z.string().nullable(),
});

/**
 * Places the request `requestId` when its business has auto-dispatch on; nothing otherwise.
 * Never throws on a request it cannot place: that is a decision, written on the timeline.
 */
export async function autoDispatch(
  db: Db,
  requestId: string,
  deps: AutoDispatchDeps,
): Promise<'off' | 'decided'> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const request = await readRequest(db, requestId);
    if (!request || !request.auto || request.status !== 'pending') return 'off';
    const best = isToday(request)
      ? await cheapestInsertion(db, request, roundFleet(request.business_id), deps)
      : undefined;
    if (!best) break;
    try {
      const costs = { added_s: Math.round(best.addedS), added_m: Math.round(best.addedM) };
      await applyInsertion(db, { id: null }, best, request, deps, costs, (tx) =>
        decided(tx, requestId, 'round', best.round.asset_id, best.round.id),
      );
      return 'decided';
    } catch (error) {
      // Another insertion or a step moved the round: read it again. Another server placed the
      // request meanwhile (invalid_transition): it is done.
      if (!(error instanceof ApiError)) throw error;
      if (error.code !== 'round_changed') return 'decided';
    }
  }
  await nearestAsset(db, requestId, deps);
  return 'decided';
}

/** Runs `check`; false when it refused with an ApiError (a JS refusal: the transaction lives on). */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

async function readRequest(db: Queryable, id: string): Promise<AutoRequest | undefined> {
  return queryOne(
    db,
    requestRow,
    `select ${PLAN_REQUEST_COLUMNS}, ${REQUEST_DAY_SQL}::text as day,
       ${zoneOfSql('r.business_id')} as zone, r.business_id,
       r.status, r.scheduled_at::text as scheduled_at,
       coalesce(s.auto_dispatch, false) as auto
     from ${PLAN_REQUEST_FROM} left join business_settings s on s.business_id = r.business_id
     where r.id = $1`,
    [id],
  );
}

/** Rule 2 (and 3): the nearest asset that may take it, in one transaction. */
async function nearestAsset(db: Db, requestId: string, deps: AutoDispatchDeps): Promise<void> {
  const mails: string[] = [];
  await db.transaction(async (tx) => {
    const request = await readRequest(tx, requestId);
    if (!request) return;
    // Placed meanwhile (another server): nothing left to decide.
    if (!(await passes(() => lockDispatchable(tx, request.id, request.asset_type_id)))) return;
    const assets = await queryRows(tx, assetRow, NEAREST_ASSETS, [
      request.business_id,
      request.asset_type_id,
      request.pickup_lat,
      request.pickup_lng,
      request.dropoff_lat,
      request.dropoff_lng,
      request.weight_kg,
      request.volume_m3,
    ]);
    let reason: AutoDispatchReason = 'no_asset';
    for (const asset of assets) {
      if (!(await passes(() => assertCompliant(tx, asset.id)))) {
        reason = 'not_compliant';
        continue;
      }
      const driver = await driverFor(tx, asset, undefined);
      const free = () =>
        assertDriverFreeAt(
          tx,
          { driverId: driver!, assetId: asset.id },
          request.scheduled_at ?? undefined,
        );
      if (driver && !(await passes(free))) {
        reason = 'driver_busy';
        continue;
      }
      await takeAsset(tx, asset.id);
      const created = await insertDispatch(
        tx,
        { id: null },
        { requestId: request.id, assetId: asset.id, driverId: driver },
        deps,
      );
      mails.push(...created.mails);
      await decided(tx, request.id, 'nearest', asset.id, null);
      return;
    }
    await decided(tx, request.id, reason, null, null);
  });
  deps.mailer.deliver(mails);
}

/** The decision, as the request's timeline reads it (entity request, action auto_dispatch). */
async function decided(
  db: Queryable,
  requestId: string,
  reason: AutoDispatchReason,
  assetId: string | null,
  roundId: string | null,
): Promise<void> {
  await audit(db, {
    actorUserId: null,
    action: 'auto_dispatch',
    entity: 'request',
    entityId: requestId,
    changes: { reason, asset_id: assetId, round_id: roundId },
  });
}
