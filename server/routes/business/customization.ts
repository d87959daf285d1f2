import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { customizationQuery, publicCustomization } from '../../../contract/customization';
import type { BusinessRouteDeps } from '../deps';
import { publicCustomizationBySlug } from '../../services/business/customization';
import { errorResponses } from '../schemas';

/** Public (no sign-in): the branded pages load it before anyone is signed in. */
export const customizationRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db },
) => {
  app.get(
    '/business-signup-dashboard-customization',
    {
      schema: {
        tags: ['customization'],
        summary: "A business's public branding by its slug (404 unknown_business)",
        querystring: customizationQuery,
        response: { 200: oneResponse(publicCustomization), ...errorResponses(400, 404) },
      },
    },
    async ({ query }) => ({ data: await publicCustomizationBySlug(db, query.slug) }),
  );
};
