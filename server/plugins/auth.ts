import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canAccess, type Action } from '../../contract/permissions';
import { forbidden, unauthorized } from '../errors';
import type { Caller, Sessions, TokenClaims } from '../services/accounts/sessions';

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
  /**
   * onRequest hook: signed in (401) and allowed by the permission table (contract/permissions.ts)
   * one of these `[resource, action]` grants (403), before any validation.
   */
  permit: (resource: string, action: Action, ...more: Grant[]) => PermitHook;
}

/** One line of the permission table a route answers to. */
export type Grant = [resource: string, action: Action];

/** A guard that says which grants it checks (the OpenAPI document names them: `x-permission`). */
export type PermitHook = onRequestAsyncHookHandler & { grants: Grant[] };

export const PERMISSION_KEY = 'x-permission';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

const verified = new WeakMap<FastifyRequest, Promise<TokenClaims>>();

/**
 * The request's token verified once: the API limit (keyed by the token's user) and the session
 * check both need it, and a signature check is a measurable share of a request's CPU.
 */
export function tokenClaims(
  sessions: Sessions,
  request: FastifyRequest,
  token: string,
): Promise<TokenClaims> {
  let claims = verified.get(request);
  if (!claims) {
    claims = sessions.verify(token);
    verified.set(request, claims);
  }
  return claims;
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
    const { caller, refreshedToken } = await sessions.authenticate(
      token,
      tokenClaims(sessions, request, token),
    );
    request.caller = caller;
    if (refreshedToken) reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
  };

  const permit = (resource: string, action: Action, ...more: Grant[]): PermitHook => {
    const grants: Grant[] = [[resource, action], ...more];
    const hook = async function (this: FastifyInstance, request, reply) {
      if (!request.caller) await requireAuth.call(this, request, reply);
      const { user } = callerOf(request);
      if (!grants.some(([r, a]) => canAccess(user.role, { resource: r, action: a }))) {
        throw forbidden();
      }
    } as PermitHook;
    hook.grants = grants;
    return hook;
  };

  // Each guarded route names its grants in the OpenAPI document, where the permission test
  // reads them (tests/api/permission-table.test.ts).
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest].flat();
    const grants = hooks.flatMap((h) => (h as Partial<PermitHook> | undefined)?.grants ?? []);
    if (grants.length === 0 || !route.schema) return;
    (route.schema as Record<string, unknown>)[PERMISSION_KEY] = grants.map(([r, a]) => `${r}:${a}`);
  });

  return { requireAuth, permit };
}
