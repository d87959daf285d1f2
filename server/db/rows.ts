/**
 * Rows as the contract's records (docs/architecture.md, "Rows and the contract"). Both drivers
 * answer `timestamptz` as a `Date` where the API speaks ISO strings; everything else a mapper
 * selects is already the record's value (numbers cast in SQL, dates as text). `parseRow`: the
 * row parsed by the contract's schema, so a record that does not fit fails where it is read,
 * also when a service uses it without answering it (the benchmarked lists alone are typed, not
 * parsed: `defineTypedRecord`, server/db/record.ts).
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
