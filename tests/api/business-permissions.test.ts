/**
 * Who may call each business and staff route: one table, role × route → status. "other" is the
 * staff of another business calling about the demo business's records (404: ids do not leak).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, call, idOfUser, insertBusiness, type Headers } from './business-fixtures';
import { freshEmail } from './signup-helpers';
import { worldPerFile } from './per-file';

const w = worldPerFile(() => createWorld({ freeMaxUsers: 100 }));
let colleague: string;
let deleted: string;
beforeAll(async () => {
  await w.t.db.query(
    `insert into users (email, name, role, business_id) values ('colleague@durand.test', 'Collègue', 'business', $1)`,
    [w.ids.business],
  );
  colleague = await idOfUser(w.t, 'colleague@durand.test');
  deleted = await insertBusiness(w.t, 'effacee');
  await w.t.db.query('update businesses set deleted_at = now() where id = $1', [deleted]);
});

const CALLERS = [
  'anonymous',
  'superadmin',
  'in_house_manager',
  'business',
  'b2b',
  'asset_owner',
  'other',
] as const;
type Caller = (typeof CALLERS)[number];
const headersOf = (caller: Caller): Headers | undefined =>
  caller === 'anonymous' ? undefined : caller === 'other' ? w.otherBusiness : w.as[caller];

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Route {
  method: Method;
  /** Built per call: a delete needs a fresh business each time. */
  url: () => Promise<string> | string;
  body?: () => object;
  /** In the order of CALLERS: anonymous, superadmin, manager, business, b2b, owner, other. */
  expected: number[];
}

const newBusiness = () => ({ name: 'Table', staff: { name: 'Table', email: freshEmail() } });
const ROUTES: Record<string, Route> = {
  'GET /business': {
    method: 'GET',
    url: () => '/business',
    expected: [401, 200, 200, 200, 200, 403, 200],
  },
  'GET /business/{id}': {
    method: 'GET',
    url: () => `/business/${w.ids.business}`,
    expected: [401, 200, 200, 200, 404, 403, 404],
  },
  'GET /business/{deleted}': {
    method: 'GET',
    url: () => `/business/${deleted}`,
    expected: [401, 404, 404, 404, 404, 403, 404],
  },
  'GET /business/staff?business_id={deleted}': {
    method: 'GET',
    url: () => `/business/staff?business_id=${deleted}`,
    expected: [401, 404, 404, 404, 403, 403, 404],
  },
  'POST /business': {
    method: 'POST',
    url: () => '/business',
    body: newBusiness,
    expected: [401, 201, 403, 403, 403, 403, 403],
  },
  'PATCH /business/{id}': {
    method: 'PATCH',
    url: () => `/business/${w.ids.business}`,
    body: () => ({ address: '1 place du Marché' }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  'PATCH /business': {
    method: 'PATCH',
    url: () => '/business',
    body: () => ({ address: '2 place du Marché' }),
    expected: [401, 403, 403, 200, 403, 403, 200],
  },
  'PATCH /business/{id}/toggle-status': {
    method: 'PATCH',
    url: () => `/business/${w.ids.business}/toggle-status`,
    body: () => ({ active: true }),
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  'DELETE /business/{id}': {
    method: 'DELETE',
    url: async () =>
      `/business/${await insertBusiness(w.t, `a-effacer-${freshEmail().split('@')[0]}`)}`,
    expected: [401, 200, 403, 403, 403, 403, 403],
  },
  'GET /business/staff?business_id=': {
    method: 'GET',
    url: () => `/business/staff?business_id=${w.ids.business}`,
    expected: [401, 200, 200, 200, 403, 403, 404],
  },
  'POST /business/staff': {
    method: 'POST',
    url: () => '/business/staff',
    body: () => ({ name: 'Invité', email: freshEmail() }),
    expected: [401, 403, 403, 201, 403, 403, 201],
  },
  'PATCH /business/staff/{id}': {
    method: 'PATCH',
    url: () => `/business/staff/${colleague}`,
    body: () => ({ disabled: false }),
    expected: [401, 403, 403, 200, 403, 403, 404],
  },
};

describe('role × route → status', () => {
  it('answers each caller as the table says', async () => {
    const got: Record<string, number[]> = {};
    for (const [name, route] of Object.entries(ROUTES)) {
      const statuses: number[] = (got[name] = []);
      for (const caller of CALLERS) {
        const res = await call(
          w,
          route.method,
          await route.url(),
          headersOf(caller),
          route.body?.(),
        );
        statuses.push(res.statusCode);
      }
    }
    expect(got).toEqual(
      Object.fromEntries(Object.entries(ROUTES).map(([k, r]) => [k, r.expected])),
    );
  });
});
