/**
 * The round-optimisation engine's own input and output types. Nothing here knows the database:
 * callers translate requests, assets and depots into a `Problem` and read back a `Solution`.
 *
 * Units are the caller's: times in one unit (seconds in the product, Solomon's time units in the
 * benchmark), distances in another; the matrices are indexed by location number.
 */

/** A place where a vehicle stops: its location index, time window and service time. */
export interface StopInput {
  location: number;
  /** [earliest, latest] start of service; absent means any time within the shift. */
  window?: [number, number];
  /** Time spent at the stop (default 0). */
  service?: number;
}

/**
 * A job: a delivery loaded at the vehicle's start (Solomon style), a pickup brought back to the
 * vehicle's end, or both (a pickup-and-delivery pair, served by one vehicle, pickup first).
 */
export interface JobInput {
  id: string;
  pickup?: StopInput;
  delivery?: StopInput;
  /** Quantity per capacity dimension (kg, m³, …); missing dimensions are 0. */
  amount?: number[];
  /** Vehicles allowed to serve the job (absent: every vehicle). */
  allowedVehicles?: string[];
  /** Vehicle types allowed to serve the job (absent: every type); both lists apply when given. */
  allowedTypes?: string[];
  /** A locked stop: the job must be served by this vehicle. */
  lockedVehicle?: string;
  /**
   * With `lockedVehicle`: its rank among that vehicle's locked jobs. Ranked jobs keep their
   * relative order (lower first; equal ranks in any order); other jobs may go between them.
   */
  lockedRank?: number;
}

export interface VehicleInput {
  id: string;
  /** Capacity per dimension, in the same order as job amounts. */
  capacity: number[];
  /** Its kind (an asset type), matched against a job's `allowedTypes`. */
  type?: string;
  start: number;
  /** Where the round ends; absent means the round ends at its last stop. */
  end?: number;
  /** Shift: the earliest departure and the latest return (default: unbounded). */
  shift?: [number, number];
}

export interface Matrix {
  /** time[from][to] */
  time: number[][];
  /** distance[from][to]; absent means equal to time. */
  distance?: number[][];
}

/**
 * The same, flattened row by row: (from, to) at from × size + to. In SharedArrayBuffers, a
 * worker thread reads it without a copy (the API's plans: rounds/matrix.ts).
 */
export interface FlatMatrixInput {
  size: number;
  time: Float64Array;
  /** Absent means equal to time. */
  distance?: Float64Array;
}

export interface Problem<M extends Matrix | FlatMatrixInput = Matrix> {
  matrix: M;
  vehicles: VehicleInput[];
  jobs: JobInput[];
}

/** A problem over either shape of matrix: what the engine's entry points take. */
export type AnyProblem = Problem<Matrix | FlatMatrixInput>;

export interface SolveOptions {
  /** Seed of the pseudo-random generator: the same seed and problem give the same solution. */
  seed?: number;
  /** Wall-clock limit of the search in milliseconds (default 2000). */
  timeLimitMs?: number;
  /** Upper bound on search iterations (for tests that must not depend on the clock). */
  maxIterations?: number;
  /**
   * Minimise the number of vehicles before travel time (default true: the objective of the
   * VRPTW literature and of a planner paying per van). False: travel time then distance only,
   * a vehicle costing nothing but its driving (VROOM's objective).
   */
  minimiseVehicles?: boolean;
}

export type UnassignedReason =
  'no_allowed_vehicle' | 'too_heavy' | 'window_unreachable' | 'no_room' | 'invalid_job';

export interface PlannedStop {
  jobId: string;
  type: 'pickup' | 'delivery';
  location: number;
  arrival: number;
  /** Start of service (after any wait for the window). */
  start: number;
  departure: number;
  /** Load on board after the stop, per dimension. */
  load: number[];
}

export interface PlannedRoute {
  vehicleId: string;
  departure: number;
  /** Arrival at the end place (or departure from the last stop when there is none). */
  end: number;
  /** Load on board when leaving the start. */
  startLoad: number[];
  stops: PlannedStop[];
  travelTime: number;
  distance: number;
}

export interface Cost {
  unassigned: number;
  vehicles: number;
  travelTime: number;
  distance: number;
}

export interface Solution {
  routes: PlannedRoute[];
  unassigned: { jobId: string; reason: UnassignedReason }[];
  cost: Cost;
  iterations: number;
  ms: number;
  seed: number;
}
