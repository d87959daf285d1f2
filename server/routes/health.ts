import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db';
import { sqlStateOf } from '../db/db';
import { loadMigrations } from '../db/migrate';
import { queryRows } from '../db/query';

/** Why a server is not ready (docs/deploy.md, "Probes"). */
export const notReadyReasons = ['database_unavailable', 'migrations_pending'] as const;
export type NotReadyReason = (typeof notReadyReasons)[number];

const ready = z.object({ status: z.literal('ready') });
const notReady = z.object({ status: z.literal('not_ready'), reason: z.enum(notReadyReasons) });

/** A database that does not answer within this bound is unavailable, not a hung probe. */
const READY_TIMEOUT_MS = 3000;

/**
 * Probes for load balancers and orchestrators. `/health` is liveness: the process answers, with
 * no database call, so a database outage never gets healthy servers restarted (they recover on
 * their own). `/ready` is readiness: the database answers and every migration file of this
 * server's version is applied; send traffic only to ready servers.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const expected = (await loadMigrations()).map((m) => m.version);

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the server process answers (no database call)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['platform'],
        summary: 'Readiness: the database answers and every migration is applied (else 503)',
        response: { 200: ready, 503: notReady },
      },
    },
    async (_request, reply) => {
      const reason = await notReadyReason(db, expected);
      if (reason)
        return reply.code(503).header('retry-after', '5').send({ status: 'not_ready', reason });
      return { status: 'ready' as const };
    },
  );
};

async function notReadyReason(db: Db, expected: string[]): Promise<NotReadyReason | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
  });
  try {
    const applied = await Promise.race([
      queryRows(db, z.object({ version: z.string() }), 'select version from schema_migrations'),
      timeout,
    ]);
    if (applied === 'timeout') return 'database_unavailable';
    const done = new Set(applied.map((r) => r.version));
    return expected.every((v) => done.has(v)) ? undefined : 'migrations_pending';
  } catch (error) {
    // No schema_migrations table yet: nothing is applied.
    return sqlStateOf(error) === '42P01' ? 'migrations_pending' : 'database_unavailable';
  } finally {
    clearTimeout(timer);
  }
}
