/**
 * The one database interface of the server. Two implementations: PGlite (PostgreSQL in
 * WebAssembly, in process) and a node-postgres pool for a PostgreSQL server. Code above this
 * layer writes plain PostgreSQL and never knows which one it talks to.
 */
import { createHash } from 'node:crypto';

export type Row = Record<string, unknown>;

export interface QueryOptions {
  /**
   * A fixed statement run on most requests: on a PostgreSQL server it is prepared once per
   * connection under this name, and later runs skip its parse and plan (about two thirds of
   * the server's work on a one-row lookup, docs/benchmarks.md). Only for SQL whose plan does
   * not depend on the values (a lookup by primary key, a page an index reads in order):
   * PostgreSQL may keep one generic plan for it. PGlite runs it as any other statement.
   */
  name?: string;
  /**
   * `timestamptz` as PostgreSQL's text (`2026-11-25 22:53:12.123456+00`) instead of a `Date`,
   * for a page whose mapper formats them with `iso`: a Date parsed per value and formatted again
   * was about 5 % of a list request's CPU (docs/benchmarks.md). PGlite still answers `Date`s.
   */
  timesAsText?: boolean;
}

/** A prepared statement's name for `sql` (the same text, the same name on every server). */
/** Names already computed: a page asks for its name on every request (a hash each time). */
const NAMES = new Map<string, string>();
const MAX_NAMES = 1000;
export function statementName(sql: string): string {
  let name = NAMES.get(sql);
  if (name === undefined) {
    name = `flotte_${createHash('sha1').update(sql).digest('base64url')}`;
    if (NAMES.size < MAX_NAMES) NAMES.set(sql, name);
  }
  return name;
}

export interface Queryable {
  /** One statement with `$1…` parameters; answers its rows. */
  query<T extends Row = Row>( // unparsed: the drivers' rows, which queryRows parses
    sql: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite: subscribes to NOTIFY on `channel`; answers the unsubscribe (docs/live.md). */
  listen?(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PostgreSQL: the server's address, for a listening connection of its own (docs/live.md). */
  readonly connectionString?: string;
}

/** PostgreSQL's SQLSTATE codes the services react to. */
export const SqlState = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

export function sqlStateOf(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Both drivers answer `timestamptz` as a `Date`; the API speaks ISO strings. */
/** PostgreSQL's text of a `timestamptz` in UTC (`timesAsText`); other zones go through Date. */
const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const m = PG_UTC.exec(value);
    // Milliseconds cut as a Date cuts them (checked against node-postgres for every fraction).
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(String(value)).toISOString();
}

export const isoOrNull = (value: unknown): string | null =>
  value === null || value === undefined ? null : iso(value);
