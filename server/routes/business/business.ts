import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessListQuery, businessSummary } from '../../../contract/business';
import { listResponse } from '../../../contract/common';
import type { BusinessRouteDeps } from '../deps';
import { bearer } from '../../plugins/docs';
import { listBusinesses } from '../../services/business/businesses';
import { errorResponses } from '../schemas';

/** Businesses: the operator's staff list them (the superadmin's approval queue). */
export const businessRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/business',
    {
      onRequest: guards.requireRole('superadmin', 'in_house_manager'),
      schema: {
        tags: ['business'],
        summary:
          'List businesses (paged; `active=false` is the approval queue; `q` searches name, slug, e-mail)',
        security: bearer,
        querystring: businessListQuery,
        response: { 200: listResponse(businessSummary), ...errorResponses(400, 401, 403) },
      },
    },
    async ({ query }) => {
      const { data, total } = await listBusinesses(db, {
        limit: query.limit,
        skip: query.skip,
        sort: query.sort,
        order: query.order,
        q: query.q || undefined,
        active: query.active === undefined ? undefined : query.active === 'true',
      });
      return { data, pagination: { total, limit: query.limit, skip: query.skip } };
    },
  );
};
