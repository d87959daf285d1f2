import { createHash } from 'node:crypto';

/**
 * Where failures are counted: PostgreSQL by default, Redis when REDIS_URL is set
 * (services/platform/limits). Shared by every server, so N servers allow what one does.
 */
export interface ThrottleStore {
  /** The key's failures (ms since the epoch) newer than `since`, oldest first. */
  recent(scope: string, key: string, since: number): Promise<number[]>;
  /** Records a failure at `at`, keeping the `keep` newest of the last `windowMs`. */
  add(scope: string, key: string, at: number, windowMs: number, keep: number): Promise<void>;
  clear(scope: string, key: string): Promise<void>;
}

/** Keys (addresses, IPs) are stored hashed: fixed size, no typed e-mail kept in clear. */
export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Counts failures per key (an e-mail address, an IP) in a sliding window and blocks a key that
 * reached the limit until enough of its failures leave the window. Only the newest `limit`
 * failures matter, so that is all a store keeps per key; old keys expire by time alone, so a
 * flood of distinct keys cannot push a real target's count out.
 */
export class FailureThrottle {
  constructor(
    private readonly store: ThrottleStore,
    /** Names this throttle in the store ('login:email'…): each counts on its own. */
    private readonly scope: string,
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again; 0 when it may now. */
  async retryAfter(key: string): Promise<number> {
    const now = this.now();
    const recent = await this.store.recent(this.scope, hashKey(key), now - this.windowMs);
    if (recent.length < this.limit) return 0;
    // Once this one leaves the window, fewer than `limit` remain.
    const freeing = recent[recent.length - this.limit]!;
    return Math.max(1, Math.ceil((freeing + this.windowMs - now) / 1000));
  }

  async fail(key: string): Promise<void> {
    await this.store.add(this.scope, hashKey(key), this.now(), this.windowMs, this.limit);
  }

  async reset(key: string): Promise<void> {
    await this.store.clear(this.scope, hashKey(key));
  }
}

/** Makes the throttle of one scope, over the app's store and clock. */
export type MakeThrottle = (scope: string, limit: number, windowMs: number) => FailureThrottle;
