/**
 * The mail to an account's owner when someone signs up with their address: the sign-up answers
 * the same as for a new address (it must not tell who has an account, docs/security.md), so the
 * owner learns of it here. French (default) and English, like templates.ts.
 */
import { noticeMail, type MailContent, type MailLocale } from './templates';

const TEXTS = {
  fr: {
    subject: 'Flotte : tentative d’inscription avec votre adresse',
    hello: (n: string) => `Bonjour ${n},`,
    paragraphs: [
      'Quelqu’un vient de demander à créer un compte Flotte avec votre adresse e-mail, qui en a déjà un : aucun compte n’a été créé.',
      'Si c’était vous, connectez-vous avec votre compte, ou choisissez « Mot de passe oublié ? » sur la page de connexion. Sinon, ignorez ce message : votre compte ne change pas.',
    ],
  },
  en: {
    subject: 'Flotte: a sign-up with your address',
    hello: (n: string) => `Hello ${n},`,
    paragraphs: [
      'Someone just asked to create a Flotte account with your e-mail address, which already has one: no account was created.',
      'If it was you, sign in with your account, or choose "Forgot your password?" on the sign-in page. Otherwise, ignore this message: your account does not change.',
    ],
  },
} as const;

/** The notice of a sign-up attempt with an address that has an account. */
export function signupAttemptMail(locale: MailLocale, name: string): MailContent {
  const t = TEXTS[locale];
  return noticeMail(locale, t.subject, { hello: t.hello(name), paragraphs: [...t.paragraphs] });
}
