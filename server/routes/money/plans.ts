import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { plan, planCreate, planListQuery, planUpdate } from '../../../contract/plan';
import { planScope } from '../../scope/plans';
import { createPlan, deletePlan, getPlan, listPlans, updatePlan } from '../../services/money/plans';
import type { BusinessRouteDeps } from '../deps';
import { asActor, recordRoutes } from '../record-routes';
import { flag, idsQuery, listParams } from '../schemas';

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
  recordRoutes(app, db, {
    path: '/plans',
    tags,
    record: plan,
    list: {
      permit: guards.permit('plans', 'list'),
      summary:
        'List plans (active ones only, except for the superadmin, who may filter `active`); ' +
        'business and B2B staff get those sold in their wallet’s currency, priced in it',
      query: listQuery,
      errors: [400, 401],
      run: async (db, caller, query) => {
        const scope = await planScope(db, caller, {
          active: flag(query.active),
          currency: query.currency,
        });
        return listPlans(db, { ...listParams(query), ...scope, ids: query.id });
      },
    },
    show: {
      permit: guards.permit('plans', 'show'),
      summary:
        'One plan (an inactive one: superadmin only, 404 for others), priced in the ' +
        'caller’s wallet’s currency for business and B2B staff',
      errors: [401, 404],
      run: async (db, caller, id) => {
        const { active, currency } = await planScope(db, caller);
        return getPlan(db, id, active === true, currency);
      },
    },
    create: {
      permit: guards.permit('plans', 'create'),
      summary: 'Create a plan (superadmin; 409 code_taken whatever the case)',
      body: planCreate,
      errors: [400, 401, 403, 409],
      run: asActor(createPlan),
    },
    edit: {
      permit: guards.permit('plans', 'edit'),
      summary: 'Change a plan (superadmin); live subscriptions keep their price',
      body: planUpdate,
      errors: [400, 401, 403, 404, 409],
      run: asActor(updatePlan),
    },
    remove: {
      permit: guards.permit('plans', 'delete'),
      summary: 'Delete a plan no business ever subscribed to (superadmin; else 409 plan_in_use)',
      errors: [401, 403, 404, 409],
      run: asActor(deletePlan),
    },
  });
};
