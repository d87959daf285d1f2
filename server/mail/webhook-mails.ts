/**
 * A webhook endpoint failing for three days is disabled (issue 20, docs/integrations.md): its
 * business's staff and notification addresses are told, in their language.
 */
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export interface EndpointDisabledMail {
  /** A staff member's name; null for a notification address. */
  name: string | null;
  businessName: string;
  url: string;
  publicUrl?: string | undefined;
}

const TEXT = {
  fr: {
    subject: (b: string) => `Flotte : un webhook de ${b} a été désactivé`,
    hello: (n: string | null) => (n ? `Bonjour ${n},` : 'Bonjour,'),
    body: (url: string) =>
      `Depuis trois jours, chaque envoi de Flotte vers l’adresse ${url} échoue (pas de réponse, erreur réseau ou réponse autre que 2xx). Cette adresse a donc été désactivée : Flotte ne lui envoie plus rien.`,
    fix: 'Corrigez le service qui reçoit les événements, puis réactivez l’adresse dans Intégrations ; le journal des envois indique chaque erreur et permet de renvoyer un événement.',
    open: 'Intégrations :',
  },
  en: {
    subject: (b: string) => `Flotte: a webhook of ${b} was disabled`,
    hello: (n: string | null) => (n ? `Hello ${n},` : 'Hello,'),
    body: (url: string) =>
      `For three days, every delivery from Flotte to ${url} has failed (no answer, a network error or an answer other than 2xx). That address has therefore been disabled: Flotte sends it nothing more.`,
    fix: 'Fix the service that receives the events, then enable the address again in Integrations; the delivery log shows each error and lets you send an event again.',
    open: 'Integrations:',
  },
} as const;

export function endpointDisabledMail(locale: MailLocale, data: EndpointDisabledMail): MailContent {
  const t = TEXT[locale];
  const link = data.publicUrl ? `${data.publicUrl}/#/integrations` : undefined;
  const text = [
    t.hello(data.name),
    '',
    t.body(data.url),
    '',
    t.fix,
    ...(link ? ['', `${t.open} ${link}`] : []),
    '',
    '— Flotte',
  ].join('\n');
  const linkHtml = link
    ? `<p>${escapeHtml(t.open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello(data.name))}</p>
<p>${escapeHtml(t.body(data.url))}</p>
<p>${escapeHtml(t.fix)}</p>
${linkHtml}<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(data.businessName), text, html };
}
