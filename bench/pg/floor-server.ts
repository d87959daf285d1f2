/**
 * The floor of the PostgreSQL benchmark (a child process): a bare `node:http` server with a `pg`
 * pool that answers each route by running the statements the app runs for it, nothing else (no
 * framework, no sign-in check, no validation), and returns their rows as JSON. Anything the API
 * costs above this is the framework's and the app's own work.
 *
 * Environment: DATABASE_URL, HOST, PORT, FLOOR_POOL (connections), FLOOR_ROUTES (JSON array of
 * `{ path, statements: [{ sql, params }] }`).
 */
import { createServer } from 'node:http';
import pg from 'pg';
import { statementName } from '../../server/db/db';

export interface FloorStatement {
  sql: string;
  params: unknown[];
  /** The app runs it as a prepared statement: the floor prepares it too (one plan kept). */
  prepared?: boolean;
}

export interface FloorRoute {
  path: string;
  statements: FloorStatement[];
}

function main() {
  const routes = new Map(
    (JSON.parse(process.env.FLOOR_ROUTES ?? '[]') as FloorRoute[]).map((r) => [r.path, r]),
  );
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.FLOOR_POOL ?? 10),
  });
  pool.on('error', () => undefined);

  const server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      const json = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(json),
      });
      res.end(json);
    };
    if (req.url === '/health') return send(200, { status: 'ok' });
    const route = routes.get(req.url ?? '');
    if (!route) return send(404, { error: 'not_found' });
    void (async () => {
      const results: unknown[][] = [];
      for (const { sql, params, prepared } of route.statements) {
        const name = prepared ? statementName(sql) : undefined;
        results.push((await pool.query({ name, text: sql, values: params })).rows);
      }
      send(200, { data: results.length === 1 ? results[0] : results });
    })().catch((error: Error) => send(500, { error: error.message }));
  });
  server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');

  const stop = () => {
    server.close(() => void pool.end().then(() => process.exit(0)));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main();
