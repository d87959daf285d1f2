import rateLimit, { normalizeIP, type FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { ApiError } from '../errors';
import type { Sessions } from '../services/accounts/sessions';
import { bearerToken, keyCaller, tokenClaims } from './auth';
import { isApiKeyToken, type ApiKeys } from '../services/integrations/api-keys';
import type { HitCounter } from '../services/platform/limits/hit-counter';
import { hashKey } from '../services/platform/throttle';

export interface ApiLimitOptions {
  hits: HitCounter;
  /** A caller is known by a genuine token's subject. */
  sessions: Sessions;
  /** Requests per window of one signed-in user, and of one client address; 0: no limit. */
  perUser: number;
  perAddress: number;
  /** API keys (issue 20): each key its own limit (FLOTTE_RATE_LIMIT_KEY); 0: no limit. */
  apiKeys: ApiKeys;
  perKey: number;
  windowMs: number;
}

/** Not counted: probes, the live event stream (one long request), and everything not /api. */
const EXEMPT = new Set(['/api/health', '/api/ready', '/api/events']);
const limited = (url: string) => url.startsWith('/api/') && !EXEMPT.has(url);

/** IPv6 clients hold a /64 each: counted as one address. */
const IPV6_SUBNET = 64;

/**
 * The general API limit (@fastify/rate-limit over a shared counter): a signed-in call counts
 * against its user, found by verifying the token's signature (no database read; a revoked
 * session's token still counts for its user), any other call against its client address
 * (`request.ip`, see TRUST_PROXY). It runs first among a route's hooks: a refused call costs
 * one counter write, no session lookup, no body parsing.
 */
export async function installApiLimit(app: FastifyInstance, options: ApiLimitOptions) {
  const { hits, perUser, perAddress, perKey, windowMs } = options;
  if (perUser === 0 && perAddress === 0 && perKey === 0) return;
  /** `k:<key id>` for a genuine key (its row read once, shared with the guard), `u:<user>`. */
  const callerKeyOf = async (request: FastifyRequest): Promise<string | undefined> => {
    const token = bearerToken(request);
    if (!token) return undefined;
    if (isApiKeyToken(token)) {
      try {
        return `k:${(await keyCaller(options.apiKeys, request, token)).apiKey.id}`;
      } catch {
        return undefined; // counted by address; the guard answers 401
      }
    }
    try {
      return `u:${hashKey((await tokenClaims(options.sessions, request, token)).sub)}`;
    } catch {
      return undefined; // counted by address; the route's guard answers 401
    }
  };

  const maxOf = (k: string) =>
    k.startsWith('u:') ? perUser : k.startsWith('k:') ? perKey : perAddress;

  // The plugin's store interface over our counter (PostgreSQL or Redis).
  class SharedStore implements FastifyRateLimitStore {
    incr(
      k: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      hits.hit(k, timeWindow).then(
        ({ hits: current, ttlMs }) => done(null, { current, ttl: Math.max(1, ttlMs) }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
    child() {
      return this;
    }
  }

  await app.register(rateLimit, {
    global: false,
    store: SharedStore,
    timeWindow: windowMs,
    keyGenerator: async (request) => {
      const known = await callerKeyOf(request);
      if (known !== undefined) return known;
      return `a:${hashKey(normalizeIP(request.ip, IPV6_SUBNET))}`;
    },
    max: (_request, k) => maxOf(k),
    allowList: (_request, k) => maxOf(k) === 0,
    onExceeded: (request, k) => request.log.info({ limit: k.slice(0, 1) }, 'rate limited'),
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'rate_limited',
        undefined,
        undefined,
        Math.max(1, Math.ceil(context.ttl / 1000)),
      ),
  });

  const limit = app.rateLimit() as unknown as onRequestAsyncHookHandler;
  app.addHook('onRoute', (route) => {
    if (!limited(route.url)) return;
    const own = route.onRequest;
    route.onRequest = [limit, ...(own === undefined ? [] : Array.isArray(own) ? own : [own])];
  });
}
