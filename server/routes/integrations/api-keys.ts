import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  apiKey,
  apiKeyCreate,
  apiKeyCreated,
  integrationsQuery,
} from '../../../contract/integrations';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  createApiKey,
  getApiKey,
  listApiKeys,
  revokeApiKey,
} from '../../services/integrations/api-keys';
import { recordRoutes } from '../record-routes';
import { guarded } from '../guarded';

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
  recordRoutes(app, db, {
    path: '/api-keys',
    tags,
    record: apiKey,
    list: {
      permit: guards.permit('api-keys', 'list'),
      summary: 'The API keys of the caller’s business (superadmin: `business_id`), newest first',
      query: integrationsQuery,
      errors: [400, 401, 404],
      run: listApiKeys,
    },
    show: {
      permit: guards.permit('api-keys', 'show'),
      summary: 'One API key (never its secret)',
      errors: [401, 404],
      run: getApiKey,
    },
    remove: {
      permit: guards.permit('api-keys', 'delete'),
      summary: 'Revoke an API key: its next call answers 401, on every server',
      errors: [401, 403, 404],
      run: revokeApiKey,
    },
  });

  // Not `create` above: its answer is another record, the key with its secret.
  app.post(
    '/api-keys',
    guarded({
      permit: guards.permit('api-keys', 'create'),
      tags,
      summary:
        'Create an API key: `read` or `write`, optionally for one B2B client and until a date; the answer holds its secret, shown this once',
      body: apiKeyCreate,
      answer: oneResponse(apiKeyCreated),
      status: 201,
      errors: [400, 401, 403, 404],
    }),
    async (req, reply) => {
      const created = await createApiKey(db, callerOf(req).user, req.body, now());
      return reply.code(201).send({ data: created });
    },
  );
};
