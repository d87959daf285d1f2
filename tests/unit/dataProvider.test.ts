import './support/localStorage';
import { HttpResponse } from 'msw';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, apiError, json, sent } from './support/api';
import { servedDataProvider } from './support/dataProvider';

const dataProvider = servedDataProvider();

const truck = { id: 't1', name: 'Truck', base_price: 1000, active: true };
const van = { id: 'v2', name: 'Van', base_price: 500, active: true };

const query = (index = 0) => {
  const url = sent[index]?.url;
  if (!url) throw new Error(`no request #${index}`);
  return url.searchParams;
};

describe('getList', () => {
  beforeEach(() =>
    answer('get', '/asset-type', () =>
      json({ data: [truck, van], pagination: { total: 42, limit: 25, skip: 50 } }),
    ),
  );

  it('maps page/perPage onto limit/skip, sort onto sort/order, filters onto parameters', async () => {
    const result = await dataProvider.getList('asset-type', {
      pagination: { page: 3, perPage: 25 },
      sort: { field: 'base_price', order: 'DESC' },
      filter: { q: 'van', active: true, tag: ['a', 'b'], empty: '', none: null, nothing: [] },
    });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('GET');
    expect(sent[0]?.url.pathname).toBe('/api/asset-type');
    expect(Object.fromEntries(query())).toEqual({
      q: 'van',
      active: 'true',
      tag: 'b',
      limit: '25',
      skip: '50',
      sort: 'base_price',
      order: 'desc',
    });
    expect(query().getAll('tag')).toEqual(['a', 'b']);
    expect(result).toEqual({ data: [truck, van], total: 42 });
  });

  it('defaults to the first page of 10', async () => {
    await dataProvider.getList('asset-type', {});
    expect(sent[0]?.url.search).toBe('?limit=10&skip=0');
  });

  it('sends ascending order in lower case', async () => {
    await dataProvider.getList('asset-type', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(query().get('order')).toBe('asc');
    expect(query().get('sort')).toBe('name');
  });

  it("leaves react-admin's default sort by id to the server", async () => {
    await dataProvider.getList('asset-type', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sent[0]?.url.search).toBe('?limit=25&skip=25');
  });

  it('takes the total from pagination.total, not from the page length', async () => {
    const { total, data } = await dataProvider.getList('asset-type', {});
    expect(data).toHaveLength(2);
    expect(total).toBe(42);
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('getOne reads /resource/:id and unwraps { data }', async () => {
    answer('get', '/asset-type/:id', () => json({ data: truck }));
    expect(await dataProvider.getOne('asset-type', { id: 't1' })).toEqual({ data: truck });
    expect(sent[0]?.url.pathname).toBe('/api/asset-type/t1');
  });

  it('getOne escapes the id', async () => {
    answer('get', '/asset-type/:id', () => json({ data: truck }));
    await dataProvider.getOne('asset-type', { id: 'a/b c' });
    expect(sent[0]?.url.pathname).toBe('/api/asset-type/a%2Fb%20c');
  });

  it('getMany asks once with repeated id parameters and a limit covering them', async () => {
    answer('get', '/asset-type', () =>
      json({ data: [truck, van], pagination: { total: 2, limit: 2, skip: 0 } }),
    );
    const result = await dataProvider.getMany('asset-type', { ids: ['t1', 'v2'] });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url.search).toBe('?id=t1&id=v2&limit=2');
    expect(result).toEqual({ data: [truck, van] });
  });

  it('getMany asks in batches of at most 100 ids', async () => {
    answer('get', '/asset-type', ({ url }) =>
      json({
        data: url.searchParams.getAll('id').map((id) => ({ id })),
        pagination: { total: 0, limit: 100, skip: 0 },
      }),
    );
    const ids = Array.from({ length: 150 }, (_, i) => `id${i}`);
    const { data } = await dataProvider.getMany('asset-type', { ids });
    expect(sent.map((r) => r.url.searchParams.get('limit'))).toEqual(['100', '50']);
    expect(data.map((r) => r.id)).toEqual(ids);
  });

  it('getManyReference is a list filtered on the target', async () => {
    answer('get', '/assets', () => json({ data: [], pagination: { total: 7, limit: 5, skip: 5 } }));
    const result = await dataProvider.getManyReference('assets', {
      target: 'asset_type_id',
      id: 't1',
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'x' },
    });
    expect(Object.fromEntries(query())).toEqual({
      q: 'x',
      asset_type_id: 't1',
      limit: '5',
      skip: '5',
      sort: 'name',
      order: 'asc',
    });
    expect(result.total).toBe(7);
  });
});

describe('create, update, delete', () => {
  it('create POSTs the data and returns the created record', async () => {
    answer('post', '/asset-type', () => json({ data: { ...truck, id: 'new' } }, 201));
    const result = await dataProvider.create('asset-type', {
      data: { name: 'Truck', base_price: 1000 },
    });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url.pathname).toBe('/api/asset-type');
    expect(sent[0]?.body).toEqual({ name: 'Truck', base_price: 1000 });
    expect(result.data.id).toBe('new');
  });

  it('update PATCHes only the fields that changed since previousData', async () => {
    answer('patch', '/asset-type/:id', () => json({ data: { ...truck, name: 'Lorry' } }));
    const result = await dataProvider.update('asset-type', {
      id: 't1',
      data: { ...truck, name: 'Lorry', tags: ['x'] },
      previousData: { ...truck, tags: ['x'] },
    });
    expect(sent[0]?.method).toBe('PATCH');
    expect(sent[0]?.url.pathname).toBe('/api/asset-type/t1');
    expect(sent[0]?.body).toEqual({ name: 'Lorry' });
    expect(result.data.name).toBe('Lorry');
  });

  it('update sends all the data when there is no previousData', async () => {
    answer('patch', '/asset-type/:id', () => json({ data: truck }));
    await dataProvider.update('asset-type', {
      id: 't1',
      data: { name: 'Truck', active: false },
      previousData: undefined as never,
    });
    expect(sent[0]?.body).toEqual({ name: 'Truck', active: false });
  });

  it('updateMany PATCHes each record and returns the ids', async () => {
    answer('patch', '/asset-type/:id', () => json({ data: truck }));
    const result = await dataProvider.updateMany('asset-type', {
      ids: ['t1', 'v2'],
      data: { active: false },
    });
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`).sort()).toEqual([
      'PATCH /api/asset-type/t1',
      'PATCH /api/asset-type/v2',
    ]);
    expect(sent.every((r) => JSON.stringify(r.body) === '{"active":false}')).toBe(true);
    expect(result).toEqual({ data: ['t1', 'v2'] });
  });

  it('delete DELETEs /resource/:id and returns the deleted record', async () => {
    answer('delete', '/asset-type/:id', () => json({ data: truck }));
    const result = await dataProvider.delete('asset-type', { id: 't1', previousData: truck });
    expect(sent[0]?.method).toBe('DELETE');
    expect(sent[0]?.url.pathname).toBe('/api/asset-type/t1');
    expect(result).toEqual({ data: truck });
  });

  it('deleteMany DELETEs each record and returns the ids', async () => {
    answer('delete', '/asset-type/:id', () => json({ data: truck }));
    const result = await dataProvider.deleteMany('asset-type', { ids: ['t1', 'v2'] });
    expect(sent.map((r) => `${r.method} ${r.url.pathname}`).sort()).toEqual([
      'DELETE /api/asset-type/t1',
      'DELETE /api/asset-type/v2',
    ]);
    expect(result).toEqual({ data: ['t1', 'v2'] });
  });
});

describe('errors', () => {
  const rejection = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      return error as HttpError;
    }
    throw new Error('the call did not fail');
  };

  it('a 401 reaches react-admin as an HttpError with status 401', async () => {
    answer('get', '/asset-type', () => apiError(401, 'session_expired'));
    const error = await rejection(dataProvider.getList('asset-type', {}));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.status).toBe(401);
    expect(error.message).toBe('flotte.errors.session_expired');
  });

  it('a 403 keeps its status and code', async () => {
    answer('delete', '/asset-type/:id', () => apiError(403, 'forbidden'));
    const error = await rejection(dataProvider.delete('asset-type', { id: 't1' }));
    expect(error.status).toBe(403);
    expect(error.message).toBe('flotte.errors.forbidden');
  });

  it('a 400 with details gives the form its field errors', async () => {
    answer('post', '/asset-type', () =>
      apiError(400, 'validation_failed', [{ path: 'name', message: 'flotte.validation.required' }]),
    );
    const error = await rejection(dataProvider.create('asset-type', { data: { name: '' } }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('flotte.errors.validation_failed');
    expect(error.body.errors).toEqual({ name: 'flotte.validation.required' });
  });

  it('a 409 carries its code as the message key', async () => {
    answer('delete', '/asset-type/:id', () => apiError(409, 'asset_type_in_use'));
    const error = await rejection(dataProvider.delete('asset-type', { id: 't1' }));
    expect(error.status).toBe(409);
    expect(error.message).toBe('flotte.errors.asset_type_in_use');
    expect(error.body.code).toBe('asset_type_in_use');
  });

  it('a network failure becomes flotte.errors.network', async () => {
    answer('get', '/asset-type/:id', () => HttpResponse.error());
    const error = await rejection(dataProvider.getOne('asset-type', { id: 't1' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('flotte.errors.network');
  });

  it('a failure in one of several updates fails the whole call', async () => {
    answer('patch', '/asset-type/:id', ({ url }) =>
      url.pathname.endsWith('/v2') ? apiError(404, 'not_found') : json({ data: truck }),
    );
    const error = await rejection(
      dataProvider.updateMany('asset-type', { ids: ['t1', 'v2'], data: { active: true } }),
    );
    expect(error.status).toBe(404);
  });
});
