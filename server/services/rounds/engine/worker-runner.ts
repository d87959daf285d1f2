/**
 * `solveInWorker`: runs `solve` in a worker thread so the API's event loop never waits on it.
 * The server and the tests run TypeScript through tsx or vitest, and a worker thread starts a
 * bare Node: it loads worker.ts with tsx's loader (`--import tsx`) unless it is already there.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Problem, Solution, SolveOptions } from './types';

function tsxLoader(): string[] {
  if (process.execArgv.some((arg) => arg.includes('tsx'))) return [];
  const loader = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(loader).href];
}

export function solveInWorker(problem: Problem, options: SolveOptions = {}): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), {
      workerData: { problem, options },
      execArgv: [...process.execArgv, ...tsxLoader()],
    });
    worker.once('message', (solution: Solution) => {
      resolve(solution);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`route optimisation worker exited with code ${code}`));
    });
  });
}
