/**
 * Reading maintenance (docs/maintenance.md): the record and the lists. Who sees which:
 * server/scope/maintenance.ts; a record outside the caller's scope does not exist (404).
 */
import type { User } from '../../../contract/auth';
import {
  maintenance,
  type Maintenance,
  type MAINTENANCE_SORTABLE,
} from '../../../contract/maintenance';
import { type Queryable, type Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { invalidField } from '../../errors';
import { listScope } from '../../scope/conditions';
import { maintenanceScope, maintenanceScopeSql } from '../../scope/maintenance';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type Page, type PageOf } from '../platform/list';
import { scopedRecord } from '../platform/find';
import { dueLevelSql, dueRankSql, type DueLevel } from './due';

export type Caller = Pick<User, 'id' | 'role' | 'business_id'>;
type SortField = (typeof MAINTENANCE_SORTABLE)[number];

const ORDER_BY: Record<SortField, string[]> = {
  scheduled_at: ['m.scheduled_at', 'm.id'],
  created_at: ['m.created_at', 'm.id'],
  status: ['m.status', 'm.created_at', 'm.id'],
  kind: ['m.kind', 'm.created_at', 'm.id'],
  title: ['lower(m.title)', 'm.id'],
};

const COLUMNS = `m.id, m.asset_id, a.name as asset_name, a.owner_user_id, a.business_id, m.kind,
  m.title, m.description, m.scheduled_at, m.due_odometer_km, a.odometer_km as asset_odometer_km,
  m.repeat_every_days, m.repeat_every_km, m.status, ${dueLevelSql()} as due_level, m.started_at,
  m.completed_at, m.cancelled_at, m.cost::float8 as cost, m.currency, m.vendor,
  m.completed_odometer_km, m.previous_id, n.id as next_id, m.created_at, m.updated_at`;
const FROM = `maintenance m join assets a on a.id = m.asset_id
  left join maintenance n on n.previous_id = m.id`;
const COUNT_FROM = 'maintenance m join assets a on a.id = m.asset_id';

export const toMaintenance = (r: Row): Maintenance =>
  parseRow(maintenance, r, { currency: String(r.currency).trim() });

/** One record in scope (undefined outside it, 404 for `get`); `caller` null: no scope. */
export const { find: findMaintenance, get: getMaintenance } = scopedRecord({
  columns: COLUMNS,
  from: FROM,
  idColumn: 'm.id',
  scope: maintenanceScopeSql,
  toRecord: toMaintenance,
});

export interface MaintenanceFilter extends ListFilter<SortField> {
  asset_id?: string | undefined;
  business_id?: string | undefined;
  status?: string | undefined;
  kind?: string | undefined;
  due_level?: DueLevel | undefined;
  scheduled_from?: string | undefined;
  scheduled_to?: string | undefined;
  ids?: string[] | undefined;
}

/** A date (`YYYY-MM-DD`, a whole UTC day) or a date-time, as the bound of a range. */
function bound(value: string, field: string, end: boolean): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(day ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(at.getTime())) throw invalidField(field);
  // A day as the end of a range includes that whole day.
  if (day && end) at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString();
}

/**
 * Exact totals per asset, status, kind, and through the asset per owner and business (a deleted
 * asset's work is not counted): docs/totals.md.
 */
const COUNTS = counted({
  table: 'maintenance',
  columns: {
    'm.asset_id': 'asset_id',
    'm.status': 'status',
    'm.kind': 'kind',
    'a.owner_user_id': 'owner_user_id',
    'a.business_id': 'business_id',
  },
  implied: ['a.deleted_at is null'],
  shapes: [
    [],
    ['asset_id'],
    ['status'],
    ['kind'],
    ['owner_user_id'],
    ['business_id'],
    ['asset_id', 'status'],
    ['owner_user_id', 'status'],
    ['business_id', 'status'],
  ],
});

/**
 * The counted shapes an index of maintenance reads in each order (migration 010): their pages are
 * prepared statements. The owner's and the business's lists are scoped through the
 * asset (another table): no index of maintenance reads them in order, they are planned at each
 * request (docs/totals.md).
 */
const INDEXED: Partial<Record<SortField, string[][]>> = {
  created_at: [[], ['status'], ['asset_id']],
  scheduled_at: [[]],
};

/** GET /maintenance (and /maintenance/business/{id}): one page in scope, filtered, sorted. */
export async function listMaintenance(
  db: Queryable,
  caller: Caller,
  filter: MaintenanceFilter,
): Promise<PageOf<Maintenance>> {
  const from = filter.scheduled_from && bound(filter.scheduled_from, 'scheduled_from', false);
  const to = filter.scheduled_to && bound(filter.scheduled_to, 'scheduled_to', true);
  const list = new ListSql().countedBy(COUNTS);
  await listScope(db, list, maintenanceScope(caller, filter.business_id));
  if (
    !list.uuidEquals('m.asset_id', filter.asset_id || undefined) ||
    !list.uuidEquals('a.business_id', filter.business_id || undefined)
  ) {
    return { data: [], total: 0 };
  }
  list
    .search(filter.q, ['m.title', 'm.vendor', 'a.name'])
    .equals('m.status', filter.status)
    .equals('m.kind', filter.kind)
    .ids('m.id', filter.ids);
  if (filter.due_level) {
    // Only scheduled work has a level: the partial index on scheduled work serves it.
    list.where(`m.status = 'scheduled' and ${dueLevelSql()} = ${list.param(filter.due_level)}`);
  }
  if (from) list.where(`m.scheduled_at >= ${list.param(from)}`);
  if (to) list.where(`m.scheduled_at < ${list.param(to)}`);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: FROM,
    countFrom: COUNT_FROM,
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    toRecord: toMaintenance,
    indexed: INDEXED[filter.sort ?? 'created_at'],
  });
}

/**
 * GET /maintenance/upcoming: scheduled work in scope, overdue first, then due soon, then
 * upcoming; within a level by date (work due by odometer only after), then by the km left.
 */
export async function listUpcoming(
  db: Queryable,
  caller: Caller,
  page: Page,
): Promise<PageOf<Maintenance>> {
  const list = new ListSql().countedBy(COUNTS).equals('m.status', 'scheduled');
  await listScope(db, list, maintenanceScope(caller));
  return list.page(db, page, {
    columns: COLUMNS,
    from: FROM,
    countFrom: COUNT_FROM,
    orderBy: `${dueRankSql()}, m.scheduled_at nulls last,
      (m.due_odometer_km - a.odometer_km) nulls last, m.id`,
    toRecord: toMaintenance,
  });
}
