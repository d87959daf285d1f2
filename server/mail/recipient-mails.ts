/**
 * Mails to a request's recipient (docs/tracking.md): one per kind of move, in the business's
 * language, under the business's name, with the link to the public tracking page. French
 * (default) and English, like templates.ts.
 */
import { windowClock } from '../../contract/promised-window';
import type { SentRecipientNotice } from '../../contract/tracking';
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export interface RecipientMail {
  /** The business's display name (its branding's, else its own). */
  businessName: string;
  /** The request's readable reference (FLT-2026-000123). */
  reference: string;
  /** The public tracking page; undefined without FLOTTE_PUBLIC_URL (the mail has no link). */
  trackingUrl: string | undefined;
  /**
   * The code the recipient gives the driver, when its business requires one (docs/drivers.md);
   * told in the `assigned` and `new_code` mails only.
   */
  deliveryCode?: string | undefined;
  /**
   * On a round: the window promised for the drop-off (contract/promised-window.ts), told on the
   * wall clock of `zone` (the business's).
   */
  window?: { from: string; until: string; zone: string } | undefined;
}

const TEXTS = {
  fr: {
    hello: 'Bonjour,',
    subject: {
      assigned: (b: string, r: string) => `${b} : votre livraison ${r} est organisée`,
      in_transit: (b: string, r: string) => `${b} : votre livraison ${r} est en route`,
      eta_soon: (b: string, r: string) => `${b} : votre livraison ${r} arrive bientôt`,
      delivered: (b: string, r: string) => `${b} : votre livraison ${r} est livrée`,
      failed: (b: string, r: string) => `${b} : votre livraison ${r} n’a pas pu être livrée`,
      cancelled: (b: string, r: string) => `${b} : votre livraison ${r} est annulée`,
      new_code: (b: string, r: string) => `${b} : nouveau code pour votre livraison ${r}`,
    },
    body: {
      assigned: (b: string, r: string) =>
        `${b} a confié votre livraison ${r} à un transporteur : elle partira bientôt.`,
      in_transit: (b: string, r: string) =>
        `Votre livraison ${r} de ${b} a été prise en charge : elle est en route vers vous.`,
      eta_soon: (b: string, r: string) =>
        `Votre livraison ${r} de ${b} arrive dans moins de 15 minutes : soyez prêt à la recevoir.`,
      delivered: (b: string, r: string) => `Votre livraison ${r} de ${b} a été livrée.`,
      failed: (b: string, r: string) =>
        `Le livreur n’a pas pu vous remettre votre livraison ${r} de ${b}. Pour convenir d’une nouvelle tentative, contactez ${b}.`,
      cancelled: (b: string, r: string) =>
        `${b} a annulé votre livraison ${r}. Pour toute question, contactez ${b}.`,
      new_code: (b: string, r: string) =>
        `${b} vous envoie un nouveau code pour votre livraison ${r} : l’ancien ne fonctionne plus.`,
    },
    code: (c: string) =>
      `Votre code de livraison : ${c}. Donnez-le au livreur à la remise du colis, pas avant.`,
    window: (from: string, until: string) => `Elle vous sera livrée entre ${from} et ${until}.`,
    follow: 'Suivez-la ici :',
    noReply: 'Ce message est envoyé automatiquement ; merci de ne pas y répondre.',
  },
  en: {
    hello: 'Hello,',
    subject: {
      assigned: (b: string, r: string) => `${b}: your delivery ${r} is arranged`,
      in_transit: (b: string, r: string) => `${b}: your delivery ${r} is on its way`,
      eta_soon: (b: string, r: string) => `${b}: your delivery ${r} is nearly there`,
      delivered: (b: string, r: string) => `${b}: your delivery ${r} has been delivered`,
      failed: (b: string, r: string) => `${b}: your delivery ${r} could not be delivered`,
      cancelled: (b: string, r: string) => `${b}: your delivery ${r} is cancelled`,
      new_code: (b: string, r: string) => `${b}: a new code for your delivery ${r}`,
    },
    body: {
      assigned: (b: string, r: string) =>
        `${b} has given your delivery ${r} to a carrier: it will leave soon.`,
      in_transit: (b: string, r: string) =>
        `Your delivery ${r} from ${b} has been picked up: it is on its way to you.`,
      eta_soon: (b: string, r: string) =>
        `Your delivery ${r} from ${b} will arrive in less than 15 minutes: be ready to receive it.`,
      delivered: (b: string, r: string) => `Your delivery ${r} from ${b} has been delivered.`,
      failed: (b: string, r: string) =>
        `The driver could not hand over your delivery ${r} from ${b}. To arrange a new attempt, contact ${b}.`,
      cancelled: (b: string, r: string) =>
        `${b} has cancelled your delivery ${r}. For any question, contact ${b}.`,
      new_code: (b: string, r: string) =>
        `${b} sends you a new code for your delivery ${r}: the old one no longer works.`,
    },
    code: (c: string) =>
      `Your delivery code: ${c}. Give it to the driver when you receive the parcel, not before.`,
    window: (from: string, until: string) => `It will reach you between ${from} and ${until}.`,
    follow: 'Follow it here:',
    noReply: 'This message is sent automatically; please do not reply to it.',
  },
} as const;

/** The mails of the moves, and the new delivery code a business sends (delivery-code.ts). */
export type RecipientMailKind = SentRecipientNotice | 'new_code';

export function recipientMail(
  kind: RecipientMailKind,
  locale: MailLocale,
  data: RecipientMail,
): MailContent {
  const t = TEXTS[locale];
  const body = t.body[kind](data.businessName, data.reference);
  const link = data.trackingUrl;
  const tellsCode = kind === 'assigned' || kind === 'new_code';
  const code = tellsCode && data.deliveryCode ? t.code(data.deliveryCode) : undefined;
  const windowLine = data.window
    ? t.window(
        windowClock(data.window.from, locale, data.window.zone),
        windowClock(data.window.until, locale, data.window.zone),
      )
    : undefined;
  const text = [
    t.hello,
    '',
    body,
    ...(windowLine ? ['', windowLine] : []),
    ...(code ? ['', code] : []),
    ...(link ? ['', t.follow, link] : []),
    '',
    t.noReply,
    '',
    `— ${data.businessName}`,
  ].join('\n');
  const linkHtml = link
    ? `<p>${escapeHtml(t.follow)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello)}</p>
<p>${escapeHtml(body)}</p>
${windowLine ? `<p><strong>${escapeHtml(windowLine)}</strong></p>\n` : ''}${code ? `<p><strong>${escapeHtml(code)}</strong></p>\n` : ''}${linkHtml}<p style="color:#666">${escapeHtml(t.noReply)}</p>
<p>— ${escapeHtml(data.businessName)}</p>
</body></html>`;
  return { subject: t.subject[kind](data.businessName, data.reference), text, html };
}
