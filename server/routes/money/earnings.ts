import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { earningsQuery, earningsSummary } from '../../../contract/earnings';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { assetEarnings } from '../../services/money/earnings';
import { guarded } from '../guarded';

/** An asset's earnings: its owner, in-house managers, the superadmin (others' assets: 404). */
export const earningsRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/earnings',
    guarded({
      permit: guards.permit('earnings', 'list'),
      tags: ['earnings'],
      summary: 'Totals and monthly series of an asset’s earnings (`?id=<assetId>&type=asset`)',
      querystring: earningsQuery,
      answer: oneResponse(earningsSummary),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({ data: await assetEarnings(db, callerOf(req).user, req.query.id) }),
  );
};
