import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { plan, planCreate, planListQuery, planUpdate } from '../../../contract/plan';
import { callerOf } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { planScope } from '../../scope/plans';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../../services/money/plans';
import type { BusinessRouteDeps } from '../deps';
import { errorResponses, flag, idParams, idsQuery, listParams, paged } from '../schemas';

const tags = ['plan'];
const listQuery = planListQuery.extend(idsQuery);

/**
 * Plans: every signed-in role reads the active ones (the superadmin all of them); only the
 * superadmin writes.
 */
export const plansRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/plans',
    {
      onRequest: guards.permit('plans', 'list'),
      schema: {
        tags,
        summary:
          'List plans (active ones only, except for the superadmin, who may filter `active`); ' +
          'business and B2B staff get those sold in their wallet’s currency, priced in it',
        security: bearer,
        querystring: listQuery,
        response: { 200: listResponse(plan), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { query } = request;
      const scope = await planScope(db, callerOf(request).user, {
        active: flag(query.active),
        currency: query.currency,
      });
      const found = await listPlans(db, { ...listParams(query), ...scope, ids: query.id });
      return paged(found, query);
    },
  );

  app.get(
    '/plans/:id',
    {
      onRequest: guards.permit('plans', 'show'),
      schema: {
        tags,
        summary:
          'One plan (an inactive one: superadmin only, 404 for others), priced in the ' +
          'caller’s wallet’s currency for business and B2B staff',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(plan), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { active, currency } = await planScope(db, callerOf(request).user);
      return { data: await getPlan(db, request.params.id, active === true, currency) };
    },
  );

  app.post(
    '/plans',
    {
      onRequest: guards.permit('plans', 'create'),
      schema: {
        tags,
        summary: 'Create a plan (superadmin; 409 code_taken whatever the case)',
        security: bearer,
        body: planCreate,
        response: { 201: oneResponse(plan), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createPlan(db, callerOf(request).user.id, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/plans/:id',
    {
      onRequest: guards.permit('plans', 'edit'),
      schema: {
        tags,
        summary: 'Change a plan (superadmin); live subscriptions keep their price',
        security: bearer,
        params: idParams,
        body: planUpdate,
        response: { 200: oneResponse(plan), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await updatePlan(db, callerOf(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/plans/:id',
    {
      onRequest: guards.permit('plans', 'delete'),
      schema: {
        tags,
        summary: 'Delete a plan no business ever subscribed to (superadmin; else 409 plan_in_use)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(plan), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await deletePlan(db, callerOf(request).user.id, request.params.id),
    }),
  );
};
