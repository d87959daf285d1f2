import { beforeAll, describe, expect, it } from 'vitest';
import { business } from '../../contract/business';
import { listResponse } from '../../contract/common';
import {
  createWorld,
  call,
  insertBusiness,
  oneBusiness,
  insertSubscription,
  type World,
} from './business-fixtures';
import { worldPerFile } from './per-file';

const list = listResponse(business);
/** The live businesses in the order they were written (the world's, then this file's). */
const LIVE_BY_AGE = [
  'transports-durand',
  'client-b2b',
  'autre-entreprise',
  'marque-blanche',
  'client-de-marque',
  'zebre-express',
  'alpha-fret',
];
const w = worldPerFile(createWorld);
let ids: { zebre: string; alpha: string; deleted: string; retail: string };

beforeAll(async () => {
  const t = w.t;
  const retail = (
    await t.db.query<{ id: string }>(`select id from business_types where name = $1`, [
      'Commerce de détail',
    ])
  )[0]!.id;
  const insert = async (values: unknown[]) =>
    (
      await t.db.query<{ id: string }>(
        `insert into businesses (name, slug, kind, active, country, contact_email,
           business_type_id) values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        values,
      )
    )[0]!.id;
  const zebre = await insert([
    'Zèbre Express',
    'zebre-express',
    'whitelabel',
    false,
    'FR',
    'contact@zebre.test',
    retail,
  ]);
  const alpha = await insert(['Alpha Fret', 'alpha-fret', 'standard', false, 'BE', null, null]);
  const deleted = await insertBusiness(t, 'ancienne-entreprise');
  await t.db.query('update businesses set deleted_at = now(), active = false where id = $1', [
    deleted,
  ]);
  // One second apart, in the order they were written: the default order (oldest first, then
  // by id) must not hang on two inserts landing in the same millisecond (PGlite's clock).
  await t.db.query(
    `update businesses b set created_at = timestamptz '2025-01-01 00:00:00Z' + x.n * interval '1 second'
     from unnest($1::text[]) with ordinality as x(slug, n) where b.slug = x.slug`,
    [[...LIVE_BY_AGE, 'ancienne-entreprise']],
  );
  await insertSubscription(t, w.ids.business, 'pro');
  await t.db.query(`insert into wallets (business_id, currency) values ($1, 'XOF')`, [w.ids.other]);
  ids = { zebre, alpha, deleted, retail };
});

const get = (query: string, headers = w.as.superadmin) =>
  call(w, 'GET', `/business${query}`, headers);
const slugs = async (query: string, headers = w.as.superadmin) => {
  const res = await get(query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return list.parse(res.json()).data.map((b) => b.slug);
};

describe('GET /api/business (the operator)', () => {
  it('lists live businesses with their type, parent, plan and currency, oldest first', async () => {
    const res = await get('');
    expect(res.statusCode).toBe(200);
    const body = list.parse(res.json());
    expect(body.pagination).toEqual({ total: 7, limit: 10, skip: 0 });
    expect(body.data.map((b) => b.slug)).toEqual(LIVE_BY_AGE);
    const bySlug = new Map(body.data.map((b) => [b.slug, b]));
    expect(bySlug.get('transports-durand')).toMatchObject({
      name: 'Transports Durand',
      kind: 'standard',
      active: true,
      country: 'FR',
      contact_email: 'contact@transports-durand.demo',
      plan_name: 'Pro',
      subscription_status: 'active',
    });
    expect(bySlug.get('transports-durand')!.plan_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(bySlug.get('client-de-marque')).toMatchObject({
      kind: 'b2b',
      parent_business_id: w.ids.parent,
      parent_business_name: 'marque-blanche',
      plan_id: null,
      plan_name: null,
      subscription_status: null,
    });
    expect(bySlug.get('zebre-express')).toMatchObject({
      active: false,
      business_type_id: ids.retail,
      business_type_name: 'Commerce de détail',
    });
    // The business's currency is its wallet's.
    expect(bySlug.get('autre-entreprise')!.currency).toBe('XOF');
  });

  it('filters: the approval queue, kind, country, type, parent, several ids', async () => {
    expect(await slugs('?active=false&sort=name')).toEqual(['alpha-fret', 'zebre-express']);
    expect(await slugs('?active=true&kind=b2b')).toEqual(['client-b2b', 'client-de-marque']);
    expect(await slugs('?country=fr')).toEqual(['transports-durand', 'zebre-express']);
    expect(await slugs(`?business_type_id=${ids.retail}`)).toEqual(['zebre-express']);
    expect(await slugs(`?parent_business_id=${w.ids.parent}`)).toEqual(['client-de-marque']);
    expect(await slugs(`?id=${ids.alpha}&id=${w.ids.other}&id=${ids.deleted}&id=nope`)).toEqual([
      'autre-entreprise',
      'alpha-fret',
    ]);
    expect(await slugs(`?id=${ids.alpha}`)).toEqual(['alpha-fret']);
    // Ids that are not uuids name nothing.
    expect(await slugs('?business_type_id=nope')).toEqual([]);
    expect(await slugs('?parent_business_id=nope')).toEqual([]);
  });

  it('searches name, slug and contact e-mail, whatever the case', async () => {
    expect(await slugs('?q=ZÈBRE')).toEqual(['zebre-express']);
    expect(await slugs('?q=durand')).toEqual(['transports-durand']);
    expect(await slugs('?q=zebre.test')).toEqual(['zebre-express']);
    expect(await slugs('?q=ancienne')).toEqual([]);
    expect(await slugs('?q=100%25')).toEqual([]);
  });

  it('sorts by name, kind or country and pages without overlap', async () => {
    expect(await slugs('?sort=name')).toEqual([
      'alpha-fret',
      'autre-entreprise',
      'client-b2b',
      'client-de-marque',
      'marque-blanche',
      'transports-durand',
      'zebre-express',
    ]);
    expect(await slugs('?sort=kind&limit=3')).toEqual([
      'client-b2b',
      'client-de-marque',
      'transports-durand',
    ]);
    expect(await slugs('?sort=country&order=desc&limit=3')).toEqual(
      // PostgreSQL puts nulls first in descending order: the three without a country, newest first.
      ['client-de-marque', 'marque-blanche', 'autre-entreprise'],
    );
    const page = list.parse((await get('?sort=name&order=desc&limit=2&skip=1')).json());
    expect(page.data.map((b) => b.slug)).toEqual(['transports-durand', 'marque-blanche']);
    expect(page.pagination).toEqual({ total: 7, limit: 2, skip: 1 });
  });

  it('is the same list for the in-house manager', async () => {
    expect(await slugs('?active=false&sort=name', w.as.in_house_manager)).toEqual([
      'alpha-fret',
      'zebre-express',
    ]);
  });

  it('refuses an unknown sort, a bad filter or limit with 400', async () => {
    for (const query of ['?sort=password', '?active=yes', '?limit=101', '?kind=other']) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });
});

describe('GET /api/business (business staff): their own business', () => {
  it('answers { data } with the caller’s business, whatever the query', async () => {
    for (const [headers, id] of [
      [w.as.business, w.ids.business],
      [w.as.b2b, w.ids.b2b],
      [w.parent, w.ids.parent],
      [w.child, w.ids.child],
    ] as const) {
      const res = await get('?active=false&limit=1', headers);
      expect(res.statusCode).toBe(200);
      const body = oneBusiness.parse(res.json());
      expect(body.data.id).toBe(id);
      expect(res.json()).not.toHaveProperty('pagination');
    }
  });

  it('answers 403 to an asset owner and 401 without a token', async () => {
    expect((await get('', w.as.asset_owner)).statusCode).toBe(403);
    expect((await call(w, 'GET', '/business')).statusCode).toBe(401);
  });

  it('documents both shapes in the OpenAPI document', async () => {
    const res = await w.t.app.inject({ url: '/api/docs/json' });
    const doc = res.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const ok = JSON.stringify(doc.paths['/api/business']!.get!.responses['200']);
    expect(ok).toContain('anyOf');
    expect(ok).toContain('pagination');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/business/{id}',
        '/api/business/{id}/toggle-status',
        '/api/business/staff',
        '/api/business/staff/{id}',
      ]),
    );
  });
});

describe('GET /api/business/{id}', () => {
  const status = async (id: string, headers: World['as']['superadmin']) =>
    (await call(w, 'GET', `/business/${id}`, headers)).statusCode;

  it('answers any live business to the operator, with the full record', async () => {
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      const res = await call(w, 'GET', `/business/${ids.zebre}`, headers);
      expect(res.statusCode).toBe(200);
      expect(oneBusiness.parse(res.json()).data).toMatchObject({
        id: ids.zebre,
        name: 'Zèbre Express',
        business_type_name: 'Commerce de détail',
      });
    }
  });

  it('answers business staff their own, a white-label parent its B2B client too; else 404', async () => {
    expect(await status(w.ids.business, w.as.business)).toBe(200);
    expect(await status(w.ids.other, w.as.business)).toBe(404);
    expect(await status(w.ids.parent, w.parent)).toBe(200);
    expect(await status(w.ids.child, w.parent)).toBe(200);
    expect(await status(w.ids.b2b, w.parent)).toBe(404); // a B2B client of nobody
    expect(await status(w.ids.child, w.child)).toBe(200);
    expect(await status(w.ids.parent, w.child)).toBe(404); // a client does not read its parent
    expect(await status(w.ids.business, w.as.b2b)).toBe(404);
    expect(await status(w.ids.business, w.as.asset_owner)).toBe(403);
  });

  it('answers 404 for a deleted, unknown or malformed id', async () => {
    for (const id of [ids.deleted, '00000000-0000-4000-8000-000000000000', 'nope']) {
      expect(await status(id, w.as.superadmin), id).toBe(404);
    }
  });
});
