/**
 * `solveInWorker`: runs `solve` in a worker thread so the API's event loop never waits on it.
 * The server and the tests run TypeScript through tsx or vitest, but a worker thread starts a
 * bare Node that cannot load worker.ts, and Node 20 does not apply `--import tsx` to a worker's
 * entry. So the worker starts from a line of JavaScript that registers tsx's ESM loader, then
 * imports worker.ts.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { AnyProblem, Solution, SolveOptions } from './types';

function bootstrap(): string {
  const tsx = path.dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const api = pathToFileURL(path.join(tsx, 'dist', 'esm', 'api', 'index.mjs')).href;
  const entry = new URL('./worker.ts', import.meta.url).href;
  return `import(${JSON.stringify(api)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`;
}

export function solveInWorker(problem: AnyProblem, options: SolveOptions = {}): Promise<Solution> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap(), { eval: true, workerData: { problem, options } });
    let answered = false;
    worker.once('message', (solution: Solution) => {
      answered = true;
      resolve(solution);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`route optimisation worker exited with code ${code}`));
    });
  });
}
