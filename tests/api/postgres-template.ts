/**
 * The API tests' global setup on a PostgreSQL server (DATABASE_URL): one database migrated and
 * seeded for the run, which each file's database copies (`create database … template`) instead
 * of replaying every migration and the seed; dropped after the run. Its name reaches the
 * workers, which vitest starts afterwards, through the environment. On PGlite, nothing: the
 * harness keeps a migrated data directory of its own (helpers.ts).
 */
import { randomBytes } from 'node:crypto';
import { createServerDatabase, POSTGRES_TEMPLATE_VARIABLE } from './server-database';

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return undefined;
  // Imported here: on PGlite (`npm test`) the main process loads none of the server.
  const { openPostgres } = await import('../../server/db/postgres');
  const { migrateAndSeed } = await import('./helpers');
  const { url, drop } = await createServerDatabase(
    serverUrl,
    `flotte_template_${randomBytes(6).toString('hex')}`,
  );
  const db = await openPostgres(url, 1);
  try {
    await migrateAndSeed(db);
  } finally {
    // A template must have no connection left when a copy is made of it.
    await db.close();
  }
  process.env[POSTGRES_TEMPLATE_VARIABLE] = new URL(url).pathname.slice(1);
  return drop;
}
