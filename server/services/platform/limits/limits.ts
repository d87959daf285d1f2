import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/db';
import { FailureThrottle, type MakeThrottle } from '../throttle';
import { BatchedHitCounter } from './batched-hits';
import type { HitCounter } from './hit-counter';
import { PgLimitStore } from './pg-store';
import { RedisLimitStore } from './redis-store';

/** The app's limits: its throttles and the API limit's counter, over one shared store. */
export interface Limits {
  throttle: MakeThrottle;
  hits: HitCounter;
  store: 'postgres' | 'redis';
  close(): Promise<void>;
}

/** PostgreSQL (the app's database) by default; Redis when `redisUrl` is set. */
export function openLimits({
  db,
  redisUrl,
  syncMs = 0,
  now = Date.now,
  log,
}: {
  db: Db;
  redisUrl?: string | undefined;
  /** How often one key's API hits are written to the store (BatchedHitCounter); 0: each. */
  syncMs?: number;
  now?: (() => number) | undefined;
  log?: Pick<FastifyBaseLogger, 'warn'>;
}): Limits {
  const store = redisUrl
    ? new RedisLimitStore(redisUrl, (err) => log?.warn({ err }, 'redis (limits) unavailable'))
    : new PgLimitStore(db, now);
  const hits = new BatchedHitCounter(store, syncMs, now, (err) =>
    log?.warn({ err }, 'API limit counts not written'),
  );
  return {
    throttle: (scope, limit, windowMs) => new FailureThrottle(store, scope, limit, windowMs, now),
    hits,
    store: redisUrl ? 'redis' : 'postgres',
    close: async () => {
      await hits.close();
      if (store instanceof RedisLimitStore) await store.close();
    },
  };
}
