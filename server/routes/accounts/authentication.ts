import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginBody, loginResponse } from '../../../contract/auth';
import type { Db } from '../../db/db';
import { sessionCallerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { login, logout, type LoginThrottles } from '../../services/accounts/login';
import type { Sessions } from '../../services/accounts/sessions';
import { errorResponses } from '../schemas';

interface Deps {
  db: Db;
  sessions: Sessions;
  guards: AuthGuards;
  throttles: LoginThrottles;
}

export const authenticationRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { db, sessions, guards, throttles },
) => {
  app.post(
    '/authentication',
    {
      schema: {
        tags: ['authentication'],
        summary: 'Sign in with e-mail and password',
        body: loginBody,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) =>
      login(db, sessions, throttles, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags: ['authentication'],
        summary: 'Sign out: revokes the session of the token',
        security: bearer,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { user, session } = sessionCallerOf(request);
      await logout(db, sessions, user.id, session.id);
      return reply.code(204).send(null);
    },
  );
};
