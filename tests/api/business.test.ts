import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessSummary } from '../../contract/business';
import { listResponse } from '../../contract/common';
import type { Role } from '../../contract/roles';
import { createTestApp, type TestApp } from './helpers';
import { freshEmail, PASSWORD, post } from './signup-helpers';

let t: TestApp;
const list = async (query: string, role: Role = 'superadmin') =>
  t.app.inject({ url: `/api/business${query}`, headers: await t.as(role) });
const parse = (body: unknown) => listResponse(businessSummary).parse(body);

beforeAll(async () => {
  t = await createTestApp();
  for (const [business_name, kind] of [
    ['Zèbre Express', 'whitelabel'],
    ['Alpha Fret', 'standard'],
  ] as const) {
    const res = await post(t, '/business/whitelabel/signup', {
      name: 'Gérant',
      email: freshEmail('biz'),
      password: PASSWORD,
      business_name,
      kind,
      country: 'FR',
    });
    if (res.statusCode !== 201) throw new Error(res.body);
  }
});
afterAll(() => t?.close());

describe('GET /api/business', () => {
  it('lists every business for the superadmin, newest last by default', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = parse(res.json());
    expect(body.pagination).toEqual({ total: 3, limit: 10, skip: 0 });
    expect(body.data.map((b) => b.slug)).toEqual([
      'transports-durand',
      'zebre-express',
      'alpha-fret',
    ]);
    expect(body.data[1]).toMatchObject({
      name: 'Zèbre Express',
      kind: 'whitelabel',
      active: false,
      country: 'FR',
      parent_business_id: null,
    });
    expect(body.data[1]!.contact_email).toMatch(/@example\.test$/);
  });

  it('active=false is the approval queue of self-signed-up businesses', async () => {
    const waiting = parse((await list('?active=false&sort=name')).json());
    expect(waiting.data.map((b) => b.name)).toEqual(['Alpha Fret', 'Zèbre Express']);
    expect(waiting.pagination.total).toBe(2);
    const active = parse((await list('?active=true')).json());
    expect(active.data.map((b) => b.slug)).toEqual(['transports-durand']);
  });

  it('searches name, slug and e-mail with q, sorts and pages', async () => {
    expect(parse((await list('?q=zèbre')).json()).data.map((b) => b.slug)).toEqual([
      'zebre-express',
    ]);
    expect(parse((await list('?q=durand')).json()).data).toHaveLength(1);
    const page = parse((await list('?sort=name&order=desc&limit=2&skip=1')).json());
    expect(page.data.map((b) => b.name)).toEqual(['Transports Durand', 'Alpha Fret']);
    expect(page.pagination).toEqual({ total: 3, limit: 2, skip: 1 });
  });

  it('is open to the in-house manager', async () => {
    const res = await list('?active=false', 'in_house_manager');
    expect(res.statusCode).toBe(200);
    expect(parse(res.json()).pagination.total).toBe(2);
  });

  it('answers 403 to the other roles and 401 without a token', async () => {
    for (const role of ['business', 'b2b', 'asset_owner'] as const) {
      const res = await list('', role);
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ code: 'forbidden' });
    }
    const anonymous = await t.app.inject({ url: '/api/business' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown sort, a bad filter or limit with 400', async () => {
    for (const query of ['?sort=password', '?active=yes', '?limit=101']) {
      expect((await list(query)).statusCode, query).toBe(400);
    }
  });
});
