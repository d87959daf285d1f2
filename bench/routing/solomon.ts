/** Reads a Solomon VRPTW instance (README of ../shared/benchmarks/vrptw) into the engine's Problem. */
import { euclideanMatrix } from '../../server/services/rounds/engine/matrix';
import type { Problem } from '../../server/services/rounds/engine/types';

export interface Customer {
  id: number;
  x: number;
  y: number;
  demand: number;
  ready: number;
  due: number;
  service: number;
}

export interface Instance {
  name: string;
  vehicles: number;
  capacity: number;
  /** Row 0 is the depot. */
  customers: Customer[];
}

export function parseSolomon(text: string): Instance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines[0] ?? '';
  const vehicleRow = lines.findIndex((l) => /^NUMBER\s+CAPACITY/.test(l));
  const [vehicles, capacity] = (lines[vehicleRow + 1] ?? '').split(/\s+/).map(Number);
  const customers: Customer[] = [];
  for (const line of lines.slice(vehicleRow + 2)) {
    const cols = line.split(/\s+/).map(Number);
    if (cols.length !== 7 || cols.some((c) => !Number.isFinite(c))) continue;
    const [id, x, y, demand, ready, due, service] = cols as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    customers.push({ id, x, y, demand, ready, due, service });
  }
  return { name, vehicles: vehicles ?? 0, capacity: capacity ?? 0, customers };
}

/** Vehicles leave the depot at 0 and return by its due date; customers are deliveries. */
export function solomonProblem(instance: Instance): Problem {
  const [depot, ...rest] = instance.customers;
  if (!depot) throw new Error(`${instance.name}: no depot row`);
  return {
    matrix: { time: euclideanMatrix(instance.customers.map((c) => [c.x, c.y])) },
    vehicles: Array.from({ length: instance.vehicles }, (_, i) => ({
      id: `v${i + 1}`,
      capacity: [instance.capacity],
      start: 0,
      end: 0,
      shift: [depot.ready, depot.due] as [number, number],
    })),
    jobs: rest.map((c, i) => ({
      id: String(c.id),
      delivery: {
        location: i + 1,
        window: [c.ready, c.due] as [number, number],
        service: c.service,
      },
      amount: [c.demand],
    })),
  };
}
