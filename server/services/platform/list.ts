/**
 * The SQL of a paged list (docs/api.md, "Lists"): its conditions and their parameters
 * (`Conditions`, server/db/conditions.ts, which the scopes add to), an order
 * of indexed expressions with the id last (so pages never overlap), then one page and the total:
 * exact from the database's counters when the conditions are a counted shape, else counted up
 * to a cap (docs/totals.md).
 */
import { Conditions } from '../../db/conditions';
import { statementName, type Queryable, type Row as DbRow } from '../../db/db';
import {
  CALLER_CHECK_COLUMN,
  pendingCallerCheck,
  settleCallerCheck,
} from '../accounts/caller-check';
import {
  cappedCount,
  counterKeys,
  readCounters,
  shapeName,
  type Counted,
  type Total,
} from './counts';

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

/** One page of a list and its total (`lowerBound`: at least that many, docs/totals.md). */
export interface PageOf<T> extends Total {
  data: T[];
}

/** The column the page's query answers the counters' sum in (dropped from the records). */
const TOTAL_COLUMN = 'flotte_total';

/** A counted page's row: the record's columns, the total, and its caller's check if owed. */
type PageRow<Row> = Row & { [TOTAL_COLUMN]: number; [CALLER_CHECK_COLUMN]?: string | null };

export class ListSql extends Conditions {
  private counter: Counted | undefined;

  /** The counters this list's total may read (its counted columns and shapes). */
  countedBy(counter: Counted): this {
    this.counter = counter;
    return this;
  }

  /**
   * The counters whose sum is this list's total, when its conditions are exactly a counted
   * shape: counted columns (several conditions on one column keep the values common to all)
   * and the table's implied conditions; with the shape, and whether each of its columns is
   * equal to a single value. Undefined: the total must be counted.
   */
  private countedShape(): { keys: string[]; shape: string; single: boolean } | undefined {
    const counter = this.counter;
    if (!counter) return undefined;
    const parts = new Map<string, string[]>();
    let single = true;
    for (const { sql, column, values } of this.conditions) {
      if (column === undefined || values === undefined) {
        if (counter.implied.includes(sql)) continue;
        return undefined;
      }
      const name = counter.columns[column];
      if (name === undefined) return undefined;
      const before = parts.get(name);
      if (before || values.length !== 1) single = false;
      parts.set(name, before ? before.filter((v) => values.includes(v)) : [...new Set(values)]);
    }
    const shape = shapeName([...parts.keys()]);
    if (!counter.shapes.has(shape)) return undefined;
    const keys = counterKeys(parts);
    return keys && { keys, shape, single };
  }

  /**
   * One page of `select columns from from` as records, and the total of rows over `countFrom`
   * (`from` by default; fewer joins when the conditions need none of them): the counters' sum
   * when the list is a counted shape (read by the page's own query), else a count up to the cap.
   *
   * `indexed`: the counted shapes an index reads in this page's order (each column equal to one
   * value). Such a page is a prepared statement: PostgreSQL may keep one generic plan for it,
   * and for these shapes that plan is the index's whatever the values, so skipping the planning
   * (most of PostgreSQL's work on a page, docs/benchmarks.md) costs nothing. Any other page is
   * planned for its values at each request: a generic plan for a rare type or a large owner
   * could read a whole index in the wrong order (tests/api/list-plans.test.ts).
   */
  // Each row goes through `toRecord`: a record module's parse, or for the benchmarked lists
  // (docs/benchmarks.md) its typed mapper (`defineTypedRecord`, server/db/record.ts).
  async page<Row extends DbRow, T>(
    db: Queryable,
    { limit, skip }: Page,
    query: {
      columns: string;
      from: string;
      countFrom?: string;
      orderBy: string;
      toRecord: (row: Row) => T;
      indexed?: readonly (readonly string[])[];
      /** The mapper formats timestamps with `iso` (QueryOptions.timesAsText). */
      timesAsText?: boolean;
    },
  ): Promise<PageOf<T>> {
    const counted = this.countedShape();
    const { timesAsText } = query;
    const counter = this.counter;
    const select = (extra: string) =>
      `select ${query.columns}${extra} from ${query.from} ${this.whereSql}
       order by ${query.orderBy} limit ${this.param(limit)} offset ${this.param(skip)}`;
    if (counted && counter) {
      const sum = `(select coalesce(sum(n), 0)::float8 from row_counts
        where tbl = ${this.param(counter.table)} and key = any(${this.param(counted.keys)}))`;
      // A caller taken on trust is confirmed by the page's own statement (caller-check.ts).
      const check = pendingCallerCheck();
      const checked = check
        ? `, ${check.sql(this.param(check.sid), this.param(check.sub))} as ${CALLER_CHECK_COLUMN}`
        : '';
      const sql = select(`, ${sum} as ${TOTAL_COLUMN}${checked}`);
      const prepared =
        counted.single && query.indexed?.some((shape) => shapeName(shape) === counted.shape);
      const options = { name: prepared ? statementName(sql) : undefined, timesAsText };
      const rows = await db.query<PageRow<Row>>(sql, this.params, options); // unparsed: toRecord parses
      if (check) await settleCallerCheck(db, rows[0]?.[CALLER_CHECK_COLUMN]);
      const data = rows.map(({ [TOTAL_COLUMN]: _, [CALLER_CHECK_COLUMN]: __, ...row }) =>
        query.toRecord(row as unknown as Row),
      );
      // An empty page (past the end) carries no total: read it alone.
      const total =
        rows.length > 0
          ? Number(rows[0]![TOTAL_COLUMN])
          : await readCounters(db, counter.table, counted.keys);
      return { data, total };
    }
    const total = await cappedCount(db, query.countFrom ?? query.from, this.whereSql, this.params);
    const rows = await db.query<Row>(select(''), this.params, { timesAsText }); // unparsed: toRecord parses
    return { data: rows.map(query.toRecord), ...total };
  }
}
