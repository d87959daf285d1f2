/**
 * A search state: one route per vehicle (empty when the vehicle stays home) and the jobs not
 * placed. Its scalar cost orders solutions by the hierarchical objective: the weights make one
 * unassigned job cost more than any fleet, and one vehicle more than any set of routes' travel.
 */
import type { Model } from './model';
import { Route } from './route';

export interface Weights {
  vehicle: number;
  unassigned: number;
}

export function objectiveWeights(model: Model, minimiseVehicles = true): Weights {
  const { cost } = model.matrix;
  let longest = 0;
  for (const c of cost) if (Number.isFinite(c) && c > longest) longest = c;
  const arcs = model.stopLocation.length + 2 * model.vehicles.length + 1;
  const vehicle = minimiseVehicles ? longest * arcs + 1 : 0;
  const unassigned = (longest * arcs + 1) * (model.vehicles.length + 1);
  return { vehicle, unassigned };
}

export class State {
  routes: Route[];
  unassigned: number[] = [];
  /** jobRoute[j]: index of the route holding job j, or -1. */
  jobRoute: Int32Array;

  constructor(
    readonly model: Model,
    readonly weights: Weights,
  ) {
    this.routes = model.vehicles.map((_, v) => new Route(model, v));
    this.jobRoute = new Int32Array(model.jobs.length).fill(-1);
  }

  get usedVehicles(): number {
    let used = 0;
    for (const r of this.routes) if (r.stops.length > 0) used++;
    return used;
  }

  get cost(): number {
    let total = this.unassigned.length * this.weights.unassigned;
    for (const r of this.routes) {
      if (r.stops.length > 0) total += r.cost + this.weights.vehicle;
    }
    return total;
  }

  /** Copies routes and unassigned jobs from another state of the same model. */
  copyFrom(other: State): void {
    other.routes.forEach((r, i) => {
      const mine = this.routes[i]!;
      mine.stops = r.stops.slice();
      mine.refresh();
    });
    this.unassigned = other.unassigned.slice();
    this.jobRoute.set(other.jobRoute);
  }

  clone(): State {
    const copy = new State(this.model, this.weights);
    copy.copyFrom(this);
    return copy;
  }
}
