/**
 * Turns of the event loop during long work on the API's own thread. PGlite runs PostgreSQL in
 * WebAssembly in this thread and answers through promises alone: a chain of statements (a
 * plan's reading of its day, the transaction writing its rounds) would hold the loop from its
 * first statement to its last, no timer, socket or other request let through meanwhile. A
 * PostgreSQL server answers over a socket, which lets the loop turn at every statement.
 * `breathe` lets it turn once the work since its last turn has held it longer than a slice.
 */
import { performance } from 'node:perf_hooks';
// The timers module's own, not the global a test's fake timers may replace.
import { setImmediate } from 'node:timers';

/** The longest the thread holds the loop before `breathe` lets it turn. */
export const SLICE_MS = 10;

let sliceStart = performance.now();
/** A marker queued for the loop's next turn: while it waits, the loop has not turned. */
let turnPending = false;

function markHold(): void {
  if (turnPending) return;
  turnPending = true;
  sliceStart = performance.now();
  setImmediate(() => {
    turnPending = false;
  });
}

/** Lets the loop turn when the work since its last turn has held it longer than a slice. */
export async function breathe(): Promise<void> {
  markHold();
  if (performance.now() - sliceStart <= SLICE_MS) return;
  await new Promise<void>((resolve) => setImmediate(resolve));
}
