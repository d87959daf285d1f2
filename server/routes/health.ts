import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/db';
import { errorResponses } from './schemas';

/** Liveness and database reachability, for load balancers and the e2e runner. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health check',
        response: { 200: z.object({ status: z.literal('ok') }), ...errorResponses(500) },
      },
    },
    async () => {
      await db.query('select 1');
      return { status: 'ok' as const };
    },
  );
};
