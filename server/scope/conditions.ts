/**
 * A resource's scope written once (docs/architecture.md, "Scope"): the conditions, joined by
 * `and`, that a caller's rows of it meet. Read as one SQL condition to find one record
 * (`scopeSql`: platform/find.ts, the live events) or put on a paged list (`listScope`), where
 * its equalities and reached businesses are conditions the list's counters follow
 * (platform/list.ts, docs/totals.md): the two uses never drift apart.
 */
import type { User } from '../../contract/auth';
import type { Queryable } from '../db/db';
import type { Conditions } from '../db/conditions';
import { reachedBusinessIds, reachesBusinessSql, type Param } from './businesses';

type Staff = Pick<User, 'role' | 'business_id'>;

/** One condition of a scope. */
export type Condition =
  /** Plain SQL (`param` adds a parameter): the same text on a record and on a list. */
  | string
  | ((param: Param) => string)
  /** `column = value`: a counted condition on a list. */
  | { column: string; equals: unknown }
  /**
   * `column` is a business the staff `reached` reach (businesses.ts): a subquery on one record,
   * the ids read once on a list (counted). `listed`: the one business a list shows of them
   * (none: all of them); a record of any of them is still found.
   */
  | { column: string; reached: Staff; listed?: string | undefined };

/** The conditions a caller's rows meet; none: every row. */
export type Scope = readonly Condition[];

/** The scope of a caller who reaches no row. */
export const NOTHING: Scope = ['false'];

/** The scope as one condition (`param` adds a parameter). */
export function scopeSql(param: Param, scope: Scope): string {
  if (scope.length === 0) return 'true';
  return scope
    .map((c) => {
      if (typeof c === 'string') return c;
      if (typeof c === 'function') return c(param);
      if ('equals' in c) return `${c.column} = ${param(c.equals)}`;
      return reachesBusinessSql(c.column, param, c.reached);
    })
    .join(' and ');
}

/** The scope's conditions on `list`, the reached businesses read once (reachedBusinessIds). */
export async function listScope(db: Queryable, list: Conditions, scope: Scope): Promise<void> {
  for (const c of scope) {
    if (typeof c === 'string') list.where(c);
    else if (typeof c === 'function') list.where(c((v) => list.param(v)));
    else if ('equals' in c) list.equals(c.column, c.equals);
    else {
      const ids = (await reachedBusinessIds(db, c.reached)) ?? [];
      const { listed } = c;
      // The one it names, as the database reads a uuid (any case), else none.
      list.anyOf(
        c.column,
        listed === undefined ? ids : ids.filter((id) => id === listed.toLowerCase()),
      );
    }
  }
}
