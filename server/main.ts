import { buildApp } from './app';
import { readConfig } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { demoAccountsBanner, seed } from './db/seed';

/** Starts Flotte: configuration, database, migrations, first-start seed, then the HTTP server. */
async function main() {
  const config = readConfig();
  const db = await openDb(config);
  await migrate(db);
  const seeded = await seed(db, config.demoPassword);
  if (seeded.seeded) process.stdout.write(demoAccountsBanner(seeded));

  const app = await buildApp({
    db,
    config,
    logger: {
      level: config.logLevel,
      // Tokens must not end up in logs.
      redact: ['req.headers.authorization'],
    },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      await app.close(); // stops accepting, lets requests in flight finish
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  app.log.info(`Flotte listening on http://localhost:${config.port} (database: ${where})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
