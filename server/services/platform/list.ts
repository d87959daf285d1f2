/**
 * The SQL of a paged list (docs/api.md, "Lists"): its conditions and their parameters, an order
 * of indexed expressions with the id last (so pages never overlap), then one page and the total.
 */
import type { Queryable, Row as DbRow } from '../../db/db';
import { isUuid, likePattern } from './sql';

export type SortOrder = 'asc' | 'desc';

/** Each expression in the list's direction; `nullsLast`: rows without a value end the list. */
export function orderBySql(expressions: readonly string[], order: SortOrder, nullsLast = false) {
  // Only the two keywords reach the SQL, whatever the caller passed.
  const direction = order === 'desc' ? 'desc' : 'asc';
  const nulls = nullsLast ? ' nulls last' : '';
  return expressions.map((e) => `${e} ${direction}${nulls}`).join(', ');
}

export interface Page {
  limit: number;
  skip: number;
}

/** What every list takes: a page, a sort key of `S`, its direction, a text search. */
export interface ListFilter<S extends string> extends Page {
  sort?: S | undefined;
  order: SortOrder;
  q?: string | undefined;
}

export class ListSql {
  readonly params: unknown[];
  private readonly conditions: string[];

  /** `conditions` may already use `$1…` of `params`. */
  constructor(conditions: string[] = [], params: unknown[] = []) {
    this.conditions = [...conditions];
    this.params = [...params];
  }

  /** The placeholder of one more parameter. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  /** `column = value`, when a value is given. */
  equals(column: string, value: unknown): this {
    return value === undefined ? this : this.where(`${column} = ${this.param(value)}`);
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
    this.equals(column, id);
    return true;
  }

  get whereSql(): string {
    return this.conditions.length ? `where ${this.conditions.join(' and ')}` : '';
  }

  /**
   * One page of `select columns from from` as records, and the total of rows over `countFrom`
   * (`from` by default; fewer joins when the conditions need none of them).
   */
  async page<Row extends DbRow, T>(
    db: Queryable,
    { limit, skip }: Page,
    query: {
      columns: string;
      from: string;
      countFrom?: string;
      orderBy: string;
      toRecord: (row: Row) => T;
    },
  ): Promise<{ data: T[]; total: number }> {
    const count = await db.query<{ total: number }>(
      `select count(*)::int as total from ${query.countFrom ?? query.from} ${this.whereSql}`,
      this.params,
    );
    const rows = await db.query<Row>(
      `select ${query.columns} from ${query.from} ${this.whereSql}
       order by ${query.orderBy} limit ${this.param(limit)} offset ${this.param(skip)}`,
      this.params,
    );
    return { data: rows.map(query.toRecord), total: count[0]?.total ?? 0 };
  }
}
