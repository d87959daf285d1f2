/**
 * Invoice reminders (server/jobs/invoice-reminders.ts, docs/money.md "Invoices"): an invoice
 * still owed 7, 15 and 30 days past its due date is mailed once per level to its business, in
 * its language, through the outbox; one first seen late gets the level it reached only; a paid
 * one is never reminded; two runs at once mail once.
 */
import { addDays, dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { invoice } from '../../contract/invoice';
import { sendInvoiceReminders } from '../../server/jobs/invoice-reminders';
import { issueInvoice } from '../../server/services/invoices/issue';
import { jobNamed } from './jobs-fixtures';
import { worldPerFile } from './per-file';
import { chargedInMonth } from './invoice-fixtures';
import { createWorld, inject } from './requests-fixtures';

const w = worldPerFile(createWorld);
// The demo business's day (Paris): its invoices' lateness counts in it.
const daysAgo = (n: number) => addDays(dayIn(DEFAULT_TIME_ZONE, new Date()), -n);

/**
 * An invoice of `businessId` for a month long past, issued `issuedDaysAgo` days ago (due 30
 * days after): one subscription charge of `amount`, its VAT owed.
 */
async function lateInvoice(businessId: string, month: string, issuedDaysAgo: number) {
  await chargedInMonth(w, businessId, month, 5000);
  const id = await w.t.db.transaction((tx) =>
    issueInvoice(tx, businessId, month, daysAgo(issuedDaysAgo), null),
  );
  return id!;
}

const mailsAbout = (number: string) =>
  w.t.db.query<{ to_email: string; subject: string; text: string }>(
    `select to_email, subject, text from outbox where text like $1 order by created_at, to_email`,
    [`%${number}%`],
  );
const read = async (id: string) =>
  oneResponse(invoice).parse((await inject(w.t, 'GET', `/invoices/${id}`, w.as.superadmin)).json())
    .data;

describe('invoice reminders', () => {
  it('is one of the server’s periodic jobs', () => {
    expect(jobNamed(w.t, 'invoice-reminders')).toBeDefined();
  });

  it('mails once per level reached, in the business’s language; never a paid one', async () => {
    // Due 10 days ago: overdue, the first reminder.
    const first = await lateInvoice(w.ids.business, '2024-01', 40);
    // Due 45 days ago, first seen now: the last reminder only.
    const last = await lateInvoice(w.ids.other, '2024-02', 75);
    // Due 3 days ago: overdue, no reminder yet.
    const fresh = await lateInvoice(w.ids.business, '2024-03', 33);
    // Due 20 days ago but paid.
    const paid = await lateInvoice(w.ids.other, '2024-04', 50);
    const owed = await read(paid);
    const pay = await inject(w.t, 'POST', `/invoices/${paid}/payments`, w.as.superadmin, {
      amount: owed.due,
      paid_on: daysAgo(1),
      method: 'transfer',
    });
    expect(pay.statusCode, pay.body).toBe(201);
    await w.t.db.query(
      `insert into business_settings (business_id, notification_emails, default_language)
       values ($1, '{compta@autre.test}', 'en')
       on conflict (business_id) do update set notification_emails = excluded.notification_emails,
         default_language = excluded.default_language`,
      [w.ids.other],
    );

    expect((await read(first)).status).toBe('overdue');
    expect((await read(fresh)).status).toBe('overdue');
    const job = jobNamed(w.t, 'invoice-reminders')!;
    expect(await job.run()).toEqual({ reminded: 2, mails: expect.any(Number) });
    expect((await read(first)).reminder_level).toBe(1);
    expect((await read(last)).reminder_level).toBe(3);
    expect((await read(fresh)).reminder_level).toBe(0);
    expect((await read(paid)).reminder_level).toBe(0);

    const number = (await read(first)).number;
    const toBusiness = await mailsAbout(number);
    expect(toBusiness.length).toBeGreaterThanOrEqual(1);
    expect(toBusiness[0]!.subject).toBe(`Flotte : relance, facture ${number}`);
    expect(toBusiness[0]!.text).toContain('reste due : 10,00');
    const lastMails = await mailsAbout((await read(last)).number);
    expect(lastMails).toEqual([
      expect.objectContaining({
        to_email: 'compta@autre.test',
        subject: `Flotte: final reminder, invoice ${(await read(last)).number}`,
      }),
    ]);
    expect(lastMails[0]!.text).toContain('40 €');
    expect(await mailsAbout((await read(paid)).number)).toEqual([]);

    // Again: nothing new. The first, reminded at 7 days, is now 20 days late: the second level.
    expect(await job.run()).toEqual({ reminded: 0, mails: 0 });
    const second = await lateInvoice(w.ids.business, '2024-05', 50);
    await w.t.db.query('update invoices set reminder_level = 1 where id = $1', [second]);
    const [a, b] = await Promise.all([
      sendInvoiceReminders(w.t.db, w.t.app.mailer),
      sendInvoiceReminders(w.t.db, w.t.app.mailer),
    ]);
    expect(a.reminded + b.reminded).toBe(1);
    expect((await read(second)).reminder_level).toBe(2);
    const secondMails = await mailsAbout((await read(second)).number);
    expect(secondMails.length).toBe(toBusiness.length);
    expect(secondMails[0]!.text).toContain('pénalités de retard');
  });
});
