import './support/localStorage';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, sent } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

const lease = { id: 'l 1', status: 'pending' };

describe('lease custom methods', () => {
  it('proposeLease POSTs the proposal to /leases and answers the lease', async () => {
    answer('post', '/leases', () => json({ data: lease }, 201));
    const body = {
      preference_id: 'p1',
      asset_id: 'a1',
      start_date: '2030-05-01',
      end_date: '2030-05-10',
      notes: null,
    };
    expect(await dataProvider.proposeLease(body)).toEqual(lease);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/leases');
    expect(sent[0]?.body).toEqual(body);
  });

  it('each move PATCHes /leases/{id} with the status it asks for', async () => {
    answer('patch', '/leases/:id', ({ body }) => json({ data: { ...lease, ...(body as object) } }));
    expect(await dataProvider.acceptLease('l 1')).toMatchObject({ status: 'active' });
    await dataProvider.declineLease('l 1', '  Camion en révision ');
    await dataProvider.cancelLease('l 1');
    await dataProvider.cancelLease('l 1', 'Litige');
    await dataProvider.endLease('l 1', '   ');
    expect(sent.map((s) => s.url.pathname)).toEqual(Array(5).fill('/api/leases/l%201'));
    expect(sent.map((s) => s.method)).toEqual(Array(5).fill('PATCH'));
    // A blank reason is no reason: the key is left out rather than sent empty.
    expect(sent.map((s) => s.body)).toEqual([
      { status: 'active' },
      { status: 'cancelled', reason: 'Camion en révision' },
      { status: 'cancelled' },
      { status: 'cancelled', reason: 'Litige' },
      { status: 'ended' },
    ]);
  });

  it('a refused move reaches the page with its status and code', async () => {
    answer('patch', '/leases/:id', () => apiError(402, 'insufficient_funds'));
    await expect(dataProvider.acceptLease('l1')).rejects.toMatchObject({
      status: 402,
      message: 'flotte.errors.insufficient_funds',
      body: { code: 'insufficient_funds' },
    });
  });

  it('field details of a refused proposal become the form’s field errors', async () => {
    answer('post', '/leases', () =>
      apiError(400, 'validation_failed', [
        { path: 'end_date', message: 'flotte.leases.validation.too_short' },
      ]),
    );
    await expect(
      dataProvider.proposeLease({
        preference_id: 'p1',
        asset_id: 'a1',
        start_date: '2030-05-01',
        end_date: '2030-05-01',
        notes: null,
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { end_date: 'flotte.leases.validation.too_short' } },
    });
  });
});

describe('lease resources through the REST mapping', () => {
  it('the market is GET /lease-preferences with its filters, limit and skip', async () => {
    answer('get', '/lease-preferences', () =>
      json({ data: [{ id: 'p1' }], pagination: { total: 13, limit: 12, skip: 12 } }),
    );
    const result = await dataProvider.getList('lease-preferences', {
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { asset_type_id: 'at1', region: 'Dakar', from: '2030-05-01', max_rate: 15000 },
    });
    expect(result).toEqual({ data: [{ id: 'p1' }], total: 13 });
    expect(Object.fromEntries(sent[0]!.url.searchParams)).toEqual({
      asset_type_id: 'at1',
      region: 'Dakar',
      from: '2030-05-01',
      max_rate: '15000',
      limit: '12',
      skip: '12',
      sort: 'created_at',
      order: 'desc',
    });
  });

  it('an offer is read, changed and withdrawn at /lease-preferences/{id}', async () => {
    const offer = { id: 'p1', rate: 12000, regions: ['Dakar'] };
    answer('get', '/lease-preferences/:id', () => json({ data: offer }));
    answer('patch', '/lease-preferences/:id', ({ body }) =>
      json({ data: { ...offer, ...(body as object) } }),
    );
    answer('delete', '/lease-preferences/:id', () => json({ data: offer }));
    expect((await dataProvider.getOne('lease-preferences', { id: 'p1' })).data).toEqual(offer);
    await dataProvider.update('lease-preferences', {
      id: 'p1',
      data: { rate: 15000, regions: ['Dakar'] },
      previousData: offer,
    });
    await dataProvider.delete('lease-preferences', { id: 'p1', previousData: offer });
    expect(sent.map((s) => `${s.method} ${s.url.pathname}`)).toEqual([
      'GET /api/lease-preferences/p1',
      'PATCH /api/lease-preferences/p1',
      'DELETE /api/lease-preferences/p1',
    ]);
    // Only what changed is sent.
    expect(sent[1]?.body).toEqual({ rate: 15000 });
  });

  it('the leases list sends the filters of the list and its sidebar', async () => {
    answer('get', '/leases', () =>
      json({ data: [], pagination: { total: 0, limit: 10, skip: 0 } }),
    );
    await dataProvider.getList('leases', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'end_date', order: 'ASC' },
      filter: { status: 'active', ending_within_days: 7, business_id: 'b1' },
    });
    expect(sent[0]?.url.search).toBe(
      '?status=active&ending_within_days=7&business_id=b1&limit=10&skip=0&sort=end_date&order=asc',
    );
  });
});
