import type { Db } from '../db/db';

/**
 * Runs `statement` (deleting at most `batch` rows, its last parameter, and returning one row per
 * row deleted) until it deletes fewer, or `max` times: one run of a retention job never holds a
 * long transaction nor many row locks, and a large backlog drains over several runs.
 */
export async function inBatches(
  db: Db,
  statement: string,
  params: unknown[],
  batch: number,
  max: number,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < max; i++) {
    const n = (await db.query(statement, [...params, batch])).length;
    total += n;
    if (n < batch) break;
  }
  return total;
}
