/**
 * Load on one URL with autocannon: a warm-up whose figures are dropped, then a timed run. The
 * latencies are taken from each response (autocannon's own histogram rounds to whole ms, too
 * coarse for a floor answering in about one). Any answer other than 2xx fails the run: a figure
 * of errors is no figure.
 */
import autocannon from 'autocannon';
import { summarize, type Measure } from './report';

export interface LoadSettings {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** Runs of each server per route, API and floor alternated (the median run is reported). */
  rounds: number;
}

let running: { stop(): void } | undefined;

/** Stops the run in progress, if any (Ctrl-C). */
export const stopLoad = () => running?.stop();

async function run(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const instance = autocannon({ url, connections, duration: seconds, timeout: 10, headers });
  running = instance;
  instance.on('response', (_client, status, _bytes, ms) => {
    if (status >= 200 && status < 300) latencies.push(ms);
    else statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const result = await instance;
  running = undefined;
  if (statuses.size > 0 || result.errors > 0) {
    const codes = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
    throw new Error(`${url}: ${codes || 'no HTTP error'}; ${result.errors} connection errors`);
  }
  return summarize(latencies, result.duration);
}

export async function measure(
  url: string,
  headers: Record<string, string>,
  settings: LoadSettings,
): Promise<Measure> {
  await run(url, headers, settings.connections, settings.warmupSeconds);
  return run(url, headers, settings.connections, settings.durationSeconds);
}
