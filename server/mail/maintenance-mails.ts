/**
 * Maintenance reminders (server/jobs/maintenance-reminders.ts), French and English: work due
 * soon, work overdue. Sent once per level to the asset's owner, or for a business's asset to its
 * notification addresses (else its staff).
 */
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export type ReminderLevel = 'due_soon' | 'overdue';

export interface MaintenanceReminder {
  level: ReminderLevel;
  /** Greeting name (an owner, a staff member), or null (a notification address). */
  name: string | null;
  title: string;
  assetName: string;
  registration: string | null;
  /** ISO date-time, or null when due by odometer only. */
  scheduledAt: string | null;
  dueOdometerKm: number | null;
  odometerKm: number | null;
  /** IANA time zone the date is written in (the business's, else Europe/Paris). */
  timeZone: string;
}

const TEXTS = {
  fr: {
    subject: {
      due_soon: (title: string, asset: string) =>
        `Flotte : entretien bientôt dû (${title}, ${asset})`,
      overdue: (title: string, asset: string) =>
        `Flotte : entretien en retard (${title}, ${asset})`,
    },
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: {
      due_soon: (title: string, asset: string) =>
        `L’entretien « ${title} » de ${asset} arrive à échéance :`,
      overdue: (title: string, asset: string) =>
        `L’entretien « ${title} » de ${asset} est en retard :`,
    },
    date: (date: string) => `échéance le ${date}`,
    km: (due: string, now: string | null) =>
      `échéance à ${due} km` + (now === null ? '' : ` (compteur actuel : ${now} km)`),
    act: {
      due_soon: 'Prévoyez l’intervention, puis marquez-la comme commencée dans Flotte.',
      overdue:
        'Planifiez l’intervention au plus vite. Si elle est déjà faite, enregistrez-la comme ' +
        'terminée dans Flotte ; sinon reportez son échéance.',
    },
  },
  en: {
    subject: {
      due_soon: (title: string, asset: string) =>
        `Flotte: maintenance due soon (${title}, ${asset})`,
      overdue: (title: string, asset: string) => `Flotte: maintenance overdue (${title}, ${asset})`,
    },
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    intro: {
      due_soon: (title: string, asset: string) =>
        `The maintenance "${title}" of ${asset} is due soon:`,
      overdue: (title: string, asset: string) =>
        `The maintenance "${title}" of ${asset} is overdue:`,
    },
    date: (date: string) => `due on ${date}`,
    km: (due: string, now: string | null) =>
      `due at ${due} km` + (now === null ? '' : ` (odometer now: ${now} km)`),
    act: {
      due_soon: 'Plan the work, then mark it as started in Flotte.',
      overdue:
        'Plan the work as soon as possible. If it is already done, record it as completed in ' +
        'Flotte; otherwise move its due date.',
    },
  },
} as const;

const intlLocale = (locale: MailLocale) => (locale === 'fr' ? 'fr-FR' : 'en-GB');

/** The day of `at` in `timeZone` (Europe/Paris when the zone is unknown to this runtime). */
function formatDate(at: string, locale: MailLocale, timeZone: string): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: zone }).format(
      new Date(at),
    );
  try {
    return format(timeZone);
  } catch {
    return format('Europe/Paris');
  }
}

/** A reminder of one piece of work, in `locale`. */
export function maintenanceReminderMail(
  locale: MailLocale,
  data: MaintenanceReminder,
): MailContent {
  const t = TEXTS[locale];
  const asset = data.registration ? `${data.assetName} (${data.registration})` : data.assetName;
  const numbers = new Intl.NumberFormat(intlLocale(locale));
  const due: string[] = [];
  if (data.scheduledAt) due.push(t.date(formatDate(data.scheduledAt, locale, data.timeZone)));
  if (data.dueOdometerKm !== null) {
    const now = data.odometerKm === null ? null : numbers.format(data.odometerKm);
    due.push(t.km(numbers.format(data.dueOdometerKm), now));
  }
  const intro = t.intro[data.level](data.title, asset);
  const act = t.act[data.level];
  const hello = t.hello(data.name);
  const text = [hello, '', intro, ...due.map((d) => `- ${d}`), '', act, '', '— Flotte'].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(hello)}</p>
<p>${escapeHtml(intro)}</p>
<ul>${due.map((d) => `<li>${escapeHtml(d)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(act)}</strong></p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject[data.level](data.title, asset), text, html };
}
