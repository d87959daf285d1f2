/**
 * Maintenance work as the API answers it (docs/architecture.md, "Rows and the contract"): its
 * table and joins, its fields, its list's sort orders and counted shapes.
 */
import { maintenance, type MAINTENANCE_SORTABLE } from '../../../contract/maintenance';
import { defineRecord, trimmed } from '../../db/record';
import { counted } from '../platform/counts';
import { dueLevelSql, urgencyRankSql } from './due';

export type MaintenanceSort = (typeof MAINTENANCE_SORTABLE)[number];

/** What a page's total counts over: the next work's join adds no row. */
export const MAINTENANCE_COUNT_FROM = 'maintenance m join assets a on a.id = m.asset_id';

export const MAINTENANCE = defineRecord({
  schema: maintenance,
  from: `${MAINTENANCE_COUNT_FROM}
  left join maintenance n on n.previous_id = m.id`,
  fields: {
    id: 'm.id',
    asset_id: 'm.asset_id',
    asset_name: 'a.name',
    owner_user_id: 'a.owner_user_id',
    business_id: 'a.business_id',
    kind: 'm.kind',
    title: 'm.title',
    description: 'm.description',
    scheduled_at: 'm.scheduled_at',
    due_odometer_km: 'm.due_odometer_km',
    asset_odometer_km: 'a.odometer_km',
    repeat_every_days: 'm.repeat_every_days',
    repeat_every_km: 'm.repeat_every_km',
    document_kind_id: 'm.document_kind_id',
    status: 'm.status',
    due_level: dueLevelSql(),
    started_at: 'm.started_at',
    completed_at: 'm.completed_at',
    cancelled_at: 'm.cancelled_at',
    cost: 'm.cost::float8',
    currency: { sql: 'm.currency', read: trimmed },
    vendor: 'm.vendor',
    completed_odometer_km: 'm.completed_odometer_km',
    previous_id: 'm.previous_id',
    next_id: 'n.id',
    created_at: 'm.created_at',
    updated_at: 'm.updated_at',
  },
});

export const MAINTENANCE_ORDER_BY: Record<MaintenanceSort, string[]> = {
  urgency: [urgencyRankSql(), 'm.scheduled_at', 'm.id'],
  scheduled_at: ['m.scheduled_at', 'm.id'],
  created_at: ['m.created_at', 'm.id'],
  status: ['m.status', 'm.created_at', 'm.id'],
  kind: ['m.kind', 'm.created_at', 'm.id'],
  title: ['lower(m.title)', 'm.id'],
};

/**
 * Exact totals per asset, status, kind, and through the asset per owner and business (a deleted
 * asset's work is not counted): docs/totals.md.
 */
export const MAINTENANCE_COUNTS = counted({
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
export const MAINTENANCE_INDEXED: Partial<Record<MaintenanceSort, string[][]>> = {
  created_at: [[], ['status'], ['asset_id']],
  scheduled_at: [[]],
};
