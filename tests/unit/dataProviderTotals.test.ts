/**
 * The dataProvider passes the API's lower-bound totals on to the lists (docs/totals.md):
 * `pagination.lower_bound` becomes `meta.totalIsLowerBound`, which ListPagination reads.
 */
import './support/localStorage';
import { describe, expect, it } from 'vitest';
import { answer, json } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();
const van = { id: 'v1', name: 'Van', status: 'available' };

describe('getList totals', () => {
  it('flags a total the server only counted up to its cap', async () => {
    answer('get', '/assets', () =>
      json({ data: [van], pagination: { total: 10000, limit: 25, skip: 0, lower_bound: true } }),
    );
    const result = await dataProvider.getList('assets', { filter: { q: 'van' } });
    expect(result).toEqual({ data: [van], total: 10000, meta: { totalIsLowerBound: true } });
  });

  it('answers an exact total without meta', async () => {
    answer('get', '/assets', () =>
      json({ data: [van], pagination: { total: 12345, limit: 25, skip: 0 } }),
    );
    const result = await dataProvider.getList('assets', {});
    expect(result).toEqual({ data: [van], total: 12345 });
    expect(result).not.toHaveProperty('meta');
  });

  it('flags it in references too (getManyReference lists)', async () => {
    answer('get', '/business-dispatches', () =>
      json({ data: [], pagination: { total: 10000, limit: 10, skip: 0, lower_bound: true } }),
    );
    const result = await dataProvider.getManyReference('business-dispatches', {
      target: 'business_id',
      id: 'b1',
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: {},
    });
    expect(result.meta).toEqual({ totalIsLowerBound: true });
  });
});
