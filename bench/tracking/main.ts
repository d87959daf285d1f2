/**
 * `npm run bench -- tracking`: the drivers' positions at scale (docs/positions.md) on a
 * PostgreSQL server (DATABASE_URL). A throw-away database is loaded (bench/tracking/load.ts:
 * a fleet in transit, 10 M positions of history), the real API runs in a child process on
 * loopback, and this process plays 1,000 drivers each sending a position every 5 s while 300
 * live streams watch them (each owner's drivers watched by its own streams). Measured: the
 * ingest's latency, the delay from a position's sending to a watcher receiving it, the server's
 * memory, reading one dispatch's trail among the 10 M positions, and dropping a day's partition
 * under that load. The figures go to the console and, at full size, to docs/benchmarks.md
 * (section `tracking`). The database is dropped at the end, also after a failure or Ctrl-C.
 *
 * Smaller runs for a try: BENCH_TRACKING_DRIVERS, _WATCHERS, _POSITIONS, _DURATION (seconds),
 * _INTERVAL (seconds between two positions of a driver), _TRAIL_RUNS.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { writeSection } from '../sections';
import { startChild } from '../pg/children';
import { benchDatabase } from '../pg/database';
import { positive, signIn } from '../pg/env';
import { duration, ms, percentile } from '../pg/report';
import { DRIVERS_PER_OWNER, loadTracking, type TrackingData } from './load';
import { watch, type Watcher } from './stream';

const PASSWORD = 'bench-password';
const FULL = { drivers: 1000, watchers: 300, positions: 10_000_000, duration: 60, interval: 5 };
/** Measurements start after this many seconds of load (connections warm, plans cached). */
const WARMUP_SECONDS = 5;
/** Sign-ins at a time (argon2 is slow on purpose). */
const SIGN_IN_CONCURRENCY = 8;

/** `fn` over `items`, `concurrency` at a time, in order. */
async function pool<T, R>(items: readonly T[], concurrency: number, fn: (item: T) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]!);
      }
    }),
  );
  return results;
}

/** The resident memory of process `pid` in MB (Linux /proc), or NaN elsewhere. */
async function rssMb(pid: number): Promise<number> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);

interface Sent {
  at: number;
  latency: number;
  status: number;
}

interface TrackingRun {
  date: string;
  machine: string;
  postgres: string;
  data: TrackingData;
  sizes: typeof FULL & { trailRuns: number };
  ingest: {
    sent: number;
    errors: number;
    perSecond: number;
    p50: number;
    p99: number;
    max: number;
  };
  delivery: { received: number; expected: number; p50: number; p95: number; p99: number };
  memory: { before: number; peak: number; after: number };
  trail: {
    first: { p50: number; p99: number; rows: number };
    since: { p50: number; p99: number; rows: number };
  };
  drop: {
    day: string;
    rows: number;
    ms: number;
    ingestP99: number;
    ingestMax: number;
    sent: number;
  };
}

async function readTrail(base: string, token: string, path: string, runs: number) {
  const samples: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs + 3; i++) {
    const started = performance.now();
    const res = await fetch(base + path, { headers: { authorization: `Bearer ${token}` } });
    const body = (await res.json()) as { data: unknown[] };
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    if (i >= 3) samples.push(performance.now() - started); // 3 warm-up reads
    rows = body.data.length;
  }
  const sorted = sortedOf(samples);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99), rows };
}

function render(run: TrackingRun): string {
  const { data, sizes, ingest, delivery, memory, trail, drop } = run;
  const n = (v: number) => v.toLocaleString('en');
  return [
    '## Tracking: 1,000 drivers, 300 live streams, 10 M positions',
    '',
    'Written by `npm run bench -- tracking` (bench/tracking/) against the PostgreSQL server of',
    '`DATABASE_URL`; do not edit by hand. One API server (a child process on loopback); this',
    'process plays the drivers (one position per batch, `at` = the time it is sent) and the',
    'watchers (`GET /api/events` read with fetch), so the delay is measured on one clock.',
    '',
    `- Date: ${run.date}`,
    `- Machine: ${run.machine}; PostgreSQL ${run.postgres}`,
    `- Data: ${n(data.stored)} positions in ${data.partitions} day partitions (the history of ` +
      `delivered dispatches over 30 days, ${n(data.trail.positions)} per dispatch), ` +
      `${n(sizes.drivers)} drivers with a dispatch in transit, ${n(data.owners.length)} owners; ` +
      `schema at migration \`${data.schema}\``,
    `- Load: migrations and seed ${duration(data.load.schemaMs)}, insert ` +
      `${duration(data.load.insertMs)} (triggers ${data.load.triggers}), vacuum analyze ` +
      `${duration(data.load.analyzeMs)}`,
    `- Run: ${n(sizes.drivers)} drivers each sending a position every ${sizes.interval} s ` +
      `(starts spread over the interval) for ${sizes.duration} s, ${n(sizes.watchers)} streams ` +
      `(${Math.round(sizes.watchers / data.owners.length)} per owner); figures after the first ` +
      `${WARMUP_SECONDS} s`,
    '',
    '| Measure | Value |',
    '| --- | ---: |',
    `| ingest: batches sent (errors) | ${n(ingest.sent)} (${ingest.errors}) |`,
    `| ingest: batches per second | ${ingest.perSecond.toFixed(1)} |`,
    `| ingest latency p50 / p99 / max (ms) | ${ms(ingest.p50)} / ${ms(ingest.p99)} / ${ms(ingest.max)} |`,
    `| positions received by watchers (expected) | ${n(delivery.received)} (${n(delivery.expected)}) |`,
    `| sent → received p50 / p95 / p99 (ms) | ${ms(delivery.p50)} / ${ms(delivery.p95)} / ${ms(delivery.p99)} |`,
    `| server memory (RSS) before / peak / after (MB) | ${memory.before.toFixed(0)} / ${memory.peak.toFixed(0)} / ${memory.after.toFixed(0)} |`,
    `| trail of one dispatch, first ${n(trail.first.rows)} positions, p50 / p99 (ms) | ${ms(trail.first.p50)} / ${ms(trail.first.p99)} |`,
    `| trail, the next ${n(trail.since.rows)} (\`since\`), p50 / p99 (ms) | ${ms(trail.since.p50)} / ${ms(trail.since.p99)} |`,
    `| dropping the day ${drop.day} (${n(drop.rows)} positions) under load (ms) | ${ms(drop.ms)} |`,
    `| ingest while it ran: batches, p99 / max (ms) | ${n(drop.sent)}, ${ms(drop.ingestP99)} / ${ms(drop.ingestMax)} |`,
    '',
    `Trail reads: ${sizes.trailRuns} sequential requests of the dispatch's owner after the load ` +
      '(`limit=5000`), after 3 warm-up reads.',
  ].join('\n');
}

export async function runTrackingBench(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.error(
      'npm run bench -- tracking needs a PostgreSQL server (15 or newer) whose role may create\n' +
        'databases: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- tracking',
    );
    process.exit(1);
  }
  const sizes = {
    drivers: positive('BENCH_TRACKING_DRIVERS', FULL.drivers),
    watchers: positive('BENCH_TRACKING_WATCHERS', FULL.watchers),
    positions: positive('BENCH_TRACKING_POSITIONS', FULL.positions),
    duration: positive('BENCH_TRACKING_DURATION', FULL.duration),
    interval: positive('BENCH_TRACKING_INTERVAL', FULL.interval),
    trailRuns: positive('BENCH_TRACKING_TRAIL_RUNS', 50),
  };
  if (sizes.duration <= WARMUP_SECONDS) {
    throw new Error(`BENCH_TRACKING_DURATION must be more than ${WARMUP_SECONDS} s`);
  }

  const undo: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of undo.reverse()) await step().catch((e: unknown) => console.error(e));
    })());
  let stopping = false;
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the server and dropping the database`);
    stopping = true;
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const database = benchDatabase(serverUrl);
    undo.push(database.drop);
    await database.create();
    console.log(
      `database ${database.name}: ${sizes.drivers.toLocaleString('en')} drivers, ` +
        `${sizes.positions.toLocaleString('en')} positions of history…`,
    );
    const data = await loadTracking(database.url, PASSWORD, sizes);
    console.log(
      `loaded: ${data.stored.toLocaleString('en')} positions in ${data.partitions} partitions ` +
        `(insert ${duration(data.load.insertMs)}, triggers ${data.load.triggers})`,
    );

    const api = await startChild(
      'the API',
      'server/main.ts',
      {
        DATABASE_URL: database.url,
        FLOTTE_JWT_SECRET: randomBytes(32).toString('hex'),
        FLOTTE_JOBS: 'off',
        FLOTTE_DEMO: 'off',
        FLOTTE_RATE_LIMIT_USER: '1000000000',
        FLOTTE_RATE_LIMIT_ADDRESS: '1000000000',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      '/api/health',
      (stop) => undo.push(stop),
    );

    console.log(`signing in ${data.drivers.length} drivers and ${data.owners.length} owners…`);
    const driverTokens = await pool(data.drivers, SIGN_IN_CONCURRENCY, (d) =>
      signIn(api.url, d.email, PASSWORD),
    );
    const ownerTokens = await pool(data.owners, SIGN_IN_CONCURRENCY, (e) =>
      signIn(api.url, e, PASSWORD),
    );
    const trailToken = ownerTokens[data.owners.indexOf(data.trail.ownerEmail)]!;

    // The watchers, spread over the owners: each receives its owner's drivers' positions.
    const delays: number[] = [];
    let received = 0;
    let measuring = false;
    /** Positions sent from then on are measured (after the warm-up). */
    let measureFrom = Number.POSITIVE_INFINITY;
    const watchers: Watcher[] = [];
    undo.push(async () => watchers.forEach((w) => w.close()));
    const watchersOf = new Array<number>(data.owners.length).fill(0);
    for (let i = 0; i < sizes.watchers; i++) {
      const owner = i % data.owners.length;
      watchersOf[owner]!++;
      watchers.push(
        watch(api.url, ownerTokens[owner]!, (event, receivedAt) => {
          const at = Date.parse(event.at);
          if (!measuring || at < measureFrom) return;
          received++;
          delays.push(receivedAt - at);
        }),
      );
    }
    await Promise.all(watchers.map((w) => w.ready));
    console.log(`${watchers.length} streams open`);

    const memory: number[] = [await rssMb(api.pid)];
    const sampler = setInterval(() => void rssMb(api.pid).then((mb) => memory.push(mb)), 1000);
    undo.push(async () => clearInterval(sampler));

    // The drivers: each its own loop, its first position at a random moment of the interval.
    const sent: Sent[] = [];
    let expected = 0;
    const started = Date.now();
    const end = started + sizes.duration * 1000;
    measureFrom = started + WARMUP_SECONDS * 1000;
    let dropWindow: { from: number; to: number } | undefined;
    const drive = async (i: number) => {
      const { dispatchId } = data.drivers[i]!;
      const owner = Math.floor(i / DRIVERS_PER_OWNER);
      const headers = {
        authorization: `Bearer ${driverTokens[i]!}`,
        'content-type': 'application/json',
      };
      let lat = 48.8 + (i % 50) / 500;
      const lng = 2.25 + Math.floor(i / 50) / 500;
      await sleep(Math.random() * sizes.interval * 1000);
      while (!stopping && Date.now() < end) {
        const next = Date.now() + sizes.interval * 1000;
        lat += 0.0006; // about 67 m: 48 km/h at one every 5 s
        const at = Date.now();
        const t0 = performance.now();
        // A connection error counts as a failed batch (status 0), not as the end of the run.
        const status = await fetch(`${api.url}/api/asset-dispatch/${dispatchId}/positions`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            positions: [{ at: new Date(at).toISOString(), lat, lng, accuracy: 8, speed: 13 }],
          }),
        })
          .then(async (res) => {
            await res.arrayBuffer();
            return res.status;
          })
          .catch(() => 0);
        if (at >= measureFrom) {
          sent.push({ at, latency: performance.now() - t0, status });
          if (status === 202) expected += watchersOf[owner] ?? 0;
        }
        const wait = next - Date.now();
        if (wait > 0) await sleep(wait);
      }
    };

    // Under the load, after warm-up: one day's partition dropped, as the job does.
    const dropDay = async () => {
      await sleep(Math.max(WARMUP_SECONDS, sizes.duration * 0.6) * 1000);
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        const [{ day }] = (
          await client.query<{ day: string }>(
            `select to_char((now() at time zone 'UTC')::date - 15, 'YYYYMMDD') as day`,
          )
        ).rows as [{ day: string }];
        const table = `dispatch_positions_${day}`;
        const rows = (await client.query<{ n: number }>(`select count(*)::int as n from ${table}`))
          .rows[0]!.n;
        const from = Date.now();
        const t0 = performance.now();
        await client.query(`drop table ${table}`);
        const took = performance.now() - t0;
        dropWindow = { from, to: Date.now() };
        return { day, rows, ms: took };
      } finally {
        await client.end();
      }
    };

    measuring = true;
    console.log(`driving for ${sizes.duration} s…`);
    const [dropped] = await Promise.all([dropDay(), ...data.drivers.map((_, i) => drive(i))]);
    // Let the last events arrive.
    await sleep(1000);
    measuring = false;
    clearInterval(sampler);
    const after = await rssMb(api.pid);
    memory.push(after);

    const ok = sent.filter((s) => s.status === 202);
    const latencies = sortedOf(ok.map((s) => s.latency));
    const seconds = (end - measureFrom) / 1000;
    const inDrop = sortedOf(
      sent
        .filter(
          (s) => dropWindow && s.at <= dropWindow.to + 1000 && s.at + s.latency >= dropWindow.from,
        )
        .map((s) => s.latency),
    );
    const delaysSorted = sortedOf(delays);

    console.log('reading the trail…');
    const trailPath = `/api/asset-dispatch/${data.trail.dispatchId}/positions?limit=5000`;
    const first = await readTrail(api.url, trailToken, trailPath, sizes.trailRuns);
    const page = (await (
      await fetch(api.url + trailPath, { headers: { authorization: `Bearer ${trailToken}` } })
    ).json()) as { data: { at: string }[] };
    const since = await readTrail(
      api.url,
      trailToken,
      `${trailPath}&since=${encodeURIComponent(page.data.at(-1)!.at)}`,
      sizes.trailRuns,
    );

    const versions = new pg.Client({ connectionString: database.url });
    await versions.connect();
    const postgres = (
      await versions.query<{ v: string }>(`select current_setting('server_version') as v`)
    ).rows[0]!.v.split(' ')[0]!;
    await versions.end();

    const run: TrackingRun = {
      date: new Date().toISOString().slice(0, 10),
      machine:
        `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ` +
        `${process.version}, ${os.platform()}; load average ${os.loadavg()[0]!.toFixed(1)}`,
      postgres,
      data,
      sizes: { ...sizes },
      ingest: {
        sent: sent.length,
        errors: sent.length - ok.length,
        perSecond: ok.length / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      delivery: {
        received,
        expected,
        p50: percentile(delaysSorted, 50),
        p95: percentile(delaysSorted, 95),
        p99: percentile(delaysSorted, 99),
      },
      memory: { before: memory[0]!, peak: Math.max(...memory.filter(Number.isFinite)), after },
      trail: { first, since },
      drop: {
        ...dropped,
        ingestP99: percentile(inDrop, 99),
        ingestMax: inDrop.at(-1) ?? 0,
        sent: inDrop.length,
      },
    };
    const section = render(run);
    console.log(`\n${section}`);
    const full =
      sizes.drivers === FULL.drivers &&
      sizes.watchers === FULL.watchers &&
      sizes.positions === FULL.positions &&
      sizes.duration === FULL.duration &&
      sizes.interval === FULL.interval;
    if (full) await writeSection('tracking', section);
    else console.log('\nBENCH_TRACKING_* sizes changed: docs/benchmarks.md left as is');
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanup();
  }
}
