/**
 * Rounds with outside services (docs/rounds.md, "Travel" and "Solvers"): ROUTING_URL's OSRM
 * `table` and ROUTE_OPTIMIZER_URL's VROOM, both stood in on 127.0.0.1; the embedded engine
 * answers when VROOM fails.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, inject, planTwoNearby, type World } from './requests-fixtures';

let server: Server;
let w: World;
const calls: { path: string; body: string }[] = [];
let vroomFails = false;

interface VroomShipment {
  pickup: { id: number };
}
interface VroomJob {
  id: number;
}

/** OSRM's table (every pair 120 s, 1 km) and VROOM (every job on the first vehicle, in order). */
function standIn(req: IncomingMessage, body: string) {
  const url = new URL(req.url ?? '/', 'http://x');
  if (url.pathname.startsWith('/table/v1/driving/')) {
    const n = url.pathname.split('/').pop()!.split(';').length;
    const row = (v: number) => Array.from({ length: n }, (_, i) => i).map(() => v);
    return {
      code: 'Ok',
      durations: Array.from({ length: n }, () => row(120)),
      distances: Array.from({ length: n }, () => row(1000)),
    };
  }
  if (req.method === 'POST' && url.pathname === '/') {
    if (vroomFails) return undefined;
    const problem = JSON.parse(body) as { jobs: VroomJob[]; shipments: VroomShipment[] };
    const steps = [
      { type: 'start' },
      ...problem.shipments.flatMap((s) => [
        { type: 'pickup', id: s.pickup.id },
        { type: 'delivery', id: s.pickup.id },
      ]),
      ...problem.jobs.map((j) => ({ type: 'job', id: j.id })),
      { type: 'end' },
    ];
    return { code: 0, routes: [{ vehicle: 0, steps }], unassigned: [] };
  }
  return undefined;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls.push({ path: req.url ?? '', body });
      const answer = standIn(req, body);
      res.writeHead(answer ? 200 : 500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { code: 3, error: 'stand-in failure' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  w = await createWorld({ routingUrl: url, routeOptimizerUrl: url, roundTimeLimitMs: 200 });
  const res = await inject(w.t, 'POST', '/depots', w.as.asset_owner, {
    name: 'Dépôt',
    address: '1 rue du Port',
    lat: 48.93,
    lng: 2.3,
  });
  expect(res.statusCode).toBe(201);
}, 120_000);

afterAll(async () => {
  await w?.t.close();
  await new Promise((resolve) => server?.close(resolve));
});

const planDay = (date: string) => planTwoNearby(w, date, 10);

describe('rounds with ROUTING_URL and ROUTE_OPTIMIZER_URL', () => {
  it('measures travel with the routing table and plans with VROOM', async () => {
    calls.length = 0;
    const p = await planDay('2031-03-03');
    expect(p.matrix).toBe('route');
    expect(p.solver).toBe('vroom');
    expect(calls.some((c) => c.path.startsWith('/table/v1/driving/'))).toBe(true);
    const sent = JSON.parse(calls.find((c) => c.path === '/')!.body) as {
      matrices: { car: { durations: number[][] } };
      shipments: unknown[];
    };
    expect(sent.shipments).toHaveLength(2);
    expect(sent.matrices.car.durations[0]![1]).toBe(120);
    const stops = p.rounds.flatMap((r) => r.stops);
    expect(stops).toHaveLength(4);
    // The kept matrix times the stops: 120 s a leg from 09:00 at the earliest.
    expect(p.rounds[0]!.distance_m).toBe(5000);
  });

  it('falls back to the embedded engine when VROOM fails', async () => {
    vroomFails = true;
    const p = await planDay('2031-03-04');
    vroomFails = false;
    expect(p.solver).toBe('embedded');
    expect(p.rounds.flatMap((r) => r.stops)).toHaveLength(4);
  });
});
