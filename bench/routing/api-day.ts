/**
 * The generated day (day.ts) planned through the API, and what the API's event loop feels while
 * it solves. Starts the real app in this process on loopback (embedded PGlite, the demo
 * accounts), lays the day out as the demo owner's fleet (its depot, 50 vans, 1,000 pending
 * requests of the demo business, placed around Paris), then calls `POST /api/rounds/optimise`
 * over HTTP. While that request runs (the engine in its worker thread), it samples
 * `monitorEventLoopDelay` and calls `GET /api/health` one after another, so that a slow loop
 * shows both as delay and as a slow cheap route. The API's own database work of the plan
 * (reading the day, writing its rounds) runs on the same loop and counts too: PGlite is
 * WebAssembly in this thread, where PostgreSQL would answer from another process. With
 * DATABASE_URL, the same day again on that PostgreSQL server (a throw-away database).
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { oneResponse } from '../../contract/common';
import { plan } from '../../contract/rounds';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { migrate } from '../../server/db/migrate';
import { openPglite } from '../../server/db/pglite';
import { openPostgres } from '../../server/db/postgres';
import { queryOne, queryRows } from '../../server/db/query';
import { seed } from '../../server/seed';
import { benchDatabase } from '../pg/database';
import { dayLayout } from './day';
import { spread, type Spread } from './spread';

const PASSWORD = 'bench-password';
const DATE = '2031-03-04';
/** Where the layout's depot (its middle) is placed: Paris. */
const ORIGIN = { lat: 48.85, lng: 2.35 };
const M_PER_DEGREE = 111_320;
/** The generated vans' capacity (day.ts): kg, m³. */
const CAPACITY = { kg: 1200, m3: 12 };
/** A pause between two health calls, so that they sample the whole solve without flooding it. */
const HEALTH_GAP_MS = 10;
/** The same measures with no plan running, before the call: what the machine's load alone gives. */
const IDLE_MS = 5_000;

export interface ApiDay {
  /** `PGlite`, or `PostgreSQL <version>`. */
  database: string;
  requests: number;
  vans: number;
  /** The places of the day's matrix: the depot, each drop-off and each pickup. */
  places: number;
  seconds: number;
  status: number;
  rounds: number;
  stops: number;
  unplaced: number;
  /** The optimise request, sent to answered. */
  ms: number;
  /** The loop with no plan running (IDLE_MS before the call): the machine's own share. */
  idle: Measured;
  /** The loop during the engine's time limit from the call, and from then to the answer. */
  solving: Measured;
  after: Measured;
}

export interface Measured {
  /** The event loop's delay (ms), sampled every 10 ms. */
  delay: { p50: number; p99: number; max: number };
  /** `GET /api/health` answered meanwhile (ms). */
  health: Spread;
  /** Health calls that failed (a dropped connection). */
  healthErrors: number;
}

const newPhase = () => ({
  delay: monitorEventLoopDelay({ resolution: 10 }),
  health: [] as number[],
  healthErrors: 0,
});

type Phase = ReturnType<typeof newPhase>;

/**
 * One `GET /api/health` into `phase`, then the pause. A connection the server dropped (its
 * keep-alive timer fired while the loop was blocked) is counted, not fatal: the next call opens
 * another.
 */
async function healthCall(url: string, phase: Phase): Promise<void> {
  const t0 = performance.now();
  const ok = await fetch(`${url}/api/health`).then(
    async (res) => (await res.text(), res.ok),
    () => false,
  );
  if (ok) phase.health.push(performance.now() - t0);
  else phase.healthErrors++;
  await sleep(HEALTH_GAP_MS);
}

function measured({ delay, health, healthErrors }: Phase): Measured {
  const ms = (ns: number) => Number((ns / 1e6).toFixed(1));
  // An empty histogram (a phase that never began) answers huge numbers: zeros instead.
  const sampled = delay.count > 0;
  return {
    delay: {
      p50: sampled ? ms(delay.percentile(50)) : 0,
      p99: sampled ? ms(delay.percentile(99)) : 0,
      max: sampled ? ms(delay.max) : 0,
    },
    health: spread(health),
    healthErrors,
  };
}

const idRow = z.object({ id: z.string() });
const columnRow = z.object({ column_name: z.string() });

/** A layout point (metres from the layout's corner, the depot at 20 km, 20 km) on the map. */
function latLng([x, y]: [number, number]) {
  return {
    lat: ORIGIN.lat + (y - 20_000) / M_PER_DEGREE,
    lng: ORIGIN.lng + (x - 20_000) / (M_PER_DEGREE * Math.cos((ORIGIN.lat * Math.PI) / 180)),
  };
}

const instant = (seconds: number) =>
  new Date(Date.parse(`${DATE}T00:00:00Z`) + seconds * 1000).toISOString();

async function call(url: string, path: string, token: string | null, body?: unknown) {
  const res = await fetch(url + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 400) throw new Error(`${path}: ${res.status} ${text}`);
  return JSON.parse(text) as unknown;
}

const signIn = async (url: string, email: string) =>
  z
    .object({ accessToken: z.string() })
    .parse(await call(url, '/api/authentication', null, { email, password: PASSWORD })).accessToken;

/**
 * The demo owner's fleet for the day: its depot, its van and 49 more, and the day's requests of
 * the demo business, copied in one statement from one made through the API (so that every
 * column the API fills is filled). The layout's refrigerated vans and locked requests are left
 * out: the demo owner has one van type.
 */
async function layDay(db: Db, url: string, owner: string, business: string, requests: number) {
  const layout = dayLayout(requests);
  const depot = latLng(layout.points[0]!);
  await call(url, '/api/depots', owner, {
    name: 'Dépôt du banc',
    address: 'Paris',
    ...depot,
    opens: '07:00',
    closes: '20:00',
  });
  const van = (await queryOne(db, idRow, `select id from asset_types where name = 'Camionnette'`))!
    .id;
  const ownerId = (await queryOne(
    db,
    idRow,
    `select id from users where email = 'owner@flotte.demo'`,
  ))!.id;
  await db.query(`update assets set capacity_kg = $1, capacity_m3 = $2 where asset_type_id = $3`, [
    CAPACITY.kg,
    CAPACITY.m3,
    van,
  ]);
  await db.query(
    `insert into assets (asset_type_id, owner_user_id, name, capacity_kg, capacity_m3)
     select $1, $2, 'Van ' || lpad(i::text, 2, '0'), $3, $4 from generate_series(2, $5::int) as i`,
    [van, ownerId, CAPACITY.kg, CAPACITY.m3, layout.vehicles.length],
  );
  const template = z.object({ data: idRow }).parse(
    await call(url, '/api/business-dispatches', business, {
      pickup_address: 'Paris',
      dropoff_address: 'Paris',
      recipient_name: 'Banc',
      asset_type_id: van,
      price: 0,
    }),
  ).data.id;

  const depotId = (await queryOne(db, idRow, `select id from depots limit 1`))!.id;
  const rows = layout.jobs.map((job) => {
    const to = latLng(layout.points[job.delivery!.location]!);
    const from = job.pickup ? latLng(layout.points[job.pickup.location]!) : null;
    const at = (w: [number, number] | undefined, i: 0 | 1) => (w ? instant(w[i]) : null);
    return [
      from?.lat ?? null,
      from?.lng ?? null,
      to.lat,
      to.lng,
      job.amount?.[0] ?? 0,
      job.amount?.[1] ?? 0,
      at(job.pickup?.window, 0),
      at(job.pickup?.window, 1),
      at(job.delivery?.window, 0),
      at(job.delivery?.window, 1),
      job.pickup ? null : depotId,
    ];
  });
  const set: Record<string, string> = {
    pickup_lat: 'float8',
    pickup_lng: 'float8',
    dropoff_lat: 'float8',
    dropoff_lng: 'float8',
    weight_kg: 'float8',
    volume_m3: 'float8',
    pickup_from: 'timestamptz',
    pickup_until: 'timestamptz',
    dropoff_from: 'timestamptz',
    dropoff_until: 'timestamptz',
    depot_id: 'uuid',
  };
  const names = Object.keys(set);
  // Every other column as the template's, but its identity (id, reference, tracking token).
  const copied = (
    await queryRows(
      db,
      columnRow,
      `select column_name from information_schema.columns where table_name = 'requests'`,
    )
  )
    .map((c) => c.column_name)
    .filter(
      (c) =>
        ![
          ...names,
          'id',
          'reference',
          'tracking_token',
          'scheduled_at',
          'service_minutes',
        ].includes(c),
    );
  await db.query(
    `insert into requests (${[...copied, ...names, 'scheduled_at', 'service_minutes'].join(', ')})
     select ${copied.map((c) => `t.${c}`).join(', ')}, ${names.map((n) => `v.${n}`).join(', ')},
       $2::timestamptz, 5
     from requests t, unnest(${names.map((n, i) => `$${i + 3}::${set[n]}[]`).join(', ')})
       as v(${names.join(', ')})
     where t.id = $1`,
    [template, instant(8 * 3600), ...names.map((_, i) => rows.map((r) => r[i]))],
  );
  await db.query(`update requests set status = 'cancelled' where id = $1`, [template]);
  return layout;
}

const versionRow = z.object({ v: z.string() });

/** Embedded PGlite, or a throw-away database on the server of `serverUrl`. */
async function openDatabase(serverUrl: string | undefined) {
  if (!serverUrl)
    return { db: await openPglite('memory://'), url: undefined, drop: async () => {} };
  const database = benchDatabase(serverUrl);
  await database.create();
  return { db: await openPostgres(database.url), url: database.url, drop: database.drop };
}

/**
 * Plans the generated day through the API at `seconds` and measures its loop meanwhile: on
 * embedded PGlite, or on the PostgreSQL server of `serverUrl`.
 */
export async function apiDay(
  seconds: number,
  serverUrl?: string,
  requests = 1000,
): Promise<ApiDay> {
  const { db, url: databaseUrl, drop } = await openDatabase(serverUrl);
  await migrate(db);
  await seed(db, PASSWORD);
  const database = databaseUrl
    ? `PostgreSQL ${(await queryOne(db, versionRow, `select current_setting('server_version') as v`))!.v}`
    : 'PGlite';
  const config = {
    ...readConfig({
      FLOTTE_DATA_DIR: 'memory://',
      FLOTTE_JOBS: 'off',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    }),
    demoPassword: PASSWORD,
    logLevel: 'silent',
    roundTimeLimitMs: seconds * 1000,
  };
  const app = await buildApp({ db, config });
  const begun = performance.now();
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address == null || typeof address === 'string') throw new Error('no port');
    const url = `http://127.0.0.1:${address.port}`;
    const owner = await signIn(url, 'owner@flotte.demo');
    const business = await signIn(url, 'business@flotte.demo');
    const layout = await layDay(db, url, owner, business, requests);
    console.log(`day laid out (${Math.round(performance.now() - begun)} ms); optimising…`);

    const idle = newPhase();
    idle.delay.enable();
    const quietUntil = performance.now() + IDLE_MS;
    while (performance.now() < quietUntil) await healthCall(url, idle);
    idle.delay.disable();

    // Two phases: the engine's time limit from the call (reading the day and its matrix take
    // well under a second of it; then the worker searches), and the rest until the answer
    // (the plan's rounds written, read back and serialised).
    const phases = [newPhase(), newPhase()];
    let phase = phases[0]!;
    phase.delay.enable();
    const started = performance.now();
    const optimised = fetch(`${url}/api/rounds/optimise`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ date: DATE, shift_start: '08:00', shift_end: '19:00' }),
    }).then(async (res) => ({ status: res.status, body: await res.text() }));
    let answered = false;
    void optimised.finally(() => (answered = true));
    while (!answered) {
      if (phase === phases[0] && performance.now() - started > seconds * 1000) {
        phase.delay.disable();
        phase = phases[1]!;
        phase.delay.enable();
      }
      await healthCall(url, phase);
    }
    const { status, body } = await optimised;
    const ms = performance.now() - started;
    phase.delay.disable();
    if (status !== 200) throw new Error(`optimise: ${status} ${body}`);
    const { data } = oneResponse(plan).parse(JSON.parse(body));
    return {
      database,
      requests: layout.jobs.length,
      vans: layout.vehicles.length,
      places: layout.points.length,
      seconds,
      status,
      rounds: data.rounds.length,
      stops: data.rounds.reduce((n, r) => n + r.stops.length, 0),
      unplaced: data.unplaced.length,
      ms: Math.round(ms),
      idle: measured(idle),
      solving: measured(phases[0]!),
      after: measured(phases[1]!),
    };
  } finally {
    await app.close();
    await db.close();
    await drop();
  }
}

/** The `routing-api` section of docs/benchmarks.md: one table per database measured. */
export function apiDayReport(days: readonly ApiDay[], machine: string): string {
  const ms = (value: number) => value.toFixed(1);
  const rows = (label: string, { delay, health, healthErrors }: Measured) => [
    `| ${label} | event-loop delay | ${ms(delay.p50)} | ${ms(delay.p99)} | ${ms(delay.max)} | every 10 ms |`,
    `| ${label} | \`GET /api/health\` | ${ms(health.p50)} | ${ms(health.p99)} | ${ms(health.max)} | ${health.count} (${healthErrors} failed) |`,
  ];
  const first = days[0]!;
  return [
    '## Round optimisation through the API: a day, and the event loop meanwhile',
    '',
    'Written by `npm run bench -- routing` (or `npm run bench -- routing api` for this part',
    'alone, at `BENCH_ROUTING_SECONDS`; bench/routing/api-day.ts). The real app in the bench’s',
    'process on loopback (embedded PGlite, the demo accounts; with `DATABASE_URL`, the same',
    'again on that PostgreSQL server, in a throw-away database) plans the generated day',
    '(bench/routing/day.ts; its refrigerated vans and locked requests left out: one van type)',
    'as the demo owner’s fleet: `POST /api/rounds/optimise` over HTTP at the time limit below.',
    'Meanwhile the bench samples `monitorEventLoopDelay` (10 ms resolution) and calls',
    `\`GET /api/health\` one after another (${HEALTH_GAP_MS} ms apart): first for ${IDLE_MS / 1000} s before the`,
    'call, no plan running (what the machine’s load alone gives the loop), then in two phases: the time',
    'limit from the call (reading the day, then the engine searching in its worker thread), and',
    'from then to the answer (the rounds written, read back and serialised, on the loop: PGlite',
    'is WebAssembly in this very thread, where PostgreSQL would answer from its own process).',
    'Targets (issue 29): a feasible plan in ≤ 30 s, delay p99 ≤ 50 ms while it solves.',
    'A delay sample is the time between two ticks of the 10 ms timer: an idle loop reads about',
    '10 ms. The first phase also holds the API’s own work before the worker starts (reading',
    'the day, its straight-line matrix, handing the problem to the worker: shared memory, no',
    `copy). The plan's matrix has ${first.places.toLocaleString('en')}² cells; each draft round keeps only its own places`,
    'of it (server/services/rounds/round-matrix.ts). PGlite answers through promises alone, so a',
    'chain of statements would hold the loop from first to last: its client lets the loop turn',
    'once a stretch of work passes 10 ms (server/db/loop-turns.ts), and the matrix does too.',
    '',
    `- ${machine}`,
    `- Day: ${first.requests} requests, ${first.vans} vans, time limit ${first.seconds} s`,
    ...days.map(
      (day) =>
        `- ${day.database}: ${day.rounds} rounds, ${day.stops} stops, ${day.unplaced} requests unplaced; answered in ${(day.ms / 1000).toFixed(1)} s`,
    ),
    '',
    '| Database | Phase | Measure | p50 (ms) | p99 (ms) | max (ms) | Samples |',
    '|---|---|---|---:|---:|---:|---:|',
    ...days.flatMap((day) =>
      [
        ...rows(`idle (${IDLE_MS / 1000} s before the call)`, day.idle),
        ...rows(`solving (first ${day.seconds} s)`, day.solving),
        ...rows('writing the plan, answering', day.after),
      ].map((row) => `| ${day.database} ${row}`),
    ),
  ].join('\n');
}
