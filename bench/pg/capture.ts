/**
 * The floor runs the SQL the app runs, taken from the app itself rather than copied: the real
 * app is built in this process over a database handle that records every statement, each
 * benchmarked request is injected once with the caller's real token, and the statements that
 * produced the answer are kept (the page for a list, the series for the earnings). So the floor
 * follows the app when its SQL changes.
 */
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Db, Queryable, QueryOptions, Row } from '../../server/db/db';
import { openPostgres } from '../../server/db/postgres';
import { floorStatements, type FloorPick, type Recorded } from './floor-sql';
import type { RouteKind } from './report';

export interface Captured {
  status: number;
  body: string;
  /** What the floor runs for this request. */
  floor: FloorPick[];
}

function recording(db: Db, log: Recorded[]): Db {
  const wrap = (q: Queryable): Queryable => ({
    async query<T extends Row = Row>(
      sql: string,
      params: readonly unknown[] = [],
      options?: QueryOptions,
    ) {
      const rows = await q.query<T>(sql, params, options);
      log.push({ sql, params: [...params], rows, prepared: options?.name !== undefined });
      return rows;
    },
    exec: (sql) => q.exec(sql),
  });
  return { ...db, ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx))) };
}

/** Injects each request into the app built over `databaseUrl`; `env` as the API child's. */
export async function captureRequests(
  databaseUrl: string,
  env: Record<string, string>,
  requests: readonly { path: string; token: string; kind: RouteKind }[],
): Promise<Captured[]> {
  const db = await openPostgres(databaseUrl, 2);
  const log: Recorded[] = [];
  const app = await buildApp({
    db: recording(db, log),
    config: { ...readConfig({ ...env, DATABASE_URL: databaseUrl }), logLevel: 'silent' },
  });
  try {
    const captured: Captured[] = [];
    for (const { path, token, kind } of requests) {
      log.length = 0;
      const res = await app.inject({ url: path, headers: { authorization: `Bearer ${token}` } });
      if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body}`);
      const { data } = JSON.parse(res.body) as { data: unknown };
      const first = (Array.isArray(data) ? data[0] : data) as object | undefined;
      const keys = new Set(Object.keys(first ?? {}));
      captured.push({
        status: res.statusCode,
        body: res.body,
        floor: floorStatements(kind, log, keys),
      });
    }
    return captured;
  } finally {
    await app.close();
    await db.close();
  }
}
