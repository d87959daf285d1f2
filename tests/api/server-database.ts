/**
 * A database of its own on a PostgreSQL server, for a test file (API tests on DATABASE_URL) or
 * a cluster of real servers (tests/cluster): created under a unique name, dropped with force.
 */
import pg from 'pg';

/** Creates database `name` on the server of `serverUrl`; answers its URL and its `drop`. */
export async function createServerDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
