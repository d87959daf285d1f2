/**
 * `POST /rounds/optimise` (docs/rounds.md, "How a plan is built"): a fleet's day. It reads the
 * fleet's pending requests of the date, its assets that may go out (compliant: the compliance
 * rule's answer, compliance.ts), their drivers and the depot; builds one problem per asset type
 * (a request asks for one type, and the type sets the speed), its matrix computed once (each
 * round keeps its own places of it: round-matrix.ts); solves it (VROOM or the embedded engine in a worker, vroom.ts) outside any
 * transaction; then, under a lock of the fleet's day, replaces the fleet's draft rounds of that
 * date with the new ones. The locked stops of the drafts it replaces stay on their asset, in
 * their order. Two planners at once: the second's drafts replace the first's, each request in one.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { clockIn, startOfDayIn } from '../../../contract/days';
import { msg } from '../../../contract/common';
import type {
  OptimiseInput,
  Plan,
  UnplacedRequest,
  UnplacedReason,
} from '../../../contract/rounds';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query';
import { invalidField } from '../../errors';
import { complianceOf } from '../compliance/compliance';
import { driverFor } from '../dispatch/driver';
import type { FlatMatrixInput, JobInput, Problem, UnassignedReason, VehicleInput } from './engine';
import { buildFlatMatrix, type FlatTravelMatrix, type MatrixDeps } from './matrix';
import { roundsByIds } from './read';
import { optimise, type SolverDeps } from './vroom';
import { writeRound, type PlannedStopInput } from './write';
import type { PlanRequest } from './plan-request';
import { dayRequests, depotOf, fleetAssets, plannedFleet } from './fleet-day';
import { fleetZone } from './zone';

export type PlanDeps = MatrixDeps & SolverDeps;

const DAY_S = 86_400;
const seconds = (day: Date, at: Date | string | null): number | null =>
  at === null ? null : Math.round((new Date(at).getTime() - day.getTime()) / 1000);

const lockedRow = z.object({
  request_id: z.string(),
  asset_id: z.string(),
  sequence: z.number(),
});

const ENGINE_REASON: Record<UnassignedReason, UnplacedReason> = {
  no_allowed_vehicle: 'no_compliant_asset',
  too_heavy: 'too_heavy',
  window_unreachable: 'window_unreachable',
  no_room: 'no_room',
  invalid_job: 'no_location',
};

/** Effectively unbounded, for a capacity the asset does not state. */
const NO_LIMIT = 1e9;

/** A request's matrix indices: its pickup (null: loaded at the depot) and its drop-off. */
interface Places {
  pickup: number | null;
  dropoff: number;
}

/** The problem's jobs: a pickup-and-delivery pair, or a drop-off loaded at the depot. */
function jobOf(
  request: PlanRequest,
  place: Places,
  day: Date,
  locked: z.output<typeof lockedRow> | undefined,
): JobInput {
  const service = request.service_minutes * 60;
  const window = (from: Date | string | null, until: Date | string | null) => {
    if (from === null && until === null) return {};
    return {
      window: [seconds(day, from) ?? 0, seconds(day, until) ?? DAY_S * 2] as [number, number],
    };
  };
  return {
    id: request.id,
    amount: [request.weight_kg ?? 0, request.volume_m3 ?? 0],
    allowedTypes: [request.asset_type_id],
    ...(place.pickup !== null
      ? {
          pickup: {
            location: place.pickup,
            service,
            ...window(request.pickup_from, request.pickup_until),
          },
        }
      : {}),
    delivery: {
      location: place.dropoff,
      service,
      ...window(request.dropoff_from, request.dropoff_until),
    },
    ...(locked ? { lockedVehicle: locked.asset_id, lockedRank: locked.sequence } : {}),
  };
}

/** `POST /rounds/optimise`. */
export async function optimiseDay(
  db: Db,
  user: User,
  input: OptimiseInput,
  deps: PlanDeps,
): Promise<Plan> {
  const fleet = plannedFleet(user, input);
  // The fleet's wall clock: its midnight, its shift and its depot's hours (seconds from then).
  const zone = await fleetZone(db, fleet);
  const day = startOfDayIn(zone, input.date);
  const clock = (hhmm: string) => seconds(day, clockIn(zone, input.date, hhmm))!;
  const depot = await depotOf(db, fleet, input.depot_id);
  const shift: [number, number] = [
    Math.max(clock(input.shift_start ?? '08:00'), clock(depot.opens)),
    Math.min(clock(input.shift_end ?? '18:00'), clock(depot.closes)),
  ];
  if (shift[0] >= shift[1]) {
    throw invalidField('shift_end', msg.invalid);
  }
  const assets = await fleetAssets(db, fleet, input.date);
  const compliance = await complianceOf(
    db,
    assets.map((a) => a.id),
  );
  const compliant = new Set(compliance.filter((c) => c.compliant).map((c) => c.asset_id));
  const requests = await dayRequests(db, fleet, input.date);
  const locked = await queryRows(
    db,
    lockedRow,
    `select s.request_id, ro.asset_id, s.sequence from round_stops s
       join rounds ro on ro.id = s.round_id
     where s.locked and ro.status = 'draft' and ro.date = $1::date
       and ro.owner_user_id is not distinct from $2::uuid
       and ro.business_id is not distinct from $3::uuid`,
    [input.date, fleet.owner, fleet.business],
  );
  const lockOf = new Map(locked.map((l) => [l.request_id, l]));

  const unplaced: UnplacedRequest[] = [];
  const leaveOut = (r: PlanRequest, reason: UnplacedReason) =>
    unplaced.push({ request_id: r.id, reference: r.reference, reason });
  const groups = new Map<string, PlanRequest[]>();
  const typesOwned = new Set(assets.map((a) => a.asset_type_id));
  for (const r of requests) {
    if (r.dropoff_lat === null || r.dropoff_lng === null) leaveOut(r, 'no_location');
    else if (!r.at_depot && (r.pickup_lat === null || r.pickup_lng === null)) {
      leaveOut(r, 'no_location');
    } else if (!typesOwned.has(r.asset_type_id)) leaveOut(r, 'no_asset_of_type');
    else if (!assets.some((a) => a.asset_type_id === r.asset_type_id && compliant.has(a.id))) {
      leaveOut(r, 'no_compliant_asset');
    } else {
      groups.set(r.asset_type_id, [...(groups.get(r.asset_type_id) ?? []), r]);
    }
  }

  const planned: {
    assetId: string;
    driverId: string | null;
    matrix: FlatTravelMatrix;
    stops: PlannedStopInput[];
  }[] = [];
  let solver: Plan['solver'] = 'embedded';
  let method: Plan['matrix'] = 'straight_line';
  for (const [typeId, group] of groups) {
    const vehicles = assets.filter((a) => a.asset_type_id === typeId && compliant.has(a.id));
    const locations = [{ lat: depot.lat, lng: depot.lng }];
    const places = new Map<string, Places>();
    for (const r of group) {
      const pickup = r.at_depot
        ? null
        : locations.push({ lat: r.pickup_lat!, lng: r.pickup_lng! }) - 1;
      const dropoff = locations.push({ lat: r.dropoff_lat!, lng: r.dropoff_lng! }) - 1;
      places.set(r.id, { pickup, dropoff });
    }
    const matrix = await buildFlatMatrix(locations, vehicles[0]!.speed, deps);
    if (matrix.method === 'route') method = 'route';
    const problem: Problem<FlatMatrixInput> = {
      // Shared with the engine's worker thread, not copied.
      matrix: { size: matrix.size, time: matrix.time, distance: matrix.distance },
      vehicles: vehicles.map((a): VehicleInput => ({
        id: a.id,
        type: typeId,
        capacity: [a.capacity_kg ?? NO_LIMIT, a.capacity_m3 ?? NO_LIMIT],
        start: 0,
        end: 0,
        shift,
      })),
      jobs: group.map((r) => {
        const lock = lockOf.get(r.id);
        return jobOf(
          r,
          places.get(r.id)!,
          day,
          lock && vehicles.some((v) => v.id === lock.asset_id) ? lock : undefined,
        );
      }),
    };
    const solved = await optimise(problem, deps);
    if (solved.solver === 'vroom') solver = 'vroom';
    const byId = new Map(group.map((r) => [r.id, r]));
    for (const u of solved.unassigned) leaveOut(byId.get(u.jobId)!, ENGINE_REASON[u.reason]);
    for (const route of solved.routes) {
      if (route.stops.length === 0) continue;
      const asset = vehicles.find((v) => v.id === route.vehicleId)!;
      planned.push({
        assetId: asset.id,
        driverId: await driverFor(db, asset, undefined),
        matrix,
        stops: route.stops.map((s) => {
          const place = places.get(s.jobId)!;
          return {
            request: byId.get(s.jobId)!,
            kind: s.type === 'pickup' ? 'pickup' : 'dropoff',
            location: s.type === 'pickup' ? place.pickup! : place.dropoff,
            locked: lockOf.has(s.jobId) && lockOf.get(s.jobId)!.asset_id === asset.id,
          };
        }),
      });
    }
  }

  const planId = crypto.randomUUID();
  const ids = await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [
      `rounds:${fleet.owner ?? fleet.business}:${input.date}`,
    ]);
    await tx.query(
      `delete from rounds where status = 'draft' and date = $1::date
         and owner_user_id is not distinct from $2::uuid
         and business_id is not distinct from $3::uuid`,
      [input.date, fleet.owner, fleet.business],
    );
    const written: string[] = [];
    for (const round of planned) {
      written.push(
        await writeRound(tx, user, {
          planId,
          fleet,
          date: input.date,
          day,
          depotId: depot.id,
          shift,
          ...round,
        }),
      );
    }
    return written;
  });
  return {
    plan_id: planId,
    date: input.date,
    solver,
    matrix: method,
    rounds: await roundsByIds(db, ids),
    unplaced,
  };
}
