import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ThrottleStore } from '../throttle';
import type { HitCounter } from './hit-counter';

const PREFIX = 'flotte:';

/** One request's hit: the first opens the window; answers [hits, ms left]. */
const HIT = `
local hits = redis.call('INCRBY', KEYS[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {hits, ttl}`;

/**
 * The same counters in Redis (REDIS_URL): a throttle key is a sorted set of its newest failures
 * (scored by the app's clock), a hit key a counter; both expire with their window, by Redis's
 * own TTL, never by eviction of other keys.
 */
export class RedisLimitStore implements ThrottleStore, HitCounter {
  readonly redis: Redis;

  constructor(url: string, onError: (error: Error) => void = () => undefined) {
    // A Redis that is away fails the call after a couple of retries rather than queueing it.
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // ioredis reconnects by itself; without a listener it prints every failure to stderr.
    this.redis.on('error', onError);
  }

  async recent(scope: string, key: string, since: number): Promise<number[]> {
    const flat = await this.redis.zrangebyscore(
      `${PREFIX}t:${scope}:${key}`,
      `(${since}`,
      '+inf',
      'WITHSCORES',
    );
    return flat.filter((_, i) => i % 2 === 1).map(Number);
  }

  async add(scope: string, key: string, at: number, windowMs: number, keep: number) {
    const k = `${PREFIX}t:${scope}:${key}`;
    await this.redis
      .multi()
      .zadd(k, at, `${at}:${randomBytes(4).toString('hex')}`)
      .zremrangebyscore(k, '-inf', at - windowMs)
      .zremrangebyrank(k, 0, -(keep + 1))
      .pexpire(k, windowMs)
      .exec();
  }

  async clear(scope: string, key: string) {
    await this.redis.del(`${PREFIX}t:${scope}:${key}`);
  }

  async hit(key: string, windowMs: number, n = 1) {
    const [hits, ttlMs] = (await this.redis.eval(HIT, 1, `${PREFIX}h:${key}`, windowMs, n)) as [
      number,
      number,
    ];
    return { hits, ttlMs };
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
