import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geocodeAnswer, geocodeQuery } from '../../../contract/position';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { geocode, type GeocoderDeps } from '../../services/drivers/geocode';
import { guarded } from '../guarded';

/**
 * The address search of the request form (docs/positions.md): GEOCODER_URL's answers, or none
 * when it is unset (no outside call).
 */
export const geocodeRoutes: FastifyPluginAsyncZod<{
  guards: AuthGuards;
  geocoder: GeocoderDeps;
}> = async (app, { guards, geocoder }) => {
  app.get(
    '/geocode',
    guarded({
      permit: guards.permit('geocode', 'list'),
      tags: ['dispatch'],
      summary:
        'Addresses matching `q` with their coordinates (at most 5), from the configured geocoder; none without one',
      querystring: geocodeQuery,
      answer: geocodeAnswer,
      errors: [400, 401, 403, 503],
    }),
    async (req) => {
      const { user } = callerOf(req);
      return { data: await geocode(req.query.q, user.locale ?? undefined, geocoder) };
    },
  );
};
