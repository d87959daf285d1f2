/**
 * The second load generator (issue 32): autocannon's own command in a process of its own, as a
 * person benchmarking from a shell runs it, against the API asked as a browser asks (brotli) and
 * against the floor, alternated. The first generator (load-generator.ts) runs inside the
 * benchmark's process and times each answer in a listener; this one keeps the benchmark's
 * process out of the way and reads autocannon's own summary (`--json`: whole-millisecond
 * latencies). docs/benchmarks.md says how their figures relate and why.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { medianRun, type Measure } from './report';
import type { LoadSettings } from './load-generator';

const run = promisify(execFile);
const CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** What `autocannon --json` prints that is read here. */
interface CliSummary {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  duration: number;
}

async function once(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<Measure> {
  const args = [CLI, '--json', '-c', String(connections), '-d', String(seconds)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await run(process.execPath, [...args, url], { maxBuffer: 1 << 24 });
  const summary = JSON.parse(stdout) as CliSummary;
  if (summary.non2xx > 0 || summary.errors > 0) {
    throw new Error(`${url}: ${summary.non2xx} non-2xx, ${summary.errors} errors (autocannon CLI)`);
  }
  return {
    requestsPerSecond: summary.requests.total / summary.duration,
    p50: summary.latency.p50,
    p99: summary.latency.p99,
    requests: summary.requests.total,
  };
}

export interface SeparateRuns {
  compressed: Measure;
  floor: Measure;
}

/** The API (compressed, as browsers ask) and the floor, alternated `rounds` times; median runs. */
export async function measureSeparately(
  api: { url: string; headers: Record<string, string> },
  floorUrl: string,
  settings: LoadSettings,
): Promise<SeparateRuns> {
  const compressed: Measure[] = [];
  const floor: Measure[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    await once(api.url, api.headers, settings.connections, settings.warmupSeconds);
    compressed.push(
      await once(api.url, api.headers, settings.connections, settings.durationSeconds),
    );
    await once(floorUrl, {}, settings.connections, settings.warmupSeconds);
    floor.push(await once(floorUrl, {}, settings.connections, settings.durationSeconds));
  }
  return { compressed: medianRun(compressed), floor: medianRun(floor) };
}
