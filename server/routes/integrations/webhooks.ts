import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  integrationsQuery,
  webhookDelivery,
  webhookDeliveryQuery,
  webhookEndpoint,
  webhookEndpointCreate,
  webhookEndpointUpdate,
  webhookEndpointWithSecret,
} from '../../../contract/integrations';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  createEndpoint,
  deleteEndpoint,
  getEndpoint,
  listDeliveries,
  listEndpoints,
  resendDelivery,
  rotateSecret,
  sendTestEvent,
  updateEndpoint,
  type WebhookDeps,
} from '../../services/integrations/webhooks';
import { recordRoutes } from '../record-routes';
import { idParams, paged } from '../schemas';
import { guarded } from '../guarded';

const tags = ['integrations'];

/**
 * A business's webhook endpoints, their delivery log, "send again" and the test event (issue 20,
 * docs/integrations.md); its staff, and the superadmin per business. Never an API key.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{
  guards: AuthGuards;
  webhooks: WebhookDeps;
}> = async (app, { guards, webhooks }) => {
  const { db } = webhooks;
  recordRoutes(app, db, {
    path: '/webhook-endpoints',
    tags,
    record: webhookEndpoint,
    list: {
      permit: guards.permit('webhooks', 'list'),
      summary: 'The webhook endpoints of the caller’s business (superadmin: `business_id`)',
      query: integrationsQuery,
      errors: [400, 401, 404],
      run: listEndpoints,
    },
    show: {
      permit: guards.permit('webhooks', 'show'),
      summary: 'One webhook endpoint (never its signing secret)',
      errors: [401, 404],
      run: getEndpoint,
    },
    edit: {
      permit: guards.permit('webhooks', 'edit'),
      summary: 'Change an endpoint’s address, events or description; enable or disable it',
      body: webhookEndpointUpdate,
      errors: [400, 401, 403, 404],
      run: (_db, caller, id, patch) => updateEndpoint(webhooks, caller, id, patch),
    },
    remove: {
      permit: guards.permit('webhooks', 'delete'),
      summary: 'Delete an endpoint and its delivery log',
      errors: [401, 403, 404],
      run: deleteEndpoint,
    },
  });

  // Not `create` above: its answer is another record, the endpoint with its signing secret.
  app.post(
    '/webhook-endpoints',
    guarded({
      permit: guards.permit('webhooks', 'create'),
      tags,
      summary:
        'Register an endpoint (https; refused when its address resolves to a private, loopback, link-local or metadata address) and its events; the answer holds its signing secret, shown this once',
      body: webhookEndpointCreate,
      answer: oneResponse(webhookEndpointWithSecret),
      status: 201,
      errors: [400, 401, 403, 404],
    }),
    async (req, reply) => {
      const created = await createEndpoint(webhooks, callerOf(req).user, req.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.post(
    '/webhook-endpoints/:id/rotate-secret',
    guarded({
      permit: guards.permit('webhooks', 'rotate'),
      tags,
      summary: 'A new signing secret, in force at once (answered this once)',
      params: idParams,
      answer: oneResponse(webhookEndpointWithSecret),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await rotateSecret(webhooks, callerOf(req).user, req.params.id) }),
  );

  app.post(
    '/webhook-endpoints/:id/test',
    guarded({
      permit: guards.permit('webhooks', 'test'),
      tags,
      summary: 'Send a `webhook.test` event to this endpoint (queued; see its delivery log)',
      params: idParams,
      answer: oneResponse(webhookDelivery),
      status: 201,
      errors: [401, 403, 404],
    }),
    async (req, reply) => {
      const delivery = await sendTestEvent(webhooks, callerOf(req).user, req.params.id);
      return reply.code(201).send({ data: delivery });
    },
  );

  app.get(
    '/webhook-endpoints/:id/deliveries',
    guarded({
      permit: guards.permit('webhooks', 'show'),
      tags,
      summary: 'An endpoint’s delivery log, newest first: state, tries, answer code, times',
      params: idParams,
      querystring: webhookDeliveryQuery,
      answer: listResponse(webhookDelivery),
      errors: [400, 401, 404],
    }),
    async (req) =>
      paged(await listDeliveries(db, callerOf(req).user, req.params.id, req.query), req.query),
  );

  app.post(
    '/webhook-deliveries/:id/resend',
    guarded({
      permit: guards.permit('webhooks', 'resend'),
      tags,
      summary: 'Send a delivery again, now, with a fresh series of tries',
      params: idParams,
      answer: oneResponse(webhookDelivery),
      errors: [401, 403, 404],
    }),
    async (req) => ({
      data: await resendDelivery(webhooks, callerOf(req).user, req.params.id),
    }),
  );
};
