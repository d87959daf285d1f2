/**
 * The benchmark's throw-away database on the server of DATABASE_URL: `flotte_bench_<pid>`,
 * created empty and dropped with its connections (also after a failure or Ctrl-C).
 */
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  /** DATABASE_URL with this database's name. */
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** This run's database; `create` starts it empty (`drop` may run before, it is idempotent). */
export function benchDatabase(serverUrl: string): BenchDatabase & { create(): Promise<void> } {
  const name = `flotte_bench_${process.pid}`;
  // `with (force)` ends the sessions still open on it (PostgreSQL 13+).
  const drop = () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop,
    async create() {
      await drop(); // a leftover of an earlier run that had this pid
      await onServer(serverUrl, `create database ${name}`);
    },
  };
}
