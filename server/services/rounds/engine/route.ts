/**
 * One vehicle's route with the caches that make an insertion test O(1) per position (Savelsbergh
 * 1992, "The vehicle routing problem with time windows: minimizing route duration"): forward
 * service start times, backward latest start times (the slack that keeps every later window and
 * the shift end), and the load profile with prefix and suffix maxima per capacity dimension.
 */
import { StopKind, type Model } from './model';

/** The best insertion found so far: cost delta and gaps (positions in the current route). */
export interface Insertion {
  delta: number;
  route: number;
  pickupGap: number;
  deliveryGap: number;
}

export class Route {
  stops: number[] = [];
  cost = 0;
  private start = new Float64Array(0);
  private latest = new Float64Array(0);
  private prefMax = new Float64Array(0);
  private sufMax = new Float64Array(0);
  private loads = new Float64Array(0);
  /** Highest locked rank before gap g and lowest from gap g on (locked order, O(1) test). */
  private rankBefore = new Float64Array(1);
  private rankAfter = new Float64Array(1);

  constructor(
    private readonly model: Model,
    readonly vehicle: number,
  ) {
    this.refresh();
  }

  private loc(position: number): number {
    return this.model.stopLocation[this.stops[position]!]!;
  }

  /** Time and cost of an arc; location -1 (no end place) costs nothing. */
  private time(a: number, b: number): number {
    return a < 0 || b < 0 ? 0 : this.model.matrix.time[a * this.model.matrix.size + b]!;
  }

  private arcCost(a: number, b: number): number {
    return a < 0 || b < 0 ? 0 : this.model.matrix.cost[a * this.model.matrix.size + b]!;
  }

  /** Recomputes every cache after the stops changed. */
  refresh(): void {
    const { model, stops } = this;
    const v = model.vehicles[this.vehicle]!;
    const n = stops.length;
    const D = model.dims;
    // Buffers grow and are reused: refresh runs after every insertion, and allocating there
    // was most of the search's time (garbage collection included).
    if (this.loads.length < (n + 1) * D) {
      const room = Math.max(n, 2 * this.start.length, 8);
      this.start = new Float64Array(room);
      this.latest = new Float64Array(room);
      this.loads = new Float64Array((room + 1) * D);
      this.prefMax = new Float64Array((room + 1) * D);
      this.sufMax = new Float64Array((room + 1) * D);
    }
    this.loads.fill(0, 0, D);
    if (this.rankBefore.length < n + 1) {
      this.rankBefore = new Float64Array(2 * n + 2);
      this.rankAfter = new Float64Array(2 * n + 2);
    }
    this.rankBefore[0] = Number.NEGATIVE_INFINITY;
    for (let g = 1; g <= n; g++) {
      const rank = model.jobRank[model.stopJob[stops[g - 1]!]!]!;
      this.rankBefore[g] = rank > this.rankBefore[g - 1]! ? rank : this.rankBefore[g - 1]!;
    }
    this.rankAfter[n] = Number.POSITIVE_INFINITY;
    for (let g = n - 1; g >= 0; g--) {
      const rank = model.jobRank[model.stopJob[stops[g]!]!]!;
      this.rankAfter[g] = rank < this.rankAfter[g + 1]! ? rank : this.rankAfter[g + 1]!;
    }
    for (const s of stops) {
      if (model.stopKind[s] !== StopKind.Delivery) continue;
      const amount = model.jobs[model.stopJob[s]!]!.amount;
      for (let d = 0; d < D; d++) this.loads[d]! += amount[d]!;
    }
    for (let k = 0; k < n; k++) {
      const s = stops[k]!;
      const kind = model.stopKind[s];
      const sign = kind === StopKind.Pickup || kind === StopKind.PairPickup ? 1 : -1;
      const amount = model.jobs[model.stopJob[s]!]!.amount;
      for (let d = 0; d < D; d++) {
        this.loads[(k + 1) * D + d] = this.loads[k * D + d]! + sign * amount[d]!;
      }
    }
    for (let g = 0; g <= n; g++) {
      for (let d = 0; d < D; d++) {
        const i = g * D + d;
        this.prefMax[i] = g === 0 ? this.loads[i]! : Math.max(this.prefMax[i - D]!, this.loads[i]!);
      }
    }
    for (let g = n; g >= 0; g--) {
      for (let d = 0; d < D; d++) {
        const i = g * D + d;
        this.sufMax[i] = g === n ? this.loads[i]! : Math.max(this.sufMax[i + D]!, this.loads[i]!);
      }
    }
    let t = v.shiftStart;
    let prev = v.start;
    let cost = 0;
    for (let k = 0; k < n; k++) {
      const s = stops[k]!;
      const here = model.stopLocation[s]!;
      const begin = Math.max(t + this.time(prev, here), model.stopEarly[s]!);
      this.start[k] = begin;
      t = begin + model.stopService[s]!;
      cost += this.arcCost(prev, here);
      prev = here;
    }
    cost += this.arcCost(prev, v.end);
    let latestNext = v.shiftEnd;
    let next = v.end;
    for (let k = n - 1; k >= 0; k--) {
      const s = stops[k]!;
      const here = model.stopLocation[s]!;
      this.latest[k] = Math.min(
        model.stopLate[s]!,
        latestNext - this.time(here, next) - model.stopService[s]!,
      );
      latestNext = this.latest[k]!;
      next = here;
    }
    this.cost = n === 0 ? 0 : cost;
  }

  /** Departure time and place before gap g (between stop g-1 and stop g). */
  private departure(g: number): number {
    if (g === 0) return this.model.vehicles[this.vehicle]!.shiftStart;
    const s = this.stops[g - 1]!;
    return this.start[g - 1]! + this.model.stopService[s]!;
  }

  private placeBefore(g: number): number {
    return g === 0 ? this.model.vehicles[this.vehicle]!.start : this.loc(g - 1);
  }

  private placeAfter(g: number): number {
    return g < this.stops.length ? this.loc(g) : this.model.vehicles[this.vehicle]!.end;
  }

  /** Latest arrival at whatever follows gap g that keeps the rest of the route feasible. */
  private latestAfter(g: number): number {
    return g < this.stops.length ? this.latest[g]! : this.model.vehicles[this.vehicle]!.shiftEnd;
  }

  /** May a job of locked rank `rank` (NaN: free) go into gap g? (NaN compares false: no bound.) */
  private rankOk(g: number, rank: number): boolean {
    return !(rank < this.rankBefore[g]!) && !(rank > this.rankAfter[g]!);
  }

  private capacityOk(table: Float64Array, g: number, amount: Float64Array): boolean {
    const { dims } = this.model;
    const capacity = this.model.vehicles[this.vehicle]!.capacity;
    for (let d = 0; d < dims; d++) {
      if (table[g * dims + d]! + amount[d]! > capacity[d]! + 1e-9) return false;
    }
    return true;
  }

  /**
   * Tries every position for `job` (both positions for a pair), skipping each with probability
   * `blink` (SISR's blinks), and improves `best` in place when cheaper. `fixed` is the cost of
   * opening this route when it is empty.
   */
  bestInsertion(
    job: number,
    best: Insertion,
    routeIndex: number,
    fixed: number,
    blink: number,
    random: () => number,
  ): void {
    const { model } = this;
    const spec = model.jobs[job]!;
    if (!spec.allowed[this.vehicle]) return;
    const n = this.stops.length;
    const base = n === 0 ? fixed : 0;
    const rank = model.jobRank[job]!;
    if (spec.stops.length === 1) {
      const s = spec.stops[0]!;
      const here = model.stopLocation[s]!;
      const early = model.stopEarly[s]!;
      const late = model.stopLate[s]!;
      const service = model.stopService[s]!;
      const table = model.stopKind[s] === StopKind.Delivery ? this.prefMax : this.sufMax;
      for (let g = 0; g <= n; g++) {
        if (g > 0 && this.start[g - 1]! > late) break;
        if (blink > 0 && random() < blink) continue;
        if (!this.rankOk(g, rank)) continue;
        const prev = this.placeBefore(g);
        const next = this.placeAfter(g);
        const delta =
          base + this.arcCost(prev, here) + this.arcCost(here, next) - this.arcCost(prev, next);
        if (delta >= best.delta) continue;
        const begin = Math.max(this.departure(g) + this.time(prev, here), early);
        if (begin > late) continue;
        if (begin + service + this.time(here, next) > this.latestAfter(g)) continue;
        if (!this.capacityOk(table, g, spec.amount)) continue;
        best.delta = delta;
        best.route = routeIndex;
        best.pickupGap = g;
        best.deliveryGap = g;
      }
      return;
    }
    this.bestPairInsertion(
      spec.stops[0]!,
      spec.stops[1]!,
      spec.amount,
      rank,
      best,
      routeIndex,
      base,
      blink,
      random,
    );
  }

  private bestPairInsertion(
    p: number,
    q: number,
    amount: Float64Array,
    rank: number,
    best: Insertion,
    routeIndex: number,
    base: number,
    blink: number,
    random: () => number,
  ): void {
    const { model, stops } = this;
    const n = stops.length;
    const D = model.dims;
    const capacity = model.vehicles[this.vehicle]!.capacity;
    const pl = model.stopLocation[p]!;
    const ql = model.stopLocation[q]!;
    for (let g = 0; g <= n; g++) {
      if (g > 0 && this.start[g - 1]! > model.stopLate[p]!) break;
      if (blink > 0 && random() < blink) continue;
      if (!this.rankOk(g, rank)) continue;
      const prev = this.placeBefore(g);
      const pickupStart = Math.max(this.departure(g) + this.time(prev, pl), model.stopEarly[p]!);
      if (pickupStart > model.stopLate[p]!) continue;
      const pickupDeparture = pickupStart + model.stopService[p]!;
      // Load between the pickup and the delivery rises by `amount`: track its running maximum.
      const runningMax = new Float64Array(D).fill(Number.NEGATIVE_INFINITY);
      let t = pickupDeparture;
      let last = pl;
      for (let h = g; h <= n; h++) {
        let overloaded = false;
        for (let d = 0; d < D; d++) {
          runningMax[d] = Math.max(runningMax[d]!, this.loads[h * D + d]!);
          if (runningMax[d]! + amount[d]! > capacity[d]! + 1e-9) overloaded = true;
        }
        if (overloaded) break;
        // t is the departure from `last`, the stop before gap h once the pickup is in.
        const next = this.placeAfter(h);
        const deliveryStart = Math.max(t + this.time(last, ql), model.stopEarly[q]!);
        if (deliveryStart > model.stopLate[q]!) break;
        const arrivalNext = deliveryStart + model.stopService[q]! + this.time(ql, next);
        if (arrivalNext <= this.latestAfter(h) && this.rankOk(h, rank)) {
          const before = this.placeBefore(h);
          const delta =
            h === g
              ? base +
                this.arcCost(prev, pl) +
                this.arcCost(pl, ql) +
                this.arcCost(ql, next) -
                this.arcCost(prev, next)
              : base +
                this.arcCost(prev, pl) +
                this.arcCost(pl, this.placeAfter(g)) -
                this.arcCost(prev, this.placeAfter(g)) +
                this.arcCost(before, ql) +
                this.arcCost(ql, next) -
                this.arcCost(before, next);
          if (delta < best.delta && !(blink > 0 && random() < blink)) {
            best.delta = delta;
            best.route = routeIndex;
            best.pickupGap = g;
            best.deliveryGap = h;
          }
        }
        if (h === n) break;
        // Move past stop h with the pickup already in the route.
        const s = stops[h]!;
        const here = model.stopLocation[s]!;
        const begin = Math.max(t + this.time(last, here), model.stopEarly[s]!);
        if (begin > model.stopLate[s]!) break;
        t = begin + model.stopService[s]!;
        last = here;
      }
    }
  }

  /** Inserts a job at the gaps `bestInsertion` chose. */
  insert(job: number, pickupGap: number, deliveryGap: number): void {
    const spec = this.model.jobs[job]!;
    if (spec.stops.length === 1) {
      this.stops.splice(pickupGap, 0, spec.stops[0]!);
    } else {
      this.stops.splice(deliveryGap, 0, spec.stops[1]!);
      this.stops.splice(pickupGap, 0, spec.stops[0]!);
    }
    this.refresh();
  }
}
