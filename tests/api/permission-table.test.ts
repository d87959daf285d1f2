/**
 * Every operation of the OpenAPI document, called by every role and signed out, answers as the
 * permission table (contract/permissions.ts) says: refused (401 signed out, 403 `forbidden` for a
 * role) exactly where the table refuses, and not refused anywhere else (any other answer is the
 * route's own: 404 outside the scope, 400 for the empty body sent here, 200…). The guarded routes
 * name their grants in the document (`x-permission`, server/plugins/auth.ts); a secured route
 * without any is open to every signed-in role.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { canAccessNamed } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
import { API_KEY_MARK, PERMISSION_KEY } from '../../server/plugins/auth';
import { ROLES } from './helpers';
import { appPerFile } from './per-file';

interface Operation {
  security?: unknown[];
  [PERMISSION_KEY]?: string[];
  [API_KEY_MARK]?: 'read' | 'write';
}
/** The API keys of the demo business (issue 20): the table narrowed by their scope. */
const KEYS = ['key:read', 'key:write'] as const;
type Key = (typeof KEYS)[number];
type Caller = Role | Key | 'anonymous';
const isKey = (caller: Caller): caller is Key => caller.startsWith('key:');

// Hundreds of calls from one user: the API limit is not what this test is about.
const t = appPerFile({ rateLimitPerUser: 0, rateLimitPerAddress: 0, rateLimitPerKey: 0 });
let base: string;
const tokens = {} as Record<Role | Key, string>;
let operations: { method: string; path: string; op: Operation }[] = [];

beforeAll(async () => {
  for (const role of ROLES) tokens[role] = await t.tokenFor(role);
  for (const key of KEYS) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { authorization: `Bearer ${tokens.business}` },
      payload: { name: key, scope: key.slice(4) },
    });
    tokens[key] = res.json<{ data: { secret: string } }>().data.secret;
  }
  const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
  // Signing out ends the caller's session: it goes last, so every other call keeps its token.
  operations.sort((a, b) => Number(isLogout(a.path)) - Number(isLogout(b.path)));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

const isLogout = (path: string) => path.endsWith('/logout');

/** Status and error code of one call (a stream, the live events, is cut once it answered). */
async function call(method: string, path: string, caller: Caller) {
  const url = base + path.replace(/\{[^}]+\}/g, () => randomUUID());
  const headers: Record<string, string> = {};
  if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller]}`;
  const withBody = method !== 'GET' && method !== 'HEAD';
  if (withBody) headers['content-type'] = 'application/json';
  const abort = new AbortController();
  const res = await fetch(url, {
    method,
    headers,
    body: withBody ? '{}' : undefined,
    signal: abort.signal,
  });
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    abort.abort();
    return { status: res.status, code: undefined };
  }
  const text = await res.text();
  let code: unknown;
  try {
    code = (JSON.parse(text) as { code?: unknown }).code;
  } catch {
    code = undefined;
  }
  return { status: res.status, code };
}

/** What the table says of `caller` on this operation: 'refused' (401/403) or 'answered'. */
function expected(op: Operation, caller: Caller): 401 | 403 | 'answered' {
  if (!op.security?.length) return 'answered';
  if (caller === 'anonymous') return 401;
  const grants = op[PERMISSION_KEY];
  // A key never calls the session's own routes (sign out, the live stream, uploads).
  if (!grants) return isKey(caller) ? 403 : 'answered';
  const who = isKey(caller)
    ? {
        role: 'business' as const,
        key: { scope: caller === 'key:read' ? 'read' : 'write' } as const,
      }
    : caller;
  const allowed = grants.some((grant) => {
    const [resource, action] = grant.split(':') as [string, string];
    return canAccessNamed(who, { resource, action });
  });
  return allowed ? 'answered' : 403;
}

describe('the permission table against the OpenAPI document', () => {
  it('covers the guarded routes (each names its grants, known to the table)', () => {
    const secured = operations.filter(({ op }) => op.security?.length);
    // Only the caller's own session routes are open to every signed-in role without a grant.
    const ungranted = secured
      .filter(({ op }) => !op[PERMISSION_KEY])
      .map(({ method, path }) => `${method} ${path}`);
    expect(ungranted.sort()).toEqual(
      ['GET /api/events', 'POST /api/auth/logout', 'POST /api/upload'].sort(),
    );
    expect(secured.length).toBeGreaterThan(90);
  });

  it('marks the operations an API key may call, and the scope it needs', () => {
    const marked = (scope: string) =>
      operations
        .filter(({ op }) => op[API_KEY_MARK] === scope)
        .map(({ method, path }) => `${method} ${path}`);
    expect(marked('read')).toContain('GET /api/business-dispatches');
    expect(marked('write')).toContain('POST /api/business-dispatches');
    const all = [...marked('read'), ...marked('write')];
    expect(all.filter((op) => /api-keys|webhook|staff|logout/.test(op))).toEqual([]);
  });

  it('refuses exactly where the table says, for every role, API keys and signed out', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    for (const { method, path, op } of operations) {
      for (const caller of [...ROLES, ...KEYS, 'anonymous'] as Caller[]) {
        const want = expected(op, caller);
        const { status, code } = await call(method, path, caller);
        calls++;
        const refusal = code === 'forbidden' || (isKey(caller) && code === 'api_key_not_allowed');
        const refused = status === 401 ? 401 : status === 403 && refusal ? 403 : 'answered';
        if (refused !== want) {
          mismatches.push(
            `${method} ${path} as ${caller}: ${status} ${String(code)}, want ${want}`,
          );
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(calls).toBe(operations.length * (ROLES.length + KEYS.length + 1));
  }, 300_000);
});
