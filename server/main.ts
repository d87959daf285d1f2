import { buildApp } from './app';
import { readConfig } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { lockDataDir } from './db/data-dir-lock';
import { demoAccountsBanner, seed } from './seed';
import { importUploadFolder } from './services/uploads';
import { requestSerializer } from './log';
import { dataKeyring } from './payouts-config';
import { resolveJwtSecret } from './services/platform/settings';

/** Starts Flotte: configuration, database, migrations, first-start seed, then the HTTP server. */
async function main() {
  const config = readConfig();
  // One process per PGlite data directory (server/db/data-dir-lock.ts).
  const embedded = !config.databaseUrl && !config.dataDir.startsWith('memory://');
  const unlock = embedded ? lockDataDir(config.dataDir, 'starting another') : () => undefined;
  const db = await openDb(config);
  await migrate(db);
  const seedStart = performance.now();
  const seeded = await seed(db, config.demoPassword, {
    demo: config.demo,
    defaultCommissionRate: config.defaultCommissionRate,
    // The demo owners' bank details are sealed with the key the server will open them with.
    ring: dataKeyring(config.payouts, await resolveJwtSecret(db, config.jwtSecret)),
  });
  if (seeded.seeded) {
    const appUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    process.stdout.write(demoAccountsBanner(seeded, performance.now() - seedStart, appUrl));
  }

  const app = await buildApp({
    db,
    config,
    logger: {
      level: config.logLevel,
      // Tokens must not end up in logs.
      redact: ['req.headers.authorization'],
      serializers: { req: requestSerializer },
    },
  });
  // Uploads an older version left on this server's disk move into the shared store, once.
  await importUploadFolder(db, config, app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Requests in flight get FLOTTE_SHUTDOWN_TIMEOUT seconds; then their connections are cut.
    const cut = setTimeout(() => {
      app.log.warn('requests still in flight at the shutdown timeout: closing their connections');
      app.server.closeAllConnections();
    }, config.shutdownTimeoutSeconds * 1000);
    // Whatever still hangs (a hook, the pool) does not keep the process from ending.
    const last = (config.shutdownTimeoutSeconds + 5) * 1000;
    const hung = () => {
      app.log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    };
    setTimeout(hung, last).unref();
    try {
      // Stops accepting, runs preClose hooks (jobs stop, live streams close), waits for the
      // requests in flight, then onClose hooks (mail deliveries end).
      await app.close();
      clearTimeout(cut);
      await db.close();
      unlock();
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
