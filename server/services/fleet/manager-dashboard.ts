/**
 * The in-house manager's dashboard (`GET /in-house-managers/dashboard`, docs/manager.md): every
 * figure counted straight from its table by one query on an index, with the definitions of the
 * lists the dashboard links to, so that a figure and its list agree. Days and weeks are UTC,
 * weeks ISO (Monday first).
 */
import { assetStatuses } from '../../../contract/asset';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../../contract/maintenance';
import {
  ENDING_SOON_DAYS,
  WAITING_MINUTES,
  type ManagerDashboard,
} from '../../../contract/manager-dashboard';
import { REQUEST_STATUSES } from '../../../contract/request';
import { iso, type Db, type Queryable } from '../../db/db';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A half-open range of instants, `[start, end)`. */
interface Period {
  start: Date;
  end: Date;
}

const after = (at: Date, ms: number) => new Date(at.getTime() + ms);
const isoDate = (at: Date) => at.toISOString().slice(0, 10);

/** The UTC day and the ISO week (from Monday 00:00 UTC) holding `at`. */
export function periodsOf(at: Date): { today: Period; week: Period } {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  // getUTCDay: 0 is Sunday, the last day of an ISO week.
  const monday = after(day, -((at.getUTCDay() + 6) % 7) * DAY_MS);
  return {
    today: { start: day, end: after(day, DAY_MS) },
    week: { start: monday, end: after(monday, 7 * DAY_MS) },
  };
}

/** Every key of `keys` at 0, then the counted ones. */
function countsOf<K extends string>(
  keys: readonly K[],
  rows: { key: string; n: number }[],
): Record<K, number> {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  for (const row of rows) if (row.key in counts) counts[row.key as K] = row.n;
  return counts;
}

/** Requests created this ISO week, by status, with today's among them (requests_created_at_idx). */
async function requestsByPeriod(tx: Queryable, today: Period, week: Period) {
  const rows = await tx.query<{ status: string; week: number; today: number }>(
    `select status, count(*)::int as week,
            count(*) filter (where created_at >= $3 and created_at < $4)::int as today
     from requests where created_at >= $1 and created_at < $2
     group by status`,
    [week.start, week.end, today.start, today.end].map((t) => t.toISOString()),
  );
  return {
    today: countsOf(
      REQUEST_STATUSES,
      rows.map((r) => ({ key: r.status, n: r.today })),
    ),
    week: countsOf(
      REQUEST_STATUSES,
      rows.map((r) => ({ key: r.status, n: r.week })),
    ),
  };
}

/** Pending requests created more than WAITING_MINUTES before `at` (requests_pending_created_idx). */
async function requestsWaiting(tx: Queryable, at: Date): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from requests where status = 'pending' and created_at < $1`,
    [after(at, -WAITING_MINUTES * MINUTE_MS).toISOString()],
  );
  return rows[0]?.n ?? 0;
}

/** Live assets by status (assets_status_idx, partial on live rows). */
async function assetsByStatus(tx: Queryable) {
  const rows = await tx.query<{ key: string; n: number }>(
    `select status as key, count(*)::int as n from assets where deleted_at is null
     group by status`,
  );
  return countsOf(assetStatuses, rows);
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
  const rows = await tx.query<{ overdue: number; due_soon: number }>(
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
 * Active leases (status active and not past their end date: one past it reads ended), and those
 * ending within ENDING_SOON_DAYS, today included (leases_active_end_idx).
 */
async function leasesActive(tx: Queryable, today: Period) {
  const rows = await tx.query<{ active: number; ending_soon: number }>(
    `select count(*)::int as active,
            count(*) filter (where end_date <= $2::date)::int as ending_soon
     from leases where status = 'active' and end_date >= $1::date`,
    [isoDate(today.start), isoDate(after(today.start, ENDING_SOON_DAYS * DAY_MS))],
  );
  return { active: rows[0]?.active ?? 0, endingSoon: rows[0]?.ending_soon ?? 0 };
}

/** Live businesses not active: the approval queue (businesses_active_created_idx). */
async function businessesWaiting(tx: Queryable): Promise<number> {
  const rows = await tx.query<{ n: number }>(
    `select count(*)::int as n from businesses where active = false and deleted_at is null`,
  );
  return rows[0]?.n ?? 0;
}

/**
 * Every figure as of one instant (`at`, by default the database's clock) and one snapshot of
 * the data (a read-only repeatable-read transaction), so that the figures agree with each other.
 */
export async function managerDashboard(db: Db, at?: Date): Promise<ManagerDashboard> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level repeatable read, read only');
    const now = at ?? new Date(iso((await tx.query<{ now: Date }>('select now() as now'))[0]!.now));
    const { today, week } = periodsOf(now);
    const requests = await requestsByPeriod(tx, today, week);
    const maintenance = await maintenanceDue(tx, now);
    const leases = await leasesActive(tx, today);
    return {
      as_of: now.toISOString(),
      today_start: today.start.toISOString(),
      week_start: week.start.toISOString(),
      requests_today: requests.today,
      requests_this_week: requests.week,
      requests_waiting: await requestsWaiting(tx, now),
      assets_by_status: await assetsByStatus(tx),
      maintenance_overdue: maintenance.overdue,
      maintenance_due_soon: maintenance.dueSoon,
      leases_active: leases.active,
      leases_ending_soon: leases.endingSoon,
      businesses_waiting: await businessesWaiting(tx),
    };
  });
}
