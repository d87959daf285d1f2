/**
 * The payouts' mails (docs/money.md, "Owners' payouts"), French and English: an owner's bank
 * details changed; a statement issued.
 */
import { formatMoney } from './subscription-mails';
import { noticeMail, type MailContent, type MailLocale } from './templates';

const TEXTS = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    changedSubject: 'Flotte : vos coordonnées bancaires ont été modifiées',
    changed: (iban: string) =>
      `Les coordonnées bancaires de vos virements ont été modifiées : ils iront désormais sur le compte ${iban}.`,
    notYou:
      'Si vous n’êtes pas à l’origine de ce changement, changez votre mot de passe et contactez Flotte sans attendre.',
    statementSubject: (n: string) => `Flotte : votre relevé de reversement ${n}`,
    statement: (n: string, due: string) =>
      `Votre relevé de reversement ${n} (autofacture) est émis : ${due} vous seront versés.`,
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    changedSubject: 'Flotte: your bank details were changed',
    changed: (iban: string) =>
      `The bank details of your payouts were changed: they will now go to the account ${iban}.`,
    notYou: 'If you did not make this change, change your password and contact Flotte at once.',
    statementSubject: (n: string) => `Flotte: your payout statement ${n}`,
    statement: (n: string, due: string) =>
      `Your payout statement ${n} (self-billing invoice) is issued: ${due} will be paid to you.`,
  },
} as const;

export function bankDetailsChangedMail(
  locale: MailLocale,
  data: { name: string; ibanMasked: string },
): MailContent {
  const t = TEXTS[locale];
  return noticeMail(locale, t.changedSubject, {
    hello: t.hello(data.name),
    paragraphs: [t.changed(data.ibanMasked), t.notYou],
  });
}

export function statementIssuedMail(
  locale: MailLocale,
  data: { name: string; number: string; amountDue: number; currency: string },
): MailContent {
  const t = TEXTS[locale];
  return noticeMail(locale, t.statementSubject(data.number), {
    hello: t.hello(data.name),
    paragraphs: [t.statement(data.number, formatMoney(data.amountDue, data.currency, locale))],
  });
}
