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
import { businessMethods } from './custom/business';
import { businessStaffMethods } from './custom/business-staff';
import { call } from './custom/call';
import { driverMethods } from './custom/drivers';
import { fleetMethods } from './custom/fleet';
import { importMethods } from './custom/import';
import { integrationsMethods } from './custom/integrations';
import { leaseMethods } from './custom/leases';
import { maintenanceMethods } from './custom/maintenance';
import { operationsMethods } from './custom/operations';
import { positionMethods } from './custom/positions';
import { walletMethods } from './custom/wallet';
import { payoutMethods } from './custom/payouts';
import { invoiceMethods } from './custom/invoices';
import { complianceMethods } from './custom/compliance';
import { privacyMethods } from './custom/privacy';
import { roundMethods } from './custom/rounds';
import { resolveRelativePeriods } from './relativePeriods';
import { followSavedSettings, userTimeZone } from './userZone';
import { httpClient } from './httpClient';

/** The resources whose forms carry files (ImageInput/FileInput) to upload before saving. */
const UPLOADING_RESOURCES = new Set(['assets', 'documents']);

const isPickedFile = (value: unknown): value is { rawFile: Blob } =>
  typeof value === 'object' &&
  value !== null &&
  'rawFile' in value &&
  (value as { rawFile: unknown }).rawFile instanceof Blob;

const isStoredFile = (value: unknown): value is { src: string } =>
  typeof value === 'object' &&
  value !== null &&
  !('rawFile' in value) &&
  typeof (value as { src?: unknown }).src === 'string';

/**
 * The dataProvider with Flotte's custom methods: the calls that are not plain CRUD, one module
 * per area in ./custom (used through useDataProvider + useQuery/useMutation).
 */
export type FlotteDataProvider = DataProvider &
  ReturnType<typeof fleetMethods> &
  ReturnType<typeof importMethods> &
  ReturnType<typeof walletMethods> &
  ReturnType<typeof payoutMethods> &
  ReturnType<typeof invoiceMethods> &
  ReturnType<typeof businessMethods> &
  ReturnType<typeof businessStaffMethods> &
  ReturnType<typeof leaseMethods> &
  ReturnType<typeof maintenanceMethods> &
  ReturnType<typeof operationsMethods> &
  ReturnType<typeof complianceMethods> &
  ReturnType<typeof positionMethods> &
  ReturnType<typeof driverMethods> &
  ReturnType<typeof integrationsMethods> &
  ReturnType<typeof privacyMethods> &
  ReturnType<typeof roundMethods>;

/**
 * Resources whose API path is not their name: react-admin's routes put a resource's records
 * under `/<name>/<id>`, so a name with a slash would collide with the business resource's own.
 */
export const RESOURCE_PATHS: Record<string, string> = {
  staff: '/business/staff',
  'b2b-users': '/business/b2b-users',
  'b2b-clients': '/business/b2b-clients',
  subscriptions: '/business/subscriptions',
};

/**
 * The caller's own records, one each at a fixed path (no id in it): react-admin addresses them
 * by the id OWN_ID, e.g. `<EditBase resource="my-business" id={OWN_ID}>` reads GET /business
 * and saves with PATCH /business.
 */
export const OWN_ID = 'own';
const SINGLETON_PATHS: Record<string, string> = {
  'my-business': '/business',
  'business-settings': '/business-settings',
  'compliance-settings': '/compliance-settings',
};
/** react-admin wants an id on every record: an own record without one (settings) is OWN_ID's. */
const withOwnId = (resource: string, record: RaRecord): RaRecord =>
  resource in SINGLETON_PATHS && record.id === undefined ? { ...record, id: OWN_ID } : record;

type Query = Record<string, string | number | boolean | Array<string | number | boolean>>;

/**
 * Resolves relative periods (relativePeriods.ts) in the user's time zone (userZone.ts), drops
 * empty filter values; arrays become repeated parameters (see httpClient).
 */
export function filterToQuery(filter: Record<string, unknown> = {}): Query {
  const query: Query = {};
  for (const [key, value] of Object.entries(
    resolveRelativePeriods(filter, new Date(), userTimeZone()),
  )) {
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
  pagination?: { total: number; limit: number; skip: number; lower_bound?: boolean };
}

/**
 * The REST mapping of react-admin's data calls onto the API: the resource name is the path
 * (`asset-type` -> `/asset-type`), answers are unwrapped from `{ data }`, and every failure
 * becomes an HttpError (so 401/403 reach authProvider.checkError).
 */
export function createDataProvider(client: AxiosInstance): FlotteDataProvider {
  const path = (resource: string, id?: Identifier) => {
    const singleton = SINGLETON_PATHS[resource];
    if (singleton) return singleton;
    const base = RESOURCE_PATHS[resource] ?? `/${resource}`;
    return id === undefined ? base : `${base}/${encodeURIComponent(String(id))}`;
  };

  async function getList(resource: string, params: Partial<GetListParams>) {
    const body = await call(() => client.get<Page>(path(resource), { params: listQuery(params) }));
    const total = body.pagination?.total ?? body.data.length;
    // The server stopped counting: the lists show "10 000+" (ListPagination, docs/totals.md).
    if (body.pagination?.lower_bound) {
      return { data: body.data, total, meta: { totalIsLowerBound: true } };
    }
    return { data: body.data, total };
  }

  async function getOne(resource: string, params: GetOneParams) {
    const body = await call(() => client.get<One>(path(resource, params.id)));
    return { data: withOwnId(resource, body.data) };
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

  /**
   * Files picked in a form (react-admin's ImageInput/FileInput give `{ rawFile: File }`) are
   * posted to POST /upload first, and replaced by the `fileUrl` answered (assets only: photo
   * and documents). Anything else goes through unchanged.
   */
  async function withUploads(resource: string, data: Record<string, unknown>) {
    if (!UPLOADING_RESOURCES.has(resource)) return data;
    const upload = async (value: unknown): Promise<unknown> => {
      if (Array.isArray(value)) return Promise.all(value.map(upload));
      if (isPickedFile(value)) {
        const form = new FormData();
        form.append('file', value.rawFile);
        const body = await call(() => client.post<{ fileUrl: string }>('/upload', form));
        return body.fileUrl;
      }
      // An already stored file shown back by the input: `{ src: url }` becomes the url.
      if (isStoredFile(value)) return value.src;
      return value;
    };
    const entries = await Promise.all(
      Object.entries(data).map(async ([key, value]) => [key, await upload(value)] as const),
    );
    return Object.fromEntries(entries);
  }

  async function create(resource: string, params: CreateParams) {
    const data = await withUploads(resource, params.data as Record<string, unknown>);
    const body = await call(() => client.post<One>(path(resource), data));
    return { data: body.data };
  }

  async function update(resource: string, params: UpdateParams) {
    const previous = params.previousData as RaRecord | undefined;
    const singleton = resource in SINGLETON_PATHS;
    // An own record never saved (`saved: false`: settings still the defaults) is created whole.
    if (singleton && previous?.saved === false) {
      const body = await call(() => client.post<One>(path(resource), params.data));
      followSavedSettings(resource, body.data);
      return { data: withOwnId(resource, body.data) };
    }
    const changed = previous ? changedFields(params.data, previous) : params.data;
    if (singleton && previous && Object.keys(changed).length === 0) return { data: previous };
    const data = await withUploads(resource, changed);
    const body = await call(() => client.patch<One>(path(resource, params.id), data));
    followSavedSettings(resource, body.data);
    return { data: withOwnId(resource, body.data) };
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
    ...fleetMethods(client),
    ...importMethods(client),
    ...walletMethods(client),
    ...payoutMethods(client),
    ...invoiceMethods(client),
    ...businessMethods(client),
    ...businessStaffMethods(client),
    ...leaseMethods(client),
    ...maintenanceMethods(client),
    ...operationsMethods(client),
    ...complianceMethods(client),
    ...positionMethods(client),
    ...driverMethods(client),
    ...integrationsMethods(client),
    ...privacyMethods(client),
    ...roundMethods(client),
    getList,
    getOne,
    getMany,
    getManyReference,
    create,
    update,
    updateMany,
    delete: deleteOne,
    deleteMany,
  } as FlotteDataProvider;
}

export const dataProvider = createDataProvider(httpClient);
