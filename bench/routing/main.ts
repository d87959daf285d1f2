/**
 * `npm run bench -- routing`: the round-optimisation engine on the 56 Solomon VRPTW instances
 * (or `BENCH_ROUTING_DIR`, same format, with its bks.csv), each solved once at
 * `BENCH_ROUTING_SECONDS` (default: the engine's default limit). Every solution is re-checked by
 * verify.ts from the instance file. Writes the `routing` section of docs/benchmarks.md unless
 * another folder is given, and prints the summary last as one JSON line.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../server/config';
import { DEFAULT_TIME_LIMIT_MS, solve } from '../../server/services/rounds/engine/solve';
import { writeSection } from '../sections';
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

export async function runRoutingBench(): Promise<void> {
  const dir = process.env.BENCH_ROUTING_DIR ?? defaultDir();
  const seconds = Number(process.env.BENCH_ROUTING_SECONDS ?? DEFAULT_TIME_LIMIT_MS / 1000);
  const bks = await readReferences(path.join(dir, 'bks.csv'));
  const bksDistance = await readReferences(path.join(dir, 'bks-distance.csv'));
  const files = (await readdir(dir)).filter((f) => f.endsWith('.txt')).sort();
  const rows: Row[] = [];
  for (const file of files) {
    const instance = parseSolomon(await readFile(path.join(dir, file), 'utf8'));
    const name = path.basename(file, '.txt').toLowerCase();
    const solution = solve(solomonProblem(instance), { seed: 1, timeLimitMs: seconds * 1000 });
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
  const feasible = rows.filter((r) => r.feasible);
  const gaps = feasible.map((r) => r.gapDistance).filter((g) => g !== undefined);
  const summary = {
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
    seconds,
  };
  if (!process.env.BENCH_ROUTING_DIR) await writeSection('routing', report(rows, summary));
  console.log(JSON.stringify(summary));
}

function report(rows: Row[], summary: Record<string, number>): string {
  const classes = ['c1', 'c2', 'r1', 'r2', 'rc1', 'rc2'];
  const byClass = classes.map((c) => {
    const mine = rows.filter((r) => r.instance.replace(/\d{2}$/, '') === c && r.feasible);
    return `| ${c.toUpperCase()} | ${mine.length} | ${mean(mine.map((r) => r.gapDistance ?? 0)).toFixed(2)} | ${mean(mine.map((r) => r.gapBks ?? 0)).toFixed(2)} | ${mean(mine.map((r) => r.vehiclesOver ?? 0)).toFixed(2)} |`;
  });
  return [
    '## Round optimisation: Solomon VRPTW',
    '',
    'Written by `npm run bench -- routing` (bench/routing/); method and reading in',
    'docs/routing-engine.md. Each instance solved once with seed 1 at the time limit below,',
    'one instance at a time; every solution re-checked from the instance file (verify.ts).',
    '"Gap" is to the best known distance with any fleet (`bks-distance.csv`); "gap to BKS" is to',
    'the distance of the best known vehicles-then-distance solution (`bks.csv`), with the',
    'vehicles over it. The engine minimises vehicles first.',
    '',
    `- Date: ${new Date().toISOString().slice(0, 10)}; machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}; load average at the end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
    `- Time limit ${summary.seconds} s per instance; ${summary.instances} instances, ${summary.infeasible} infeasible`,
    `- Average gap ${summary.avg_gap_pct} %, worst ${summary.max_gap_pct} %; average gap to BKS ${summary.avg_gap_bks_pct} %, ${summary.avg_vehicles_over_bks} vehicles over BKS on average; ${summary.avg_ms} ms per instance`,
    '',
    '| Class | Instances | Gap (%) | Gap to BKS (%) | Vehicles over BKS |',
    '|---|---:|---:|---:|---:|',
    ...byClass,
    '',
    '| Instance | Vehicles | Distance | Gap (%) | Gap to BKS (%) | Vehicles over BKS | Time (ms) |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (r) =>
        `| ${r.instance}${r.feasible ? '' : ' (infeasible)'} | ${r.vehicles} | ${r.distance.toFixed(2)} | ${fixed(r.gapDistance)} | ${fixed(r.gapBks)} | ${r.vehiclesOver ?? '–'} | ${Math.round(r.ms)} |`,
    ),
  ].join('\n');
}
