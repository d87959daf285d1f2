/**
 * `npm run restore -- <file>`: loads a backup made by `npm run backup` into FLOTTE_DATA_DIR,
 * which must be missing or empty (a restore never overwrites a database). Then start the server
 * on it. With DATABASE_URL set, use `pg_restore` instead (docs/deploy.md, "Backups").
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../server/config';
import { lockDataDir, PID_FILE } from '../server/db/data-dir-lock';
import { createPglite } from '../server/db/pglite';

async function main() {
  const config = readConfig();
  const file = process.argv[2];
  if (!file) throw new Error('usage: npm run restore -- <backup file>');
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: restore a PostgreSQL server with pg_restore (docs/deploy.md).',
    );
  }
  if (config.dataDir.startsWith('memory://'))
    throw new Error('Set FLOTTE_DATA_DIR to a directory.');
  if (existsSync(config.dataDir) && readdirSync(config.dataDir).length > 0) {
    throw new Error(`${config.dataDir} is not empty: restore into a new or empty directory.`);
  }
  const backup = readFileSync(path.resolve(file));
  const unlock = lockDataDir(config.dataDir, 'a restore');
  try {
    const pg = await createPglite({ dataDir: config.dataDir, loadDataDir: new Blob([backup]) });
    const rows = await pg.query<{ n: number }>('select count(*)::int as n from schema_migrations');
    await pg.close();
    process.stdout.write(
      `Restored ${file} into ${config.dataDir} (${rows.rows[0]?.n ?? 0} migrations applied).\n`,
    );
  } finally {
    unlock();
    // The backup carries the pid file of the process that made it: not a holder here.
    rmSync(path.join(config.dataDir, PID_FILE), { force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
