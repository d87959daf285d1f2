/**
 * Mails of the business side (docs/business.md): the invitation of a new staff account, and the
 * approval or suspension of a business. French (default) and English, like templates.ts.
 */
import { escapeHtml, noticeMail, type MailContent, type MailLocale } from './templates';

/** An invitation to an account created without a password: a reset-password code to choose one. */
export interface PasswordInvitationMail {
  /** The invited person. */
  name: string;
  email: string;
  /** Who invited them. */
  inviterName: string;
  code: string;
  minutes: number;
  /** FLOTTE_PUBLIC_URL: the mail then links to the reset-password page. */
  publicUrl?: string | undefined;
}

export interface InvitationMail extends PasswordInvitationMail {
  businessName: string;
  /** Who invited them: a colleague, or the operator's superadmin. */
  inviterName: string;
}

/** What an invitation says of itself: its subject, who invites to what, and when to ignore it. */
export interface InvitationTexts {
  subject: (place: string) => string;
  invited: (who: string, place: string) => string;
  ignore: string;
}

/** What every invitation says in each language: how to choose the password with the code. */
const PASSWORD_CODE = {
  fr: {
    hello: (n: string) => `Bonjour ${n},`,
    how: (email: string) =>
      `Pour choisir votre mot de passe, ouvrez la page « Nouveau mot de passe » de Flotte (l’adresse de Flotte suivie de /#/reset-password) et saisissez votre adresse (${email}), ce code et le mot de passe de votre choix :`,
    link: 'Cette page, avec votre adresse déjà remplie :',
    validity: (m: number) =>
      `Le code est valable ${m} minutes et ne sert qu’une fois. Passé ce délai, choisissez « Mot de passe oublié ? » sur la page de connexion : un nouveau code vous sera envoyé.`,
  },
  en: {
    hello: (n: string) => `Hello ${n},`,
    how: (email: string) =>
      `To choose your password, open Flotte's "New password" page (Flotte's address followed by /#/reset-password) and enter your address (${email}), this code and the password of your choice:`,
    link: 'That page, with your address already filled in:',
    validity: (m: number) =>
      `The code is valid for ${m} minutes and works once. After that, choose "Forgot your password?" on the sign-in page: a new code will be sent to you.`,
  },
} as const;

const INVITATION: Record<MailLocale, InvitationTexts> = {
  fr: {
    subject: (b: string) => `Flotte : invitation à rejoindre ${b}`,
    invited: (who: string, b: string) =>
      `${who} vous invite à rejoindre ${b} sur Flotte, la plateforme de logistique et de gestion de flotte.`,
    ignore: 'Si vous ne vous attendiez pas à cette invitation, ignorez ce message.',
  },
  en: {
    subject: (b: string) => `Flotte: you are invited to join ${b}`,
    invited: (who: string, b: string) =>
      `${who} invites you to join ${b} on Flotte, the logistics and fleet-management platform.`,
    ignore: 'If you did not expect this invitation, ignore this message.',
  },
};

/** The app's reset-password page with the address filled in (the app routes after `#`). */
export const resetPasswordLink = (publicUrl: string, email: string) =>
  `${publicUrl}/#/reset-password?email=${encodeURIComponent(email)}`;

/**
 * An invitation to an account created without a password (staff, driver): `texts` say who invites
 * to what (`place`: the business, the employer), the rest is the reset-password code and its page.
 */
export function passwordInvitationMail(
  locale: MailLocale,
  texts: InvitationTexts,
  place: string,
  data: PasswordInvitationMail,
): MailContent {
  const t = { ...PASSWORD_CODE[locale], ...texts };
  const link = data.publicUrl ? resetPasswordLink(data.publicUrl, data.email) : undefined;
  const text = [
    t.hello(data.name),
    '',
    t.invited(data.inviterName, place),
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
<p>${escapeHtml(t.invited(data.inviterName, place))}</p>
<p>${escapeHtml(t.how(data.email))}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${data.code}</p>
${linkHtml}<p>${escapeHtml(t.validity(data.minutes))}<br>${escapeHtml(t.ignore)}</p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(place), text, html };
}

/** The invitation of a staff account created without a password: a reset-password code. */
export const invitationMail = (locale: MailLocale, data: InvitationMail): MailContent =>
  passwordInvitationMail(locale, INVITATION[locale], data.businessName, data);

export type BusinessStatusChange = 'approved' | 'suspended';

export interface StatusMail {
  businessName: string;
  /** A staff member's name; null for the business's notification addresses. */
  name: string | null;
  publicUrl?: string | undefined;
}

const STATUS = {
  approved: {
    fr: {
      subject: (b: string) => `Flotte : ${b} est approuvée`,
      body: (b: string) =>
        `L’entreprise ${b} a été approuvée sur Flotte : son équipe peut désormais créer des demandes de livraison, s’abonner et gérer ses réglages.`,
    },
    en: {
      subject: (b: string) => `Flotte: ${b} is approved`,
      body: (b: string) =>
        `The business ${b} has been approved on Flotte: its team can now create delivery requests, subscribe and manage its settings.`,
    },
  },
  suspended: {
    fr: {
      subject: (b: string) => `Flotte : ${b} est suspendue`,
      body: (b: string) =>
        `L’entreprise ${b} a été suspendue sur Flotte : son équipe peut toujours se connecter et consulter ses données, mais ne peut plus créer de demandes ni modifier l’entreprise. Contactez l’équipe Flotte pour en savoir plus.`,
    },
    en: {
      subject: (b: string) => `Flotte: ${b} is suspended`,
      body: (b: string) =>
        `The business ${b} has been suspended on Flotte: its team can still sign in and read its data, but can no longer create requests or change the business. Contact the Flotte team to learn more.`,
    },
  },
} as const;

const GREETING = {
  fr: { hello: (n: string | null) => (n ? `Bonjour ${n},` : 'Bonjour,'), open: 'Flotte :' },
  en: { hello: (n: string | null) => (n ? `Hello ${n},` : 'Hello,'), open: 'Flotte:' },
} as const;

/** A business was approved or suspended: to its staff and its notification addresses. */
export function statusMail(
  change: BusinessStatusChange,
  locale: MailLocale,
  data: StatusMail,
): MailContent {
  const t = STATUS[change][locale];
  const g = GREETING[locale];
  return noticeMail(locale, t.subject(data.businessName), {
    hello: g.hello(data.name),
    paragraphs: [t.body(data.businessName)],
    open: data.publicUrl ? { label: g.open, link: `${data.publicUrl}/#/login` } : undefined,
  });
}
