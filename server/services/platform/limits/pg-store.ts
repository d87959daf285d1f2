import { z } from 'zod';
import type { Db } from '../../../db/db';
import type { ThrottleStore } from '../throttle';
import type { HitCounter } from './hit-counter';
import { queryRows } from '../../../db/query';

/** How often one server removes expired rows (by time only: nothing live is ever evicted). */
const SWEEP_EVERY_MS = 60_000;
/** Rows are removed this long after they stop counting: a clock set back (tests) finds them. */
const SWEEP_GRACE_MS = 3_600_000;

/**
 * Throttles and API hits in PostgreSQL's UNLOGGED tables of migration 016: one statement per
 * call, atomic under concurrent servers (an upsert locks the key's row). Times come from the
 * app's clock (tests move it); servers' clocks agree to well under a window.
 */
export class PgLimitStore implements ThrottleStore, HitCounter {
  private nextSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  async recent(scope: string, key: string, since: number): Promise<number[]> {
    const rows = await queryRows(
      this.db,
      z.object({ recent: z.array(z.number()) }),
      `select array(select t::float8 from unnest(failures) t where t > $3 order by t) as recent
       from throttle_failures where scope = $1 and key = $2`,
      [scope, key, since],
    );
    return rows[0]?.recent ?? [];
  }

  async add(scope: string, key: string, at: number, windowMs: number, keep: number) {
    await this.sweep();
    await this.db.query(
      `insert into throttle_failures as f (scope, key, failures, expires_at)
       values ($1, $2, array[$3::bigint], $3::bigint + $4::bigint)
       on conflict (scope, key) do update set
         failures = array(
           select t from (
             select t from unnest(f.failures || $3::bigint) t
             where t > $3::bigint - $4::bigint order by t desc limit $5
           ) newest order by t),
         expires_at = greatest(f.expires_at, $3::bigint + $4::bigint)`,
      [scope, key, at, windowMs, keep],
    );
  }

  async clear(scope: string, key: string) {
    await this.db.query('delete from throttle_failures where scope = $1 and key = $2', [
      scope,
      key,
    ]);
  }

  async hit(key: string, windowMs: number, n = 1) {
    await this.sweep();
    const now = this.now();
    const rows = await queryRows(
      this.db,
      z.object({ hits: z.number(), resets_at: z.number() }),
      `insert into rate_limit_hits as h (key, hits, resets_at)
       values ($1, $4, $2::bigint + $3::bigint)
       on conflict (key) do update set
         hits = case when h.resets_at <= $2::bigint then $4 else h.hits + $4 end,
         resets_at = case when h.resets_at <= $2::bigint then $2::bigint + $3::bigint
                          else h.resets_at end
       returning hits, resets_at::float8 as resets_at`,
      [key, now, windowMs, n],
    );
    const row = rows[0]!;
    return { hits: row.hits, ttlMs: Math.max(0, row.resets_at - now) };
  }

  /** Keeps both tables to the keys of the current windows. */
  private async sweep() {
    const now = this.now();
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    const before = now - SWEEP_GRACE_MS;
    await this.db.query('delete from throttle_failures where expires_at < $1', [before]);
    await this.db.query('delete from rate_limit_hits where resets_at < $1', [before]);
  }
}
