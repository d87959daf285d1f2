/**
 * Rows as the contract's records (docs/architecture.md, "Rows and the contract"). Both drivers
 * answer `timestamptz` as a `Date` where the API speaks ISO strings; everything else a mapper
 * selects is already the record's value (numbers cast in SQL, dates as text).
 *
 * Two ways, by how hot the list is (measured in docs/benchmarks.md):
 * - `parseRow`: the row parsed by the contract's schema, so a record that does not fit fails
 *   where it is read, also when a service uses it without answering it;
 * - `RowOf`: for the benchmarked lists, the row typed from the contract's type, so that the
 *   mapper has no cast and a contract change fails to compile; the answer is still checked
 *   against the same schema once, when Fastify serialises it (fastify-type-provider-zod).
 */
import type { z } from 'zod';
import type { Row } from './db';

/** `row` with each `Date` as its ISO string. */
function isoDates(row: Row): Row {
  const out: Row = {};
  for (const key of Object.keys(row)) {
    const value = row[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** `row` (with `fields` over it) parsed by `schema`: its timestamps as ISO strings. */
export function parseRow<S extends z.ZodType>(schema: S, row: Row, fields: Row = {}): z.output<S> {
  return schema.parse({ ...isoDates(row), ...fields });
}

/**
 * The row the database answers for a record `T`: the same fields, the timestamps `Dates` as the
 * drivers answer them (a `Date`, or PostgreSQL's text with `timesAsText`; null where the
 * record's is), for the mapper to format with `iso`.
 */
type Time = Date | string;
export type RowOf<T, Dates extends keyof T = never> = {
  [K in keyof T]: K extends Dates ? (null extends T[K] ? Time | null : Time) : T[K];
};
