/**
 * The search loop. Construction: cheapest insertion of every job (the recreate below with no
 * blinks). Then two phases of ruin and recreate, both after SISR (Christiaens & Vanden Berghe
 * 2020):
 *
 * 1. Fleet minimisation (SISR §5): take the current best, empty one route, forbid opening a new
 *    one, and ruin-and-recreate until every job is placed again; accept a trial that leaves fewer
 *    jobs out, or jobs that were out less often (the "absence" counters that push hard jobs in
 *    first). On success the fleet is one vehicle smaller; repeat. Capped at `FLEET_SHARE` of time.
 * 2. Simulated annealing (Kirkpatrick et al. 1983) on the hierarchical cost: accept a trial when
 *    its cost is below the current one plus T·(−ln U), T falling geometrically from T0 to Tf.
 *    Temperatures scale with the mean distance to a stop's nearest neighbours, so that SISR's
 *    Solomon values (T0 = 100, Tf = 1) carry over to other units.
 */
import type { Model } from './model';
import { neighbours, recreate, ruin } from './operators';
import type { Random } from './prng';
import { State, objectiveWeights } from './state';

const FLEET_SHARE = 0.3;
/**
 * Start and end temperatures in units of the mean distance from a stop to its five nearest: on
 * Solomon (about 3 to 10) this is near SISR's T0 = 100, Tf = 1, and it measured best of 10/0.1,
 * 30/0.3 and 100/1 on a subset at 2 s.
 */
const TEMPERATURE = { start: 30, end: 0.3 };

export interface SearchLimits {
  deadline: number;
  startedAt: number;
  maxIterations: number;
  minimiseVehicles: boolean;
  now: () => number;
}

/** Saves what a trial may change, to undo it when rejected. */
function snapshot(state: State) {
  const stops = state.routes.map((r) => r.stops);
  const unassigned = state.unassigned.slice();
  const jobRoute = state.jobRoute.slice();
  return (touched: Set<number>) => {
    for (const r of touched) {
      const route = state.routes[r]!;
      route.stops = stops[r]!;
      route.refresh();
    }
    state.unassigned = unassigned;
    state.jobRoute.set(jobRoute);
  };
}

/** One ruin-and-recreate step; returns the undo of that step. */
function step(state: State, adjacency: Int32Array[], random: Random, maxRoutes?: number) {
  const undo = snapshot(state);
  // Route arrays are replaced, never mutated in place, by ruin (filter) and kept by insert
  // (splice mutates): copy the touched ones first so the snapshot stays intact.
  state.routes.forEach((r) => (r.stops = r.stops.slice()));
  const touched = new Set<number>();
  const removed = ruin(state, adjacency, random, touched);
  const jobs = removed.concat(state.unassigned);
  state.unassigned = [];
  recreate(state, jobs, random, touched, maxRoutes);
  return () => undo(touched);
}

function temperatureScale(model: Model, adjacency: Int32Array[]): number {
  const { cost, size } = model.matrix;
  let total = 0;
  let count = 0;
  adjacency.forEach((near, s) => {
    for (const o of near.subarray(0, 5)) {
      const c = cost[model.stopLocation[s]! * size + model.stopLocation[o]!]!;
      if (Number.isFinite(c)) {
        total += c;
        count++;
      }
    }
  });
  return count > 0 && total > 0 ? total / count : 1;
}

/** A lower bound on the vehicles needed: total amount over the largest capacity, per dimension. */
function fleetLowerBound(model: Model): number {
  let bound = 1;
  for (let d = 0; d < model.dims; d++) {
    const largest = Math.max(...model.vehicles.map((v) => v.capacity[d]!));
    const total = model.jobs.reduce((sum, j) => sum + j.amount[d]!, 0);
    if (largest > 0) bound = Math.max(bound, Math.ceil(total / largest - 1e-9));
  }
  return bound;
}

export function search(model: Model, jobs: number[], random: Random, limits: SearchLimits) {
  const weights = objectiveWeights(model, limits.minimiseVehicles);
  const adjacency = neighbours(model);
  const current = new State(model, weights);
  recreate(current, jobs.slice(), random, new Set(), Number.POSITIVE_INFINITY, 0);
  const best = current.clone();
  let iterations = 0;
  const progress = () =>
    Math.max(
      (limits.now() - limits.startedAt) / Math.max(1, limits.deadline - limits.startedAt),
      iterations / limits.maxIterations,
    );

  // Phase 1: fleet minimisation.
  const absences = new Float64Array(model.jobs.length);
  const absence = (s: State) => s.unassigned.reduce((sum, j) => sum + absences[j]!, 0);
  const lowerBound = fleetLowerBound(model);
  const fleet = best.clone();
  while (
    limits.minimiseVehicles &&
    progress() < FLEET_SHARE &&
    fleet.unassigned.length === 0 &&
    fleet.usedVehicles > lowerBound
  ) {
    const used = fleet.routes.map((_, i) => i).filter((i) => fleet.routes[i]!.stops.length > 0);
    // The shorter of two random routes: SISR picks at random; short routes empty faster.
    const a = used[Math.floor(random() * used.length)]!;
    const b = used[Math.floor(random() * used.length)]!;
    const victim = fleet.routes[a]!.stops.length <= fleet.routes[b]!.stops.length ? a : b;
    const route = fleet.routes[victim]!;
    for (const s of route.stops) {
      const job = model.stopJob[s]!;
      if (fleet.jobRoute[job] === victim) {
        fleet.jobRoute[job] = -1;
        fleet.unassigned.push(job);
      }
    }
    route.stops = [];
    route.refresh();
    const cap = fleet.usedVehicles;
    while (progress() < FLEET_SHARE && fleet.unassigned.length > 0) {
      const before = fleet.unassigned.length;
      const beforeAbsence = absence(fleet);
      const undo = step(fleet, adjacency, random, cap);
      iterations++;
      const accepted = fleet.unassigned.length < before || absence(fleet) < beforeAbsence;
      for (const j of fleet.unassigned) absences[j]!++;
      if (!accepted) undo();
    }
    if (fleet.unassigned.length === 0 && fleet.cost < best.cost) best.copyFrom(fleet);
  }

  // Phase 2: simulated annealing from the best so far.
  current.copyFrom(best);
  const scale = temperatureScale(model, adjacency);
  const t0 = TEMPERATURE.start * scale;
  const tf = TEMPERATURE.end * scale;
  let currentCost = current.cost;
  let bestCost = best.cost;
  while (progress() < 1) {
    const temperature = t0 * Math.pow(tf / t0, progress());
    const undo = step(current, adjacency, random);
    iterations++;
    const cost = current.cost;
    if (cost < currentCost - temperature * Math.log(random())) {
      currentCost = cost;
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        best.copyFrom(current);
      }
    } else undo();
  }
  return { best, iterations };
}
