import type { HitCounter } from './hit-counter';

/** Entries kept at most; beyond, keys with nothing to write are forgotten (the store has them). */
const MAX_KEYS = 10_000;

interface KeyState {
  /** The shared count at the last write, this server's hits included. */
  shared: number;
  /** This server's hits since then, not yet written. */
  pending: number;
  resetsAt: number;
  syncedAt: number;
  windowMs: number;
  writing: boolean;
}

/**
 * The API limit's counter with a write-behind per key: the first hit of a key, and then at most
 * one hit every `syncMs`, writes to the shared store (with the hits counted locally since) and
 * reads back the count of every server; in between, a hit is counted here and compared with
 * that count plus this server's unwritten hits. One store write per key and interval instead of
 * one per request (a per-request write cost a third of a list's throughput, docs/limits.md);
 * the shared count is exact to within what other servers counted in their last interval.
 * `syncMs` 0 writes every hit. A timer writes what a key that went quiet still holds.
 */
export class BatchedHitCounter implements HitCounter {
  private readonly keys = new Map<string, KeyState>();
  private readonly timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly store: HitCounter,
    private readonly syncMs: number,
    private readonly now: () => number = Date.now,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {
    if (syncMs > 0) {
      this.timer = setInterval(() => void this.flushQuiet(), syncMs);
      this.timer.unref();
    }
  }

  async hit(key: string, windowMs: number, n = 1): Promise<{ hits: number; ttlMs: number }> {
    const now = this.now();
    const state = this.keys.get(key);
    if (state && now < state.resetsAt && (state.writing || now - state.syncedAt < this.syncMs)) {
      state.pending += n;
      return { hits: state.shared + state.pending, ttlMs: state.resetsAt - now };
    }
    // A new window drops what the old one had not written: it counted toward that window only.
    const carried = state && now < state.resetsAt ? state.pending : 0;
    return this.write(key, windowMs, carried + n, now);
  }

  private async write(key: string, windowMs: number, n: number, now: number) {
    const state = this.keys.get(key);
    if (state) {
      state.writing = true;
      state.pending = 0;
    }
    try {
      const { hits, ttlMs } = await this.store.hit(key, windowMs, n);
      const current = this.keys.get(key);
      // Hits counted here while the write was in flight stay pending.
      const pending = current?.writing ? current.pending : 0;
      this.keep(key, {
        shared: hits,
        pending,
        resetsAt: now + ttlMs,
        syncedAt: now,
        windowMs,
        writing: false,
      });
      return { hits: hits + pending, ttlMs };
    } catch (error) {
      const current = this.keys.get(key);
      if (current) {
        current.writing = false;
        current.pending += n;
      }
      throw error;
    }
  }

  private keep(key: string, state: KeyState) {
    this.keys.delete(key); // re-inserted last: the map's order is the keys' last write
    this.keys.set(key, state);
    if (this.keys.size <= MAX_KEYS) return;
    for (const [k, s] of this.keys) {
      if (this.keys.size <= MAX_KEYS) break;
      if (s.pending === 0 && !s.writing) this.keys.delete(k);
    }
  }

  /** Writes the hits of keys that had no request since their interval ended (all: `force`). */
  async flushQuiet(force = false): Promise<void> {
    const now = this.now();
    const writes: Promise<unknown>[] = [];
    for (const [key, state] of this.keys) {
      if (now >= state.resetsAt) {
        this.keys.delete(key);
        continue;
      }
      if (state.pending > 0 && !state.writing && (force || now - state.syncedAt >= this.syncMs)) {
        writes.push(this.write(key, state.windowMs, state.pending, now).catch(this.onError));
      }
    }
    await Promise.all(writes);
  }

  /** Writes everything still pending (at shutdown). */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.flushQuiet(true).catch(this.onError);
  }
}
