import './support/localStorage';
import { describe, expect, it } from 'vitest';
import { answer, apiError, json, sent } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

describe('maintenance custom methods', () => {
  it('getUpcomingMaintenance pages GET /maintenance/upcoming and reads the total', async () => {
    answer('get', '/maintenance/upcoming', () =>
      json({ data: [{ id: 'm1' }], pagination: { total: 12, limit: 10, skip: 10 } }),
    );
    const result = await dataProvider.getUpcomingMaintenance({ limit: 10, skip: 10 });
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/maintenance/upcoming');
    expect(sent[0]?.url.search).toBe('?limit=10&skip=10');
    expect(result).toEqual({ data: [{ id: 'm1' }], total: 12 });

    await dataProvider.getUpcomingMaintenance();
    expect(sent[1]?.url.search).toBe('?limit=10&skip=0');
  });

  it('moveMaintenance PATCHes the status (and what completing records) to the record', async () => {
    answer('patch', '/maintenance/:id', ({ body }) =>
      json({ data: { id: 'm 1', ...(body as object), next_id: 'm2' } }),
    );
    await dataProvider.moveMaintenance('m 1', { status: 'in_progress' });
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url.pathname).toBe('/api/maintenance/m%201');
    expect(sent[0]?.body).toEqual({ status: 'in_progress' });

    const done = await dataProvider.moveMaintenance('m 1', {
      status: 'completed',
      completed_at: '2025-03-10T08:00:00.000Z',
      cost: 12050,
      vendor: 'Garage Martin',
      completed_odometer_km: 60120,
    });
    expect(sent[1]?.body).toEqual({
      status: 'completed',
      completed_at: '2025-03-10T08:00:00.000Z',
      cost: 12050,
      vendor: 'Garage Martin',
      completed_odometer_km: 60120,
    });
    expect(done).toMatchObject({ id: 'm 1', status: 'completed', next_id: 'm2' });

    await dataProvider.moveMaintenance('m 1', { status: 'cancelled' });
    expect(sent[2]?.body).toEqual({ status: 'cancelled' });
  });

  it('the list, one record, create and edit are plain REST on /maintenance', async () => {
    answer('get', '/maintenance', () =>
      json({ data: [{ id: 'm1' }], pagination: { total: 1, limit: 10, skip: 0 } }),
    );
    answer('post', '/maintenance', ({ body }) => json({ data: { id: 'm9', ...(body as object) } }));
    answer('patch', '/maintenance/:id', ({ body }) =>
      json({ data: { id: 'm1', ...(body as object) } }),
    );
    await dataProvider.getList('maintenance', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'scheduled_at', order: 'ASC' },
      filter: { due_level: 'overdue', asset_id: 'a1', q: '' },
    });
    const query = sent[0]!.url.searchParams;
    expect(sent[0]?.url.pathname).toBe('/api/maintenance');
    expect(Object.fromEntries(query)).toEqual({
      due_level: 'overdue',
      asset_id: 'a1',
      limit: '10',
      skip: '10',
      sort: 'scheduled_at',
      order: 'asc',
    });

    await dataProvider.create('maintenance', {
      data: { asset_id: 'a1', kind: 'preventive', title: 'Vidange', due_odometer_km: 60000 },
    });
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.body).toEqual({
      asset_id: 'a1',
      kind: 'preventive',
      title: 'Vidange',
      due_odometer_km: 60000,
    });

    await dataProvider.update('maintenance', {
      id: 'm1',
      data: { id: 'm1', title: 'Vidange moteur', kind: 'preventive' },
      previousData: { id: 'm1', title: 'Vidange', kind: 'preventive' },
    });
    expect(sent[2]?.url.pathname).toBe('/api/maintenance/m1');
    expect(sent[2]?.body).toEqual({ title: 'Vidange moteur' });
  });

  it('a refused move reaches the page with its code', async () => {
    answer('patch', '/maintenance/:id', () => apiError(409, 'asset_unavailable'));
    await expect(
      dataProvider.moveMaintenance('m1', { status: 'in_progress' }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'flotte.errors.asset_unavailable',
      body: { code: 'asset_unavailable' },
    });
  });
});
