/**
 * `npm run backup [-- <file>]`: a copy of the embedded database (PGlite in FLOTTE_DATA_DIR) as
 * one gzipped tar file, default `flotte-backup-<UTC time>.tar.gz` in the working directory.
 *
 * The server must be stopped: PGlite allows one process on a data directory, so this refuses
 * while a live server holds it (its `flotte.pid`). With DATABASE_URL set, use `pg_dump`
 * instead (docs/deploy.md, "Backups").
 */
import { writeFileSync, renameSync, existsSync } from 'node:fs';
import path from 'node:path';
import { readConfig } from '../server/config';
import { lockDataDir } from '../server/db/data-dir-lock';
import { createPglite } from '../server/db/pglite';

async function main() {
  const config = readConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back up the PostgreSQL server with pg_dump (docs/deploy.md).',
    );
  }
  if (config.dataDir.startsWith('memory://')) throw new Error('memory:// has nothing to back up.');
  if (!existsSync(path.join(config.dataDir, 'PG_VERSION'))) {
    throw new Error(`${config.dataDir} holds no database.`);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(process.argv[2] ?? `flotte-backup-${stamp}.tar.gz`);
  if (existsSync(file)) throw new Error(`${file} exists already.`);

  const unlock = lockDataDir(config.dataDir, 'a backup');
  try {
    const pg = await createPglite({ dataDir: config.dataDir });
    const dump = await pg.dumpDataDir('gzip');
    await pg.close();
    const partial = `${file}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file); // a failed run leaves no file that looks complete
    process.stdout.write(`Backup of ${config.dataDir} written to ${file}\n`);
  } finally {
    unlock();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
