import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listResponse, oneResponse } from '../../contract/common';
import { request } from '../../contract/request';
import { staffMember } from '../../contract/staff';
import { b2bClient, whiteLabelSummary } from '../../contract/white-label';
import { assign, createRequest, move } from './requests-fixtures';
import {
  addBusiness,
  signedInUser,
  statusesOf,
  inject,
  ledger,
  makeBusinessWorld,
  snapshot,
  type Headers,
  type StatusTable,
} from './white-label-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(makeBusinessWorld);
/** The entitled parent's clients besides the world's `child`, and the staff of one. */
const ids = { alpha: '', beta: '', deleted: '', alphaStaff: '', invited: '', disabled: '' };
let alpha: Headers;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  ids.alpha = await addBusiness(w, 'alpha-client', 'b2b', w.biz.wl, { country: 'FR' });
  ids.beta = await addBusiness(w, 'beta-client', 'b2b', w.biz.wl, { active: false });
  ids.deleted = await addBusiness(w, 'client-supprime', 'b2b', w.biz.wl);
  alpha = await signedInUser(w.t, 'ana@alpha.test', ids.alpha, 'b2b');
  // Staff rows as sign-ups and invitations leave them (`value`: one more column's SQL).
  const user = async (email: string, businessId: string, column: string, value: string) =>
    (
      await w.t.db.query<{ id: string }>(
        `insert into users (email, name, role, business_id, ${column})
         values ($1, $1, 'b2b', $2, ${value}) returning id`,
        [email, businessId],
      )
    )[0]!.id;
  ids.alphaStaff = (
    await w.t.db.query<{ id: string }>(`select id from users where email = 'ana@alpha.test'`)
  )[0]!.id;
  ids.invited = await user('invite@alpha.test', ids.alpha, 'locale', `'fr'`); // no password yet
  await user('google@alpha.test', ids.alpha, 'google_sub', `'g-123'`); // signed up with Google
  ids.disabled = await user('parti@alpha.test', ids.alpha, 'disabled_at', 'now()');
  await user('fantome@supprime.test', ids.deleted, 'locale', `'fr'`);
  await w.t.db.query('update businesses set deleted_at = now() where id = $1', [ids.deleted]);

  // Money and requests: the child pays a delivered request this month (2500) and 300 last
  // month; alpha 1000 this month and 700 last month; 5000 two months ago counts nowhere, nor
  // does a subscription charge; the other white-label's client spends too, and must not show.
  const now = new Date();
  const thisMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
  const lastMonth = new Date(thisMonth - DAY / 2).toISOString();
  const twoMonthsAgo = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1) - DAY / 2,
  ).toISOString();
  await ledger(w, w.biz.wlClient, 'credit', 'top_up', 20000, twoMonthsAgo);
  await ledger(w, w.biz.wlClient, 'debit', 'request_charge', 5000, twoMonthsAgo);
  await ledger(w, w.biz.wlClient, 'debit', 'request_charge', 300, lastMonth);
  const delivered = await createRequest(w, { price: 2500 }, w.child);
  const dispatch = await assign(w, delivered, w.ids.ownerVan);
  expect((await move(w, dispatch, 'in_transit')).statusCode).toBe(200);
  expect((await move(w, dispatch, 'delivered')).statusCode).toBe(200);
  await createRequest(w, { price: 0 }, w.child);
  await ledger(w, ids.alpha, 'credit', 'top_up', 5000, twoMonthsAgo);
  await ledger(w, ids.alpha, 'debit', 'request_charge', 700, lastMonth);
  await ledger(w, ids.alpha, 'debit', 'request_charge', 1000);
  await ledger(w, ids.alpha, 'debit', 'subscription', 1900); // not spend on requests
  await createRequest(w, { price: 0 }, alpha);
  await ledger(w, w.biz.otherWlClient, 'credit', 'top_up', 9999);
  await ledger(w, w.biz.otherWlClient, 'debit', 'request_charge', 9999);
});

const get = (url: string, headers?: Headers) => inject(w.t, 'GET', url, headers);
const clients = listResponse(b2bClient);
const users = listResponse(staffMember);
const requests = listResponse(request);
const names = (body: unknown) => clients.parse(body).data.map((c) => c.slug);
const emails = (body: unknown) => users.parse(body).data.map((u) => u.email);

describe('role × route', () => {
  const forAll = (statuses: { other_wl: number }) => ({
    superadmin: 200,
    in_house_manager: 200,
    asset_owner: 403,
    business: 403, // a standard business: whitelabel_not_allowed
    b2b: 403,
    wl: 200,
    wl_client: 403,
    wl_no_plan: 403, // no entitling plan: whitelabel_not_allowed
    other_wl_client: 403,
    ...statuses,
  });
  // Business staff always read their own business's side: the parent named is ignored.
  const table: StatusTable = {
    'GET /business/b2b-clients': forAll({ other_wl: 200 }),
    'GET /business/b2b-users': forAll({ other_wl: 200 }),
    'GET /business/white-label-summary': forAll({ other_wl: 200 }),
    'GET /business/b2b/{wlClient}/requests': forAll({ other_wl: 404 }),
  };
  const urls: Record<string, () => string> = {
    'GET /business/b2b-clients': () => `/business/b2b-clients?parent_business_id=${w.biz.wl}`,
    'GET /business/b2b-users': () => `/business/b2b-users?parent_business_id=${w.biz.wl}`,
    'GET /business/white-label-summary': () =>
      `/business/white-label-summary?parent_business_id=${w.biz.wl}`,
    'GET /business/b2b/{wlClient}/requests': () => `/business/b2b/${w.biz.wlClient}/requests`,
  };

  it('answers each caller as the table says (401 without a token), and writes nothing', async () => {
    const before = await snapshot(w);
    const seen = await statusesOf(w, table, (route, headers) => get(urls[route]!(), headers));
    expect(seen).toEqual(table);
    expect(await snapshot(w)).toEqual(before);
  });

  it('403 whitelabel_not_allowed for a standard business and a white-label one without plan', async () => {
    for (const url of Object.values(urls)) {
      for (const headers of [w.as.business, w.callers.wl_no_plan]) {
        expect((await get(url(), headers)).json(), url()).toMatchObject({
          statusCode: 403,
          code: 'whitelabel_not_allowed',
        });
      }
      expect((await get(url(), w.as.b2b)).json()).toMatchObject({ code: 'forbidden' });
    }
  });

  it('operator staff must name a live white-label parent (400 without, 404 otherwise)', async () => {
    for (const path of ['b2b-clients', 'b2b-users', 'white-label-summary']) {
      for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
        const missing = await get(`/business/${path}`, headers);
        expect(missing.statusCode, path).toBe(400);
        expect(errorResponse.parse(missing.json()).details).toEqual([
          { path: 'parent_business_id', message: 'flotte.validation.required' },
        ]);
        for (const parent of [
          'nope',
          '00000000-0000-4000-8000-000000000000',
          w.ids.business, // a standard business
          w.biz.wlClient, // a B2B client
        ]) {
          const res = await get(`/business/${path}?parent_business_id=${parent}`, headers);
          expect(res.statusCode, `${path} ${parent}`).toBe(404);
        }
      }
    }
  });
});

describe('GET /business/b2b-clients', () => {
  it('lists the live B2B clients of the caller’s business, oldest first by default', async () => {
    const res = await get('/business/b2b-clients', w.callers.wl);
    expect(res.statusCode).toBe(200);
    const body = clients.parse(res.json());
    expect(body.pagination).toEqual({ total: 3, limit: 10, skip: 0 });
    expect(body.data.map((c) => c.slug)).toEqual([
      'client-de-marque',
      'alpha-client',
      'beta-client',
    ]);
    expect(body.data[1]).toEqual({
      id: ids.alpha,
      name: 'Entreprise alpha-client',
      slug: 'alpha-client',
      active: true,
      country: 'FR',
      contact_email: null,
      created_at: expect.any(String),
    });
    // Another white-label business sees only its own.
    expect(names((await get('/business/b2b-clients', w.callers.other_wl)).json())).toEqual([
      'client-autre-marque',
    ]);
  });

  it('filters (active, q, id), sorts and pages', async () => {
    const list = async (query: string) =>
      names((await get(`/business/b2b-clients?${query}`, w.callers.wl)).json());
    expect(await list('active=false')).toEqual(['beta-client']);
    expect(await list('active=true')).toEqual(['client-de-marque', 'alpha-client']);
    expect(await list('q=ALPHA')).toEqual(['alpha-client']);
    expect(await list(`id=${ids.beta}&id=${ids.alpha}&sort=name`)).toEqual([
      'alpha-client',
      'beta-client',
    ]);
    expect(await list(`id=${w.biz.otherWlClient}&id=nope`)).toEqual([]);
    expect(await list('sort=name&order=desc')).toEqual([
      'beta-client',
      'alpha-client',
      'client-de-marque',
    ]);
    const page = clients.parse(
      (await get('/business/b2b-clients?limit=1&skip=1', w.callers.wl)).json(),
    );
    expect(page.pagination).toEqual({ total: 3, limit: 1, skip: 1 });
    expect(page.data.map((c) => c.slug)).toEqual(['alpha-client']);
    expect((await get('/business/b2b-clients?sort=slug', w.callers.wl)).statusCode).toBe(400);
    expect((await get('/business/b2b-clients?limit=101', w.callers.wl)).statusCode).toBe(400);
  });

  it('operator staff read any white-label business’s clients, the same list', async () => {
    const url = `/business/b2b-clients?parent_business_id=${w.biz.wl}`;
    const own = (await get('/business/b2b-clients', w.callers.wl)).json();
    expect((await get(url, w.as.superadmin)).json()).toEqual(own);
    expect((await get(url, w.as.in_house_manager)).json()).toEqual(own);
    // A white-label business without plan has clients too: the operator reads them.
    const noPlan = `/business/b2b-clients?parent_business_id=${w.biz.wlNoPlan}`;
    expect(names((await get(noPlan, w.as.superadmin)).json())).toEqual(['client-sans-plan']);
    // Business staff cannot reach another parent by naming it.
    const other = `/business/b2b-clients?parent_business_id=${w.biz.otherWl}`;
    expect(names((await get(other, w.callers.wl)).json())).not.toContain('client-autre-marque');
  });
});

describe('GET /business/b2b-users', () => {
  it('lists the staff of the live clients with their status', async () => {
    const body = users.parse((await get('/business/b2b-users?sort=email', w.callers.wl)).json());
    expect(body.data.map((u) => [u.email, u.status])).toEqual([
      ['ana@alpha.test', 'active'],
      ['google@alpha.test', 'active'],
      ['invite@alpha.test', 'invited'],
      ['parti@alpha.test', 'disabled'],
      ['staff@client-de-marque.test', 'active'],
    ]);
    expect(body.data[0]).toEqual({
      id: ids.alphaStaff,
      email: 'ana@alpha.test',
      name: 'ana@alpha.test',
      phone: null,
      role: 'b2b',
      business_id: ids.alpha,
      business_name: 'Entreprise alpha-client',
      status: 'active',
      created_at: expect.any(String),
      last_login_at: expect.any(String),
    });
    expect(emails((await get('/business/b2b-users', w.callers.other_wl)).json())).toEqual([
      'staff@client-autre.test',
    ]);
  });

  it('filters (b2b_business_id, status, q, id), sorts and pages', async () => {
    const list = async (query: string) =>
      emails((await get(`/business/b2b-users?sort=email&${query}`, w.callers.wl)).json());
    expect(await list(`b2b_business_id=${w.biz.wlClient}`)).toEqual([
      'staff@client-de-marque.test',
    ]);
    expect(await list(`b2b_business_id=${w.biz.otherWlClient}`)).toEqual([]);
    expect(await list('b2b_business_id=nope')).toEqual([]);
    expect(await list('status=invited')).toEqual(['invite@alpha.test']);
    expect(await list('status=disabled')).toEqual(['parti@alpha.test']);
    expect(await list('q=GOOGLE')).toEqual(['google@alpha.test']);
    expect(await list(`id=${ids.invited}&id=${ids.disabled}`)).toEqual([
      'invite@alpha.test',
      'parti@alpha.test',
    ]);
    expect(await list('order=desc&limit=2')).toEqual([
      'staff@client-de-marque.test',
      'parti@alpha.test',
    ]);
    expect((await get('/business/b2b-users?status=gone', w.callers.wl)).statusCode).toBe(400);
  });
});

describe('GET /business/b2b/{id}/requests', () => {
  it('lists one client’s requests, newest first, paged', async () => {
    const res = await get(`/business/b2b/${w.biz.wlClient}/requests`, w.callers.wl);
    const body = requests.parse(res.json());
    expect(body.pagination).toEqual({ total: 2, limit: 10, skip: 0 });
    expect(body.data.map((r) => [r.business_id, r.status, r.price])).toEqual([
      [w.biz.wlClient, 'pending', 0],
      [w.biz.wlClient, 'delivered', 2500],
    ]);
    const page = requests.parse(
      (await get(`/business/b2b/${w.biz.wlClient}/requests?limit=1&skip=1`, w.callers.wl)).json(),
    );
    expect(page.data.map((r) => r.status)).toEqual(['delivered']);
  });

  it('404 for anything but a live B2B client of the caller; operator staff read any B2B business', async () => {
    for (const id of [
      w.biz.otherWlClient, // another parent's client
      w.biz.wl, // the parent itself
      w.ids.business, // a standard business
      w.ids.b2b, // a B2B business without a parent
      ids.deleted,
      'nope',
    ]) {
      expect((await get(`/business/b2b/${id}/requests`, w.callers.wl)).statusCode, id).toBe(404);
    }
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      for (const id of [w.biz.otherWlClient, w.ids.b2b, ids.alpha]) {
        expect((await get(`/business/b2b/${id}/requests`, headers)).statusCode).toBe(200);
      }
      for (const id of [w.ids.business, w.biz.wl, ids.deleted]) {
        expect((await get(`/business/b2b/${id}/requests`, headers)).statusCode).toBe(404);
      }
    }
  });
});

describe('GET /business/white-label-summary', () => {
  it('counts clients, staff, requests and this month’s and last month’s spend', async () => {
    const res = await get('/business/white-label-summary', w.callers.wl);
    expect(res.statusCode).toBe(200);
    expect(oneResponse(whiteLabelSummary).parse(res.json()).data).toEqual({
      business_id: w.biz.wl,
      currency: 'EUR',
      clients: 3,
      active_clients: 2,
      client_staff: 4, // the disabled one and the deleted client's do not count
      requests_by_status: {
        pending: 2,
        assigned: 0,
        in_transit: 0,
        delivered: 1,
        failed: 0,
        cancelled: 0,
      },
      spend_this_month: 3500,
      spend_last_month: 1000,
      top_clients: [
        {
          business_id: w.biz.wlClient,
          name: 'client-de-marque',
          spend_this_month: 2500,
          requests_this_month: 2,
        },
        {
          business_id: ids.alpha,
          name: 'Entreprise alpha-client',
          spend_this_month: 1000,
          requests_this_month: 1,
        },
      ],
    });
    const operator = await get(
      `/business/white-label-summary?parent_business_id=${w.biz.wl}`,
      w.as.in_house_manager,
    );
    expect(operator.json()).toEqual(res.json());
  });

  it('answers zeros for a white-label business without activity, in its currency', async () => {
    const id = await addBusiness(w, 'marque-vide', 'whitelabel', null, { currency: 'XOF' });
    const res = await get(
      `/business/white-label-summary?parent_business_id=${id}`,
      w.as.superadmin,
    );
    expect(oneResponse(whiteLabelSummary).parse(res.json()).data).toEqual({
      business_id: id,
      currency: 'XOF',
      clients: 0,
      active_clients: 0,
      client_staff: 0,
      requests_by_status: {
        pending: 0,
        assigned: 0,
        in_transit: 0,
        delivered: 0,
        failed: 0,
        cancelled: 0,
      },
      spend_this_month: 0,
      spend_last_month: 0,
      top_clients: [],
    });
  });

  it('keeps the top five by spend this month, in the parent’s currency', async () => {
    const id = await addBusiness(w, 'marque-six', 'whitelabel');
    for (let i = 1; i <= 6; i++) {
      const client = await addBusiness(w, `client-six-${i}`, 'b2b', id);
      await ledger(w, client, 'credit', 'top_up', 1000);
      await ledger(w, client, 'debit', 'request_charge', i * 100);
    }
    // A client paying in another currency: its amounts do not add up with euros.
    const dollars = await addBusiness(w, 'client-six-usd', 'b2b', id, { currency: 'USD' });
    await ledger(w, dollars, 'credit', 'top_up', 90000);
    await ledger(w, dollars, 'debit', 'request_charge', 9000);
    const res = await get(
      `/business/white-label-summary?parent_business_id=${id}`,
      w.as.superadmin,
    );
    const data = oneResponse(whiteLabelSummary).parse(res.json()).data;
    expect(data.spend_this_month).toBe(2100);
    expect(data.top_clients.map((c) => [c.name, c.spend_this_month])).toEqual([
      ['Entreprise client-six-6', 600],
      ['Entreprise client-six-5', 500],
      ['Entreprise client-six-4', 400],
      ['Entreprise client-six-3', 300],
      ['Entreprise client-six-2', 200],
    ]);
  });
});

describe('OpenAPI', () => {
  it('documents every route of the business side with its tags and Bearer security', async () => {
    const doc = (await w.t.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    }>();
    const routes: [string, string][] = [
      ['/api/business-settings', 'get'],
      ['/api/business-settings', 'post'],
      ['/api/business-settings', 'patch'],
      ['/api/business-settings/{id}', 'get'],
      ['/api/business-customization', 'get'],
      ['/api/business-customization', 'patch'],
      ['/api/business/b2b-clients', 'get'],
      ['/api/business/b2b-users', 'get'],
      ['/api/business/b2b/{id}/requests', 'get'],
      ['/api/business/white-label-summary', 'get'],
      ['/api/superadmin/business/{id}/wallet-history', 'get'],
    ];
    for (const [path, method] of routes) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation?.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearer: [] }]);
    }
  });
});
