import pg from 'pg';
import { ApiError } from '../errors';
import type { Db, Queryable, QueryOptions, Row } from './db';
import { sqlStateOf } from './db';

type Client = Pick<pg.PoolClient, 'query'>;

/** Seconds a client is told to wait (`Retry-After`) while the database is away. */
const RETRY_AFTER = 5;

/** How long a new connection may take before the query fails (no request hangs on it). */
const CONNECT_TIMEOUT_MS = 5000;

/** Socket errors of a connection that never opened or was cut. */
const NETWORK_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether `error` says the server is unreachable or going away (restart, failover), as opposed
 * to an error of the statement itself: SQLSTATE class 08 (connection exception), 57P01-57P03
 * (shut down by an administrator, crashed, starting up), 53300 (too many connections), a socket
 * error, or node-postgres's own messages for a cut or timed-out connection.
 */
export function isConnectionError(error: unknown): boolean {
  const code = sqlStateOf(error);
  if (code !== undefined) {
    if (NETWORK_ERRORS.has(code) || code.startsWith('08')) return true;
    if (['57P01', '57P02', '57P03', '53300'].includes(code)) return true;
  }
  const message = error instanceof Error ? error.message : '';
  return /Connection terminated|timeout exceeded when trying to connect|not queryable|Client was closed/i.test(
    message,
  );
}

/** A database outage answers `503 database_unavailable` with `Retry-After`, not a 500. */
function translated(error: unknown): unknown {
  if (!isConnectionError(error)) return error;
  return new ApiError(503, 'database_unavailable', undefined, undefined, RETRY_AFTER);
}

/** The parsers of `QueryOptions.timesAsText`: `timestamptz` (oid 1184) kept as its text. */
const TIMESTAMPTZ = 1184;
const TIMES_AS_TEXT = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ && format !== 'binary'
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

function wrap(client: Client): Queryable {
  return {
    async query<T extends Row>( // unparsed: the driver itself; queryRows parses
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ) {
      try {
        const values = [...params];
        const types = options?.timesAsText ? TIMES_AS_TEXT : undefined;
        // The driver's rows as the caller's `T`: queryRows (query.ts) parses them.
        const result = await (options?.name || types
          ? client.query<T>({ name: options?.name, text: sql, values, types }) // unparsed: driver
          : client.query<T>(sql, values)); // unparsed: the driver
        return result.rows;
      } catch (error) {
        throw translated(error);
      }
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which accepts a script.
      try {
        await client.query(sql);
      } catch (error) {
        throw translated(error);
      }
    },
  };
}

/**
 * A pool that survives a restart of its server: an idle client whose connection drops emits
 * `error` and leaves the pool (the handler keeps it from crashing the process); a client whose
 * query failed on a dropped connection is destroyed on release, never reused; new connections
 * give up after CONNECT_TIMEOUT_MS. While the server is away each query answers 503
 * `database_unavailable`; once it is back, new connections succeed and nothing needs a restart.
 */
export async function openPostgres(connectionString: string, max = 10): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // Detects a peer that vanished without closing (a failover, a cut network).
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  await pool.query('select 1');
  return {
    kind: 'postgres',
    connectionString,
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect().catch((error: unknown) => {
        throw translated(error);
      });
      let broken: Error | undefined;
      try {
        await wrap(client).query('begin');
        const result = await fn(wrap(client));
        await wrap(client).query('commit');
        return result;
      } catch (error) {
        // A client whose rollback failed is in an unknown state: destroy it, not reuse it.
        await client.query('rollback').catch((e: Error) => (broken = e));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

export interface Listener {
  close(): Promise<void>;
}

export interface ListenOptions {
  /** Called for each notification of the channels. */
  onNotification: (channel: string, payload: string | undefined) => void;
  /** Called after each (re)connection, `reconnected` true after a loss: catch up from the database. */
  onConnect?: (reconnected: boolean) => void;
  onError?: (error: unknown) => void;
  /** Milliseconds before the first retry after a loss (doubled up to 5 s). */
  retryMs?: number;
}

/**
 * A LISTEN connection that comes back after its server restarts (slice V's live events). It
 * holds one dedicated client outside the pool, as LISTEN needs, and on a lost connection retries
 * with a back-off until the server answers, then LISTENs again. Notifications sent while it was
 * away are lost (PostgreSQL keeps none): `onConnect(true)` is the caller's cue to re-read what
 * it shows. `close()` stops it for good (call it from a `preClose` hook).
 */
export function listenPostgres(
  connectionString: string,
  channels: readonly string[],
  options: ListenOptions,
): Listener {
  let closed = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = options.retryMs ?? 250;
  let connectedOnce = false;

  const retry = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, 5000);
  };

  const connect = async () => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('error', (error) => {
      options.onError?.(error);
      if (client === next) client = undefined;
      next.end().catch(() => undefined);
      retry();
    });
    next.on('notification', (n) => options.onNotification(n.channel, n.payload));
    try {
      await next.connect();
      for (const channel of channels) await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      options.onError?.(error);
      await next.end().catch(() => undefined);
      retry();
      return;
    }
    if (closed) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    delay = options.retryMs ?? 250;
    options.onConnect?.(connectedOnce);
    connectedOnce = true;
  };

  void connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
