/**
 * Reading maintenance (docs/maintenance.md): the record and the lists. Who sees which:
 * server/scope/maintenance.ts; a record outside the caller's scope does not exist (404).
 */
import type { User } from '../../../contract/auth';
import type { Maintenance } from '../../../contract/maintenance';
import type { Queryable } from '../../db/db';
import { invalidField } from '../../errors';
import { listScope } from '../../scope/conditions';
import { maintenanceScope, maintenanceScopeSql } from '../../scope/maintenance';
import { ListSql, orderBySql, type ListFilter, type Page, type PageOf } from '../platform/list';
import { scopedRecord } from '../platform/find';
import { dueLevelSql, dueRankSql, type DueLevel } from './due';
import {
  MAINTENANCE,
  MAINTENANCE_COUNT_FROM,
  MAINTENANCE_COUNTS,
  MAINTENANCE_INDEXED,
  MAINTENANCE_ORDER_BY,
  type MaintenanceSort,
} from './maintenance-record';

export type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** One record in scope (undefined outside it, 404 for `get`); `caller` null: no scope. */
export const { find: findMaintenance, get: getMaintenance } = scopedRecord({
  ...MAINTENANCE,
  idColumn: 'm.id',
  scope: maintenanceScopeSql,
});

export interface MaintenanceFilter extends ListFilter<MaintenanceSort> {
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

/** GET /maintenance (and /maintenance/business/{id}): one page in scope, filtered, sorted. */
export async function listMaintenance(
  db: Queryable,
  caller: Caller,
  filter: MaintenanceFilter,
): Promise<PageOf<Maintenance>> {
  const from = filter.scheduled_from && bound(filter.scheduled_from, 'scheduled_from', false);
  const to = filter.scheduled_to && bound(filter.scheduled_to, 'scheduled_to', true);
  const list = new ListSql().countedBy(MAINTENANCE_COUNTS);
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
    ...MAINTENANCE,
    countFrom: MAINTENANCE_COUNT_FROM,
    orderBy: orderBySql(MAINTENANCE_ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    indexed: MAINTENANCE_INDEXED[filter.sort ?? 'created_at'],
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
  const list = new ListSql().countedBy(MAINTENANCE_COUNTS).equals('m.status', 'scheduled');
  await listScope(db, list, maintenanceScope(caller));
  return list.page(db, page, {
    ...MAINTENANCE,
    countFrom: MAINTENANCE_COUNT_FROM,
    orderBy: `${dueRankSql()}, m.scheduled_at nulls last,
      (m.due_odometer_km - a.odometer_km) nulls last, m.id`,
  });
}
