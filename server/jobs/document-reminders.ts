/**
 * Document reminders (docs/compliance.md, "Reminders"): a document in force that became
 * expiring or expired is mailed once per level. Safe with several servers on one database, as
 * the maintenance reminders: rows are claimed with `for update skip locked` and marked
 * (`expiring_notified_at`, `expired_notified_at`) in the transaction that queues their mails;
 * a document already expired when first seen gets the expired mail only. Renewed documents
 * (not current) and those of deleted assets are not reminded.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { queryRows } from '../db/query';
import { documentReminderMail, type DocumentReminderLevel } from '../mail/document-mails';
import type { Mailer } from '../services/platform/mail';
import { documentDueLevelSql, EXPIRING_UNTIL_SQL } from '../services/compliance/document-due';
import { REMINDER_BATCH, reminderRow, type ReminderJob, sendReminders } from './reminders';

export interface DocumentReminderReport {
  expiring: number;
  expired: number;
  mails: number;
}

const dueRow = reminderRow.extend({
  level: z.enum(['expiring', 'expired']) satisfies z.ZodType<DocumentReminderLevel>,
  kind_name: z.string(),
  number: z.string().nullable(),
  subject: z.string(),
  valid_to: z.string(),
});
type DueRow = z.output<typeof dueRow>;

export async function sendDocumentReminders(
  db: Db,
  mailer: Mailer,
  batch = REMINDER_BATCH,
): Promise<DocumentReminderReport> {
  const { sent, mails } = await sendReminders(db, mailer, batch, JOB);
  return { ...sent, mails };
}

/**
 * Documents in force whose level has a reminder not sent yet, from the partial index of
 * current documents by end of validity (a range up to the expiring bound).
 */
async function claimDue(tx: Queryable, batch: number): Promise<DueRow[]> {
  const level = documentDueLevelSql();
  return queryRows(
    tx,
    dueRow,
    `select d.id, ${level} as level, k.name as kind_name, d.number, d.valid_to::text as valid_to,
       case when a.id is not null
         then a.name || coalesce(' (' || a.registration || ')', '') else u.name end as subject,
       coalesce(a.owner_user_id, u.employer_user_id) as owner_user_id,
       coalesce(a.business_id, u.business_id) as business_id
     from documents d join document_kinds k on k.id = d.kind_id
       left join assets a on a.id = d.asset_id left join users u on u.id = d.driver_id
     where d.current and d.valid_to <= ${EXPIRING_UNTIL_SQL} and d.expired_notified_at is null
       and (a.id is null or a.deleted_at is null)
       and (u.id is null or u.disabled_at is null)
       and (${level} = 'expired' or (${level} = 'expiring' and d.expiring_notified_at is null))
     order by d.valid_to, d.id
     limit $1
     for update of d skip locked`,
    [batch],
  );
}

const JOB: ReminderJob<DocumentReminderLevel, DueRow> = {
  table: 'documents',
  entity: 'document',
  claim: claimDue,
  marks: { expiring: 'expiring_notified_at', expired: 'expired_notified_at' },
  mail: (to, row) =>
    documentReminderMail(to.locale, {
      level: row.level,
      name: to.name,
      kindName: row.kind_name,
      number: row.number,
      subject: row.subject,
      validTo: row.valid_to,
    }),
};
