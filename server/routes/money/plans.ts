import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { plan, planCreate, planListQuery, planUpdate } from '../../../contract/plan';
import { callerOf } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { planScope } from '../../scope/plans';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../../services/money/plans';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
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

  recordRoutes(app, db, {
    path: '/plans',
    tags,
    record: plan,
    create: {
      permit: guards.permit('plans', 'create'),
      summary: 'Create a plan (superadmin; 409 code_taken whatever the case)',
      body: planCreate,
      errors: [400, 401, 403, 409],
      run: (db, caller, input) => createPlan(db, caller.id, input),
    },
    edit: {
      permit: guards.permit('plans', 'edit'),
      summary: 'Change a plan (superadmin); live subscriptions keep their price',
      body: planUpdate,
      errors: [400, 401, 403, 404, 409],
      run: (db, caller, id, patch) => updatePlan(db, caller.id, id, patch),
    },
    remove: {
      permit: guards.permit('plans', 'delete'),
      summary: 'Delete a plan no business ever subscribed to (superadmin; else 409 plan_in_use)',
      errors: [401, 403, 404, 409],
      run: (db, caller, id) => deletePlan(db, caller.id, id),
    },
  });
};
