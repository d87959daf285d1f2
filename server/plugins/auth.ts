import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify';
import { canAccess, type Action, type Resource, type Who } from '../../contract/permissions';
import { ApiError, forbidden, unauthorized } from '../errors';
import type {
  Authenticated,
  SessionInfo,
  Sessions,
  TokenClaims,
} from '../services/accounts/sessions';
import { isApiKeyToken, type ApiKeys, type KeyCaller } from '../services/integrations/api-keys';
import { audit } from '../services/platform/audit';
import { requestContext } from '../services/platform/request-context';
import { settleCallerCheck, StaleCaller } from '../services/accounts/caller-check';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, set by `requireAuth`; null on public routes. */
    caller: Authenticated | null;
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
  permit: (resource: Resource, action: Action, ...more: Grant[]) => PermitHook;
  /**
   * onRequest hook of a public route that answers more to a caller: the caller of the Bearer
   * token, else of `fallback`'s (a cookie), else none (`request.caller` null). A token that is
   * not a live session's or key's is no caller: never a 401.
   */
  identify: (
    fallback?: (request: FastifyRequest) => string | undefined,
  ) => onRequestAsyncHookHandler;
}

/** One line of the permission table a route answers to. */
export type Grant = [resource: Resource, action: Action];

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
export const whoOf = (caller: Authenticated): Who | Authenticated['user']['role'] =>
  caller.apiKey
    ? { role: caller.user.role, key: { scope: caller.apiKey.scope } }
    : caller.user.role;

/** The caller of a route guarded by `requireAuth` (a programming error otherwise). */
export function callerOf(request: FastifyRequest): Authenticated {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The caller of a session-only route (`requireAuth`): a person's session, never a key. */
export function sessionCallerOf(request: FastifyRequest): Authenticated & { session: SessionInfo } {
  const caller = callerOf(request);
  if (!caller.session) throw new ApiError(403, 'api_key_not_allowed');
  return { ...caller, session: caller.session };
}

/** Whether a querystring schema takes a page (`limit`): a zod object, or piped from one. */
function takesPages(querystring: unknown): boolean {
  const schema = querystring as
    | { shape?: Record<string, unknown>; def?: { in?: { shape?: Record<string, unknown> } } }
    | undefined;
  const shape = schema?.shape ?? schema?.def?.in?.shape;
  return shape !== undefined && 'limit' in shape;
}

/**
 * Paged lists may take a known session on trust (services/accounts/caller-check.ts): reads that
 * call no outside service (the geocoder is not one of them), whose page's statement confirms
 * the caller in the same round trip. Marked on the route, read by its guard.
 */
const mayTrustCaller = (route: { method: string | string[]; schema?: unknown }, grants: Grant[]) =>
  route.method === 'GET' &&
  grants.length > 0 &&
  grants.every(([, action]) => action === 'list') &&
  takesPages((route.schema as { querystring?: unknown } | undefined)?.querystring);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's caller may be taken on trust (`mayTrustCaller`). */
    trustsCaller?: boolean;
  }
}

export function installAuth(
  app: FastifyInstance,
  sessions: Sessions,
  apiKeys: ApiKeys,
): AuthGuards {
  app.decorateRequest('caller', null);
  // Each request's own context (the key that made it and its address, for the audit rows).
  app.addHook('onRequest', (request, _reply, done) => requestContext.run({ ip: request.ip }, done));

  /**
   * A session's token or an API key (issue 20), else 401. `mayTrust`: a session this server has
   * read before may be taken on trust, the request's own statement confirming it
   * (services/accounts/caller-check.ts; `trustingHandler` below).
   */
  const authenticate = async function (
    request: FastifyRequest,
    reply: FastifyReply,
    mayTrust = false,
    token = bearerToken(request),
  ): Promise<void> {
    if (!token) throw unauthorized();
    if (isApiKeyToken(token)) {
      const { user, apiKey } = await keyCaller(apiKeys, request, token);
      request.caller = { user, session: null, apiKey };
      const context = requestContext.getStore();
      if (context) context.apiKeyPrefix = apiKey.prefix;
      return;
    }
    const claims = tokenClaims(sessions, request, token);
    const trusted = mayTrust ? sessions.trusted(token, await claims) : undefined;
    const context = requestContext.getStore();
    if (trusted && context) {
      request.caller = trusted.caller;
      context.callerCheck = trusted.check;
      return;
    }
    const { caller, refreshedToken } = await sessions.authenticate(token, claims);
    request.caller = caller;
    if (refreshedToken) reply.header(REFRESHED_TOKEN_HEADER, refreshedToken);
  };

  /** Settles the request's pending check: true when its caller is stale. */
  const isStale = () =>
    settleCallerCheck(sessions.db).then(
      () => false,
      (error: unknown) => {
        if (error instanceof StaleCaller) return true;
        throw error;
      },
    );

  /**
   * The handler of a route whose caller may be taken on trust: the answer leaves once a statement
   * has confirmed the caller (else the check is asked alone); a stale caller is read again (401
   * if the session has ended) and the handler runs again for the caller as it is now.
   */
  const trustingHandler = (handler: RouteHandlerMethod, grants: Grant[]): RouteHandlerMethod =>
    async function (this: FastifyInstance, request, reply) {
      try {
        const answer: unknown = await handler.call(this, request, reply);
        await settleCallerCheck(sessions.db);
        return answer;
      } catch (error) {
        if (!(error instanceof StaleCaller) && !(await isStale())) throw error;
        const context = requestContext.getStore();
        if (context) context.callerCheck = undefined;
        await authenticate(request, reply);
        checkGrants(request, grants);
        return handler.call(this, request, reply);
      }
    };

  /** A person's session: an API key never signs in, out, nor opens the live stream. */
  const requireAuth: onRequestAsyncHookHandler = async function (request, reply) {
    await authenticate(request, reply);
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

  const checkGrants = (request: FastifyRequest, grants: Grant[]) => {
    const who = whoOf(callerOf(request));
    if (!grants.some(([r, a]) => canAccess(who, { resource: r, action: a }))) throw forbidden();
  };

  const permit = (resource: Resource, action: Action, ...more: Grant[]): PermitHook => {
    const grants: Grant[] = [[resource, action], ...more];
    const hook = async function (this: FastifyInstance, request, reply) {
      if (!request.caller)
        await authenticate(request, reply, request.routeOptions.config.trustsCaller === true);
      checkGrants(request, grants);
    } as PermitHook;
    hook.grants = grants;
    return hook;
  };

  // Each guarded route names its grants in the OpenAPI document, where the permission test
  // reads them (tests/api/permission-table.test.ts).
  app.addHook('onRoute', (route) => {
    const hooks = [route.onRequest].flat();
    const grants = hooks.flatMap((h) => (h as Partial<PermitHook> | undefined)?.grants ?? []);
    if (mayTrustCaller(route, grants)) {
      route.handler = trustingHandler(route.handler, grants);
      route.config = { ...route.config, trustsCaller: true };
    }
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

  const identify: AuthGuards['identify'] = (fallback) =>
    async function (request, reply) {
      const token = bearerToken(request) ?? fallback?.(request);
      if (!token) return;
      try {
        await authenticate(request, reply, false, token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.statusCode !== 401) throw error;
        request.caller = null;
      }
    };

  return { requireAuth, permit, identify };
}
