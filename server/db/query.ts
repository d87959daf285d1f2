/**
 * Statements whose rows are parsed, not asserted (docs/architecture.md, "Rows and the
 * contract"): each row's timestamps as ISO strings (as `parseRow`), then `schema` parses it,
 * so a row that is not what the code reads fails where it is read. Cast SQL so the schema can
 * be strict: `count(*)::int`, numeric and bigint `::float8` (else PostgreSQL answers text).
 */
import { z } from 'zod';
import type { QueryOptions, Queryable } from './db';
import { parseRow } from './rows';

/** The rows of `sql`, each parsed by `schema`. */
export async function queryRows<S extends z.ZodType>(
  db: Queryable,
  schema: S,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<z.output<S>[]> {
  const rows = await db.query(sql, params, options);
  return rows.map((row) => parseRow(schema, row));
}

/** The first row of `sql` parsed by `schema`, or undefined when it answers none. */
export async function queryOne<S extends z.ZodType>(
  db: Queryable,
  schema: S,
  sql: string,
  params?: readonly unknown[],
  options?: QueryOptions,
): Promise<z.output<S> | undefined> {
  const rows = await db.query(sql, params, options);
  return rows[0] === undefined ? undefined : parseRow(schema, rows[0]);
}

/** A statement answering ids (`returning id`, a locked row's id). */
export const idRow = z.object({ id: z.string() });

/** A statement answering a count cast `::int` as `n`. */
export const countRow = z.object({ n: z.number() });
