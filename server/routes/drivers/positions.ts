import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  eta,
  liveDispatches,
  positionBatch,
  positionBatchResult,
  trailPoint,
  trailQuery,
} from '../../../contract/position';
import { z } from 'zod';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { dispatchEta } from '../../services/drivers/eta';
import {
  ingestPositions,
  liveDispatches as readLiveDispatches,
  readTrail,
  type PositionDeps,
} from '../../services/drivers/positions';
import { idParams } from '../schemas';
import { guarded } from '../guarded';

const tags = ['dispatch'];

/**
 * The drivers' positions, a dispatch's trail and ETA, and the live map (docs/positions.md),
 * beside the dispatch routes under `/asset-dispatch`.
 */
export const positionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  positions: PositionDeps;
}> = async (app, { db, guards, positions }) => {
  app.post(
    '/asset-dispatch/:id/positions',
    guarded({
      permit: guards.permit('dispatch-positions', 'create'),
      tags,
      summary:
        'The dispatch’s driver sends a batch of positions (1 to 500) while the dispatch is assigned or in transit; anyone else: 404',
      params: idParams,
      body: positionBatch,
      answer: oneResponse(positionBatchResult),
      status: 202,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const result = await ingestPositions(
        db,
        callerOf(req).user,
        req.params.id,
        req.body,
        positions,
      );
      return reply.code(202).send({ data: result });
    },
  );

  app.get(
    '/asset-dispatch/:id/positions',
    guarded({
      permit: guards.permit('dispatch-positions', 'show'),
      tags,
      summary:
        'A dispatch’s trail, oldest first (`since`: only the positions after it; `limit` ≤ 5000)',
      params: idParams,
      querystring: trailQuery,
      answer: z.object({ data: z.array(trailPoint) }),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({
      data: await readTrail(db, callerOf(req).user, req.params.id, req.query),
    }),
  );

  app.get(
    '/asset-dispatch/:id/eta',
    guarded({
      permit: guards.permit('dispatch-positions', 'show'),
      tags,
      summary:
        'When the dispatch should reach its pickup (assigned) or drop-off (in transit), from its last position: by road with ROUTING_URL, else as the crow flies',
      params: idParams,
      answer: oneResponse(eta),
      errors: [401, 403, 404],
    }),
    async (req) => ({
      data: await dispatchEta(db, callerOf(req).user, req.params.id, positions.routing),
    }),
  );

  app.get(
    '/asset-dispatch/live',
    guarded({
      permit: guards.permit('dispatch-positions', 'list'),
      tags,
      summary:
        'The live map: the dispatches on their way in the caller’s scope with their last position (newest first, at most 2000)',
      answer: liveDispatches,
      errors: [401, 403],
    }),
    async (req) => readLiveDispatches(db, callerOf(req).user),
  );
};
