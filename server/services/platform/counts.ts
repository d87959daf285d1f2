/**
 * Exact totals without counting rows (docs/totals.md): the counters migration 013 keeps, one
 * per list shape, and the cap of the lists that have none.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';

/** A counted table as one list reads it (the same shapes as row_count_specs, migration 013). */
export interface Counted {
  /** The table (row_count_specs.tbl). */
  table: string;
  /** A condition's SQL in this list (`a.status`) -> the counter column it is (`status`). */
  columns: Readonly<Record<string, string>>;
  /** Conditions every counter of the table already applies (its live rows). */
  implied: readonly string[];
  /** The column sets a counter exists for, each sorted. */
  shapes: ReadonlySet<string>;
}

const declared: Counted[] = [];

/**
 * Declares how a list reads a counted table: next to the list, with the shapes it may ask for
 * (each must exist in migration 013: tests/api/totals-counters.test.ts checks them all).
 */
export function counted(spec: {
  table: string;
  columns: Record<string, string>;
  implied?: readonly string[];
  shapes: readonly (readonly string[])[];
}): Counted {
  const result: Counted = {
    table: spec.table,
    columns: spec.columns,
    implied: spec.implied ?? [],
    shapes: new Set(spec.shapes.map((shape) => shapeName(shape))),
  };
  declared.push(result);
  return result;
}

/** Every declaration so far (the test compares them with the database's). */
export const declaredCounts = (): readonly Counted[] => declared;

/** A shape's name as the database spells it: its columns sorted, joined by '&'. */
export const shapeName = (columns: readonly string[]) => [...columns].sort().join('&');

/** Counters summed over more keys than this: the list counts its rows (capped) instead. */
const MAX_KEYS = 1000;

/**
 * The keys of the counters whose sum is the total of `parts` (a counter column -> the values
 * it may take: several values sum their counters), or undefined when there are too many.
 */
export function counterKeys(parts: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  let keys = [''];
  for (const column of [...parts.keys()].sort()) {
    const values = parts.get(column)!;
    if (keys.length * values.length > MAX_KEYS) return undefined;
    keys = keys.flatMap((key) =>
      values.map((value) => `${key === '' ? '' : `${key}&`}${column}=${value}`),
    );
  }
  return keys;
}

/** The sum of the counters `keys` of `table` (a counter never moved reads 0). */
export async function readCounters(db: Queryable, table: string, keys: string[]): Promise<number> {
  const rows = await queryRows(
    db,
    z.object({ n: z.number() }),
    'select coalesce(sum(n), 0)::float8 as n from row_counts where tbl = $1 and key = any($2)',
    [table, keys],
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * The exact total of a hand-written list whose conditions are `parts` (a counter column -> its
 * value), one of `counter`'s shapes.
 */
export function readShape(
  db: Queryable,
  counter: Counted,
  parts: Record<string, string>,
): Promise<number> {
  if (!counter.shapes.has(shapeName(Object.keys(parts)))) {
    throw new Error(`${counter.table}: no counter of shape ${shapeName(Object.keys(parts))}`);
  }
  const keys = counterKeys(new Map(Object.entries(parts).map(([c, v]) => [c, [v]])))!;
  return readCounters(db, counter.table, keys);
}

/** A total counted up to this many rows; beyond, the list answers the cap and says so. */
export const DEFAULT_COUNT_CAP = 10_000;

/** The cap, read at each list (`FLOTTE_COUNT_CAP`, so that a test can lower it). */
export function countCap(): number {
  const cap = Number(process.env.FLOTTE_COUNT_CAP);
  return Number.isInteger(cap) && cap > 0 ? cap : DEFAULT_COUNT_CAP;
}

/** A total and whether it is only a lower bound (the count stopped at the cap). */
export interface Total {
  total: number;
  lowerBound?: true;
}

/** Rows of `from` matching `where`, counted up to the cap. */
export async function cappedCount(
  db: Queryable,
  from: string,
  where: string,
  params: readonly unknown[],
): Promise<Total> {
  const cap = countCap();
  const rows = await queryRows(
    db,
    z.object({ n: z.number() }),
    `select count(*)::int as n from (select 1 from ${from} ${where} limit ${cap + 1}) capped`,
    params,
  );
  const n = rows[0]?.n ?? 0;
  return n > cap ? { total: cap, lowerBound: true } : { total: n };
}
