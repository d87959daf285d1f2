/**
 * Document reminders (server/jobs/document-reminders.ts), French and English: a document of an
 * asset or a driver that expires soon, or has expired. Sent once per level to the asset's owner
 * (the driver's employer), or for a business's to its notification addresses (else its staff).
 */
import { escapeHtml, formatDay, type MailContent, type MailLocale } from './templates';

export type DocumentReminderLevel = 'expiring' | 'expired';

export interface DocumentReminder {
  level: DocumentReminderLevel;
  /** Greeting name (an owner, a staff member), or null (a notification address). */
  name: string | null;
  /** The kind's name (insurance, licence…) and the document's number, if any. */
  kindName: string;
  number: string | null;
  /** The asset's name (and registration) or the driver's name. */
  subject: string;
  /** The document's last day, `YYYY-MM-DD`. */
  validTo: string;
}

const TEXTS = {
  fr: {
    subject: {
      expiring: (kind: string, of: string) => `Flotte : ${kind} bientôt expiré (${of})`,
      expired: (kind: string, of: string) => `Flotte : ${kind} expiré (${of})`,
    },
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: {
      expiring: (kind: string, of: string, day: string) =>
        `Le document « ${kind} » de ${of} est valable jusqu’au ${day} inclus.`,
      expired: (kind: string, of: string, day: string) =>
        `Le document « ${kind} » de ${of} a expiré le ${day}.`,
    },
    number: (n: string) => `Numéro : ${n}`,
    act: {
      expiring: 'Renouvelez-le, puis enregistrez le nouveau document dans Flotte.',
      expired:
        'Un actif dont un document obligatoire a expiré ne peut plus être affecté ni loué : ' +
        'enregistrez le document renouvelé dans Flotte.',
    },
  },
  en: {
    subject: {
      expiring: (kind: string, of: string) => `Flotte: ${kind} expiring soon (${of})`,
      expired: (kind: string, of: string) => `Flotte: ${kind} expired (${of})`,
    },
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: {
      expiring: (kind: string, of: string, day: string) =>
        `The document "${kind}" of ${of} is valid until ${day} included.`,
      expired: (kind: string, of: string, day: string) =>
        `The document "${kind}" of ${of} expired on ${day}.`,
    },
    number: (n: string) => `Number: ${n}`,
    act: {
      expiring: 'Renew it, then record the new document in Flotte.',
      expired:
        'An asset whose mandatory document expired can no longer be dispatched or leased: ' +
        'record the renewed document in Flotte.',
    },
  },
} as const;

export function documentReminderMail(locale: MailLocale, data: DocumentReminder): MailContent {
  const t = TEXTS[locale];
  const day = formatDay(data.validTo, locale);
  const hello = t.hello(data.name);
  const intro = t.intro[data.level](data.kindName, data.subject, day);
  const lines = data.number ? [t.number(data.number)] : [];
  const act = t.act[data.level];
  const text = [hello, '', intro, ...lines, '', act, '', '— Flotte'].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}
<p><strong>${escapeHtml(act)}</strong></p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject[data.level](data.kindName, data.subject), text, html };
}
