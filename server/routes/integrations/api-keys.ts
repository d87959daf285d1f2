import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  apiKey,
  apiKeyCreate,
  apiKeyCreated,
  integrationsQuery,
} from '../../../contract/integrations';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../services/integrations/api-keys';
import { errorResponses, idParams, paged } from '../schemas';

const tags = ['integrations'];

/**
 * A business's API keys (issue 20, docs/integrations.md): its staff list, create (the secret
 * answered once) and revoke them; the superadmin each business's (`business_id`). A key never
 * reaches these routes (contract/permissions.ts KEY_NEVER).
 */
export const apiKeyRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  now?: (() => number) | undefined;
}> = async (app, { db, guards, now = Date.now }) => {
  app.get(
    '/api-keys',
    {
      onRequest: guards.permit('api-keys', 'list'),
      schema: {
        tags,
        summary: 'The API keys of the caller’s business (superadmin: `business_id`), newest first',
        security: bearer,
        querystring: integrationsQuery,
        response: { 200: listResponse(apiKey), ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => paged(await listApiKeys(db, callerOf(req).user, req.query), req.query),
  );

  app.get(
    '/api-keys/:id',
    {
      onRequest: guards.permit('api-keys', 'show'),
      schema: {
        tags,
        summary: 'One API key (never its secret)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(apiKey), ...errorResponses(401, 404) },
      },
    },
    async (req) => ({ data: await getApiKey(db, callerOf(req).user, req.params.id) }),
  );

  app.post(
    '/api-keys',
    {
      onRequest: guards.permit('api-keys', 'create'),
      schema: {
        tags,
        summary:
          'Create an API key: `read` or `write`, optionally for one B2B client and until a date; the answer holds its secret, shown this once',
        security: bearer,
        body: apiKeyCreate,
        response: { 201: oneResponse(apiKeyCreated), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const created = await createApiKey(db, callerOf(req).user, req.body, now());
      return reply.code(201).send({ data: created });
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      onRequest: guards.permit('api-keys', 'delete'),
      schema: {
        tags,
        summary: 'Revoke an API key: its next call answers 401, on every server',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(apiKey), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await revokeApiKey(db, callerOf(req).user, req.params.id) }),
  );
};
