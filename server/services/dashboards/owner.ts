/**
 * The asset owner's dashboard (`GET /dashboard/owner`, docs/dashboards.md): its assets by status
 * and its scheduled maintenance from the counters, its earnings from the owner rollup of
 * migration 019, the requests open to its asset types from the requests counters.
 */
import { z } from 'zod';
import { assetStatuses } from '../../../contract/asset';
import type { OwnerDashboard } from '../../../contract/dashboards';
import { iso, type Db, type Queryable } from '../../db/db';
import { DEFAULT_CURRENCY } from '../../scope/wallets';
import {
  counters,
  countsOf,
  monthOf,
  seriesStart,
  seriesByCurrency,
  seriesMonths,
  snapshotAt,
} from './snapshot';
import { documentFigures } from './documents';
import { queryRows } from '../../db/query';

/** Live assets by status: the counters `owner_user_id&status`. */
async function assetsByStatus(tx: Queryable, ownerId: string) {
  const key = (status: string) => `owner_user_id=${ownerId}&status=${status}`;
  const found = await counters(tx, 'assets', assetStatuses.map(key));
  return countsOf(
    assetStatuses,
    assetStatuses.map((s) => ({ key: s, n: found.get(key(s)) ?? 0 })),
  );
}

/** Earnings of the last SERIES_MONTHS months (owner_earnings_monthly's primary key). */
async function earnings(tx: Queryable, ownerId: string, now: Date) {
  const months = seriesMonths(now);
  const rows = await queryRows(
    tx,
    z.object({
      month: z.unknown(),
      currency: z.string(),
      gross: z.number(),
      net: z.number(),
      count: z.number(),
    }),
    `select month, currency, gross::float8 as gross, net::float8 as net, count::float8 as count
     from owner_earnings_monthly
     where owner_user_id = $1 and month >= $2::date and count > 0
     order by month, currency`,
    [ownerId, seriesStart(now)],
  );
  return seriesByCurrency(
    months,
    rows.map((r) => ({
      month: monthOf(r.month),
      currency: r.currency.trim(),
      gross: Number(r.gross),
      net: Number(r.net),
      count: Number(r.count),
    })),
    (month) => ({ month, gross: 0, net: 0, count: 0 }),
    DEFAULT_CURRENCY,
  );
}

/**
 * Pending requests of the asset types of its live assets: the types from its assets (an owner's
 * assets, assets_owner_name_idx), the count from the requests counters `asset_type_id&status`.
 */
async function requestsOpen(tx: Queryable, ownerId: string): Promise<number> {
  const types = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `select distinct asset_type_id as id from assets
     where owner_user_id = $1 and deleted_at is null`,
    [ownerId],
  );
  const keys = types.map((t) => `asset_type_id=${t.id}&status=pending`);
  const found = await counters(tx, 'requests', keys);
  return [...found.values()].reduce((a, b) => a + b, 0);
}

/** Scheduled work of its live assets: the maintenance counter `owner_user_id&status`. */
async function maintenanceScheduled(tx: Queryable, ownerId: string): Promise<number> {
  const key = `owner_user_id=${ownerId}&status=scheduled`;
  return (await counters(tx, 'maintenance', [key])).get(key) ?? 0;
}

/**
 * Its scheduled work due first by date: the first of each live asset's
 * (maintenance_asset_scheduled_idx), then the first of those. Work due only by odometer has no
 * date and is not "next".
 */
async function nextMaintenance(tx: Queryable, ownerId: string) {
  const rows = await queryRows(
    tx,
    z.object({
      id: z.string(),
      title: z.string(),
      asset_id: z.string(),
      asset_name: z.string(),
      scheduled_at: z.string(),
    }),
    `select m.id, m.title, a.id as asset_id, a.name as asset_name, m.scheduled_at
     from assets a
     cross join lateral (
       select id, title, scheduled_at from maintenance
       where asset_id = a.id and status = 'scheduled' and scheduled_at is not null
       order by scheduled_at, id limit 1
     ) m
     where a.owner_user_id = $1 and a.deleted_at is null
     order by m.scheduled_at, m.id limit 1`,
    [ownerId],
  );
  const row = rows[0];
  return row ? { ...row, scheduled_at: iso(row.scheduled_at) } : null;
}

export function ownerDashboard(db: Db, ownerId: string, at?: Date): Promise<OwnerDashboard> {
  return snapshotAt(db, at, async (tx, now) => ({
    as_of: now.toISOString(),
    assets_by_status: await assetsByStatus(tx, ownerId),
    earnings: await earnings(tx, ownerId, now),
    requests_open: await requestsOpen(tx, ownerId),
    maintenance_scheduled: await maintenanceScheduled(tx, ownerId),
    next_maintenance: await nextMaintenance(tx, ownerId),
    documents: await documentFigures(tx, { id: ownerId, role: 'asset_owner', business_id: null }),
  }));
}
