/**
 * Invoice reminders (docs/money.md "Invoices"): an invoice still owed 7, 15 and 30 days past
 * its due date is mailed once at each level to its business (its notification addresses, else
 * its staff), in their language. Safe with several servers on one database, as the other
 * reminders: invoices are claimed with `for update skip locked` and their `reminder_level`
 * moved (the one column the immutability trigger lets move) in the transaction that queues the
 * mails through the outbox; one first seen 20 days late gets the second reminder only.
 * Migration 057 indexes the invoices that may still be reminded.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { queryRows } from '../db/query';
import { invoiceReminderMail } from '../mail/invoice-mails';
import { DUE_SQL, INVOICE_TODAY_SQL } from '../services/invoices/invoice-record';
import { audit } from '../services/platform/audit';
import type { Mailer } from '../services/platform/mail';
import { Audience, REMINDER_BATCH } from './reminders';

/** Days past the due date of each reminder: level 1, 2, 3. */
export const INVOICE_REMINDER_DAYS = [7, 15, 30] as const;

/** The highest level an invoice's lateness reached (0: none yet). */
const LEVEL_SQL = `case ${INVOICE_REMINDER_DAYS.map(
  (days, i) => `when i.due_date + ${days} <= ${INVOICE_TODAY_SQL} then ${i + 1}`,
)
  .reverse()
  .join(' ')} else 0 end`;

const dueRow = z.object({
  id: z.string(),
  number: z.string(),
  business_id: z.string(),
  due_date: z.string(),
  currency: z.string(),
  due: z.number(),
  level: z.number(),
  issuer_name: z.string().nullable(),
});
type DueRow = z.output<typeof dueRow>;

/** Invoices owed whose lateness reached a level not reminded yet, oldest due first. */
const claimDue = (tx: Queryable, batch: number) =>
  queryRows(
    tx,
    dueRow,
    `select i.id, i.number, i.business_id, i.due_date::text as due_date,
       trim(i.currency) as currency, (${DUE_SQL})::float8 as due, ${LEVEL_SQL} as level,
       case when i.issuer = 'platform' then null else i.seller->>'name' end as issuer_name
     from invoices i
     where i.kind = 'invoice' and i.reminder_level < ${INVOICE_REMINDER_DAYS.length}
       and i.due_date + ${INVOICE_REMINDER_DAYS[0]} <= ${INVOICE_TODAY_SQL}
       and i.reminder_level < ${LEVEL_SQL} and (${DUE_SQL}) > 0
     order by i.due_date, i.id
     limit $1
     for update of i skip locked`,
    [batch],
  );

export interface InvoiceReminderReport {
  reminded: number;
  mails: number;
}

export async function sendInvoiceReminders(
  db: Db,
  mailer: Mailer,
  batch = REMINDER_BATCH,
): Promise<InvoiceReminderReport> {
  const report = { reminded: 0, mails: 0 };
  for (;;) {
    const { rows, mails } = await db.transaction(async (tx) => {
      const claimed = await claimDue(tx, batch);
      const audience = new Audience(tx);
      const ids: string[] = [];
      for (const row of claimed) {
        await markReminded(tx, row);
        const { recipients } = await audience.of({
          owner_user_id: null,
          business_id: row.business_id,
        });
        for (const to of recipients) {
          const mail = invoiceReminderMail(to.locale, {
            level: row.level,
            name: to.name,
            number: row.number,
            dueDate: row.due_date,
            due: row.due,
            currency: row.currency,
            issuer: row.issuer_name,
          });
          ids.push(await mailer.queue(tx, { to: to.email, ...mail }));
        }
      }
      return { rows: claimed, mails: ids };
    });
    // Committed: count and send.
    report.reminded += rows.length;
    report.mails += mails.length;
    mailer.deliver(mails);
    if (rows.length < batch) return report;
  }
}

async function markReminded(tx: Queryable, row: DueRow) {
  const marked = await tx.query(
    'update invoices set reminder_level = $2 where id = $1 and reminder_level < $2 returning id',
    [row.id, row.level],
  );
  if (marked.length === 0) throw new Error(`invoice ${row.id} reminded twice`);
  await audit(tx, {
    actorUserId: null,
    action: `remind_${row.level}`,
    entity: 'invoice',
    entityId: row.id,
    changes: { number: row.number, due: row.due },
  });
}
