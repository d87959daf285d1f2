/**
 * Maintenance reminders (docs/maintenance.md, "Reminders"): scheduled work that became due soon
 * or overdue is mailed once per level. Safe with several servers on one database: rows are
 * claimed with `for update skip locked` and marked (`due_soon_notified_at`,
 * `overdue_notified_at`) in the transaction that queues their mails, so two servers never mail
 * one reminder twice, and a rolled-back batch mails nothing. Work already overdue when first
 * seen gets the overdue mail only. The batches, marks and audience are reminders.ts's.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { queryRows } from '../db/query';
import { isoOrNull } from '../db/db';
import { maintenanceReminderMail, type ReminderLevel } from '../mail/maintenance-mails';
import type { Mailer } from '../services/platform/mail';
import { DUE_SOON_DAYS, DUE_SOON_KM } from '../../contract/maintenance';
import { dueLevelSql } from '../services/maintenance/due';
import { REMINDER_BATCH, reminderRow, type ReminderJob, sendReminders } from './reminders';

export interface ReminderReport {
  dueSoon: number;
  overdue: number;
  /** Mails queued (a reminder may go to several addresses, or to none). */
  mails: number;
}

const dueRow = reminderRow.extend({
  level: z.enum(['due_soon', 'overdue']) satisfies z.ZodType<ReminderLevel>,
  title: z.string(),
  asset_name: z.string(),
  registration: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  due_odometer_km: z.number().nullable(),
  odometer_km: z.number().nullable(),
});
type DueRow = z.output<typeof dueRow>;

/** Claims and mails due reminders, batch by batch, until none is left. */
export async function sendMaintenanceReminders(
  db: Db,
  mailer: Mailer,
  batch = REMINDER_BATCH,
): Promise<ReminderReport> {
  const { sent, mails } = await sendReminders(db, mailer, batch, JOB);
  return { dueSoon: sent.due_soon, overdue: sent.overdue, mails };
}

/**
 * Scheduled work of live assets whose level has a reminder not sent yet. Candidates come from
 * two partial indexes (by date; by due odometer, through the asset), not from all the work.
 */
async function claimDue(tx: Queryable, batch: number): Promise<DueRow[]> {
  const level = dueLevelSql();
  return queryRows(
    tx,
    dueRow,
    `with candidates as (
       select m.id from maintenance m
       where m.status = 'scheduled' and m.overdue_notified_at is null
         and m.scheduled_at <= now() + interval '${DUE_SOON_DAYS} days'
       union
       select m.id from maintenance m join assets a on a.id = m.asset_id
       where m.status = 'scheduled' and m.overdue_notified_at is null
         and m.due_odometer_km is not null and a.odometer_km >= m.due_odometer_km - ${DUE_SOON_KM}
     )
     select m.id, ${level} as level, m.title, a.name as asset_name, a.registration,
       a.owner_user_id, a.business_id, m.scheduled_at, m.due_odometer_km, a.odometer_km
     from maintenance m join assets a on a.id = m.asset_id
     where m.id in (select id from candidates) and m.status = 'scheduled'
       and a.deleted_at is null and m.overdue_notified_at is null
       and (${level} = 'overdue' or (${level} = 'due_soon' and m.due_soon_notified_at is null))
     order by m.scheduled_at nulls last, m.id
     limit $1
     for update of m skip locked`,
    [batch],
  );
}

const JOB: ReminderJob<ReminderLevel, DueRow> = {
  table: 'maintenance',
  entity: 'maintenance',
  claim: claimDue,
  marks: { due_soon: 'due_soon_notified_at', overdue: 'overdue_notified_at' },
  mail: (to, row, timeZone) =>
    maintenanceReminderMail(to.locale, {
      level: row.level,
      name: to.name,
      title: row.title,
      assetName: row.asset_name,
      registration: row.registration,
      scheduledAt: isoOrNull(row.scheduled_at),
      dueOdometerKm: row.due_odometer_km,
      odometerKm: row.odometer_km,
      timeZone,
    }),
};
