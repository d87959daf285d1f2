import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  subscribeBody,
  subscription,
  subscriptionListQuery,
  subscriptionUpdate,
} from '../../../contract/subscription';
import { callerOf } from '../../plugins/auth';
import {
  listSubscriptions,
  subscribe,
  updateSubscription,
} from '../../services/money/subscriptions';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { paged } from '../schemas';
import { guarded } from '../guarded';

const tags = ['subscription'];

/**
 * Subscriptions: business staff read theirs, subscribe and stop the renewal; the superadmin and
 * the manager read any business's. B2B clients and asset owners: 403.
 */
export const subscriptionsRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/business/subscriptions',
    guarded({
      permit: guards.permit('subscriptions', 'list'),
      tags,
      summary:
        'Subscriptions, the live one first then newest first: the caller’s business’s, or ' +
        '(superadmin, manager) the one named by `business_id`, else every business’s',
      querystring: subscriptionListQuery,
      answer: listResponse(subscription),
      errors: [400, 401, 403, 404],
    }),
    async (request) =>
      paged(await listSubscriptions(db, callerOf(request).user, request.query), request.query),
  );

  app.post(
    '/business/subscribe',
    guarded({
      permit: guards.permit('subscriptions', 'create'),
      tags,
      summary:
        'Subscribe the caller’s business to a plan, paying its first month from the wallet ' +
        '(402 insufficient_funds); ends the live subscription without proration',
      body: subscribeBody,
      answer: oneResponse(subscription),
      status: 201,
      errors: [400, 401, 402, 403, 404, 409],
    }),
    async (request, reply) => {
      const created = await subscribe(db, callerOf(request).user, request.body.plan_id);
      return reply.code(201).send({ data: created });
    },
  );

  recordRoutes(app, db, {
    path: '/business/subscriptions',
    tags,
    record: subscription,
    edit: {
      permit: guards.permit('subscriptions', 'edit'),
      summary: 'Stop (auto_renew false) or resume the renewal of the business’s live subscription',
      body: subscriptionUpdate,
      errors: [400, 401, 403, 404],
      run: updateSubscription,
    },
  });
};
