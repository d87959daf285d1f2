/**
 * A webhook endpoint failing for three days is disabled (issue 20, docs/integrations.md): its
 * business's staff and notification addresses are told, in their language.
 */
import { noticeMail, type MailContent, type MailLocale } from './templates';

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
  return noticeMail(locale, t.subject(data.businessName), {
    hello: t.hello(data.name),
    paragraphs: [t.body(data.url), t.fix],
    open: data.publicUrl ? { label: t.open, link: `${data.publicUrl}/#/integrations` } : undefined,
  });
}
