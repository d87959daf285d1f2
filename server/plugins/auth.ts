import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { canAccess, type Action, type Who } from '../../contract/permissions';
import { ApiError, forbidden, unauthorized } from '../errors';
import type { Caller, SessionInfo, Sessions, TokenClaims } from '../services/accounts/sessions';
import { isApiKeyToken, type ApiKeys, type KeyCaller } from '../services/integrations/api-keys';
import { audit } from '../services/platform/audit';
import { requestContext } from '../services/platform/request-context';

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
/** The OpenAPI mark of an operation an API key may call: the scope it needs (`read`, `write`). */
export const API_KEY_MARK = 'x-api-key';

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

const keyCallers = new WeakMap<FastifyRequest, Promise<KeyCaller>>();

/** The request's API key checked once: the API limit (keyed by the key) and the guard need it. */
export function keyCaller(
  apiKeys: ApiKeys,
  request: FastifyRequest,
  token: string,
): Promise<KeyCaller> {
  let caller = keyCallers.get(request);
  if (!caller) {
    caller = apiKeys.authenticate(token);
    keyCallers.set(request, caller);
  }
  return caller;
}

/** Who the permission table sees: the role, narrowed by the key's scope for a key's call. */
export const whoOf = (caller: Caller): Who | Caller['user']['role'] =>
  caller.apiKey
    ? { role: caller.user.role, key: { scope: caller.apiKey.scope } }
    : caller.user.role;

/** The caller of a route guarded by `requireAuth` (a programming error otherwise). */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The caller of a session-only route (`requireAuth`): a person's session, never a key. */
export function sessionCallerOf(request: FastifyRequest): Caller & { session: SessionInfo } {
  const caller = callerOf(request);
  if (!caller.session) throw new ApiError(403, 'api_key_not_allowed');
  return { ...caller, session: caller.session };
}

export function installAuth(
  app: FastifyInstance,
  sessions: Sessions,
  apiKeys: ApiKeys,
): AuthGuards {
  app.decorateRequest('caller', null);
  // Each request's own context (the key that made it, for the audit rows it writes).
  app.addHook('onRequest', (_request, _reply, done) => requestContext.run({}, done));

  /** A session's token or an API key (issue 20), else 401. */
  const authenticate: onRequestAsyncHookHandler = async function (request, reply) {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    if (isApiKeyToken(token)) {
      const { user, apiKey } = await keyCaller(apiKeys, request, token);
      request.caller = { user, session: null, apiKey };
      const context = requestContext.getStore();
      if (context) context.apiKeyPrefix = apiKey.prefix;
      return;
    }
    const { caller, refreshedToken } = await sessions.authenticate(
      token,
      tokenClaims(sessions, request, token),
    );
    request.caller = caller;
    if (refreshedToken) reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
  };

  /** A person's session: an API key never signs in, out, nor opens the live stream. */
  const requireAuth: onRequestAsyncHookHandler = async function (request, reply) {
    await authenticate.call(this, request, reply);
    if (request.caller?.apiKey) throw new ApiError(403, 'api_key_not_allowed');
  };

  // Every call made with a key is audited with the key's prefix (what, how it ended), before
  // its answer leaves: a client that got an answer finds its call in the log.
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.caller?.apiKey;
    if (!key) return payload;
    try {
      await audit(apiKeys.db, {
        actorUserId: request.caller!.user.id,
        action: 'api_call',
        entity: 'api_key',
        entityId: key.id,
        changes: {
          prefix: key.prefix,
          method: request.method,
          route: request.routeOptions.url ?? null,
          url: request.url.slice(0, 500),
          status: reply.statusCode,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'api key call not audited');
    }
    return payload;
  });

  const permit = (resource: string, action: Action, ...more: Grant[]): PermitHook => {
    const grants: Grant[] = [[resource, action], ...more];
    const hook = async function (this: FastifyInstance, request, reply) {
      if (!request.caller) await authenticate.call(this, request, reply);
      const who = whoOf(callerOf(request));
      if (!grants.some(([r, a]) => canAccess(who, { resource: r, action: a }))) {
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
    const schema = route.schema as Record<string, unknown>;
    schema[PERMISSION_KEY] = grants.map(([r, a]) => `${r}:${a}`);
    // The scope a key needs to call it, for a key of a business or of a B2B client.
    const keyMay = (scope: 'read' | 'write') =>
      (['business', 'b2b'] as const).some((role) =>
        grants.some(([r, a]) => canAccess({ role, key: { scope } }, { resource: r, action: a })),
      );
    if (keyMay('read')) schema[API_KEY_MARK] = 'read';
    else if (keyMay('write')) schema[API_KEY_MARK] = 'write';
  });

  return { requireAuth, permit };
}
