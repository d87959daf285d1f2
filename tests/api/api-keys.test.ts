/**
 * API keys (issue 20, docs/integrations.md): created by a business's staff (and the superadmin
 * per business), shown once, acting as their business within their scope, revoked and expired at
 * once on every server, their own limit, every call in the audit log with the key's prefix.
 */
import { describe, expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { apiKey } from '../../contract/integrations';
import { request } from '../../contract/request';
import { createKey, oneKey } from './integrations-fixtures';
import {
  createRequest,
  createWorld,
  inject,
  newRequest,
  oneRequest,
  topUp,
  type World,
} from './requests-fixtures';
import { count, one } from './rows';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);
const keyList = listResponse(apiKey);
const requestList = listResponse(request);

describe('managing keys', () => {
  it('creates a key whose secret is answered once and stored hashed', async () => {
    const res = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'Boutique',
      scope: 'read',
    });
    expect(res.statusCode).toBe(201);
    const { data } = oneKey.parse(res.json());
    expect(data.secret).toMatch(/^flt_live_[A-Za-z0-9]{8}_[\w-]{40,}$/);
    expect(data.prefix).toBe(data.secret.slice(0, 17));
    expect(data).toMatchObject({ name: 'Boutique', scope: 'read', business_id: w.ids.business });
    const row = await one<{ secret_hash: string }>(
      w.t,
      'select secret_hash from api_keys where id = $1',
      [data.id],
    );
    expect(row.secret_hash).not.toContain(data.secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);

    const list = await inject(w.t, 'GET', '/api-keys', w.as.business);
    expect(list.statusCode).toBe(200);
    const listed = keyList.parse(list.json()).data.find((k) => k.id === data.id);
    expect(listed).toMatchObject({ prefix: data.prefix, scope: 'read', last_used_at: null });
    expect(list.body).not.toContain(data.secret);
  });

  it('lists, shows and revokes only the caller’s own business’s keys', async () => {
    const mine = await createKey(w, w.as.business);
    const others = await inject(w.t, 'GET', '/api-keys', w.otherBusiness);
    expect(keyList.parse(others.json()).data.map((k) => k.id)).not.toContain(mine.id);
    expect((await inject(w.t, 'GET', `/api-keys/${mine.id}`, w.otherBusiness)).statusCode).toBe(
      404,
    );
    expect((await inject(w.t, 'DELETE', `/api-keys/${mine.id}`, w.otherBusiness)).statusCode).toBe(
      404,
    );
    // Still alive: the other business's attempt changed nothing.
    expect((await inject(w.t, 'GET', '/business-dispatches', mine.headers)).statusCode).toBe(200);
  });

  it('is refused to the roles without a business of their own to integrate', async () => {
    for (const caller of [w.as.b2b, w.as.asset_owner, w.as.in_house_manager]) {
      expect((await inject(w.t, 'GET', '/api-keys', caller)).statusCode).toBe(403);
      const res = await inject(w.t, 'POST', '/api-keys', caller, { name: 'x', scope: 'read' });
      expect(res.statusCode).toBe(403);
    }
    expect((await inject(w.t, 'GET', '/api-keys')).statusCode).toBe(401);
  });

  it('lets the superadmin manage a named business’s keys', async () => {
    const noBusiness = await inject(w.t, 'POST', '/api-keys', w.as.superadmin, {
      name: 'x',
      scope: 'read',
    });
    expect(noBusiness.statusCode).toBe(400);
    const key = await createKey(w, w.as.superadmin, { business_id: w.ids.other });
    const list = await inject(w.t, 'GET', `/api-keys?business_id=${w.ids.other}`, w.as.superadmin);
    expect(keyList.parse(list.json()).data.map((k) => k.id)).toContain(key.id);
    // It acts as that business.
    const res = await inject(w.t, 'GET', '/business-dispatches', key.headers);
    expect(res.statusCode).toBe(200);
    for (const r of requestList.parse(res.json()).data) expect(r.business_id).toBe(w.ids.other);
  });

  it('refuses an expiry in the past and a B2B client that is not the business’s', async () => {
    const past = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'x',
      scope: 'read',
      expires_at: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const notMine = await inject(w.t, 'POST', '/api-keys', w.as.business, {
      name: 'x',
      scope: 'read',
      b2b_client_id: w.ids.child,
    });
    expect(notMine.statusCode).toBe(400);
  });
});

describe('a key acts as its business, within its scope', () => {
  it('reads its business’s records only: another business’s answer 404', async () => {
    await topUp(w, w.ids.other, 1_000_000);
    const mine = await createRequest(w);
    const theirs = await createRequest(w, {}, w.otherBusiness);
    const key = await createKey(w, w.as.business, { scope: 'read' });
    const list = requestList.parse(
      (await inject(w.t, 'GET', '/business-dispatches?limit=100', key.headers)).json(),
    ).data;
    expect(list.map((r) => r.id)).toContain(mine);
    expect(list.map((r) => r.id)).not.toContain(theirs);
    expect(new Set(list.map((r) => r.business_id))).toEqual(new Set([w.ids.business]));
    expect((await inject(w.t, 'GET', `/business-dispatches/${mine}`, key.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await inject(w.t, 'GET', `/business-dispatches/${theirs}`, key.headers)).statusCode,
    ).toBe(404);
  });

  it('writes with `write` and not with `read`', async () => {
    const reader = await createKey(w, w.as.business, { scope: 'read' });
    const writer = await createKey(w, w.as.business, { scope: 'write' });
    const body = newRequest({ asset_type_id: w.ids.van });
    const refused = await inject(w.t, 'POST', '/business-dispatches', reader.headers, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'forbidden' });
    const created = await inject(w.t, 'POST', '/business-dispatches', writer.headers, body);
    expect(created.statusCode).toBe(201);
    expect(oneRequest.parse(created.json()).data.business_id).toBe(w.ids.business);
  });

  it('never manages keys, webhooks, staff or money settings, nor signs in or out', async () => {
    const key = await createKey(w, w.as.business, { scope: 'write' });
    const calls: [Parameters<typeof inject>[1], string, object?][] = [
      ['GET', '/api-keys'],
      ['POST', '/api-keys', { name: 'x', scope: 'write' }],
      ['DELETE', `/api-keys/${key.id}`],
      ['GET', '/webhook-endpoints'],
      ['POST', '/webhook-endpoints', { url: 'https://example.com/h', events: ['request.created'] }],
      ['GET', '/business/staff'],
      ['PATCH', '/business-settings', { timezone: 'Europe/Paris' }],
      ['POST', '/business/subscribe', { plan_id: '00000000-0000-4000-8000-000000000000' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await inject(w.t, method, url, key.headers, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
    }
    const logout = await inject(w.t, 'POST', '/auth/logout', key.headers);
    expect(logout.statusCode).toBe(403);
    expect(logout.json()).toMatchObject({ code: 'api_key_not_allowed' });
    // Still its key: nothing above revoked or changed it.
    expect((await inject(w.t, 'GET', '/business-dispatches', key.headers)).statusCode).toBe(200);
  });

  it('restricted to one B2B client, acts as that client only', async () => {
    const res = await inject(w.t, 'POST', '/api-keys', w.parent, {
      name: 'Client',
      scope: 'write',
      b2b_client_id: w.ids.child,
    });
    expect(res.statusCode).toBe(201);
    const key = { authorization: `Bearer ${oneKey.parse(res.json()).data.secret}` };
    const parentsOwn = await createRequest(w, {}, w.parent).catch(() => null);
    const created = await inject(
      w.t,
      'POST',
      '/business-dispatches',
      key,
      newRequest({ asset_type_id: w.ids.van }),
    );
    // The client's wallet may be empty (402): the request is the client's either way.
    if (created.statusCode === 201) {
      expect(oneRequest.parse(created.json()).data.business_id).toBe(w.ids.child);
    } else {
      expect(created.statusCode).toBe(402);
    }
    const list = requestList.parse(
      (await inject(w.t, 'GET', '/business-dispatches?limit=100', key)).json(),
    ).data;
    for (const r of list) expect(r.business_id).toBe(w.ids.child);
    if (parentsOwn) expect(list.map((r) => r.id)).not.toContain(parentsOwn);
  });
});

describe('revocation and expiry, on every server at once', () => {
  it('a revoked key answers 401 on this server and another', async () => {
    const key = await createKey(w, w.as.business);
    const other = await w.t.rebuild();
    expect(
      (await other.inject({ url: '/api/business-dispatches', headers: key.headers })).statusCode,
    ).toBe(200);
    const revoked = await inject(w.t, 'DELETE', `/api-keys/${key.id}`, w.as.business);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked_at).not.toBeNull();
    for (const app of [w.t.app, other]) {
      const res = await app.inject({ url: '/api/business-dispatches', headers: key.headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'api_key_revoked' });
    }
  });

  it('an expired key answers 401 everywhere; a wrong secret too', async () => {
    const expires = new Date(Date.now() + w.t.clock.offsetMs + 3600_000).toISOString();
    const key = await createKey(w, w.as.business, { expires_at: expires });
    expect((await inject(w.t, 'GET', '/business-dispatches', key.headers)).statusCode).toBe(200);
    const other = await w.t.rebuild();
    w.t.clock.advance(3601);
    try {
      for (const app of [w.t.app, other]) {
        const res = await app.inject({ url: '/api/business-dispatches', headers: key.headers });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: 'api_key_expired' });
      }
    } finally {
      w.t.clock.advance(-3601);
    }
    const forged = { authorization: `Bearer ${key.prefix}_${'x'.repeat(43)}` };
    expect((await inject(w.t, 'GET', '/business-dispatches', forged)).statusCode).toBe(401);
  });
});

describe('audit and limit', () => {
  it('writes every call and every change made with a key to the audit log, with its prefix', async () => {
    const key = await createKey(w, w.as.business);
    await inject(w.t, 'GET', '/business-dispatches', key.headers);
    const res = await inject(
      w.t,
      'POST',
      '/business-dispatches',
      key.headers,
      newRequest({ asset_type_id: w.ids.van }),
    );
    expect(res.statusCode).toBe(201);
    const calls = await w.t.db.query<{ changes: { method: string; status: number } }>(
      `select changes from audit_log where action = 'api_call' and api_key_prefix = $1 order by at`,
      [key.prefix],
    );
    expect(calls.map((c) => [c.changes.method, c.changes.status])).toEqual([
      ['GET', 200],
      ['POST', 201],
    ]);
    const changes = await count(
      w.t,
      'audit_log',
      `api_key_prefix = $1 and action <> 'api_call' and entity_id = $2`,
      [key.prefix, oneRequest.parse(res.json()).data.id],
    );
    expect(changes).toBeGreaterThan(0);
  });

  it('limits each key on its own, shared by every server: 429 with Retry-After', async () => {
    const limited = { rateLimitPerKey: 3, rateLimitSyncMs: 0, rateLimitPerUser: 0 };
    const a = await w.t.rebuild(limited);
    const b = await w.t.rebuild(limited);
    const key = await createKey(w, w.as.business);
    const other = await createKey(w, w.as.business);
    const statuses: number[] = [];
    for (const app of [a, b, a, b]) {
      statuses.push(
        (await app.inject({ url: '/api/business-dispatches', headers: key.headers })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await a.inject({ url: '/api/business-dispatches', headers: key.headers });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another key of the same business keeps its own count.
    const res = await b.inject({ url: '/api/business-dispatches', headers: other.headers });
    expect(res.statusCode).toBe(200);
  });
});

export type { World };
