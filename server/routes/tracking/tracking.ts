import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { publicTracking, trackingParams } from '../../../contract/tracking';
import { z } from 'zod';
import type { Db } from '../../db/db';
import type { AuthGuards } from '../../plugins/auth';
import type { UploadLinks } from '../../services/uploads';
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
  guards: AuthGuards;
  /** The proof's images as short-lived signed links (services/uploads/signed-links.ts). */
  links: UploadLinks;
  /** Lookups per client address (every one counts, found or not). */
  throttle: FailureThrottle;
  /** The ETA's routing service (docs/positions.md); unset: as the crow flies. */
  routing?: RoutingDeps;
}> = async (app, { db, guards, links, throttle, routing }) => {
  app.get(
    '/tracking/:token',
    {
      // Before anything else, so that the 404s and 429s carry them too.
      onRequest: [
        async (_req, reply) => {
          reply.header('x-robots-tag', 'noindex');
          reply.header('cache-control', 'no-store');
        },
        // A signed-in caller in the request's scope sees the recipient's signature and name.
        guards.identify(),
      ],
      schema: {
        tags,
        summary:
          'A request’s public tracking page by its token (no sign-in): status, its moves (failed attempts with their reason), addresses, the business’s branding, the ETA and the driver’s position in transit, the proof once delivered; 404 when unknown or 30 days after it ended',
        params: trackingParams,
        // Loose: the other headers stay as they came (the validated object replaces them).
        headers: z
          .object({
            'x-delivery-code': z
              .string()
              .max(10)
              .optional()
              .describe('The delivery code: shows the recipient’s signature and name'),
          })
          .loose(),
        response: { 200: oneResponse(publicTracking), ...errorResponses(404, 429) },
      },
    },
    async (req) => {
      await countLookup(throttle, req.ip);
      const viewer = {
        caller: req.caller?.user ?? null,
        code: req.headers['x-delivery-code'],
        links,
      };
      return { data: await readTracking(db, req.params.token, viewer, routing) };
    },
  );
};
