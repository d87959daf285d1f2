/**
 * The PostgreSQL benchmark's figures and how they read: the API beside its floor, the ratio, the
 * issue's targets, the console table and the section of docs/benchmarks.md. Pure: no I/O.
 */

/** One server under load: successful answers per second and their latency percentiles (ms). */
export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
}

export type RouteKind = 'list' | 'earnings';

/** The run of median throughput (the lower middle one of an even number), with its latencies. */
export function medianRun(runs: readonly Measure[]): Measure {
  if (runs.length === 0) throw new Error('no run to report');
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

export interface RouteResult {
  name: string;
  /** What the load generator sent the API. */
  path: string;
  kind: RouteKind;
  /** What the answer held, e.g. "25 of 500,000 (exact)". */
  rows: string;
  api: Measure;
  /** The API when the client asks for compression as browsers do (`BROWSER_ENCODING`). */
  apiCompressed: Measure;
  /** What the API sent that client: "br, 13.5 kB → 2.8 kB". */
  encoding: string;
  floor: Measure;
  /**
   * The second load generator (separate-generator.ts: autocannon's command in its own process):
   * the API compressed and the floor. Absent from runs written before it.
   */
  separate?: { compressed: Measure; floor: Measure } | undefined;
  /** The floor's statement(s) as captured from the app, and their columns it leaves out. */
  floorSql: { sql: string; dropped: string[]; prepared?: boolean | undefined }[];
}

export interface LoadTimes {
  /** `session_replication_role = replica` (triggers off) during the insert, or kept. */
  triggers: 'off' | 'kept';
  schemaMs: number;
  insertMs: number;
  /** The rebuild functions that ran after the insert, and how long they took together. */
  rebuilt: string[];
  rebuildMs: number;
  analyzeMs: number;
}

export interface PgRun {
  date: string;
  machine: { cores: number; cpu: string; node: string; platform: string; loadAverage: number };
  postgres: { version: string; sharedBuffers: string };
  /** The last migration applied to the benchmark's database. */
  schema: string;
  data: string;
  load: LoadTimes;
  settings: {
    connections: number;
    warmupSeconds: number;
    durationSeconds: number;
    rounds: number;
    pool: number;
  };
  routes: RouteResult[];
  /** The plans of the pages checked for their indexes (explain.ts). */
  plans?: Explained[];
}

/** A page's plan (explain.ts): `explain (analyze, buffers)` and what it reads. */
export interface Explained {
  name: string;
  plan: string;
  /** The plan's execution time, in milliseconds. */
  executionMs: number;
  /** The sequential scans of `tables` in the plan (none expected). */
  seqScans: string[];
}

/** The plans as markdown: each page's time, what it reads, and the plan itself. */
export function renderPlans(plans: readonly Explained[]): string[] {
  if (plans.length === 0) return [];
  return [
    '',
    "The fleet report's pages, `explain (analyze, buffers)` of the statement the app ran (after the",
    'load, before the measurements):',
    '',
    ...plans.flatMap((p) => [
      `- ${p.name}: ${p.executionMs.toFixed(2)} ms, ${
        p.seqScans.length === 0
          ? 'indexes only'
          : `**a sequential scan**: ${p.seqScans.map((s) => `\`${s}\``).join(', ')}`
      }`,
      '',
      '  ```text',
      ...p.plan.split('\n').map((line) => `  ${line}`),
      '  ```',
      '',
    ]),
  ];
}

/** What browsers send; the floor never compresses (docs/benchmarks.md). */
export const BROWSER_ENCODING = 'gzip, deflate, br';

/**
 * Issue 18's "done when": each list at 60 % of its floor's req/s or more (aim 80 %), with and
 * without compression; issue 10's: the earnings route fast.
 */
export const TARGETS = { listMinRatio: 0.6, listAimRatio: 0.8, earningsMaxP50: 20 } as const;

/** The nearest-rank percentile of ascending `sorted` (0 when empty). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** The measure of a run: its successful answers' latencies (ms) over `seconds`. */
export function summarize(latencies: readonly number[], seconds: number): Measure {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requestsPerSecond: seconds > 0 ? sorted.length / seconds : 0,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: sorted.length,
  };
}

/**
 * The API's throughput as a share of its floor's (0 when the floor answered nothing);
 * `compressed`: the API answering a browser's `Accept-Encoding` (the floor answers plain).
 */
export function ratio(
  result: Pick<RouteResult, 'api' | 'apiCompressed' | 'floor'>,
  compressed = false,
): number {
  const api = compressed ? result.apiCompressed : result.api;
  return result.floor.requestsPerSecond > 0
    ? api.requestsPerSecond / result.floor.requestsPerSecond
    : 0;
}

/** Whether a route meets its target, and why not. */
export function verdict(result: RouteResult): { met: boolean; text: string } {
  const misses: string[] = [];
  if (result.kind === 'list') {
    const min = TARGETS.listMinRatio;
    if (ratio(result) < min) misses.push(`< ${min * 100} %`);
    if (ratio(result, true) < min) misses.push(`compressed < ${min * 100} %`);
  } else if (result.api.p50 > TARGETS.earningsMaxP50) {
    misses.push(`p50 > ${TARGETS.earningsMaxP50} ms`);
  }
  return misses.length === 0
    ? { met: true, text: 'met' }
    : { met: false, text: `not met (${misses.join(', ')})` };
}

/** Milliseconds with the digits that mean something at that size. */
export function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0);
}

export function perSecond(value: number): string {
  return value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString('en');
}

export const percent = (value: number) => `${Math.round(value * 100)} %`;

/** Seconds as "1 min 05 s" or "12.3 s". */
export function duration(msValue: number): string {
  const seconds = msValue / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${String(whole % 60).padStart(2, '0')} s`;
}

/** "25 of 500,000 (exact)": what a list answered, its total checked against `count(*)`. */
export function listRows(shown: number, total: number, counted: number): string {
  const check =
    total === counted
      ? 'exact'
      : total < counted
        ? `lower bound; count(*) = ${counted.toLocaleString('en')}`
        : `WRONG: count(*) = ${counted.toLocaleString('en')}`;
  return `${shown} of ${total.toLocaleString('en')} (${check})`;
}

/** "25 months, 100,000 earnings (exact)": an earnings summary, its count checked likewise. */
export function earningsRows(months: number, count: number, counted: number): string {
  const check = count === counted ? 'exact' : `WRONG: count(*) = ${counted.toLocaleString('en')}`;
  return `${months} months, ${count.toLocaleString('en')} earnings (${check})`;
}

const HEADER = [
  'Request',
  'API req/s',
  'API p50 (ms)',
  'API p99 (ms)',
  'Compressed req/s',
  'Compressed p99 (ms)',
  'Floor req/s',
  'Floor p50 (ms)',
  'Floor p99 (ms)',
  'API / floor',
  'Compressed / floor',
  'Target',
  'Answer',
];

function cells(r: RouteResult): string[] {
  return [
    r.name,
    perSecond(r.api.requestsPerSecond),
    ms(r.api.p50),
    ms(r.api.p99),
    perSecond(r.apiCompressed.requestsPerSecond),
    ms(r.apiCompressed.p99),
    perSecond(r.floor.requestsPerSecond),
    ms(r.floor.p50),
    ms(r.floor.p99),
    percent(ratio(r)),
    percent(ratio(r, true)),
    verdict(r).text,
    r.rows,
  ];
}

/** A Markdown table (Prettier aligns it when the file is formatted). */
export function markdownTable(results: readonly RouteResult[]): string[] {
  return [
    `| ${HEADER.join(' | ')} |`,
    `|---|${HEADER.slice(1, -2)
      .map(() => '---:')
      .join('|')}|---|---|`,
    ...results.map((r) => `| ${cells(r).join(' | ')} |`),
  ];
}

/** The same table for the terminal, columns padded. */
export function consoleTable(results: readonly RouteResult[]): string {
  const rows = [HEADER, ...results.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) =>
          i === 0 || i >= HEADER.length - 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!),
        )
        .join('  '),
    )
    .join('\n')
    .replace(/ +$/gm, '');
}

/**
 * The second generator's figures beside the first's (issue 32 asks how they relate; the why is
 * in docs/benchmarks.md, "Two load generators").
 */
export function separateTable(routes: readonly RouteResult[]): string[] {
  const measured = routes.filter((r) => r.separate);
  if (measured.length === 0) return [];
  return [
    'The same servers under the second load generator, autocannon\'s own command in a process of its own (`--json`, whole-millisecond latencies), the API asked as browsers ask and the floor alternated, same connections and durations (bench/pg/separate-generator.ts; why the two differ: "Two load generators" below):',
    '',
    '| Request | Compressed req/s | Compressed p99 (ms) | Floor req/s | Floor p99 (ms) | Compressed / floor | First generator: compressed / floor |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...measured.map((r) => {
      const { compressed, floor } = r.separate!;
      const second = ratio({ api: compressed, apiCompressed: compressed, floor });
      return `| ${r.name} | ${perSecond(compressed.requestsPerSecond)} | ${ms(compressed.p99)} | ${perSecond(floor.requestsPerSecond)} | ${ms(floor.p99)} | ${percent(second)} | ${percent(ratio(r, true))} |`;
    }),
    '',
  ];
}

/** One line of SQL: the app's statements are written over several indented lines. */
export const oneLine = (sql: string) => sql.replace(/\s+/g, ' ').trim();

/**
 * The body of the benchmark's section of docs/benchmarks.md. `baseline`: a run kept as the
 * reference the latest run is compared with (`npm run bench -- pg --baseline`).
 */
export function renderSection(run: PgRun, baseline = false): string {
  const { load, settings } = run;
  const loadTotal = load.schemaMs + load.insertMs + load.rebuildMs + load.analyzeMs;
  const rebuild =
    load.rebuilt.length > 0
      ? `, ${load.rebuilt.map((f) => `\`${f}()\``).join(' and ')} ${duration(load.rebuildMs)}`
      : ', no rebuild function in this schema';
  const title = baseline
    ? '## PostgreSQL, 1,000,000 assets: baseline'
    : '## PostgreSQL, 1,000,000 assets';
  const intro = baseline
    ? [
        'A reference run kept by `npm run bench -- pg --baseline` (the section above is the',
        'latest run, written by `npm run bench -- pg`); do not edit by hand.',
      ]
    : [
        'Written by `npm run bench -- pg` (bench/pg/) against the PostgreSQL server of',
        '`DATABASE_URL`; do not edit by hand.',
      ];
  return [
    title,
    '',
    ...intro,
    '',
    `- Date: ${run.date}`,
    `- Machine: ${run.machine.cores} × ${run.machine.cpu}, Node ${run.machine.node}, ${run.machine.platform}; PostgreSQL ${run.postgres.version} on the same machine (shared_buffers ${run.postgres.sharedBuffers}); load average ${run.machine.loadAverage.toFixed(1)} when the measurements began${run.machine.loadAverage > run.machine.cores ? ' (more than its cores: other work competed with the benchmark)' : ''}`,
    `- Data: ${run.data}; schema at migration \`${run.schema}\``,
    `- Load: ${duration(loadTotal)} (migrations and seed ${duration(load.schemaMs)}, insert ${duration(load.insertMs)} with triggers ${load.triggers}${rebuild}, \`vacuum analyze\` and \`checkpoint\` ${duration(load.analyzeMs)})`,
    `- Load generator: autocannon on loopback, ${settings.connections} connections, ${settings.warmupSeconds} s warm-up then ${settings.durationSeconds} s per server, one server at a time, ${settings.rounds} runs of each server per route (the API uncompressed, the API compressed and the floor alternated; each figure is the run of median req/s). "API": no \`accept-encoding\`, plain JSON; "compressed": the API asked with \`Accept-Encoding: ${BROWSER_ENCODING}\` as browsers send it. The floor always answers plain JSON: both ratios are to the same floor`,
    `- Targets (issue 18): each list ≥ ${TARGETS.listMinRatio * 100} % of its floor's req/s (aim ${TARGETS.listAimRatio * 100} %), uncompressed and compressed; the earnings p50 ≤ ${TARGETS.earningsMaxP50} ms (issue 10)`,
    '',
    ...markdownTable(run.routes),
    '',
    ...separateTable(run.routes),
    `The API is \`server/main.ts\` in a child process (its pool of ${settings.pool} connections, request`,
    'logs off, signed-in callers with real sessions). The floor is a bare `node:http` + `pg` server',
    `in another child process (a pool of ${settings.pool}) that runs only the statement the app runs`,
    'for the page, captured from the app itself (without the total and without the sign-in',
    'check; for the earnings, its series statement), and answers the rows as JSON:',
    '',
    ...run.routes.flatMap((r) => [
      `- ${r.name} (\`GET ${r.path}\`; compressed: ${r.encoding}):`,
      ...r.floorSql.map(({ sql, dropped, prepared }) => {
        const how = prepared ? '; a prepared statement, as the app runs it' : '';
        return dropped.length === 0
          ? `  \`${oneLine(sql)}\`${how}`
          : `  \`${oneLine(sql)}\`, without its ${dropped.map((c) => `\`${c}\``).join(', ')} (run as \`select <the other columns> from (…) as page\`, which PostgreSQL plans without it${how})`;
      }),
    ]),
    ...renderPlans(run.plans ?? []),
  ].join('\n');
}
