import './support/localStorage';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { OWN_ID } from '../../src/providers/dataProvider';
import { answer, API, apiError, json, sent, server } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

const last = () => {
  const request = sent.at(-1);
  if (!request) throw new Error('no request sent');
  return {
    method: request.method,
    path: request.url.pathname,
    query: request.url.search,
    body: request.body,
  };
};
/** The last request sent was `method` `path`, with the query or body of `more`. */
const expectLast = (method: string, path: string, more: object) =>
  expect(last()).toMatchObject({ method, path, ...more });

describe("the business staff's own calls", () => {
  it('reads the own business at /business and patches only what changed', async () => {
    const acme = { id: 'b1', name: 'Acme', slug: 'acme' };
    answer('get', '/business', () => json({ data: acme }));
    answer('patch', '/business', ({ body }) => json({ data: { ...acme, ...(body as object) } }));
    await expect(dataProvider.getOne('my-business', { id: OWN_ID })).resolves.toEqual({
      data: acme,
    });
    expectLast('GET', '/api/business', { query: '' });
    await expect(
      dataProvider.update('my-business', {
        id: OWN_ID,
        data: { name: 'Acme', slug: 'acme-x' },
        previousData: acme,
      }),
    ).resolves.toEqual({ data: { ...acme, slug: 'acme-x' } });
    expect(last()).toEqual({
      method: 'PATCH',
      path: '/api/business',
      query: '',
      body: { slug: 'acme-x' },
    });
  });

  it('creates settings never saved (POST, whole) and patches saved ones (PATCH)', async () => {
    const defaults = { business_id: 'b1', currency: 'EUR', saved: false };
    answer('get', '/business-settings', () => json({ data: defaults }));
    answer('post', '/business-settings', ({ body }) => json({ data: body }, 201));
    answer('patch', '/business-settings', ({ body }) => json({ data: body }));
    const { data: read } = await dataProvider.getOne('business-settings', { id: OWN_ID });
    expect(read).toEqual({ ...defaults, id: OWN_ID });
    expect(last()).toMatchObject({ method: 'GET', path: '/api/business-settings' });
    await dataProvider.update('business-settings', {
      id: OWN_ID,
      data: { currency: 'EUR', timezone: 'Africa/Abidjan' },
      previousData: read,
    });
    expect(last()).toEqual({
      method: 'POST',
      path: '/api/business-settings',
      query: '',
      body: { currency: 'EUR', timezone: 'Africa/Abidjan' },
    });
    await dataProvider.update('business-settings', {
      id: OWN_ID,
      data: { currency: 'EUR', low_balance_threshold: 5000 },
      previousData: { ...read, saved: true },
    });
    expect(last()).toEqual({
      method: 'PATCH',
      path: '/api/business-settings',
      query: '',
      body: { low_balance_threshold: 5000 },
    });
  });

  it('reads the branding and patches it at /business-customization', async () => {
    const own = { branding: null, editable: false };
    answer('get', '/business-customization', () => json({ data: own }));
    answer('patch', '/business-customization', ({ body }) => json({ data: body }));
    await expect(dataProvider.getOwnCustomization()).resolves.toEqual(own);
    await dataProvider.updateCustomization({ primary_color: '#ff6600', logo: null });
    expect(last()).toEqual({
      method: 'PATCH',
      path: '/api/business-customization',
      query: '',
      body: { primary_color: '#ff6600', logo: null },
    });
  });

  it('uploads a file as the multipart field `file` and answers its address', async () => {
    const parts: Array<[string, string]> = [];
    server.use(
      http.post(`${API}/upload`, async ({ request }) => {
        for (const [field, value] of (await request.formData()).entries()) {
          parts.push([field, typeof value === 'string' ? value : await value.text()]);
        }
        return json({ fileUrl: '/api/uploads/logo.png' }, 201);
      }),
    );
    await expect(
      dataProvider.uploadFile(new File(['PNGDATA'], 'logo.png', { type: 'image/png' })),
    ).resolves.toBe('/api/uploads/logo.png');
    expect(parts).toEqual([['file', 'PNGDATA']]);
  });

  it('subscribes with the plan id, and a refusal keeps its code', async () => {
    answer('post', '/business/subscribe', ({ body }) =>
      (body as { plan_id: string }).plan_id === 'p-poor'
        ? apiError(402, 'insufficient_funds')
        : json({ data: { id: 's1', plan_id: 'p-pro' } }, 201),
    );
    await expect(dataProvider.subscribe('p-pro')).resolves.toEqual({ id: 's1', plan_id: 'p-pro' });
    expect(last()).toEqual({
      method: 'POST',
      path: '/api/business/subscribe',
      query: '',
      body: { plan_id: 'p-pro' },
    });
    await expect(dataProvider.subscribe('p-poor')).rejects.toMatchObject({
      status: 402,
      message: 'flotte.errors.insufficient_funds',
    });
  });

  it('reads the white-label summary and a client’s requests page by page', async () => {
    answer('get', '/business/white-label-summary', () => json({ data: { clients: 2 } }));
    answer('get', '/business/b2b/c%201/requests', () =>
      json({ data: [{ id: 'r1' }], pagination: { total: 31, limit: 10, skip: 20 } }),
    );
    await expect(dataProvider.getWhiteLabelSummary()).resolves.toEqual({ clients: 2 });
    await expect(
      dataProvider.getB2bClientRequests('c 1', { limit: 10, skip: 20 }),
    ).resolves.toEqual({ data: [{ id: 'r1' }], total: 31 });
    expectLast('GET', '/api/business/b2b/c%201/requests', { query: '?limit=10&skip=20' });
  });
});

describe('the resources of the business side', () => {
  it('staff: lists, invites and disables under /business/staff', async () => {
    answer('get', '/business/staff', () =>
      json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
    );
    answer('post', '/business/staff', ({ body }) =>
      json({ data: { id: 'u9', ...(body as object) } }, 201),
    );
    answer('patch', '/business/staff/u9', ({ body }) =>
      json({ data: { id: 'u9', ...(body as object) } }),
    );
    await dataProvider.getList('staff', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: { status: 'invited' },
    });
    expect(last()).toMatchObject({
      path: '/api/business/staff',
      query: '?status=invited&limit=10&skip=0&sort=name&order=asc',
    });
    await dataProvider.create('staff', { data: { name: 'Nina', email: 'n@a.test', locale: 'en' } });
    expectLast('POST', '/api/business/staff', {
      body: { name: 'Nina', email: 'n@a.test', locale: 'en' },
    });
    await dataProvider.update('staff', {
      id: 'u9',
      data: { disabled: true },
      previousData: { id: 'u9', name: 'Nina', status: 'active' },
    });
    expectLast('PATCH', '/api/business/staff/u9', { body: { disabled: true } });
  });

  it('subscriptions: the history and the renewal switch under /business/subscriptions', async () => {
    answer('get', '/business/subscriptions', () =>
      json({ data: [], pagination: { total: 0, limit: 10, skip: 10 } }),
    );
    answer('patch', '/business/subscriptions/s1', ({ body }) =>
      json({ data: { id: 's1', ...(body as object) } }),
    );
    await dataProvider.getList('subscriptions', { pagination: { page: 2, perPage: 10 } });
    expect(last()).toMatchObject({
      path: '/api/business/subscriptions',
      query: '?limit=10&skip=10',
    });
    await dataProvider.update('subscriptions', {
      id: 's1',
      data: { auto_renew: false },
      previousData: { id: 's1', auto_renew: true, plan_name: 'Pro' },
    });
    expectLast('PATCH', '/api/business/subscriptions/s1', { body: { auto_renew: false } });
  });

  it('b2b clients and users: one client by `id`, its users by `b2b_business_id`', async () => {
    answer('get', '/business/b2b-clients', () =>
      json({ data: [{ id: 'c1' }], pagination: { total: 1, limit: 1, skip: 0 } }),
    );
    answer('get', '/business/b2b-users', () =>
      json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
    );
    await dataProvider.getMany('b2b-clients', { ids: ['c1'] });
    expect(last()).toMatchObject({ path: '/api/business/b2b-clients', query: '?id=c1&limit=1' });
    await dataProvider.getManyReference('b2b-users', {
      target: 'b2b_business_id',
      id: 'c1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(last()).toMatchObject({
      path: '/api/business/b2b-users',
      query: '?b2b_business_id=c1&limit=10&skip=0&sort=name&order=asc',
    });
  });
});
