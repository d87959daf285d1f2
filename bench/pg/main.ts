/**
 * `npm run bench -- pg`: the API at a million assets on a PostgreSQL server (DATABASE_URL),
 * beside its floor. A throw-away database is loaded (bench/pg/load.ts), the real API and a bare
 * `node:http` + `pg` server run in child processes, autocannon loads each route on one then the
 * other, and the figures go to the console and to docs/benchmarks.md. The database is dropped at
 * the end, also after a failure or Ctrl-C. `--baseline` writes a reference section instead.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BENCHMARKS_FILE, writeFormatted } from '../sections';
import { captureRequests } from './capture';
import { startChild } from './children';
import { benchDatabase } from './database';
import { explainAll } from './explain';
import { replaceSection } from './doc-section';
import { positive, signIn } from './env';
import type { FloorRoute } from './floor-server';
import { loadDatabase, type Loaded } from './load';
import { measure, stopLoad, type LoadSettings } from './load-generator';
import { measureSeparately } from './separate-generator';
import {
  consoleTable,
  duration,
  earningsRows,
  listRows,
  medianRun,
  ms,
  perSecond,
  renderSection,
  BROWSER_ENCODING,
  type Measure,
  type PgRun,
  type RouteKind,
  type RouteResult,
} from './report';

const PASSWORD = 'bench-password';
/** The app's pool (`openPostgres`'s default), and so the floor's. */
const POOL = 10;
const FULL = { assets: 1_000_000, earnings: 100_000, requests: 200_000, fuel: 1_000_000 };
const SECTION = 'pg';
const BASELINE_SECTION = 'pg-baseline';

interface Route {
  name: string;
  path: string;
  kind: RouteKind;
  caller: 'owner' | 'admin' | 'business';
  /** The exact figure the answer's total (or count) must equal. */
  count: { sql: string; params: unknown[] };
  /** Tables its page must read through an index: its plan is explained and checked. */
  indexed?: readonly string[];
}

function routes(loaded: Loaded): Route[] {
  const live = 'select count(*)::int as n from assets where deleted_at is null';
  const report = `select count(*)::int as n from asset_finance f join assets a on a.id = f.asset_id
    where a.deleted_at is null and f.period = $1`;
  return [
    {
      name: "owner's first page",
      path: '/api/assets?limit=25&skip=0',
      kind: 'list',
      caller: 'owner',
      count: { sql: `${live} and owner_user_id = $1`, params: [loaded.ownerId] },
    },
    {
      // What the asset list sends for the "available" status filter (it sorts newest first).
      name: "owner's available assets, newest first",
      path: '/api/assets?limit=25&skip=0&sort=created_at&order=desc&status=available',
      kind: 'list',
      caller: 'owner',
      count: {
        sql: `${live} and owner_user_id = $1 and status = 'available'`,
        params: [loaded.ownerId],
      },
    },
    {
      name: "superadmin's first page",
      path: '/api/assets?limit=25&skip=0',
      kind: 'list',
      caller: 'admin',
      count: { sql: live, params: [] },
    },
    {
      // What the request list sends first (newest first), for a business's staff.
      name: "business's requests, newest first",
      path: '/api/business-dispatches?limit=25&skip=0&sort=created_at&order=desc',
      kind: 'list',
      caller: 'business',
      count: {
        sql: 'select count(*)::int as n from requests where business_id = $1',
        params: [loaded.businessId],
      },
    },
    // The fleet report of this month (a row per asset, a million in the period), as the menu
    // opens it (by profit: the owner's own index) and by cost per km (the period's).
    {
      name: "owner's fleet report, this month",
      path: `/api/fleet-report?limit=25&skip=0&sort=profit&order=desc&period=${loaded.fuelPeriod}`,
      kind: 'list',
      caller: 'owner',
      count: {
        sql: `${report} and f.owner_user_id = $2`,
        params: [loaded.fuelPeriod, loaded.ownerId],
      },
      indexed: ['asset_finance', 'assets'],
    },
    {
      name: "superadmin's fleet report by cost per km",
      path: `/api/fleet-report?limit=25&skip=0&sort=cost_per_km&order=asc&period=${loaded.fuelPeriod}`,
      kind: 'list',
      caller: 'admin',
      count: { sql: report, params: [loaded.fuelPeriod] },
      indexed: ['asset_finance', 'assets'],
    },
    {
      name: 'earnings of one asset',
      path: `/api/earnings?id=${loaded.earningsAssetId}&type=asset`,
      kind: 'earnings',
      caller: 'owner',
      count: {
        sql: 'select count(*)::int as n from earnings where asset_id = $1',
        params: [loaded.earningsAssetId],
      },
    },
  ];
}

/** What the API sends a browser for `path`: its encoding and sizes, e.g. "br, 13.5 → 2.8 kB". */
async function encodingOf(url: string, token: string): Promise<string> {
  const { request } = await import('node:http');
  const [plain, compressed] = await Promise.all(
    ['identity', BROWSER_ENCODING].map(
      (accept) =>
        new Promise<{ bytes: number; encoding: string }>((resolve, reject) => {
          const req = request(
            url,
            { headers: { authorization: `Bearer ${token}`, 'accept-encoding': accept } },
            (res) => {
              let bytes = 0;
              res.on('data', (chunk: Buffer) => (bytes += chunk.length));
              res.on('end', () =>
                resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'none') }),
              );
            },
          );
          req.on('error', reject);
          req.end();
        }),
    ),
  );
  const kB = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  return `${compressed!.encoding}, ${kB(plain!.bytes)} → ${kB(compressed!.bytes)}`;
}

/** What the answer held, checked against `count(*)`. */
function describeAnswer(kind: RouteKind, body: string, counted: number): string {
  if (kind === 'list') {
    const page = JSON.parse(body) as { data: unknown[]; pagination: { total: number } };
    return listRows(page.data.length, page.pagination.total, counted);
  }
  const { data } = JSON.parse(body) as { data: { count: number; series: unknown[] } };
  return earningsRows(data.series.length, data.count, counted);
}

async function serverFacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const version = (
      await client.query<{ v: string }>(`select current_setting('server_version') as v`)
    ).rows[0]!.v;
    const buffers = (
      await client.query<{ v: string }>(`select current_setting('shared_buffers') as v`)
    ).rows[0]!.v;
    return { version: version.split(' ')[0]!, sharedBuffers: buffers };
  } finally {
    await client.end();
  }
}

async function counts(url: string, list: readonly Route[]): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found: number[] = [];
    for (const { count } of list) {
      found.push((await client.query<{ n: number }>(count.sql, count.params)).rows[0]!.n);
    }
    return found;
  } finally {
    await client.end();
  }
}

async function writeSection(run: PgRun, baseline: boolean) {
  const doc = await readFile(BENCHMARKS_FILE, 'utf8').catch(() => '# Benchmarks\n');
  const next = baseline
    ? replaceSection(doc, BASELINE_SECTION, renderSection(run, true))
    : replaceSection(doc, SECTION, renderSection(run), { before: BASELINE_SECTION });
  await writeFormatted(BENCHMARKS_FILE, next);
  console.log(`\nwritten: ${path.relative(process.cwd(), BENCHMARKS_FILE)}`);
}

export async function runPgBench(args: readonly string[]): Promise<void> {
  const serverUrl = process.env.DATABASE_URL?.trim();
  if (!serverUrl) {
    console.error(
      'npm run bench -- pg needs a PostgreSQL server (15 or newer) whose role may create\n' +
        'databases: set DATABASE_URL, e.g.\n' +
        '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- pg',
    );
    process.exit(1);
  }
  const baseline = args.includes('--baseline');
  const sizes = {
    assets: positive('BENCH_PG_ASSETS', FULL.assets),
    earnings: positive('BENCH_PG_EARNINGS', FULL.earnings),
    requests: positive('BENCH_PG_REQUESTS', FULL.requests),
    fuel: positive('BENCH_PG_FUEL', FULL.fuel),
  };
  const settings: LoadSettings = {
    connections: 10,
    warmupSeconds: positive('BENCH_PG_WARMUP', 2),
    durationSeconds: positive('BENCH_PG_DURATION', 10),
    rounds: positive('BENCH_PG_ROUNDS', 3),
  };

  // Undone in reverse order, once: children first, then the files, then the database.
  const undo: (() => Promise<void>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanup = () =>
    (cleaning ??= (async () => {
      for (const step of undo.reverse()) await step().catch((e: unknown) => console.error(e));
    })());
  const interrupted = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the servers and dropping the database`);
    stopLoad();
    void cleanup().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);

  try {
    const database = benchDatabase(serverUrl);
    undo.push(database.drop); // first, so that an interrupted create is dropped too
    await database.create();
    console.log(
      `database ${database.name}: loading ${sizes.assets.toLocaleString('en')} assets and ` +
        `${sizes.earnings.toLocaleString('en')} earnings and ` +
        `${sizes.requests.toLocaleString('en')} requests and ` +
        `${sizes.fuel.toLocaleString('en')} fuel entries…`,
    );
    const loaded = await loadDatabase(database.url, PASSWORD, sizes);
    const { load } = loaded;
    console.log(
      `loaded in ${duration(load.schemaMs + load.insertMs + load.rebuildMs + load.analyzeMs)}: ` +
        `insert ${duration(load.insertMs)} (triggers ${load.triggers}), ` +
        `rebuild ${duration(load.rebuildMs)} (${load.rebuilt.join(', ') || 'none'}), ` +
        `vacuum analyze and checkpoint ${duration(load.analyzeMs)}`,
    );

    const uploads = await mkdtemp(path.join(os.tmpdir(), 'flotte-bench-uploads-'));
    undo.push(() => rm(uploads, { recursive: true, force: true }));
    const env = {
      DATABASE_URL: database.url,
      FLOTTE_JWT_SECRET: randomBytes(32).toString('hex'),
      FLOTTE_JOBS: 'off',
      FLOTTE_UPLOAD_DIR: uploads,
      // Raised, not off: the load comes from one user on one address, and the limiter's
      // counter write is part of what a request costs.
      FLOTTE_RATE_LIMIT_USER: '1000000000',
      FLOTTE_RATE_LIMIT_ADDRESS: '1000000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    };
    const api = await startChild('the API', 'server/main.ts', env, '/api/health', (stop) =>
      undo.push(stop),
    );
    const tokens = {
      owner: await signIn(api.url, loaded.ownerEmail, PASSWORD),
      admin: await signIn(api.url, loaded.adminEmail, PASSWORD),
      business: await signIn(api.url, loaded.businessEmail, PASSWORD),
    };

    const list = routes(loaded);
    const captured = await captureRequests(
      database.url,
      env,
      list.map((r) => ({ path: r.path, token: tokens[r.caller], kind: r.kind })),
    );
    const counted = await counts(database.url, list);
    // The pages that must read indexes only: their plans, printed and written with the figures.
    const plans = await explainAll(
      database.url,
      list.flatMap((route, i) =>
        route.indexed
          ? captured[i]!.floor.map((statement) => ({
              name: route.name,
              statement,
              tables: route.indexed!,
            }))
          : [],
      ),
    );
    for (const p of plans) {
      const reads = p.seqScans.length
        ? `SEQUENTIAL SCAN: ${p.seqScans.join('; ')}`
        : 'indexes only';
      console.log(`\n${p.name}: ${p.executionMs.toFixed(2)} ms, ${reads}\n${p.plan}`);
    }
    const floorRoutes: FloorRoute[] = captured.map((c, i) => ({
      path: `/floor/${i}`,
      statements: c.floor.map(({ sql, params, prepared }) => ({ sql, params, prepared })),
    }));
    const floor = await startChild(
      'the floor',
      'bench/pg/floor-server.ts',
      {
        DATABASE_URL: database.url,
        FLOOR_POOL: String(POOL),
        FLOOR_ROUTES: JSON.stringify(floorRoutes),
      },
      '/health',
      (stop) => undo.push(stop),
    );

    const loadAverage = os.loadavg()[0]!;
    const results: RouteResult[] = [];
    for (const [i, route] of list.entries()) {
      const headers = { authorization: `Bearer ${tokens[route.caller]}` };
      const browser = { ...headers, 'accept-encoding': BROWSER_ENCODING };
      // Alternated, so that a slower moment of the machine falls on every server.
      const apiRuns: Measure[] = [];
      const compressedRuns: Measure[] = [];
      const floorRuns: Measure[] = [];
      for (let round = 0; round < settings.rounds; round++) {
        apiRuns.push(await measure(api.url + route.path, headers, settings));
        compressedRuns.push(await measure(api.url + route.path, browser, settings));
        floorRuns.push(await measure(floor.url + floorRoutes[i]!.path, {}, settings));
      }
      // The second generator, in a process of its own, on the same two servers (issue 32).
      const separate = await measureSeparately(
        { url: api.url + route.path, headers: browser },
        floor.url + floorRoutes[i]!.path,
        settings,
      );
      const apiMeasure = medianRun(apiRuns);
      const compressedMeasure = medianRun(compressedRuns);
      const floorMeasure = medianRun(floorRuns);
      const result: RouteResult = {
        name: route.name,
        path: route.path,
        kind: route.kind,
        rows: describeAnswer(route.kind, captured[i]!.body, counted[i]!),
        api: apiMeasure,
        apiCompressed: compressedMeasure,
        encoding: await encodingOf(api.url + route.path, tokens[route.caller]),
        floor: floorMeasure,
        separate,
        floorSql: captured[i]!.floor.map(({ captured: sql, dropped, prepared }) => ({
          sql,
          dropped,
          prepared,
        })),
      };
      results.push(result);
      console.log(
        `${route.name}: API ${perSecond(apiMeasure.requestsPerSecond)} req/s, ` +
          `p99 ${ms(apiMeasure.p99)} ms; floor ${perSecond(floorMeasure.requestsPerSecond)} ` +
          `req/s, p99 ${ms(floorMeasure.p99)} ms; second generator: compressed ` +
          `${perSecond(separate.compressed.requestsPerSecond)} req/s, p99 ` +
          `${ms(separate.compressed.p99)} ms; floor ${perSecond(separate.floor.requestsPerSecond)} ` +
          `req/s, p99 ${ms(separate.floor.p99)} ms`,
      );
    }

    const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
    const run: PgRun = {
      date: new Date().toISOString().slice(0, 10),
      machine: {
        cores: os.cpus().length,
        cpu,
        node: process.version,
        platform: os.platform(),
        loadAverage,
      },
      postgres: await serverFacts(database.url),
      schema: loaded.schema,
      data: loaded.data,
      load,
      settings: { ...settings, pool: POOL },
      routes: results,
      plans,
    };
    console.log(`\n${consoleTable(results)}`);
    if (
      sizes.assets === FULL.assets &&
      sizes.earnings === FULL.earnings &&
      sizes.requests === FULL.requests &&
      sizes.fuel === FULL.fuel
    ) {
      await writeSection(run, baseline);
    } else {
      console.log('\nBENCH_PG_* sizes changed: docs/benchmarks.md left as is');
    }
  } finally {
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    await cleanup();
  }
}
