/** The worker thread's body: solves the problem it is given and posts the solution back. */
import { parentPort, workerData } from 'node:worker_threads';
import { solve } from './solve';
import type { AnyProblem, SolveOptions } from './types';

const { problem, options } = workerData as { problem: AnyProblem; options: SolveOptions };
parentPort?.postMessage(solve(problem, options));
