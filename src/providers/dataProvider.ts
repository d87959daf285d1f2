import type { AxiosInstance } from 'axios';
import type {
  CreateParams,
  DataProvider,
  DeleteManyParams,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateParams,
} from 'react-admin';
import { DEFAULT_LIMIT, MAX_LIMIT } from '../../contract/common';
import { httpClient, toHttpError } from './httpClient';

type Query = Record<string, string | number | boolean | Array<string | number | boolean>>;

/** Drops empty filter values; arrays become repeated parameters (see httpClient). */
export function filterToQuery(filter: Record<string, unknown> = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      const items = value.filter((v) => v !== undefined && v !== null && v !== '');
      if (items.length > 0) query[key] = items.map(scalar);
      continue;
    }
    query[key] = scalar(value);
  }
  return query;
}

function scalar(value: unknown): string | number | boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    return value;
  }
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

/** react-admin's page/perPage/sort/filter as the API's limit/skip/sort/order/filters. */
export function listQuery(params: Partial<GetListParams>): Query {
  const page = params.pagination?.page ?? 1;
  const perPage = params.pagination?.perPage ?? DEFAULT_LIMIT;
  const query: Query = {
    ...filterToQuery(params.filter),
    limit: perPage,
    skip: Math.max(0, (page - 1) * perPage),
  };
  // react-admin sorts by `id` when a list names no sort; ids are UUIDs, an order by them
  // means nothing, so the server's own default order applies instead.
  if (params.sort?.field && params.sort.field !== 'id') {
    query.sort = params.sort.field;
    query.order = params.sort.order?.toLowerCase() === 'desc' ? 'desc' : 'asc';
  }
  return query;
}

const isEqual = (a: unknown, b: unknown): boolean =>
  a === b ||
  (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null
    ? JSON.stringify(a) === JSON.stringify(b)
    : false);

/** The fields of `data` that differ from `previous`: a PATCH sends only what the user changed. */
export function changedFields(
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).filter(([key, value]) => !isEqual(value, previous[key])),
  );
}

interface One {
  data: RaRecord;
}
interface Page {
  data: RaRecord[];
  pagination?: { total: number; limit: number; skip: number };
}

/**
 * The REST mapping of react-admin's data calls onto the API: the resource name is the path
 * (`asset-type` -> `/asset-type`), answers are unwrapped from `{ data }`, and every failure
 * becomes an HttpError (so 401/403 reach authProvider.checkError).
 */
export function createDataProvider(client: AxiosInstance): DataProvider {
  const path = (resource: string, id?: Identifier) =>
    id === undefined ? `/${resource}` : `/${resource}/${encodeURIComponent(String(id))}`;

  async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
    try {
      return (await run()).data;
    } catch (error) {
      throw toHttpError(error);
    }
  }

  async function getList(resource: string, params: Partial<GetListParams>) {
    const body = await call(() => client.get<Page>(path(resource), { params: listQuery(params) }));
    return { data: body.data, total: body.pagination?.total ?? body.data.length };
  }

  async function getOne(resource: string, params: GetOneParams) {
    const body = await call(() => client.get<One>(path(resource, params.id)));
    return { data: body.data };
  }

  async function getMany(resource: string, params: GetManyParams) {
    // The API caps a page at MAX_LIMIT: ask in batches so that every id comes back.
    const data: RaRecord[] = [];
    for (let i = 0; i < params.ids.length; i += MAX_LIMIT) {
      const ids = params.ids.slice(i, i + MAX_LIMIT);
      const body = await call(() =>
        client.get<Page>(path(resource), { params: { id: ids, limit: ids.length } }),
      );
      data.push(...body.data);
    }
    return { data };
  }

  const getManyReference = (resource: string, params: GetManyReferenceParams) =>
    getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });

  async function create(resource: string, params: CreateParams) {
    const body = await call(() => client.post<One>(path(resource), params.data));
    return { data: body.data };
  }

  async function update(resource: string, params: UpdateParams) {
    const data = params.previousData
      ? changedFields(params.data, params.previousData)
      : params.data;
    const body = await call(() => client.patch<One>(path(resource, params.id), data));
    return { data: body.data };
  }

  async function updateMany(resource: string, params: UpdateManyParams) {
    await Promise.all(
      params.ids.map((id) => call(() => client.patch(path(resource, id), params.data))),
    );
    return { data: params.ids };
  }

  async function deleteOne(resource: string, params: DeleteParams) {
    const body = await call(() => client.delete<One>(path(resource, params.id)));
    return { data: body.data };
  }

  async function deleteMany(resource: string, params: DeleteManyParams) {
    await Promise.all(params.ids.map((id) => call(() => client.delete(path(resource, id)))));
    return { data: params.ids };
  }

  // react-admin types each method generic in the record type; the API's records are plain
  // JSON with an id, so one cast here covers them all.
  return {
    getList,
    getOne,
    getMany,
    getManyReference,
    create,
    update,
    updateMany,
    delete: deleteOne,
    deleteMany,
  } as DataProvider;
}

export const dataProvider = createDataProvider(httpClient);
