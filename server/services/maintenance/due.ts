/**
 * The due level of scheduled maintenance (docs/maintenance.md, "Due level"), as SQL over a
 * maintenance row `m` and its asset `a`, so that lists filter and sort on it in the database and
 * the reminder job and the manager's dashboard count with the same definition.
 *
 * Due when the date comes or the asset's odometer reaches `due_odometer_km`, whichever first:
 * - overdue: `scheduled_at <= now()` or `odometer_km >= due_odometer_km`;
 * - due_soon: within DUE_SOON_DAYS of the date or DUE_SOON_KM of the odometer (bounds included);
 * - upcoming: otherwise.
 * Only scheduled work has a level: work in the workshop is being done, finished or cancelled
 * work is not due (null). A missing date, due odometer or asset odometer decides nothing.
 */
import { DUE_SOON_DAYS, DUE_SOON_KM, type dueLevels } from '../../../contract/maintenance';

export type DueLevel = (typeof dueLevels)[number];

/** Overdue by date or odometer (SQL null, never true, when neither side is known). */
export const overdueSql = (m = 'm', a = 'a') =>
  `(${m}.scheduled_at <= now() or ${a}.odometer_km >= ${m}.due_odometer_km)`;

/** Due soon or overdue: within the due-soon window of the date or of the odometer. */
export const dueWithinSql = (m = 'm', a = 'a') =>
  `(${m}.scheduled_at <= now() + interval '${DUE_SOON_DAYS} days'` +
  ` or ${a}.odometer_km >= ${m}.due_odometer_km - ${DUE_SOON_KM})`;

/** `'overdue' | 'due_soon' | 'upcoming'`, null unless scheduled. */
export const dueLevelSql = (m = 'm', a = 'a') =>
  `(case when ${m}.status <> 'scheduled' then null
     when ${overdueSql(m, a)} then 'overdue'
     when ${dueWithinSql(m, a)} then 'due_soon'
     else 'upcoming' end)`;

/**
 * The list's default order (issue 33: the overdue job was on row 9, under finished work): 0
 * overdue, 1 in the workshop, 2 due soon, 3 upcoming, 4 completed or cancelled.
 */
export const urgencyRankSql = (m = 'm', a = 'a') =>
  `(case when ${m}.status = 'in_progress' then 1
     when ${m}.status <> 'scheduled' then 4
     when ${overdueSql(m, a)} then 0
     when ${dueWithinSql(m, a)} then 2
     else 3 end)`;

/** 0 overdue, 1 due soon, 2 upcoming: the upcoming list's first key. */
export const dueRankSql = (m = 'm', a = 'a') =>
  `(case when ${overdueSql(m, a)} then 0 when ${dueWithinSql(m, a)} then 1 else 2 end)`;
