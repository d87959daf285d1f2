/**
 * The loop of the jobs that claim their rows one at a time (the renewals, the lease charges):
 * each claim and its work run in one transaction, with `for update skip locked` in the claim, so
 * that servers running together take different rows. A row whose work throws is skipped for the
 * rest of the run (its transaction rolled back) and counted as failed; the run then throws, so
 * that the scheduler records it, and the row is retried at the next run.
 */
import type { Db, Queryable } from '../db/db';
import type { Mailer } from '../services/platform/mail';

/** The rows that failed in this run, and the last error (the cause the run throws with). */
export interface Failures {
  ids: string[];
  lastError?: unknown;
}

/**
 * Claims and works rows until `claim` finds none (`skip`: the failed ones), counting each
 * outcome's `kind` in `report` and delivering its mails once committed.
 */
export async function workClaimed<Row extends { id: string }, Kind extends string>(
  db: Db,
  mailer: Mailer,
  report: Record<Kind | 'failed', number>,
  failures: Failures,
  claim: (tx: Queryable, skip: string[]) => Promise<Row | undefined>,
  work: (tx: Queryable, row: Row) => Promise<{ kind: Kind | null; mails: string[] }>,
): Promise<void> {
  for (;;) {
    let claimed: string | undefined;
    try {
      const result = await db.transaction(async (tx) => {
        const row = await claim(tx, failures.ids);
        if (!row) return undefined;
        claimed = row.id;
        return work(tx, row);
      });
      if (!result) break;
      if (result.kind) report[result.kind]++;
      mailer.deliver(result.mails);
    } catch (error) {
      if (claimed === undefined) throw error; // the claim itself failed: the database is away
      failures.ids.push(claimed);
      report.failed++;
      failures.lastError = error;
    }
  }
}

/** Throws once the run is over when a row failed (`what`: `lease(s)`, …). */
export function throwIfFailed(failures: Failures, failed: number, what: string): void {
  if (failures.lastError !== undefined) {
    throw new Error(`${failed} ${what} failed`, { cause: failures.lastError });
  }
}
