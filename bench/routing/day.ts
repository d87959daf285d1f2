/**
 * A generated working day at product scale: 1,000 requests and 50 vans around one depot, times in
 * seconds (straight line × 1.3 at 30 km/h), two capacity dimensions (kg, m³), two-hour windows on
 * a third of the stops, one request in five a pickup-and-delivery pair, one in ten asking for a
 * refrigerated van (one van in five is), a few locked to a van. Generated from a fixed seed, so every run plans the
 * same day.
 */
import { seededRandom } from '../../server/services/rounds/engine/prng';
import type { JobInput, Problem, VehicleInput } from '../../server/services/rounds/engine/types';

const SPEED_M_PER_S = 30_000 / 3600;
const DETOUR = 1.3;
const HOUR = 3600;

/** The day without its matrix: its places (metres; the depot first), vans and requests. */
export interface DayLayout {
  points: [number, number][];
  vehicles: VehicleInput[];
  jobs: JobInput[];
}

export function dayLayout(requests = 1000, vans = 50, seed = 29): DayLayout {
  const random = seededRandom(seed);
  // Points in metres over a 40 km square; the depot in the middle.
  const points: [number, number][] = [[20_000, 20_000]];
  const place = () => {
    points.push([random() * 40_000, random() * 40_000]);
    return points.length - 1;
  };
  const vehicles: VehicleInput[] = Array.from({ length: vans }, (_, i) => ({
    id: `van${i + 1}`,
    capacity: [1200, 12],
    start: 0,
    end: 0,
    shift: [8 * HOUR, 19 * HOUR],
    ...(i % 5 === 0 ? { type: 'refrigerated' } : {}),
  }));
  const window = (): [number, number] | undefined => {
    if (random() > 1 / 3) return undefined;
    const from = (8 + Math.floor(random() * 9)) * HOUR;
    return [from, from + 2 * HOUR];
  };
  const jobs: JobInput[] = Array.from({ length: requests }, (_, i) => {
    const amount = [5 + Math.floor(random() * 60), Math.round(random() * 5) / 10];
    const job: JobInput = {
      id: `r${i + 1}`,
      amount,
      delivery: { location: place(), window: window(), service: 300 },
    };
    // A pair's window is on its pickup only, so that it can always be kept.
    if (i % 5 === 0) {
      job.pickup = { location: place(), window: job.delivery?.window, service: 300 };
      delete job.delivery?.window;
    }
    if (i % 10 === 3) job.allowedTypes = ['refrigerated'];
    if (i % 100 === 7) job.lockedVehicle = `van${1 + (i % vans)}`;
    return job;
  });
  return { points, vehicles, jobs };
}

export function generatedDay(requests = 1000, vans = 50, seed = 29): Problem {
  const { points, vehicles, jobs } = dayLayout(requests, vans, seed);
  const time = points.map(([x1, y1]) =>
    points.map(([x2, y2]) => (Math.hypot(x1 - x2, y1 - y2) * DETOUR) / SPEED_M_PER_S),
  );
  const distance = points.map(([x1, y1]) =>
    points.map(([x2, y2]) => Math.hypot(x1 - x2, y1 - y2) * DETOUR),
  );
  return { matrix: { time, distance }, vehicles, jobs };
}
