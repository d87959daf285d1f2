/**
 * An independent check of a solution against its problem: it recomputes everything from the
 * input (never from the search's caches) and lists each broken rule. Used by the tests and the
 * benchmark so that no figure is trusted from the solver.
 */
import { cellsOf } from './matrix';
import type { JobInput, AnyProblem, Solution, StopInput } from './types';

const EPS = 1e-6;

export function checkSolution(problem: AnyProblem, solution: Solution): string[] {
  const errors: string[] = [];
  const jobs = new Map(problem.jobs.map((j) => [j.id, j]));
  const seen = new Map<string, string[]>();
  const note = (jobId: string, what: string) => seen.set(jobId, [...(seen.get(jobId) ?? []), what]);
  const { time, distance } = cellsOf(problem.matrix);
  let totalTime = 0;
  let totalDistance = 0;
  const usedVehicles = new Set<string>();

  for (const route of solution.routes) {
    const vehicle = problem.vehicles.find((v) => v.id === route.vehicleId);
    if (!vehicle) {
      errors.push(`route of unknown vehicle ${route.vehicleId}`);
      continue;
    }
    if (usedVehicles.has(vehicle.id)) errors.push(`vehicle ${vehicle.id} has two routes`);
    usedVehicles.add(vehicle.id);
    const dims = vehicle.capacity.length;
    const load = new Array<number>(dims).fill(0);
    const stopOf = (job: JobInput, type: 'pickup' | 'delivery'): StopInput | undefined => job[type];
    // Deliveries without a pickup are on board from the start.
    for (const s of route.stops) {
      const job = jobs.get(s.jobId);
      if (job && s.type === 'delivery' && !job.pickup) {
        (job.amount ?? []).forEach((a, d) => (load[d] = (load[d] ?? 0) + a));
      }
    }
    const overloaded = () => load.some((l, d) => l > (vehicle.capacity[d] ?? 0) + EPS);
    if (overloaded()) errors.push(`${vehicle.id}: over capacity at departure`);
    let t = vehicle.shift?.[0] ?? 0;
    let prev = vehicle.start;
    let routeTime = 0;
    let routeDistance = 0;
    const pickedUp = new Set<string>();
    let highestRank = Number.NEGATIVE_INFINITY;
    for (const s of route.stops) {
      const job = jobs.get(s.jobId);
      if (!job) {
        errors.push(`${vehicle.id}: unknown job ${s.jobId}`);
        continue;
      }
      const stop = stopOf(job, s.type);
      if (!stop) {
        errors.push(`${vehicle.id}: job ${job.id} has no ${s.type}`);
        continue;
      }
      note(job.id, `${vehicle.id}:${s.type}`);
      const allowed = job.lockedVehicle ?? job.allowedVehicles;
      if (allowed !== undefined && !([] as string[]).concat(allowed).includes(vehicle.id)) {
        errors.push(`${vehicle.id}: job ${job.id} is not allowed on this vehicle`);
      }
      if (
        job.allowedTypes !== undefined &&
        (vehicle.type === undefined || !job.allowedTypes.includes(vehicle.type))
      ) {
        errors.push(`${vehicle.id}: job ${job.id} asks for another vehicle type`);
      }
      if (job.lockedVehicle !== undefined && job.lockedRank !== undefined) {
        if (job.lockedRank < highestRank) errors.push(`${job.id}: out of its locked order`);
        highestRank = Math.max(highestRank, job.lockedRank);
      }
      if (stop.location !== s.location) errors.push(`${job.id}: wrong location`);
      routeTime += time(prev, stop.location);
      routeDistance += distance(prev, stop.location);
      const arrival = t + time(prev, stop.location);
      const start = Math.max(arrival, stop.window?.[0] ?? -Infinity);
      if (start > (stop.window?.[1] ?? Infinity) + EPS) {
        errors.push(`${job.id}: ${s.type} starts at ${start}, after its window`);
      }
      if (Math.abs(start - s.start) > EPS)
        errors.push(`${job.id}: reported start ${s.start}, is ${start}`);
      t = start + (stop.service ?? 0);
      prev = stop.location;
      const sign = s.type === 'pickup' ? 1 : -1;
      if (s.type === 'delivery' && job.pickup && !pickedUp.has(job.id)) {
        errors.push(`${job.id}: delivered before its pickup in this route`);
      }
      if (s.type === 'pickup') pickedUp.add(job.id);
      (job.amount ?? []).forEach((a, d) => (load[d] = (load[d] ?? 0) + sign * a));
      if (overloaded()) errors.push(`${vehicle.id}: over capacity after ${job.id}`);
    }
    if (vehicle.end !== undefined) {
      routeTime += time(prev, vehicle.end);
      routeDistance += distance(prev, vehicle.end);
      t += time(prev, vehicle.end);
    }
    if (t > (vehicle.shift?.[1] ?? Infinity) + EPS)
      errors.push(`${vehicle.id}: ends at ${t}, after its shift`);
    if (Math.abs(routeDistance - route.distance) > EPS * Math.max(1, routeDistance)) {
      errors.push(`${vehicle.id}: reported distance ${route.distance}, is ${routeDistance}`);
    }
    totalTime += routeTime;
    totalDistance += routeDistance;
  }

  for (const u of solution.unassigned) note(u.jobId, 'unassigned');
  for (const job of problem.jobs) {
    const visits = seen.get(job.id) ?? [];
    const expected = visits.includes('unassigned')
      ? ['unassigned']
      : [job.pickup, job.delivery].filter(Boolean);
    if (visits.length !== expected.length) {
      errors.push(`${job.id}: served ${visits.length} times (${visits.join(', ') || 'never'})`);
    } else if (visits.length === 2 && visits[0]!.split(':')[0] !== visits[1]!.split(':')[0]) {
      errors.push(`${job.id}: pickup and delivery in different routes`);
    }
  }
  if (Math.abs(totalDistance - solution.cost.distance) > EPS * Math.max(1, totalDistance)) {
    errors.push(`total distance reported ${solution.cost.distance}, is ${totalDistance}`);
  }
  if (Math.abs(totalTime - solution.cost.travelTime) > EPS * Math.max(1, totalTime)) {
    errors.push(`total travel time reported ${solution.cost.travelTime}, is ${totalTime}`);
  }
  if (solution.cost.vehicles !== solution.routes.filter((r) => r.stops.length > 0).length) {
    errors.push('vehicle count does not match the routes');
  }
  return errors;
}
