/** The round-optimisation engine (docs/routing-engine.md): types, `solve`, the worker runner, the checker. */
export * from './types';
export { solve, DEFAULT_TIME_LIMIT_MS } from './solve';
export { solveInWorker } from './worker-runner';
export { checkSolution } from './checker';
export { cellsOf, euclideanMatrix, matrixRows } from './matrix';
