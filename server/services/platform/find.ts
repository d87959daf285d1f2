/**
 * One record by id, as every service reads it: a string that is no uuid names no row, a row
 * outside the caller's scope does not exist (server/scope/), and a missing record is a 404.
 */
import type { Queryable, Row } from '../../db/db';
import { notFound } from '../../errors';
import { paramOf, type Param } from '../../scope/businesses';
import { isUuid } from './sql';

/** The record `found` reads, else 404 not_found. */
export async function orNotFound<T>(found: Promise<T | undefined>): Promise<T> {
  const record = await found;
  if (!record) throw notFound();
  return record;
}

/**
 * Row `id` of `select columns from from` (matched on `idColumn`) as its record, when `scope`
 * holds for it (its SQL condition, built on the query's parameters; null: any row, for the
 * services' own use); undefined otherwise. `lock`: a locking clause (`for update of a`).
 */
export async function findById<R extends Row, T>(
  db: Queryable,
  id: string,
  query: {
    columns: string;
    from: string;
    idColumn: string;
    scope: ((param: Param) => string) | null;
    toRecord: (row: R) => T;
    lock?: string | false;
  },
): Promise<T | undefined> {
  if (!isUuid(id)) return undefined;
  const params: unknown[] = [id];
  const scope = query.scope ? ` and ${query.scope(paramOf(params))}` : '';
  const lock = query.lock ? ` ${query.lock}` : '';
  const rows = await db.query<R>(
    `select ${query.columns} from ${query.from} where ${query.idColumn} = $1${scope}${lock}`,
    params,
  );
  return rows[0] ? query.toRecord(rows[0]) : undefined;
}
