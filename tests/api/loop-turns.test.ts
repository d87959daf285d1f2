/**
 * The event loop turns during long work on the API's thread (server/db/loop-turns.ts): PGlite
 * answers through promises alone, so without its client's `breathe` a chain of statements would
 * hold the loop (no timer, no socket) until its last statement.
 */
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { breathe, SLICE_MS } from '../../server/db/loop-turns';
import { openPglite } from '../../server/db/pglite';

/** A timer due at once, and whether it has fired. */
function timer() {
  const state = { fired: false };
  setTimeout(() => (state.fired = true), 0);
  return state;
}

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('breathe', () => {
  it('lets a due timer fire within a chain of work that never waits on I/O', async () => {
    const due = timer();
    let firedWithin = false;
    // Six slices of work, each step awaiting only a promise.
    for (let i = 0; i < 6 * SLICE_MS && !firedWithin; i++) {
      busy(1);
      await breathe();
      firedWithin = due.fired;
    }
    expect(firedWithin).toBe(true);
  });

  it('without it, the same chain holds the timer to its end', async () => {
    const due = timer();
    let firedWithin = false;
    for (let i = 0; i < 3 * SLICE_MS; i++) {
      busy(1);
      await Promise.resolve();
      firedWithin ||= due.fired;
    }
    expect(firedWithin).toBe(false);
  });
});

describe('the PGlite client', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openPglite('memory://');
  });
  afterAll(async () => {
    await db.close();
  });

  it('lets the loop turn between the statements of a long chain', async () => {
    const due = timer();
    let firedWithin = false;
    let held = 0;
    // Statements until six slices of work have passed (each a few milliseconds of WebAssembly).
    for (let i = 0; held < 6 * SLICE_MS && !firedWithin; i++) {
      const t0 = performance.now();
      await db.query('select count(*) from generate_series(1, 20000)');
      held += performance.now() - t0;
      firedWithin = due.fired;
    }
    expect(firedWithin).toBe(true);
  });

  it('lets it turn within a transaction too', async () => {
    const due = timer();
    const firedWithin = await db.transaction(async (tx) => {
      let held = 0;
      while (held < 6 * SLICE_MS) {
        const t0 = performance.now();
        await tx.query('select count(*) from generate_series(1, 20000)');
        held += performance.now() - t0;
        if (due.fired) return true;
      }
      return false;
    });
    expect(firedWithin).toBe(true);
  });
});
