/**
 * Ruin and recreate after SISR, "Slack Induction by String Removals" (Christiaens & Vanden
 * Berghe, Transportation Science 54(2), 2020): remove a few strings of consecutive stops from
 * routes near a random seed stop, then reinsert every removed job at its cheapest position,
 * skipping each position with a small probability ("blinks") so that repeated recreates differ.
 */
import type { Model } from './model';
import { randomInt, type Random } from './prng';
import type { Insertion } from './route';
import type { State } from './state';

/** SISR's parameters for the VRPTW (the paper's Table 7). */
export const SISR = { averageRemoved: 10, maxString: 10, blink: 0.01 };

/** For each stop, the other stops by increasing travel cost (the first `limit`). */
export function neighbours(model: Model, limit = 100): Int32Array[] {
  const { cost, size } = model.matrix;
  const count = model.stopLocation.length;
  const all = Array.from({ length: count }, (_, i) => i);
  return all.map((s) => {
    const from = model.stopLocation[s]! * size;
    const others = all.filter((o) => o !== s);
    others.sort(
      (a, b) => cost[from + model.stopLocation[a]!]! - cost[from + model.stopLocation[b]!]!,
    );
    return Int32Array.from(others.slice(0, limit));
  });
}

/** Removes a job from its route (both stops of a pair) without refreshing the route's caches. */
function detach(state: State, job: number): void {
  const r = state.jobRoute[job]!;
  if (r < 0) return;
  const route = state.routes[r]!;
  const stops = state.model.jobs[job]!.stops;
  route.stops = route.stops.filter((s) => !stops.includes(s));
  state.jobRoute[job] = -1;
}

/**
 * String removal: around a random seed stop, take up to `ks` routes in order of proximity and
 * cut from each a string of consecutive stops containing the neighbour that led to it.
 * Returns the removed jobs and marks their routes for a refresh.
 */
export function ruin(
  state: State,
  adjacency: Int32Array[],
  random: Random,
  touched: Set<number>,
): number[] {
  const { model } = state;
  const assignedStops: number[] = [];
  state.routes.forEach((r) => assignedStops.push(...r.stops));
  if (assignedStops.length === 0) return [];
  const used = state.routes.filter((r) => r.stops.length > 0);
  const averageLength = assignedStops.length / used.length;
  const maxString = Math.min(SISR.maxString, averageLength);
  const maxStrings = (4 * SISR.averageRemoved) / (1 + maxString) - 1;
  const strings = Math.floor(random() * maxStrings) + 1;
  const seed = assignedStops[Math.floor(random() * assignedStops.length)]!;
  const removed: number[] = [];
  const ruined = new Set<number>();
  const visit = (stop: number) => {
    const job = model.stopJob[stop]!;
    const r = state.jobRoute[job]!;
    if (r < 0 || ruined.has(r)) return;
    const route = state.routes[r]!;
    const length = route.stops.length;
    const cut = Math.min(
      length,
      randomInt(random, 1, Math.max(1, Math.floor(Math.min(length, maxString)))),
    );
    const at = route.stops.indexOf(stop);
    const first = Math.max(0, Math.min(length - cut, at - randomInt(random, 0, cut - 1)));
    const jobs = new Set(route.stops.slice(first, first + cut).map((s) => model.stopJob[s]!));
    ruined.add(r);
    touched.add(r);
    for (const j of jobs) {
      detach(state, j);
      removed.push(j);
    }
  };
  visit(seed);
  for (const stop of adjacency[seed]!) {
    if (ruined.size >= strings) break;
    visit(stop);
  }
  return removed;
}

/** The orders SISR sorts removed jobs in before reinserting them, with their weights. */
function sortJobs(model: Model, jobs: number[], random: Random): void {
  const first = (j: number) => model.jobs[j]!.stops[0]!;
  const depotCost = (j: number) => {
    const v = model.vehicles[0];
    if (!v) return 0;
    return model.matrix.cost[v.start * model.matrix.size + model.stopLocation[first(j)]!]!;
  };
  const demand = (j: number) => model.jobs[j]!.amount.reduce((a, b) => a + b, 0);
  const width = (j: number) => model.stopLate[first(j)]! - model.stopEarly[first(j)]!;
  const roll = random() * 13;
  if (roll < 4) {
    for (let i = jobs.length - 1; i > 0; i--) {
      const k = Math.floor(random() * (i + 1));
      [jobs[i], jobs[k]] = [jobs[k]!, jobs[i]!];
    }
  } else if (roll < 8) jobs.sort((a, b) => demand(b) - demand(a));
  else if (roll < 10) jobs.sort((a, b) => depotCost(b) - depotCost(a));
  else if (roll < 11) jobs.sort((a, b) => depotCost(a) - depotCost(b));
  else jobs.sort((a, b) => width(a) - width(b));
}

/**
 * Reinserts `jobs` one by one at their cheapest feasible position over all routes (opening an
 * empty vehicle only while fewer than `maxRoutes` are in use); jobs with no position stay
 * unassigned.
 */
export function recreate(
  state: State,
  jobs: number[],
  random: Random,
  touched: Set<number>,
  maxRoutes = Number.POSITIVE_INFINITY,
  blink = SISR.blink,
): void {
  const { model } = state;
  for (const r of touched) state.routes[r]!.refresh();
  sortJobs(model, jobs, random);
  let used = state.usedVehicles;
  const best: Insertion = { delta: 0, route: -1, pickupGap: 0, deliveryGap: 0 };
  for (const job of jobs) {
    best.delta = Number.POSITIVE_INFINITY;
    best.route = -1;
    state.routes.forEach((route, r) => {
      if (route.stops.length === 0 && used >= maxRoutes) return;
      route.bestInsertion(job, best, r, state.weights.vehicle, blink, random);
    });
    if (best.route < 0) {
      state.unassigned.push(job);
      continue;
    }
    const route = state.routes[best.route]!;
    if (route.stops.length === 0) used++;
    route.insert(job, best.pickupGap, best.deliveryGap);
    state.jobRoute[job] = best.route;
    touched.add(best.route);
  }
}
