import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  customizationQuery,
  customizationUpdate,
  ownCustomization,
  publicCustomization,
} from '../../../contract/customization';
import { callerOf } from '../../plugins/auth';
import type { BusinessRouteDeps } from '../deps';
import {
  ownCustomization as readOwnCustomization,
  publicCustomizationBySlug,
  updateCustomization,
} from '../../services/business/customization';
import { errorResponses } from '../schemas';
import { guarded } from '../guarded';

const tags = ['customization'];

/**
 * Branding (docs/business.md, Branding): public by slug for the branded pages, and the signed-in
 * app's own (read by business and B2B staff, written by an entitled white-label business).
 */
export const customizationRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards, policy },
) => {
  /** Public (no sign-in): the branded pages load it before anyone is signed in. */
  app.get(
    '/business-signup-dashboard-customization',
    {
      schema: {
        tags,
        summary: "A business's public branding by its slug (404 unknown_business)",
        querystring: customizationQuery,
        response: { 200: oneResponse(publicCustomization), ...errorResponses(400, 404) },
      },
    },
    async ({ query }) => ({ data: await publicCustomizationBySlug(db, query.slug) }),
  );

  app.get(
    '/business-customization',
    guarded({
      permit: guards.permit('my-business', 'show'),
      tags,
      summary: 'The branding the caller’s app shows (null: Flotte’s), and whether it may edit it',
      answer: oneResponse(ownCustomization),
      errors: [401, 403],
    }),
    async (req) => ({ data: await readOwnCustomization(db, callerOf(req).user, policy) }),
  );

  app.patch(
    '/business-customization',
    guarded({
      permit: guards.permit('my-business', 'edit'),
      tags,
      summary: 'Change the caller’s branding (entitled white-label business; partial)',
      body: customizationUpdate,
      answer: oneResponse(ownCustomization),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({
      data: await updateCustomization(db, callerOf(req).user, policy, req.body),
    }),
  );
};
