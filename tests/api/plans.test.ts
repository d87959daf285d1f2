import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import type { Role } from '../../contract/roles';
import { createWorld, inject, type Headers } from './requests-fixtures';
import {
  snapshot,
  insertPlan,
  newBusiness,
  onePlan,
  planId,
  planList,
  subscribed,
} from './subscriptions-fixtures';
import { worldPerFile } from './per-file';
import { invalidDetails } from './refusals';

const w = worldPerFile(createWorld);

const get = (url: string, headers?: Headers) => inject(w.t, 'GET', url, headers);
const codes = (body: unknown) => planList.parse(body).data.map((p) => p.code);
const newPlan = (overrides: Record<string, unknown> = {}) => ({
  code: 'essai',
  name: 'Essai',
  prices: [{ currency: 'EUR', monthly_price: 990 }],
  commission_rate: 0.08,
  ...overrides,
});

describe('GET /plans', () => {
  it('everyone signed in reads the active plans, cheapest first; only the superadmin sees the others', async () => {
    await insertPlan(w, 'ancien', { monthly_price: 500, active: false });
    const active = ['starter', 'pro', 'whitelabel'];
    for (const role of ['in_house_manager', 'business', 'b2b', 'asset_owner'] as Role[]) {
      // Their `active` filter is ignored: inactive plans never reach them.
      for (const query of ['', '?active=false', '?active=true']) {
        const res = await get(`/plans${query}`, w.as[role]);
        expect(res.statusCode, `${role} ${query}`).toBe(200);
        expect(codes(res.json())).toEqual(active);
      }
    }
    expect(codes((await get('/plans', w.as.superadmin)).json())).toEqual(['ancien', ...active]);
    expect(codes((await get('/plans?active=false', w.as.superadmin)).json())).toEqual(['ancien']);
    expect(codes((await get('/plans?active=true', w.as.superadmin)).json())).toEqual(active);
    expect((await get('/plans')).statusCode).toBe(401);
  });

  it('reads the seeded catalogue with its rates as numbers', async () => {
    const { data } = planList.parse((await get('/plans', w.as.business)).json());
    expect(data.map((p) => [p.code, p.monthly_price, p.max_assets, p.commission_rate])).toEqual([
      ['starter', 1900, 5, 0.12],
      ['pro', 5900, 50, 0.1],
      ['whitelabel', 14900, 500, 0.08],
    ]);
    expect(data[2]).toMatchObject({ whitelabel_allowed: true, currency: 'EUR', max_users: 100 });
  });

  it('the seeded plans are sold in CHF, EUR and XOF; the superadmin reads every price', async () => {
    const { data } = planList.parse((await get('/plans', w.as.superadmin)).json());
    const starter = data.find((p) => p.code === 'starter')!;
    expect(starter.prices).toEqual([
      { currency: 'CHF', monthly_price: 1800 },
      { currency: 'EUR', monthly_price: 1900 },
      { currency: 'XOF', monthly_price: 12500 },
    ]);
    // No currency asked: no price of the list's.
    expect(starter).toMatchObject({ monthly_price: null, currency: null });
    for (const code of ['pro', 'whitelabel']) {
      const plan = data.find((p) => p.code === code)!;
      expect(plan.prices.map((p) => p.currency)).toEqual(['CHF', 'EUR', 'XOF']);
    }
  });

  it('a business sees only the plans sold in its wallet’s currency, priced in it', async () => {
    await insertPlan(w, 'euro-seul', { monthly_price: 700 });
    await insertPlan(w, 'dakar', {
      prices: [
        { currency: 'XOF', monthly_price: 5000 },
        { currency: 'CHF', monthly_price: 900 },
      ],
    });
    const dakar = await newBusiness(w, 'liste-xof', { currency: 'XOF' });
    const { data, pagination } = planList.parse((await get('/plans', dakar.staff)).json());
    expect(data.map((p) => [p.code, p.monthly_price, p.currency])).toEqual([
      ['dakar', 5000, 'XOF'],
      ['starter', 12500, 'XOF'],
      ['pro', 39000, 'XOF'],
      ['whitelabel', 98000, 'XOF'],
    ]);
    expect(pagination.total).toBe(4);
    // Asking for another currency changes nothing for business staff.
    expect(codes((await get('/plans?currency=EUR', dakar.staff)).json())).toEqual(
      data.map((p) => p.code),
    );
    // A EUR business never sees the plans without a EUR price.
    expect(codes((await get('/plans', w.as.business)).json())).not.toContain('dakar');
    // The superadmin asks for one currency: the plans sold in it, by their price there.
    const chf = planList.parse((await get('/plans?currency=CHF', w.as.superadmin)).json()).data;
    expect(chf.map((p) => [p.code, p.monthly_price])).toEqual([
      ['dakar', 900],
      ['starter', 1800],
      ['pro', 5500],
      ['whitelabel', 13900],
    ]);
    expect((await get('/plans?currency=chf', w.as.superadmin)).statusCode).toBe(400);
    // One plan read by the business: priced in its currency, null when not sold in it.
    const euroOnly = await planId(w, 'euro-seul');
    expect(onePlan.parse((await get(`/plans/${euroOnly}`, dakar.staff)).json()).data).toMatchObject(
      { code: 'euro-seul', monthly_price: null, currency: null },
    );
    // The catalogue's other tests count the seeded plans.
    await w.t.db.query(`delete from plans where code in ('euro-seul', 'dakar')`);
  });

  it('sorts by name, code or creation, pages without overlap, fetches by id, searches', async () => {
    const byName = planList.parse(
      (await get('/plans?sort=name&order=desc&limit=2', w.as.superadmin)).json(),
    );
    expect(byName.data.map((p) => p.name)).toEqual(['Starter', 'Pro']);
    expect(byName.pagination).toEqual({ total: 4, limit: 2, skip: 0 });
    const rest = planList.parse(
      (await get('/plans?sort=name&order=desc&limit=2&skip=2', w.as.superadmin)).json(),
    );
    expect(rest.data.map((p) => p.name)).toEqual(['Marque blanche', 'ancien']);
    expect(codes((await get('/plans?sort=code', w.as.superadmin)).json())).toEqual([
      'ancien',
      'pro',
      'starter',
      'whitelabel',
    ]);
    expect(
      codes((await get('/plans?sort=created_at&order=desc&limit=1', w.as.superadmin)).json()),
    ).toEqual(['ancien']);

    const [pro, starter] = [await planId(w, 'pro'), await planId(w, 'starter')];
    expect(codes((await get(`/plans?id=${pro}&id=${starter}`, w.as.business)).json())).toEqual([
      'starter',
      'pro',
    ]);
    expect(codes((await get(`/plans?id=${pro}`, w.as.business)).json())).toEqual(['pro']);
    expect(codes((await get('/plans?id=nope', w.as.business)).json())).toEqual([]);
    expect(codes((await get('/plans?q=BLANCHE', w.as.business)).json())).toEqual(['whitelabel']);
    expect((await get('/plans?sort=price', w.as.business)).statusCode).toBe(400);
    expect((await get('/plans?limit=101', w.as.business)).statusCode).toBe(400);
  });
});

describe('GET /plans/{id}', () => {
  it('answers an active plan to everyone, an inactive one to the superadmin only', async () => {
    const pro = await planId(w, 'pro');
    const hidden = await insertPlan(w, 'cache', { active: false });
    for (const role of ['in_house_manager', 'business', 'b2b', 'asset_owner'] as Role[]) {
      expect(onePlan.parse((await get(`/plans/${pro}`, w.as[role])).json()).data.code).toBe('pro');
      expect((await get(`/plans/${hidden}`, w.as[role])).statusCode).toBe(404);
    }
    expect(
      onePlan.parse((await get(`/plans/${hidden}`, w.as.superadmin)).json()).data,
    ).toMatchObject({ code: 'cache', active: false });
    expect(
      (await get('/plans/00000000-0000-4000-8000-000000000000', w.as.superadmin)).statusCode,
    ).toBe(404);
    expect((await get('/plans/nope', w.as.superadmin)).statusCode).toBe(404);
  });
});

describe('POST /plans', () => {
  it('creates a plan with its defaults; the commission travels as a number', async () => {
    const res = await inject(w.t, 'POST', '/plans', w.as.superadmin, newPlan({ code: ' Essai ' }));
    expect(res.statusCode).toBe(201);
    const { data } = onePlan.parse(res.json());
    expect(data).toMatchObject({
      code: 'essai',
      name: 'Essai',
      description: null,
      prices: [{ currency: 'EUR', monthly_price: 990 }],
      max_assets: null,
      max_users: null,
      whitelabel_allowed: false,
      commission_rate: 0.08,
      active: true,
    });
    const stored = await w.t.db.query<{ rate: string }>(
      'select commission_rate::text as rate from plans where id = $1',
      [data.id],
    );
    expect(stored[0]!.rate).toBe('0.0800');
    // A business in EUR reads it priced in its currency.
    expect(onePlan.parse((await get(`/plans/${data.id}`, w.as.business)).json()).data).toEqual({
      ...data,
      monthly_price: 990,
      currency: 'EUR',
    });
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'plan' and action = 'create' and entity_id = $1`,
      [data.id],
    );
    expect(audits).toHaveLength(1);
  });

  it('refuses a taken code whatever its case (409), bad fields (400), other roles (403): nothing written', async () => {
    const before = await snapshot(w);
    const taken = await inject(w.t, 'POST', '/plans', w.as.superadmin, newPlan({ code: 'PRO' }));
    expect(taken.statusCode).toBe(409);
    expect(errorResponse.parse(taken.json())).toMatchObject({
      code: 'code_taken',
      details: [{ path: 'code', message: 'flotte.errors.code_taken' }],
    });
    for (const [payload, path, message] of [
      [newPlan({ code: 'a' }), 'code', 'flotte.validation.plan_code'],
      [newPlan({ code: 'with space' }), 'code', 'flotte.validation.plan_code'],
      [newPlan({ commission_rate: 1.5 }), 'commission_rate', 'flotte.validation.rate'],
      [newPlan({ commission_rate: 0.12345 }), 'commission_rate', 'flotte.validation.rate'],
      [
        newPlan({ prices: [{ currency: 'EUR', monthly_price: -1 }] }),
        'prices.0.monthly_price',
        'flotte.validation.non_negative',
      ],
      [
        newPlan({ prices: [{ currency: 'EUR', monthly_price: 9.5 }] }),
        'prices.0.monthly_price',
        'flotte.validation.integer',
      ],
      [newPlan({ prices: [] }), 'prices', 'flotte.validation.plan_prices'],
      [newPlan({ prices: undefined }), 'prices', 'flotte.validation.plan_prices'],
      [
        newPlan({
          prices: [
            { currency: 'XOF', monthly_price: 100 },
            { currency: 'XOF', monthly_price: 200 },
          ],
        }),
        'prices.1.currency',
        'flotte.validation.plan_price_twice',
      ],
      [newPlan({ name: '' }), 'name', 'flotte.validation.required'],
      [newPlan({ max_assets: -1 }), 'max_assets', 'flotte.validation.non_negative'],
      [
        newPlan({ prices: [{ currency: 'euro', monthly_price: 1 }] }),
        'prices.0.currency',
        'flotte.validation.currency',
      ],
    ] as const) {
      const res = await inject(w.t, 'POST', '/plans', w.as.superadmin, payload);
      expect(invalidDetails(res, JSON.stringify(payload))).toContainEqual({ path, message });
    }
    for (const headers of [w.as.in_house_manager, w.as.business, w.as.b2b, w.as.asset_owner]) {
      const res = await inject(w.t, 'POST', '/plans', headers, newPlan({ code: 'interdit' }));
      expect(res.statusCode).toBe(403);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('PATCH /plans/{id}', () => {
  it('changes only the fields sent; a live subscription keeps its price, takes the new limits', async () => {
    const id = await insertPlan(w, 'evolutif', { monthly_price: 1000, max_assets: 2 });
    const shop = await newBusiness(w, 'patch-plan', { balance: 5000 });
    const sub = await subscribed(w, shop.staff, id);
    const res = await inject(w.t, 'PATCH', `/plans/${id}`, w.as.superadmin, {
      prices: [
        { currency: 'XOF', monthly_price: 13000 },
        { currency: 'EUR', monthly_price: 2000 },
      ],
      max_assets: 0,
      commission_rate: 0.05,
    });
    expect(res.statusCode).toBe(200);
    expect(onePlan.parse(res.json()).data).toMatchObject({
      code: 'evolutif',
      prices: [
        { currency: 'EUR', monthly_price: 2000 },
        { currency: 'XOF', monthly_price: 13000 },
      ],
      max_assets: 0,
      commission_rate: 0.05,
    });
    // The prices sent replace the list: a currency left out is no longer sold.
    const dropped = await inject(w.t, 'PATCH', `/plans/${id}`, w.as.superadmin, {
      prices: [{ currency: 'XOF', monthly_price: 13000 }],
    });
    expect(onePlan.parse(dropped.json()).data.prices).toEqual([
      { currency: 'XOF', monthly_price: 13000 },
    ]);
    const audits = await w.t.db.query<{ changes: { prices?: unknown } }>(
      `select changes from audit_log where entity = 'plan' and action = 'update'
       and entity_id = $1 order by at`,
      [id],
    );
    expect(audits.map((a) => a.changes.prices !== undefined)).toEqual([true, true]);
    const subs = await w.t.db.query<{ price: number }>(
      'select price::float8 as price from subscriptions where id = $1',
      [sub.id],
    );
    expect(subs[0]!.price).toBe(1000);
    // No room left under the new limit: the business cannot add an in-house asset.
    const asset = await inject(w.t, 'POST', '/assets', shop.staff, {
      asset_type_id: w.ids.van,
      name: 'Renault Trafic',
    });
    expect(asset.statusCode).toBe(409);
    expect(errorResponse.parse(asset.json()).code).toBe('plan_limit_reached');
  });

  it('answers 404 for an unknown plan, 409 for a taken code, 403 to other roles: nothing written', async () => {
    const id = await insertPlan(w, 'renomme');
    const before = await snapshot(w);
    const taken = await inject(w.t, 'PATCH', `/plans/${id}`, w.as.superadmin, { code: 'Starter' });
    expect(taken.statusCode).toBe(409);
    expect(errorResponse.parse(taken.json()).code).toBe('code_taken');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await inject(w.t, 'PATCH', `/plans/${unknown}`, w.as.superadmin, { name: 'x' })).statusCode,
    ).toBe(404);
    const bad = await inject(w.t, 'PATCH', `/plans/${id}`, w.as.superadmin, {
      commission_rate: -0.1,
    });
    expect(bad.statusCode).toBe(400);
    const noPrice = await inject(w.t, 'PATCH', `/plans/${id}`, w.as.superadmin, { prices: [] });
    expect(noPrice.statusCode).toBe(400);
    for (const headers of [w.as.in_house_manager, w.as.business, w.as.b2b, w.as.asset_owner]) {
      expect((await inject(w.t, 'PATCH', `/plans/${id}`, headers, { name: 'x' })).statusCode).toBe(
        403,
      );
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('DELETE /plans/{id}', () => {
  it('deletes a plan nobody subscribed to; refuses one that any subscription ever named', async () => {
    const unused = await insertPlan(w, 'jetable');
    const res = await inject(w.t, 'DELETE', `/plans/${unused}`, w.as.superadmin);
    expect(res.statusCode).toBe(200);
    expect(onePlan.parse(res.json()).data.code).toBe('jetable');
    expect((await get(`/plans/${unused}`, w.as.superadmin)).statusCode).toBe(404);

    // Subscribed once, then replaced: the old subscription still names it.
    const used = await insertPlan(w, 'historique', { monthly_price: 100 });
    const shop = await newBusiness(w, 'delete-plan', { balance: 10_000 });
    await subscribed(w, shop.staff, used);
    await subscribed(w, shop.staff, await planId(w, 'starter'));
    const before = await snapshot(w);
    const refused = await inject(w.t, 'DELETE', `/plans/${used}`, w.as.superadmin);
    expect(refused.statusCode).toBe(409);
    expect(errorResponse.parse(refused.json()).code).toBe('plan_in_use');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await inject(w.t, 'DELETE', `/plans/${unknown}`, w.as.superadmin)).statusCode).toBe(
      404,
    );
    for (const headers of [w.as.in_house_manager, w.as.business, w.as.b2b, w.as.asset_owner]) {
      expect((await inject(w.t, 'DELETE', `/plans/${used}`, headers)).statusCode).toBe(403);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('who may call the plan routes', () => {
  it('answers by role (staff of another business like any business)', async () => {
    const active = await planId(w, 'pro');
    const inactive = await insertPlan(w, 'table-inactif', { active: false });
    const callers: [string, Headers | undefined][] = [
      ['superadmin', w.as.superadmin],
      ['in_house_manager', w.as.in_house_manager],
      ['business', w.as.business],
      ['other business', w.otherBusiness],
      ['b2b', w.as.b2b],
      ['asset_owner', w.as.asset_owner],
      ['anonymous', undefined],
    ];
    let n = 0;
    const routes: [string, (h: Headers | undefined) => Promise<number>][] = [
      ['GET /plans', async (h) => (await get('/plans', h)).statusCode],
      ['GET /plans/{active}', async (h) => (await get(`/plans/${active}`, h)).statusCode],
      ['GET /plans/{inactive}', async (h) => (await get(`/plans/${inactive}`, h)).statusCode],
      [
        'POST /plans',
        async (h) =>
          (await inject(w.t, 'POST', '/plans', h, newPlan({ code: `table-${++n}` }))).statusCode,
      ],
      [
        'PATCH /plans/{id}',
        async (h) =>
          (await inject(w.t, 'PATCH', `/plans/${inactive}`, h, { name: `Table ${++n}` }))
            .statusCode,
      ],
      [
        'DELETE /plans/{id}',
        async (h) =>
          (await inject(w.t, 'DELETE', `/plans/${await insertPlan(w, `del-${++n}`)}`, h))
            .statusCode,
      ],
    ];
    const table: Record<string, number[]> = {};
    for (const [route, call] of routes) {
      table[route] = [];
      for (const [, headers] of callers) table[route].push(await call(headers));
    }
    //                        super mgr  biz  other b2b  owner anon
    expect(table).toEqual({
      'GET /plans': [200, 200, 200, 200, 200, 200, 401],
      'GET /plans/{active}': [200, 200, 200, 200, 200, 200, 401],
      'GET /plans/{inactive}': [200, 404, 404, 404, 404, 404, 401],
      'POST /plans': [201, 403, 403, 403, 403, 403, 401],
      'PATCH /plans/{id}': [200, 403, 403, 403, 403, 403, 401],
      'DELETE /plans/{id}': [200, 403, 403, 403, 403, 403, 401],
    });
  });
});

describe('OpenAPI', () => {
  it('documents the plan and subscription routes', async () => {
    const res = await w.t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    const methods = (path: string) => Object.keys(paths[path] ?? {}).sort();
    expect(methods('/api/plans')).toEqual(['get', 'post']);
    expect(methods('/api/plans/{id}')).toEqual(['delete', 'get', 'patch']);
    expect(methods('/api/business/subscriptions')).toEqual(['get']);
    expect(methods('/api/business/subscribe')).toEqual(['post']);
    expect(methods('/api/business/subscriptions/{id}')).toEqual(['patch']);
  });
});
