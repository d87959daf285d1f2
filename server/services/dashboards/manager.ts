/**
 * The operator's dashboard (`GET /in-house-managers/dashboard`, docs/manager.md), read by the
 * in-house manager and the superadmin: every figure with the definitions of the list it links
 * to, so that a figure and its list agree. Assets by status and the approval queue are the
 * kept counters (migration 013: one primary-key read each, whatever the table's size); the
 * figures of a period or a due date, which no counter keeps, are one index range each. Days
 * and weeks are Europe/Paris's, a lease's its lessee's (issue 33), weeks ISO (Monday first).
 */
import { z } from 'zod';
import { assetStatuses } from '../../../contract/asset';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../../contract/maintenance';
import {
  ENDING_SOON_DAYS,
  WAITING_MINUTES,
  type ManagerDashboard,
} from '../../../contract/manager-dashboard';
import type { Db, Queryable } from '../../db/db';
import { after, counters, countsOf, requestsByPeriod, snapshotAt } from './snapshot';
import { documentFigures } from './documents';
import { queryRows } from '../../db/query';
import { dayAtSql, earliestDayAtSql } from '../../db/sql';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Pending requests created more than WAITING_MINUTES before `at` (requests_pending_created_idx). */
async function requestsWaiting(tx: Queryable, at: Date): Promise<number> {
  const rows = await queryRows(
    tx,
    z.object({ n: z.number() }),
    `select count(*)::int as n from requests where status = 'pending' and created_at < $1`,
    [after(at, -WAITING_MINUTES * MINUTE_MS).toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** Live assets by status: the counters `assets` `status` (deleted assets are not counted). */
async function assetsByStatus(tx: Queryable) {
  const key = (status: string) => `status=${status}`;
  const found = await counters(tx, 'assets', assetStatuses.map(key));
  return countsOf(
    assetStatuses,
    assetStatuses.map((s) => ({ key: s, n: found.get(key(s)) ?? 0 })),
  );
}

/**
 * Scheduled work by due level: overdue once its date has come (`scheduled_at <= at`) or its
 * asset's odometer reached `due_odometer_km`; due soon within DUE_SOON_DAYS or DUE_SOON_KM of
 * either (whichever comes first). Only the rows due soon or overdue are read: a date range on
 * maintenance_scheduled_due_idx, and the work due by odometer (maintenance_scheduled_km_idx)
 * joined to its asset; a row hit both ways counts once, at its worse level. Work on a deleted
 * asset is hidden, as in the maintenance list.
 */
async function maintenanceDue(tx: Queryable, at: Date) {
  const rows = await queryRows(
    tx,
    z.object({ overdue: z.number(), due_soon: z.number() }),
    `select count(*) filter (where overdue)::int as overdue,
            count(*) filter (where not overdue)::int as due_soon
     from (
       select id, bool_or(overdue) as overdue
       from (
         select m.id, m.scheduled_at <= $1 as overdue
         from maintenance m join assets a on a.id = m.asset_id
         where m.status = 'scheduled' and m.scheduled_at <= $2 and a.deleted_at is null
         union all
         select m.id, a.odometer_km >= m.due_odometer_km
         from maintenance m join assets a on a.id = m.asset_id
         where m.status = 'scheduled' and m.due_odometer_km is not null
           and a.odometer_km >= m.due_odometer_km - $3 and a.deleted_at is null
       ) hits
       group by id
     ) due`,
    [at.toISOString(), after(at, DUE_SOON_DAYS * DAY_MS).toISOString(), DUE_SOON_KM],
  );
  return { overdue: rows[0]?.overdue ?? 0, dueSoon: rows[0]?.due_soon ?? 0 };
}

/**
 * Active leases (status active and not past their end date: one past it reads ended, which
 * the `status` counter cannot tell), and those ending within ENDING_SOON_DAYS, today included;
 * today is each lessee's at `at`, as the leases list's filters (leases/lease-record.ts). The
 * active leases only (leases_active_end_idx, partial).
 */
async function leasesActive(tx: Queryable, at: Date) {
  const rows = await queryRows(
    tx,
    z.object({ active: z.number(), ending_soon: z.number() }),
    `select count(*)::int as active,
            count(*) filter (where l.end_date <= d.today + $2::int)::int as ending_soon
     from leases l
       cross join lateral (select ${dayAtSql('$1::timestamptz', 'l.lessee_business_id')} as today) d
     where l.status = 'active' and l.end_date >= d.today
       and l.end_date >= ${earliestDayAtSql('$1::timestamptz')}`,
    [at.toISOString(), ENDING_SOON_DAYS],
  );
  return { active: rows[0]?.active ?? 0, endingSoon: rows[0]?.ending_soon ?? 0 };
}

/** Live businesses not active: the counter `businesses` `active=false` (the approval queue). */
async function businessesWaiting(tx: Queryable): Promise<number> {
  return (await counters(tx, 'businesses', ['active=false'])).get('active=false') ?? 0;
}

/**
 * Every figure as of one instant (`at`, by default the database's clock) and one snapshot of
 * the data (a read-only repeatable-read transaction), so that the figures agree with each other.
 */
export function managerDashboard(db: Db, at?: Date): Promise<ManagerDashboard> {
  return snapshotAt(db, at, async (tx, now) => {
    const maintenance = await maintenanceDue(tx, now);
    const leases = await leasesActive(tx, now);
    return {
      as_of: now.toISOString(),
      ...(await requestsByPeriod(tx, now)),
      requests_waiting: await requestsWaiting(tx, now),
      assets_by_status: await assetsByStatus(tx),
      maintenance_overdue: maintenance.overdue,
      maintenance_due_soon: maintenance.dueSoon,
      leases_active: leases.active,
      leases_ending_soon: leases.endingSoon,
      businesses_waiting: await businessesWaiting(tx),
      documents: await documentFigures(tx, { id: '', role: 'in_house_manager', business_id: null }),
    };
  });
}
