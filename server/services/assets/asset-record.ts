/**
 * An asset as the API answers it (docs/architecture.md, "Rows and the contract"): its table and
 * joins, its fields, its list's sort orders and counted shapes. The asset list is benchmarked
 * (docs/benchmarks.md): typed, not parsed per row (`defineTypedRecord`).
 */
import { z } from 'zod';
import { asset, type ASSET_SORTABLE } from '../../../contract/asset';
import { iso } from '../../db/db';
import { defineTypedRecord, trimmed } from '../../db/record';
import { counted } from '../platform/counts';

export type AssetSort = (typeof ASSET_SORTABLE)[number];

/** What a page's total counts over: the driver's join adds no row. */
export const ASSET_COUNT_FROM = 'assets a join asset_types t on t.id = a.asset_type_id';

/** jsonb that PGlite may answer as text; null as none. */
const urls = (value: unknown) =>
  typeof value === 'string' ? z.array(z.string()).parse(JSON.parse(value)) : (value ?? []);

export const ASSET = defineTypedRecord({
  schema: asset,
  /**
   * The default driver's name by the users' primary key: one index probe per row of the page (a
   * page is read in its order first, then joined), so the benchmarked pages keep their plans.
   */
  from: `${ASSET_COUNT_FROM} left join users drv on drv.id = a.default_driver_id`,
  fields: {
    id: 'a.id',
    asset_type_id: 'a.asset_type_id',
    asset_type_name: 't.name',
    owner_user_id: 'a.owner_user_id',
    business_id: 'a.business_id',
    name: 'a.name',
    registration: 'a.registration',
    make: 'a.make',
    model: 'a.model',
    year: 'a.year',
    serial_vin: 'a.serial_vin',
    capacity_kg: 'a.capacity_kg',
    odometer_km: 'a.odometer_km',
    photo_url: 'a.photo_url',
    document_urls: { sql: 'a.document_urls', read: urls },
    notes: 'a.notes',
    currency: { sql: 'a.currency', read: trimmed },
    status: 'a.status',
    default_driver_id: 'a.default_driver_id',
    default_driver_name: 'drv.name',
    created_at: { sql: 'a.created_at', read: iso },
    updated_at: { sql: 'a.updated_at', read: iso },
  },
});

export const ASSET_ORDER_BY: Record<AssetSort, string[]> = {
  name: ['lower(a.name)', 'a.id'],
  status: ['a.status', 'a.id'],
  created_at: ['a.created_at', 'a.id'],
  year: ['a.year', 'a.id'],
};

/** Exact totals per owner, business, status and type, and their pairs (docs/totals.md). */
export const ASSET_COUNTS = counted({
  table: 'assets',
  columns: {
    'a.owner_user_id': 'owner_user_id',
    'a.business_id': 'business_id',
    'a.status': 'status',
    'a.asset_type_id': 'asset_type_id',
  },
  implied: ['a.deleted_at is null'],
  shapes: [
    [],
    ['owner_user_id'],
    ['business_id'],
    ['status'],
    ['asset_type_id'],
    ['owner_user_id', 'status'],
    ['business_id', 'status'],
    ['owner_user_id', 'asset_type_id'],
    ['business_id', 'asset_type_id'],
    ['status', 'asset_type_id'],
  ],
});

/**
 * The counted shapes an index of migration 013 reads in each order (live rows): their pages are
 * prepared statements (ListSql.page).
 */
const SCOPES = [[], ['owner_user_id'], ['owner_user_id', 'status'], ['business_id'], ['status']];
export const ASSET_INDEXED: Partial<Record<AssetSort, string[][]>> = {
  name: SCOPES,
  created_at: SCOPES,
};
