/**
 * The conditions of a list's SQL (`where …`) and their parameters: what a scope adds to a list
 * (server/scope/) and what a service's paged list counts and pages (`ListSql`,
 * server/services/platform/list.ts, which extends it).
 */
import { isUuid, likePattern } from './sql';

/** A condition; `column` and `values` when it is `column` equal to one of `values`. */
interface Condition {
  sql: string;
  column?: string;
  values?: string[];
}

export class Conditions {
  readonly params: unknown[];
  protected readonly conditions: Condition[];

  /** `conditions` may already use `$1…` of `params`. */
  constructor(conditions: string[] = [], params: unknown[] = []) {
    this.conditions = conditions.map((sql) => ({ sql }));
    this.params = [...params];
  }

  /** The placeholder of one more parameter. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  where(condition: string): this {
    this.conditions.push({ sql: condition });
    return this;
  }

  /** `column = value`, when a value is given. */
  equals(column: string, value: unknown): this {
    if (value === undefined) return this;
    const text = String(value);
    this.conditions.push({
      sql: `${column} = ${this.param(value)}`,
      column,
      // PostgreSQL reads a uuid in any case; its counters spell it in lower case.
      values: [isUuid(text) ? text.toLowerCase() : text],
    });
    return this;
  }

  /** `column` equal to one of `values` (uuids, lower-cased as the counters spell them, or text). */
  anyOf(column: string, values: readonly string[], type: 'uuid' | 'text' = 'uuid'): this {
    this.conditions.push({
      // One value as an equality: the planner then reads an index on (column, sort…) in order.
      sql:
        values.length === 1
          ? `${column} = ${this.param(values[0])}`
          : `${column} = any(${this.param(values)}::${type}[])`,
      column,
      values: type === 'uuid' ? values.map((v) => v.toLowerCase()) : [...values],
    });
    return this;
  }

  /** `q` in any of the columns (ILIKE, the user's `%` and `_` matched literally). */
  search(q: string | undefined, columns: readonly string[]): this {
    if (!q) return this;
    const p = this.param(likePattern(q));
    return this.where(`(${columns.map((c) => `${c} ilike ${p}`).join(' or ')})`);
  }

  /** react-admin's getMany (`id=a&id=b`): an id that is not a uuid names no row. */
  ids(column: string, ids: readonly string[] | undefined): this {
    if (ids === undefined) return this;
    return this.where(`${column} = any(${this.param(ids.filter(isUuid))}::uuid[])`);
  }

  /**
   * `column = id` for an id filter; false when the id is not a uuid: no row can match, and the
   * list answers an empty page instead of a cast error.
   */
  uuidEquals(column: string, id: string | undefined): boolean {
    if (id === undefined) return true;
    if (!isUuid(id)) return false;
    this.anyOf(column, [id]);
    return true;
  }

  get whereSql(): string {
    return this.conditions.length ? `where ${this.conditions.map((c) => c.sql).join(' and ')}` : '';
  }
}
