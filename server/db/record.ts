/**
 * One definition of a record (docs/architecture.md, "Rows and the contract"): its table and
 * joins, and for each field of the contract's record the SQL that reads it. The select list and
 * the mapper come from it, so a field is written once: a field the contract's schema lacks, or
 * one it has that the definition lacks, fails to compile.
 */
import type { z } from 'zod';
import type { Row } from './db';
import { parseRow } from './rows';

/** A step from the driver's value to the record's. */
type Read = (value: unknown, row: Row) => unknown;

/** A field's SQL, and `read` when the driver's value needs a step before the schema parses it. */
export type Field = string | { sql: string; read: Read };

/** Each field of the record `T` as its `Field`. */
export type Fields<T> = { [K in keyof T]-?: Field };

export interface RecordOf<T> {
  /** What the query selects: each field under its record name. */
  readonly columns: string;
  /** The table and its joins (the aliases the fields use). */
  readonly from: string;
  /** A row of `columns` as the record, parsed by the contract's schema. */
  readonly toRecord: (row: Row) => T;
}

/** `expression as name`, or the bare expression when it already answers under `name`. */
function column(name: string, sql: string): string {
  return sql === name || sql.endsWith(`.${name}`) ? sql : `${sql} as ${name}`;
}

/** The select list of `fields`, and the fields whose value a `read` steps. */
function compile(fields: Record<string, Field>) {
  const entries = Object.entries(fields);
  const columns = entries
    .map(([name, field]) => column(name, typeof field === 'string' ? field : field.sql))
    .join(', ');
  const reads = entries.flatMap(([name, field]) =>
    typeof field === 'string' ? [] : [[name, field.read] as const],
  );
  return { names: entries.map(([name]) => name), columns, reads };
}

export function defineRecord<S extends z.ZodObject>(spec: {
  schema: S;
  from: string;
  fields: Fields<z.output<S>>;
}): RecordOf<z.output<S>> {
  const { columns, reads } = compile(spec.fields);
  const toRecord = (row: Row): z.output<S> => {
    const read: Row = {};
    for (const [name, fn] of reads) read[name] = fn(row[name], row);
    return parseRow(spec.schema, row, read);
  };
  return { columns, from: spec.from, toRecord };
}

/**
 * The same, typed and unparsed: for the benchmarked lists only (docs/benchmarks.md), where a
 * per-row parse would cost the measured pages. Each field is the driver's value, or its `read`
 * (timestamps: `iso` of server/db/db.ts, PostgreSQL answering them as text there); the answer
 * is still checked against `schema` once, when Fastify serialises it.
 */
export function defineTypedRecord<S extends z.ZodObject>(spec: {
  schema: S;
  from: string;
  fields: Fields<z.output<S>>;
}): RecordOf<z.output<S>> {
  const { names, columns, reads } = compile(spec.fields);
  const steps = new Map(reads);
  const readers = names.map((name) => steps.get(name));
  // One object literal, compiled once (as fast-json-stringify compiles Fastify's serialisers):
  // a loop of keyed stores builds a dictionary object, measured ten times slower a page.
  const body = names
    .map((name, i) => {
      const key = JSON.stringify(name);
      return `${key}: ${readers[i] ? `reads[${i}](row[${key}], row)` : `row[${key}]`}`;
    })
    .join(', ');
  const build = new Function('reads', 'row', `return { ${body} };`) as (
    reads: readonly (Read | undefined)[],
    row: Row,
  ) => z.output<S>;
  // Typed, not parsed (above): the one place these rows are asserted.
  const toRecord = (row: Row): z.output<S> => build(readers, row);
  return { columns, from: spec.from, toRecord };
}

/** `char(3)` columns (currencies) as their code: PostgreSQL pads them with spaces. */
export const trimmed = (value: unknown) => (value === null ? null : String(value).trim());

/** json that PGlite may answer as text. */
export const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
