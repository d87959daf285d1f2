/**
 * Invoice reminders (server/jobs/invoice-reminders.ts), French and English: an invoice still
 * owed some days past its due date, mailed once per level to the business's notification
 * addresses (else its staff). The tone firms up with the level; the legal mentions printed on
 * the invoice (late-payment penalty, 40 € indemnity) are recalled from the second.
 */
import { formatMoney } from './subscription-mails';
import { formatDay, noticeMail, type MailContent, type MailLocale } from './templates';

export interface InvoiceReminder {
  /** 1, 2 or 3: the reminder's rank (7, 15, 30 days late). */
  level: number;
  name: string | null;
  number: string;
  /** `YYYY-MM-DD`. */
  dueDate: string;
  /** What is still owed, in minor units. */
  due: number;
  currency: string;
  /** A white-label business's name on the invoices it issued to its clients; null: Flotte. */
  issuer?: string | null;
}

const TEXTS = {
  fr: {
    subject: (from: string, n: string, level: number) =>
      level === 3 ? `${from} : dernière relance, facture ${n}` : `${from} : relance, facture ${n}`,
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    owed: (n: string, due: string, day: string) =>
      `Sauf erreur de notre part, la facture ${n}, échue le ${day}, reste due : ${due}.`,
    act: 'Merci de la régler par virement en rappelant son numéro, ou de nous signaler un désaccord.',
    penalty:
      'Tout retard de paiement entraîne des pénalités de retard et une indemnité forfaitaire ' +
      'pour frais de recouvrement de 40 €, comme l’indiquent les mentions de la facture.',
  },
  en: {
    subject: (from: string, n: string, level: number) =>
      level === 3 ? `${from}: final reminder, invoice ${n}` : `${from}: reminder, invoice ${n}`,
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    owed: (n: string, due: string, day: string) =>
      `Unless we are mistaken, invoice ${n}, due on ${day}, is still owed: ${due}.`,
    act: 'Please pay it by transfer quoting its number, or tell us if you disagree with it.',
    penalty:
      'Late payment incurs late-payment penalties and a fixed recovery indemnity of 40 €, ' +
      'as the invoice’s mentions state.',
  },
} as const;

export function invoiceReminderMail(locale: MailLocale, data: InvoiceReminder): MailContent {
  const t = TEXTS[locale];
  const owed = t.owed(
    data.number,
    formatMoney(data.due, data.currency, locale),
    formatDay(data.dueDate, locale),
  );
  return noticeMail(locale, t.subject(data.issuer ?? 'Flotte', data.number, data.level), {
    hello: t.hello(data.name),
    paragraphs: [owed, t.act, ...(data.level >= 2 ? [t.penalty] : [])],
  });
}
