/**
 * A database of its own on a PostgreSQL server, for a test file (API tests on DATABASE_URL) or
 * a cluster of real servers (tests/cluster): created under a unique name, dropped with force.
 */
import pg from 'pg';

/** Names the run's migrated and seeded database on the server (postgres-template.ts). */
export const POSTGRES_TEMPLATE_VARIABLE = 'FLOTTE_TEST_TEMPLATE_DATABASE';

/**
 * Creates database `name` on the server of `serverUrl` (a copy of database `template` when
 * given); answers its URL and its `drop`.
 */
export async function createServerDatabase(serverUrl: string, name: string, template?: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
