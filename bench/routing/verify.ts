/**
 * The benchmark's own check of a solution, from the instance file's numbers alone (not from the
 * engine's Problem or caches): every customer exactly once, capacity, windows, the depot's due
 * date, and the distance recomputed (Euclidean, unrounded).
 */
import type { Solution } from '../../server/services/rounds/engine/types';
import type { Instance } from './solomon';

export function verifySolomon(
  instance: Instance,
  solution: Solution,
): { errors: string[]; distance: number } {
  const errors: string[] = [];
  const [depot, ...customers] = instance.customers;
  if (!depot) return { errors: ['no depot'], distance: 0 };
  const byId = new Map(customers.map((c) => [String(c.id), c]));
  const visited = new Map<string, number>();
  const dist = (a: { x: number; y: number }, b: { x: number; y: number }) =>
    Math.hypot(a.x - b.x, a.y - b.y);
  let distance = 0;
  if (solution.routes.length > instance.vehicles) errors.push(`${solution.routes.length} routes`);
  for (const route of solution.routes) {
    let here = depot;
    let t = 0;
    let load = 0;
    for (const stop of route.stops) {
      const c = byId.get(stop.jobId);
      if (!c) {
        errors.push(`unknown customer ${stop.jobId}`);
        continue;
      }
      visited.set(stop.jobId, (visited.get(stop.jobId) ?? 0) + 1);
      distance += dist(here, c);
      t = Math.max(t + dist(here, c), c.ready);
      if (t > c.due + 1e-9) errors.push(`customer ${c.id} served at ${t.toFixed(2)} > ${c.due}`);
      t += c.service;
      load += c.demand;
      here = c;
    }
    distance += dist(here, depot);
    t += dist(here, depot);
    if (t > depot.due + 1e-9)
      errors.push(`route ${route.vehicleId} back at ${t.toFixed(2)} > ${depot.due}`);
    if (load > instance.capacity)
      errors.push(`route ${route.vehicleId} carries ${load} > ${instance.capacity}`);
  }
  for (const c of customers) {
    const n = visited.get(String(c.id)) ?? 0;
    if (n !== 1) errors.push(`customer ${c.id} visited ${n} times`);
  }
  return { errors, distance };
}
