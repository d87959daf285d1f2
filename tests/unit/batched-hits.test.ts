import { describe, expect, it } from 'vitest';
import type { HitCounter } from '../../server/services/platform/limits/hit-counter';
import { BatchedHitCounter } from '../../server/services/platform/limits/batched-hits';

/** A store in memory that records every write, as the shared counter would receive them. */
function memoryStore(now: () => number) {
  const counts = new Map<string, { hits: number; resetsAt: number }>();
  const writes: number[] = [];
  const store: HitCounter = {
    hit(key, windowMs, n = 1) {
      writes.push(n);
      const t = now();
      const c = counts.get(key);
      const next =
        !c || c.resetsAt <= t ? { hits: n, resetsAt: t + windowMs } : { ...c, hits: c.hits + n };
      counts.set(key, next);
      return Promise.resolve({ hits: next.hits, ttlMs: next.resetsAt - t });
    },
  };
  return { store, writes, total: (key: string) => counts.get(key)?.hits ?? 0 };
}

/** A counter writing at most every `intervalMs` to a memory store, on a clock the test moves. */
function batchedCounter(intervalMs: number) {
  const clock = { now: 1000 };
  const m = memoryStore(() => clock.now);
  const hits = new BatchedHitCounter(m.store, intervalMs, () => clock.now);
  return { clock, m, hits };
}

describe('BatchedHitCounter', () => {
  it('with an interval of 0, writes every hit', async () => {
    const { clock, m, hits } = batchedCounter(0);
    for (let i = 1; i <= 3; i++) expect((await hits.hit('k', 60_000)).hits).toBe(i);
    expect(m.writes).toEqual([1, 1, 1]);
    clock.now += 1;
    await hits.close();
  });

  it('counts locally inside an interval, then writes what it held with the next hit', async () => {
    const { clock, m, hits } = batchedCounter(250);
    expect((await hits.hit('k', 60_000)).hits).toBe(1);
    expect((await hits.hit('k', 60_000)).hits).toBe(2);
    expect((await hits.hit('k', 60_000)).hits).toBe(3);
    expect(m.writes).toEqual([1]);
    // Another server's hits reach the store meanwhile: seen at the next write.
    await m.store.hit('k', 60_000, 10);
    clock.now += 250;
    expect((await hits.hit('k', 60_000)).hits).toBe(14);
    expect(m.total('k')).toBe(14);
    await hits.close();
  });

  it('writes the hits of a key that went quiet, and everything at close', async () => {
    const { clock, m, hits } = batchedCounter(250);
    await hits.hit('quiet', 60_000);
    await hits.hit('quiet', 60_000);
    await hits.hit('closing', 60_000);
    await hits.hit('closing', 60_000);
    clock.now += 250;
    await hits.flushQuiet();
    expect(m.total('quiet')).toBe(2);
    expect(m.total('closing')).toBe(2);
    await hits.hit('closing', 60_000);
    await hits.hit('closing', 60_000);
    expect(m.total('closing')).toBe(2);
    await hits.close();
    expect(m.total('closing')).toBe(4);
  });

  it('starts a new window without the old window’s unwritten hits', async () => {
    const { clock, hits } = batchedCounter(250);
    await hits.hit('k', 1000);
    await hits.hit('k', 1000);
    clock.now += 1000;
    expect((await hits.hit('k', 1000)).hits).toBe(1);
    await hits.close();
  });
});
