/**
 * The invitation of a driver (docs/drivers.md): like a staff invitation (business-mails.ts), a
 * reset-password code to choose its password, but it says who the driver will drive for.
 * French (default) and English, like templates.ts.
 */
import { resetPasswordLink } from './business-mails';
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export interface DriverInvitationMail {
  /** The invited driver. */
  name: string;
  email: string;
  /** Who it drives for: the owner's name, or the business's. */
  employerName: string;
  /** Who invited it: the owner, or a staff member of the business. */
  inviterName: string;
  code: string;
  minutes: number;
  /** FLOTTE_PUBLIC_URL: the mail then links to the reset-password page. */
  publicUrl?: string | undefined;
}

const TEXTS = {
  fr: {
    subject: (e: string) => `Flotte : vos livraisons pour ${e}`,
    hello: (n: string) => `Bonjour ${n},`,
    invited: (who: string, e: string) =>
      `${who} vous a créé un compte de chauffeur pour ${e} sur Flotte : vous y verrez vos livraisons et les ferez avancer depuis votre téléphone.`,
    how: (email: string) =>
      `Pour choisir votre mot de passe, ouvrez la page « Nouveau mot de passe » de Flotte (l’adresse de Flotte suivie de /#/reset-password) et saisissez votre adresse (${email}), ce code et le mot de passe de votre choix :`,
    link: 'Cette page, avec votre adresse déjà remplie :',
    validity: (m: number) =>
      `Le code est valable ${m} minutes et ne sert qu’une fois. Passé ce délai, choisissez « Mot de passe oublié ? » sur la page de connexion : un nouveau code vous sera envoyé.`,
    ignore: 'Si vous ne vous attendiez pas à ce message, ignorez-le.',
  },
  en: {
    subject: (e: string) => `Flotte: your deliveries for ${e}`,
    hello: (n: string) => `Hello ${n},`,
    invited: (who: string, e: string) =>
      `${who} created a driver account for you for ${e} on Flotte: you will see your deliveries there and move them on from your phone.`,
    how: (email: string) =>
      `To choose your password, open Flotte's "New password" page (Flotte's address followed by /#/reset-password) and enter your address (${email}), this code and the password of your choice:`,
    link: 'That page, with your address already filled in:',
    validity: (m: number) =>
      `The code is valid for ${m} minutes and works once. After that, choose "Forgot your password?" on the sign-in page: a new code will be sent to you.`,
    ignore: 'If you did not expect this message, ignore it.',
  },
} as const;

export function driverInvitationMail(locale: MailLocale, data: DriverInvitationMail): MailContent {
  const t = TEXTS[locale];
  const link = data.publicUrl ? resetPasswordLink(data.publicUrl, data.email) : undefined;
  const text = [
    t.hello(data.name),
    '',
    t.invited(data.inviterName, data.employerName),
    '',
    t.how(data.email),
    '',
    `    ${data.code}`,
    '',
    ...(link ? [t.link, link, ''] : []),
    t.validity(data.minutes),
    t.ignore,
    '',
    '— Flotte',
  ].join('\n');
  const linkHtml = link
    ? `<p>${escapeHtml(t.link)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>\n`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello(data.name))}</p>
<p>${escapeHtml(t.invited(data.inviterName, data.employerName))}</p>
<p>${escapeHtml(t.how(data.email))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${data.code}</p>
${linkHtml}<p>${escapeHtml(t.validity(data.minutes))}<br>${escapeHtml(t.ignore)}</p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(data.employerName), text, html };
}
