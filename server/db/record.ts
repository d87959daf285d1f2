/**
 * One definition of a record (docs/architecture.md, "Rows and the contract"): its table and
 * joins, and for each field of the contract's record the SQL that reads it. The select list and
 * the mapper come from it, so a field is written once: a field the contract's schema lacks, or
 * one it has that the definition lacks, fails to compile.
 */
import type { z } from 'zod';
import type { Row } from './db';
import { parseRow } from './rows';

/** A field's SQL, and `read` when the driver's value needs a step before the schema parses it. */
export type Field = string | { sql: string; read: (value: unknown, row: Row) => unknown };

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

export function defineRecord<S extends z.ZodObject>(spec: {
  schema: S;
  from: string;
  fields: Fields<z.output<S>>;
}): RecordOf<z.output<S>> {
  const entries = Object.entries(spec.fields as Record<string, Field>);
  const columns = entries
    .map(([name, field]) => column(name, typeof field === 'string' ? field : field.sql))
    .join(', ');
  const reads = entries.flatMap(([name, field]) =>
    typeof field === 'string' ? [] : [[name, field.read] as const],
  );
  const toRecord = (row: Row): z.output<S> => {
    const read: Row = {};
    for (const [name, fn] of reads) read[name] = fn(row[name], row);
    return parseRow(spec.schema, row, read);
  };
  return { columns, from: spec.from, toRecord };
}

/** `char(3)` columns (currencies) as their code: PostgreSQL pads them with spaces. */
export const trimmed = (value: unknown) => (value === null ? null : String(value).trim());

/** json that PGlite may answer as text. */
export const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
