/** Turns the search's best state into the engine's output: routes with times and loads. */
import { StopKind, type Model } from './model';
import type { State } from './state';
import type { PlannedRoute, PlannedStop, Solution, UnassignedReason } from './types';

function plannedRoute(model: Model, vehicle: number, stops: number[]): PlannedRoute {
  const v = model.vehicles[vehicle]!;
  const { size, time, distance } = model.matrix;
  const startLoad = new Array<number>(model.dims).fill(0);
  for (const s of stops) {
    if (model.stopKind[s] !== StopKind.Delivery) continue;
    model.jobs[model.stopJob[s]!]!.amount.forEach((a, d) => (startLoad[d]! += a));
  }
  const load = startLoad.slice();
  let t = v.shiftStart;
  let prev = v.start;
  let travelTime = 0;
  let travelled = 0;
  const planned: PlannedStop[] = stops.map((s) => {
    const here = model.stopLocation[s]!;
    const arrival = t + time[prev * size + here]!;
    travelTime += time[prev * size + here]!;
    travelled += distance[prev * size + here]!;
    const start = Math.max(arrival, model.stopEarly[s]!);
    t = start + model.stopService[s]!;
    const kind = model.stopKind[s];
    const sign = kind === StopKind.Pickup || kind === StopKind.PairPickup ? 1 : -1;
    model.jobs[model.stopJob[s]!]!.amount.forEach((a, d) => (load[d]! += sign * a));
    prev = here;
    return {
      jobId: model.jobs[model.stopJob[s]!]!.id,
      type: kind === StopKind.Delivery || kind === StopKind.PairDelivery ? 'delivery' : 'pickup',
      location: here,
      arrival,
      start,
      departure: t,
      load: load.slice(),
    };
  });
  if (v.end >= 0) {
    travelTime += time[prev * size + v.end]!;
    travelled += distance[prev * size + v.end]!;
    t += time[prev * size + v.end]!;
  }
  return {
    vehicleId: v.id,
    departure: v.shiftStart,
    end: t,
    startLoad,
    stops: planned,
    travelTime,
    distance: travelled,
  };
}

export function toSolution(
  model: Model,
  state: State | undefined,
  rejected: { jobId: string; reason: UnassignedReason }[],
  stats: { iterations: number; ms: number; seed: number },
): Solution {
  const routes = state
    ? state.routes
        .filter((r) => r.stops.length > 0)
        .map((r) => plannedRoute(model, r.vehicle, r.stops))
    : [];
  const unassigned = [
    ...rejected,
    ...(state?.unassigned ?? []).map((j) => ({
      jobId: model.jobs[j]!.id,
      reason: 'no_room' as const,
    })),
  ];
  return {
    routes,
    unassigned,
    cost: {
      unassigned: unassigned.length,
      vehicles: routes.length,
      travelTime: routes.reduce((sum, r) => sum + r.travelTime, 0),
      distance: routes.reduce((sum, r) => sum + r.distance, 0),
    },
    ...stats,
  };
}
