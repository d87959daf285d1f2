/**
 * The optimiser of a plan (docs/rounds.md, "Solvers"): with ROUTE_OPTIMIZER_URL, the same
 * problem goes to a VROOM server (vroom-express's JSON API: `POST /` with vehicles, jobs,
 * shipments and a custom matrix) and the embedded engine answers when it fails; unset, only the
 * embedded engine runs, in a worker thread, within the time limit setting.
 */
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  matrixRows,
  solveInWorker,
  type JobInput,
  type AnyProblem,
  type StopInput,
  type UnassignedReason,
} from './engine';

/** What a plan reads of a solution: each vehicle's jobs in order, and the jobs left out. */
export interface Ordering {
  routes: { vehicleId: string; stops: { jobId: string; type: 'pickup' | 'delivery' }[] }[];
  unassigned: { jobId: string; reason: UnassignedReason }[];
}

export interface SolverDeps {
  optimizerUrl: string | undefined;
  timeLimitMs: number;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}

const vroomAnswer = z.object({
  code: z.literal(0),
  routes: z.array(
    z.object({
      vehicle: z.number().int(),
      steps: z.array(z.object({ type: z.string(), id: z.number().int().optional() })),
    }),
  ),
  unassigned: z.array(z.object({ id: z.number().int() })),
});

const window = (stop: StopInput) => (stop.window ? { time_windows: [stop.window] } : {});

/** The problem as VROOM reads it: ids are numbers (indices), types and vehicles are skills. */
function toVroom(problem: AnyProblem) {
  const rows = matrixRows(problem.matrix);
  const skills = new Map<string, number>();
  const skill = (name: string) => {
    if (!skills.has(name)) skills.set(name, skills.size + 1);
    return skills.get(name)!;
  };
  const jobSkills = (job: JobInput) => [
    ...(job.allowedTypes?.length === 1 ? [skill(`type:${job.allowedTypes[0]}`)] : []),
    ...(job.lockedVehicle ? [skill(`vehicle:${job.lockedVehicle}`)] : []),
  ];
  const jobs: object[] = [];
  const shipments: object[] = [];
  problem.jobs.forEach((job, i) => {
    const amount = job.amount ?? [];
    if (job.pickup && job.delivery) {
      shipments.push({
        amount,
        skills: jobSkills(job),
        pickup: {
          id: i,
          location_index: job.pickup.location,
          service: job.pickup.service ?? 0,
          ...window(job.pickup),
        },
        delivery: {
          id: i,
          location_index: job.delivery.location,
          service: job.delivery.service ?? 0,
          ...window(job.delivery),
        },
      });
    } else {
      const stop = (job.delivery ?? job.pickup)!;
      jobs.push({
        id: i,
        location_index: stop.location,
        service: stop.service ?? 0,
        ...(job.delivery ? { delivery: amount } : { pickup: amount }),
        skills: jobSkills(job),
        ...window(stop),
      });
    }
  });
  const vehicles = problem.vehicles.map((v, i) => ({
    id: i,
    start_index: v.start,
    ...(v.end !== undefined ? { end_index: v.end } : {}),
    capacity: v.capacity,
    skills: [...(v.type ? [skill(`type:${v.type}`)] : []), skill(`vehicle:${v.id}`)],
    ...(v.shift ? { time_window: v.shift } : {}),
  }));
  return {
    vehicles,
    jobs,
    shipments,
    matrices: { car: { durations: rows.time, distances: rows.distance } },
  };
}

async function solveWithVroom(
  problem: AnyProblem,
  deps: SolverDeps,
): Promise<Ordering | undefined> {
  if (!deps.optimizerUrl) return undefined;
  try {
    const res = await fetch(`${deps.optimizerUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(toVroom(problem)),
      signal: AbortSignal.timeout(deps.timeLimitMs + 5_000),
    });
    if (!res.ok) throw new Error(`route optimizer answered ${res.status}`);
    const answer = vroomAnswer.parse(await res.json());
    const jobId = (i: number | undefined) => {
      const job = i === undefined ? undefined : problem.jobs[i];
      if (!job) throw new Error(`route optimizer named an unknown job ${String(i)}`);
      return job.id;
    };
    return {
      routes: answer.routes.map((route) => {
        const vehicle = problem.vehicles[route.vehicle];
        if (!vehicle) throw new Error(`route optimizer named an unknown vehicle ${route.vehicle}`);
        return {
          vehicleId: vehicle.id,
          stops: route.steps
            .filter((s) => s.type === 'job' || s.type === 'pickup' || s.type === 'delivery')
            .map((s) => {
              const id = jobId(s.id);
              const job = problem.jobs[s.id!]!;
              const type: 'pickup' | 'delivery' =
                s.type === 'pickup' || (s.type === 'job' && !job.delivery) ? 'pickup' : 'delivery';
              return { jobId: id, type };
            }),
        };
      }),
      // A shipment left out is named twice (its pickup and its delivery).
      unassigned: [...new Set(answer.unassigned.map((u) => u.id))].map((i) => ({
        jobId: jobId(i),
        reason: 'no_room' as const,
      })),
    };
  } catch (error) {
    deps.log?.warn({ err: error }, 'route optimizer failed: the embedded engine plans');
    return undefined;
  }
}

/** VROOM when configured and answering, else the embedded engine (in a worker). */
export async function optimise(
  problem: AnyProblem,
  deps: SolverDeps,
): Promise<Ordering & { solver: 'vroom' | 'embedded' }> {
  const outside = await solveWithVroom(problem, deps);
  if (outside) return { ...outside, solver: 'vroom' };
  const solved = await solveInWorker(problem, { seed: 1, timeLimitMs: deps.timeLimitMs });
  return { routes: solved.routes, unassigned: solved.unassigned, solver: 'embedded' };
}
