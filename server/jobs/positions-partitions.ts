/**
 * The partitions of the drivers' positions (docs/positions.md, migration 026): every run
 * creates the missing day partitions from yesterday to POSITION_DAYS_AHEAD days ahead (moving
 * into them the positions that waited in the default partition), then drops the days older than
 * the retention (FLOTTE_POSITION_RETENTION_DAYS) and deletes the older positions left in the
 * default partition. Days are UTC days, computed by the database's clock.
 *
 * Claimed once across servers like every job (`job_runs`); the SQL functions also take an
 * advisory lock, so a run overlapping another (or a migration) waits instead of racing it.
 */
import { z } from 'zod';
import type { Db } from '../db/db';
import { queryRows } from '../db/query';

/** Days of partitions created ahead of today. */
export const POSITION_DAYS_AHEAD = 7;
/** Positions kept, in days (FLOTTE_POSITION_RETENTION_DAYS). */
export const POSITION_RETENTION_DAYS = 90;
/** The job runs hourly: a day's partition exists a week before it is needed. */
export const POSITION_PARTITIONS_INTERVAL = 3600;

export interface PartitionsRun {
  created: number;
  dropped: number;
}

export async function maintainPositionPartitions(
  db: Db,
  retentionDays = POSITION_RETENTION_DAYS,
  daysAhead = POSITION_DAYS_AHEAD,
): Promise<PartitionsRun> {
  const today = `(now() at time zone 'UTC')::date`;
  const created = await queryRows(
    db,
    z.object({ n: z.number() }),
    `select flotte_create_position_partitions(${today} - 1, ${today} + $1::int) as n`,
    [daysAhead],
  );
  // Every position of a dropped day is older than `retentionDays` days.
  const dropped = await queryRows(
    db,
    z.object({ n: z.number() }),
    `select flotte_drop_position_partitions(${today} - $1::int) as n`,
    [retentionDays],
  );
  return { created: created[0]!.n, dropped: dropped[0]!.n };
}
