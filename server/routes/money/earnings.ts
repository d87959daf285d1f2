import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { earningsQuery, earningsSummary } from '../../../contract/earnings';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { assetEarnings } from '../../services/money/earnings';
import { errorResponses } from '../schemas';

/** An asset's earnings: its owner, in-house managers, the superadmin (others' assets: 404). */
export const earningsRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/earnings',
    {
      onRequest: guards.permit('earnings', 'list'),
      schema: {
        tags: ['earnings'],
        summary: 'Totals and monthly series of an asset’s earnings (`?id=<assetId>&type=asset`)',
        security: bearer,
        querystring: earningsQuery,
        response: { 200: oneResponse(earningsSummary), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => ({ data: await assetEarnings(db, callerOf(req).user, req.query.id) }),
  );
};
