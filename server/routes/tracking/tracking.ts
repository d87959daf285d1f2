import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { publicTracking, trackingParams } from '../../../contract/tracking';
import type { Db } from '../../db/db';
import type { RoutingDeps } from '../../services/drivers/eta';
import type { FailureThrottle } from '../../services/platform/throttle';
import {
  countLookup,
  publicTracking as readTracking,
} from '../../services/tracking/public-tracking';
import { errorResponses } from '../schemas';

const tags = ['tracking'];

/**
 * The recipient's tracking page (docs/tracking.md). Public (no sign-in, like the branding by
 * slug and the sign-ups): the token is the capability. Never indexed, never cached, and limited
 * per client address in the shared store (`tracking:ip`, docs/limits.md).
 */
export const trackingRoutes: FastifyPluginAsyncZod<{
  db: Db;
  /** Lookups per client address (every one counts, found or not). */
  throttle: FailureThrottle;
  /** The ETA's routing service (docs/positions.md); unset: as the crow flies. */
  routing?: RoutingDeps;
}> = async (app, { db, throttle, routing }) => {
  app.get(
    '/tracking/:token',
    {
      // Before anything else, so that the 404s and 429s carry them too.
      onRequest: async (_req, reply) => {
        reply.header('x-robots-tag', 'noindex');
        reply.header('cache-control', 'no-store');
      },
      schema: {
        tags,
        summary:
          'A request’s public tracking page by its token (no sign-in): status, its moves (failed attempts with their reason), addresses, the business’s branding, the ETA and the driver’s position in transit, the proof once delivered; 404 when unknown or 30 days after it ended',
        params: trackingParams,
        response: { 200: oneResponse(publicTracking), ...errorResponses(404, 429) },
      },
    },
    async (req) => {
      await countLookup(throttle, req.ip);
      return { data: await readTracking(db, req.params.token, routing) };
    },
  );
};
