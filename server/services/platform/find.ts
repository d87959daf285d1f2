/**
 * One record by id, as every service reads it: a string that is no uuid names no row, a row
 * outside the caller's scope does not exist (server/scope/), and a missing record is a 404.
 */
import { canAccess, type AccessRequest, type Who } from '../../../contract/permissions';
import type { Queryable, Row } from '../../db/db';
import { forbidden, notFound } from '../../errors';
import { paramOf, type Param } from '../../scope/businesses';
import { isUuid } from '../../db/sql';

/** The record `found` reads, else 404 not_found. */
export async function orNotFound<T>(found: Promise<T | undefined>): Promise<T> {
  const record = await found;
  if (!record) throw notFound();
  return record;
}

/**
 * The record `found` reads, when `caller` may `action` it (the record rules of
 * contract/permissions.ts): else 404 when none is in scope, 403 when its rule refuses.
 */
export async function permittedRecord<T>(
  caller: Who,
  access: Omit<AccessRequest, 'record'>,
  found: Promise<T | undefined>,
): Promise<T> {
  const record = await orNotFound(found);
  if (!canAccess(caller, { ...access, record })) throw forbidden();
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
  // Parsed by `toRecord` (a record module's mapper; typed only for the benchmarked lists).
  const rows = await db.query<R>( // unparsed: toRecord parses
    `select ${query.columns} from ${query.from} where ${query.idColumn} = $1${scope}${lock}`,
    params,
  );
  return rows[0] ? query.toRecord(rows[0]) : undefined;
}

/**
 * The one row of `sql` for record `id` (its `$1`; `param` adds the scope's parameters after it),
 * else 404: for the reads `findById` does not fit (a check in scope, a few columns to write by).
 */
export async function rowById<R extends Row = Row>(
  db: Queryable,
  id: string,
  sql: (param: Param) => string,
): Promise<R> {
  if (!isUuid(id)) throw notFound();
  const params: unknown[] = [id];
  // The caller reads a few columns to write by, or maps it with a record's mapper.
  const rows = await db.query<R>(sql(paramOf(params)), params); // unparsed: typed by the caller
  if (!rows[0]) throw notFound();
  return rows[0];
}

/**
 * How services read one kind of record: `find(db, caller, id)` in the caller's `scope` (a null
 * caller: any row, for the services' own use), `get` the same or 404. `lock`: the locking clause
 * of a `find(…, true)`.
 */
export function scopedRecord<C, R extends Row, T>(query: {
  columns: string;
  from: string;
  idColumn: string;
  scope: (param: Param, caller: C) => string;
  toRecord: (row: R) => T;
  lock?: string;
}) {
  const find = (db: Queryable, caller: C | null, id: string, lock = false) =>
    findById(db, id, {
      ...query,
      scope: caller === null ? null : (param) => query.scope(param, caller),
      lock: lock && query.lock,
    });
  const get = (db: Queryable, caller: C, id: string) => orNotFound(find(db, caller, id));
  return { find, get };
}

/**
 * The same without a caller, for records every reader of their route may read (the operator's
 * catalogues and users): `find(db, id)`, `get` the same or 404.
 */
export function anyRecord<R extends Row, T>(query: {
  columns: string;
  from: string;
  idColumn: string;
  toRecord: (row: R) => T;
  lock?: string;
}) {
  const find = (db: Queryable, id: string, lock = false) =>
    findById(db, id, { ...query, scope: null, lock: lock && query.lock });
  const get = (db: Queryable, id: string) => orNotFound(find(db, id));
  return { find, get };
}
