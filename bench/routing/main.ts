/**
 * `npm run bench -- routing`: the round-optimisation engine on the 56 Solomon VRPTW instances
 * (or `BENCH_ROUTING_DIR`, same format, with its bks.csv), each solved once at
 * `BENCH_ROUTING_SECONDS` (then one pass at that limit). By default three passes (the default
 * limit distance-only, 10 s, the default limit) and a generated day of 1,000 requests. Every
 * solution is re-checked by verify.ts from the instance file. Writes the `routing` section of
 * docs/benchmarks.md on the default run, and prints the product setting's summary last as one
 * JSON line.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/config';
import { checkSolution } from '../../server/services/rounds/engine/checker';
import { DEFAULT_TIME_LIMIT_MS, solve } from '../../server/services/rounds/engine/solve';
import { writeSection } from '../sections';
import { apiDay, apiDayReport } from './api-day';
import { generatedDay } from './day';
import { parseSolomon, solomonProblem } from './solomon';
import { verifySolomon } from './verify';

interface Reference {
  vehicles: number;
  distance: number;
}

export interface Row {
  instance: string;
  vehicles: number;
  distance: number;
  feasible: boolean;
  /** % over the best known distance (any fleet), when known. */
  gapDistance: number | undefined;
  /** % over the best known hierarchical solution's distance, and vehicles over it. */
  gapBks: number | undefined;
  vehiclesOver: number | undefined;
  ms: number;
}

/** The Solomon folder: ../shared/benchmarks/vrptw/solomon from the project root, or its parents' (worktrees). */
function defaultDir(): string {
  let dir = projectRoot;
  for (;;) {
    const candidate = path.join(dir, '..', 'shared', 'benchmarks', 'vrptw', 'solomon');
    if (existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir)
      return path.join(projectRoot, '..', 'shared', 'benchmarks', 'vrptw', 'solomon');
    dir = parent;
  }
}

async function readReferences(file: string): Promise<Map<string, Reference>> {
  const out = new Map<string, Reference>();
  if (!existsSync(file)) return out;
  for (const line of (await readFile(file, 'utf8')).split(/\r?\n/).slice(1)) {
    const [name, vehicles, distance] = line.split(',');
    if (name && vehicles && distance)
      out.set(name.toLowerCase(), { vehicles: Number(vehicles), distance: Number(distance) });
  }
  return out;
}

const pct = (value: number, reference: number) => ((value - reference) / reference) * 100;
const mean = (values: number[]) =>
  values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0;
const fixed = (value: number | undefined, digits = 2) =>
  value === undefined ? '–' : value.toFixed(digits);

interface Pass {
  seconds: number;
  minimiseVehicles: boolean;
}

type Summary = ReturnType<typeof summarise>;

async function runPass(dir: string, files: string[], pass: Pass): Promise<Row[]> {
  const bks = await readReferences(path.join(dir, 'bks.csv'));
  const bksDistance = await readReferences(path.join(dir, 'bks-distance.csv'));
  console.log(
    `\n${pass.seconds} s per instance, ${pass.minimiseVehicles ? 'vehicles then distance' : 'distance only'}`,
  );
  const rows: Row[] = [];
  for (const file of files) {
    const instance = parseSolomon(await readFile(path.join(dir, file), 'utf8'));
    const name = path.basename(file, '.txt').toLowerCase();
    const solution = solve(solomonProblem(instance), {
      seed: 1,
      timeLimitMs: pass.seconds * 1000,
      minimiseVehicles: pass.minimiseVehicles,
    });
    const { errors, distance } = verifySolomon(instance, solution);
    const best = bks.get(name);
    const shortest = bksDistance.get(name) ?? best;
    const row: Row = {
      instance: name,
      vehicles: solution.routes.length,
      distance,
      feasible: errors.length === 0 && solution.unassigned.length === 0,
      gapDistance: shortest ? pct(distance, shortest.distance) : undefined,
      gapBks: best ? pct(distance, best.distance) : undefined,
      vehiclesOver: best ? solution.routes.length - best.vehicles : undefined,
      ms: solution.ms,
    };
    rows.push(row);
    console.log(
      `${name.padEnd(8)} ${String(row.vehicles).padStart(3)} veh ${distance.toFixed(2).padStart(9)}` +
        `  gap ${fixed(row.gapDistance).padStart(6)} %  vs bks ${fixed(row.gapBks).padStart(6)} % ` +
        `(${row.vehiclesOver ?? '?'} veh)  ${Math.round(row.ms)} ms${errors.length ? `  INFEASIBLE: ${errors.slice(0, 2).join('; ')}` : ''}`,
    );
  }
  return rows;
}

function summarise(rows: Row[], pass: Pass) {
  const feasible = rows.filter((r) => r.feasible);
  const gaps = feasible.map((r) => r.gapDistance).filter((g) => g !== undefined);
  return {
    instances: rows.length,
    infeasible: rows.length - feasible.length,
    avg_gap_pct: Number(mean(gaps).toFixed(2)),
    max_gap_pct: Number((gaps.length ? Math.max(...gaps) : 0).toFixed(2)),
    avg_gap_bks_pct: Number(
      mean(feasible.map((r) => r.gapBks).filter((g) => g !== undefined)).toFixed(2),
    ),
    avg_vehicles_over_bks: Number(
      mean(feasible.map((r) => r.vehiclesOver).filter((v) => v !== undefined)).toFixed(2),
    ),
    avg_ms: Math.round(mean(rows.map((r) => r.ms))),
    seconds: pass.seconds,
    minimise_vehicles: pass.minimiseVehicles,
  };
}

/** The generated day of 1,000 requests and 50 vans, planned within `seconds`, re-checked. */
function runDay(seconds: number) {
  const problem = generatedDay();
  const solution = solve(problem, { seed: 1, timeLimitMs: seconds * 1000 });
  const errors = checkSolution(problem, solution);
  const day = {
    requests: problem.jobs.length,
    vans: problem.vehicles.length,
    unassigned: solution.unassigned.length,
    vehicles: solution.routes.length,
    hours: Number((solution.cost.travelTime / 3600).toFixed(1)),
    km: Number((solution.cost.distance / 1000).toFixed(1)),
    feasible: errors.length === 0,
    ms: Math.round(solution.ms),
    iterations: solution.iterations,
  };
  console.log(`\ngenerated day: ${JSON.stringify(day)}${errors.length ? ` ${errors[0]}` : ''}`);
  return day;
}

/** `args` `['api']`: only the day through the API (its own section), at BENCH_ROUTING_SECONDS or 30 s. */
export async function runRoutingBench(args: string[] = []): Promise<void> {
  if (args[0] === 'api') {
    await runApiDay(Number(process.env.BENCH_ROUTING_SECONDS ?? DAY_SECONDS));
    return;
  }
  const dir = process.env.BENCH_ROUTING_DIR ?? defaultDir();
  const files = (await readdir(dir)).filter((f) => f.endsWith('.txt')).sort();
  const chosen = process.env.BENCH_ROUTING_SECONDS;
  const seconds = Number(chosen ?? DEFAULT_TIME_LIMIT_MS / 1000);
  // With a time limit given, one pass at it; otherwise the default limit, 10 s, and the
  // distance-only objective at the default limit (VROOM's, to compare with its figures).
  const passes: Pass[] = chosen
    ? [{ seconds, minimiseVehicles: true }]
    : [
        { seconds, minimiseVehicles: false },
        { seconds: 10, minimiseVehicles: true },
        { seconds, minimiseVehicles: true },
      ];
  const results: { pass: Pass; rows: Row[]; summary: Summary }[] = [];
  for (const pass of passes) {
    const rows = await runPass(dir, files, pass);
    results.push({ pass, rows, summary: summarise(rows, pass) });
    if (passes.length > 1) console.log(JSON.stringify(summarise(rows, pass)));
  }
  if (!process.env.BENCH_ROUTING_DIR && !chosen) {
    const day = runDay(DAY_SECONDS);
    await writeSection('routing', report(results, day));
    await runApiDay(DAY_SECONDS);
  }
  // The last pass is the product's setting: its summary is the last line.
  console.log(JSON.stringify(results.at(-1)!.summary));
}

const DAY_SECONDS = 30;

/**
 * The day planned through the API, its loop measured meanwhile (api-day.ts): on PGlite, and on
 * the PostgreSQL server of DATABASE_URL when set; its own section.
 */
async function runApiDay(seconds: number) {
  const serverUrl = process.env.DATABASE_URL?.trim();
  const days = [await apiDay(seconds)];
  if (serverUrl) days.push(await apiDay(seconds, serverUrl));
  for (const day of days) console.log(`\nthrough the API: ${JSON.stringify(day)}`);
  await writeSection('routing-api', apiDayReport(days, machine()));
}

/** The machine and its load, as each section states them (the machine is often shared). */
const machine = () =>
  `Date: ${new Date().toISOString().slice(0, 10)}; machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average at the end ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} (the machine was shared: figures are a floor)`;

const describePass = (s: Summary) =>
  `${s.seconds} s, ${s.minimise_vehicles ? 'vehicles then distance' : 'distance only'}`;

function report(
  results: { pass: Pass; rows: Row[]; summary: Summary }[],
  day: ReturnType<typeof runDay>,
): string {
  const classes = ['c1', 'c2', 'r1', 'r2', 'rc1', 'rc2'];
  const classTable = (rows: Row[]) =>
    classes.map((c) => {
      const mine = rows.filter((r) => r.instance.replace(/\d{2}$/, '') === c && r.feasible);
      return `| ${c.toUpperCase()} | ${mine.length} | ${mean(mine.map((r) => r.gapDistance ?? 0)).toFixed(2)} | ${mean(mine.map((r) => r.gapBks ?? 0)).toFixed(2)} | ${mean(mine.map((r) => r.vehiclesOver ?? 0)).toFixed(2)} |`;
    });
  const last = results.at(-1)!;
  return [
    '## Round optimisation: Solomon VRPTW',
    '',
    'Written by `npm run bench -- routing` (bench/routing/); method and reading in',
    'docs/routing-engine.md. Each instance solved once with seed 1, one at a time, in the',
    'passes below; every solution re-checked from the instance file (bench/routing/verify.ts).',
    '"Gap" is to the best known distance with any fleet (`bks-distance.csv`, the reference of',
    'VROOM\'s published +1.63 %); "gap to BKS" is to the distance of the best known',
    'vehicles-then-distance solution (`bks.csv`), with the vehicles over it (negative: a',
    'solution with fewer vehicles than the distance-only references).',
    '',
    `- ${machine()}`,
    '',
    '| Pass | Instances | Infeasible | Gap (%) | Worst gap (%) | Gap to BKS (%) | Vehicles over BKS | ms per instance |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ summary: s }) =>
        `| ${describePass(s)} | ${s.instances} | ${s.infeasible} | ${s.avg_gap_pct} | ${s.max_gap_pct} | ${s.avg_gap_bks_pct} | ${s.avg_vehicles_over_bks} | ${s.avg_ms} |`,
    ),
    '',
    `Generated day (bench/routing/day.ts): ${day.requests} requests, ${day.vans} vans, ${DAY_SECONDS} s limit:`,
    `${day.feasible ? 'feasible' : 'INFEASIBLE'}, ${day.unassigned} unplaced, ${day.vehicles} vans used,`,
    `${day.hours} h of driving, ${day.km} km, ${day.iterations} iterations in ${day.ms} ms.`,
    '',
    ...results.flatMap(({ summary, rows }) => [
      `### By class: ${describePass(summary)}`,
      '',
      '| Class | Instances | Gap (%) | Gap to BKS (%) | Vehicles over BKS |',
      '|---|---:|---:|---:|---:|',
      ...classTable(rows),
      '',
    ]),
    `### Per instance: ${describePass(last.summary)}`,
    '',
    '| Instance | Vehicles | Distance | Gap (%) | Gap to BKS (%) | Vehicles over BKS | Time (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...last.rows.map(
      (r) =>
        `| ${r.instance}${r.feasible ? '' : ' (infeasible)'} | ${r.vehicles} | ${r.distance.toFixed(2)} | ${fixed(r.gapDistance)} | ${fixed(r.gapBks)} | ${r.vehiclesOver ?? '–'} | ${Math.round(r.ms)} |`,
    ),
  ].join('\n');
}
