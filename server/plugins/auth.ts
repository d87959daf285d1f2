import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { Role } from '../../contract/roles';
import { forbidden, unauthorized } from '../errors';
import type { Caller, Sessions } from '../services/accounts/sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireAuth`; null on public routes. */
    caller: Caller | null;
  }
}

export const REFRESHED_TOKEN_HEADER = 'x-refreshed-token';

export interface AuthGuards {
  /** onRequest hook: a valid Bearer token of a live session, or 401 (before the body is read). */
  requireAuth: onRequestAsyncHookHandler;
  /** onRequest hook: signed in (401) with one of these roles (403), before any validation. */
  requireRole: (...roles: Role[]) => onRequestAsyncHookHandler;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** The caller of a route guarded by `requireAuth` (a programming error otherwise). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

export function installAuth(app: FastifyInstance, sessions: Sessions): AuthGuards {
  app.decorateRequest('caller', null);
  const requireAuth: onRequestAsyncHookHandler = async function (request, reply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const { caller, refreshedToken } = await sessions.authenticate(token);
    request.caller = caller;
    if (refreshedToken) reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
  };

  const requireRole = (...roles: Role[]): onRequestAsyncHookHandler =>
    async function (request, reply) {
      if (!request.caller) await requireAuth.call(this, request, reply);
      if (!roles.includes(callerOf(request).user.role)) throw forbidden();
    };

  return { requireAuth, requireRole };
}
