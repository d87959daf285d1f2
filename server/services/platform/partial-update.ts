/**
 * A PATCH of one row: only the fields sent change (docs/api.md), and the audit row records
 * each one's value before and after.
 */
import type { Queryable } from '../../db/db';

type Values<F extends string> = Partial<Record<F, unknown>>;

/** Whether a field keeps its value, lists and objects compared by their JSON (regions, urls). */
export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of `patch` (undefined: not sent) that differ from `before`, and how to write them. */
export function partialUpdate<F extends string>(
  fields: readonly F[],
  before: Values<F>,
  patch: Values<F>,
) {
  const changed = fields.filter((f) => patch[f] !== undefined && patch[f] !== before[f]);
  /** `field = $n, …` of an update statement, each value pushed onto `params`. */
  const set = (params: unknown[]) =>
    changed.map((f) => `${f} = $${params.push(patch[f] ?? null)}`).join(', ');
  return {
    changed,
    set,
    /** Writes the changes (and `updated_at`) to row `id` of `table`; its `returning` columns. */
    write: (tx: Queryable, table: string, id: string, returning?: string) => {
      const params: unknown[] = [id];
      const answer = returning ? ` returning ${returning}` : '';
      // The `returning` row is the caller's record mapper's to parse (server/db/record.ts).
      return tx.query(
        `update ${table} set ${set(params)}, updated_at = now() where id = $1${answer}`,
        params,
      );
    },
    /** The audit row's `changes`, once the row's new values are known. */
    changes: (after: Values<F>) =>
      Object.fromEntries(changed.map((f) => [f, { from: before[f], to: after[f] }])),
  };
}
