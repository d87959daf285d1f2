/**
 * The server's own mail texts, French (default) and English: the browser catalogs are not
 * available here. Each template answers a subject, a plain-text body and an HTML body.
 */
export type MailLocale = 'fr' | 'en';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface CodeMail {
  name: string;
  code: string;
  /** Minutes the code stays valid. */
  minutes: number;
}

export const mailLocale = (locale: string | null | undefined): MailLocale =>
  locale === 'en' ? 'en' : 'fr';

/** A day as words of `locale` (the day itself, whatever the time zone). */
export function formatDay(day: string, locale: MailLocale): string {
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A notice: the greeting, its paragraphs, then a link to open the app (`open.label` before it)
 * when the server knows its public address.
 */
export function noticeMail(
  locale: MailLocale,
  subject: string,
  content: { hello: string; paragraphs: string[]; open?: { label: string; link: string } },
): MailContent {
  const { hello, paragraphs, open } = content;
  const text = [
    hello,
    ...paragraphs.flatMap((p) => ['', p]),
    ...(open ? ['', `${open.label} ${open.link}`] : []),
    '',
    '— Flotte',
  ].join('\n');
  const link = open && escapeHtml(open.link);
  const linkHtml = open ? `<p>${escapeHtml(open.label)} <a href="${link}">${link}</a></p>\n` : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>\n`).join('')}${linkHtml}<p>— Flotte</p>
</body></html>`;
  return { subject, text, html };
}

/** What every code mail says in each language: the greeting and how long the code is valid. */
const COMMON = {
  fr: {
    validity: (m: number) => `Il est valable ${m} minutes et ne sert qu’une fois.`,
    hello: (n: string) => `Bonjour ${n},`,
  },
  en: {
    validity: (m: number) => `It is valid for ${m} minutes and works once.`,
    hello: (n: string) => `Hello ${n},`,
  },
} as const;

const TEXTS = {
  verify_email: {
    fr: {
      ...COMMON.fr,
      subject: 'Flotte : votre code de vérification',
      intro: 'Voici le code qui confirme votre adresse e-mail :',
      ignore: 'Si vous n’avez pas créé de compte Flotte, ignorez ce message.',
    },
    en: {
      ...COMMON.en,
      subject: 'Flotte: your verification code',
      intro: 'Here is the code that confirms your e-mail address:',
      ignore: 'If you did not create a Flotte account, ignore this message.',
    },
  },
  reset_password: {
    fr: {
      ...COMMON.fr,
      subject: 'Flotte : réinitialisation de votre mot de passe',
      intro: 'Voici le code pour choisir un nouveau mot de passe :',
      ignore: 'Si vous n’avez rien demandé, ignorez ce message : votre mot de passe ne change pas.',
    },
    en: {
      ...COMMON.en,
      subject: 'Flotte: reset your password',
      intro: 'Here is the code to choose a new password:',
      ignore: 'If you did not ask for it, ignore this message: your password does not change.',
    },
  },
} as const;

export type CodeMailKind = keyof typeof TEXTS;

/** The mail that carries a one-time code, in the user's language. */
export function codeMail(kind: CodeMailKind, locale: MailLocale, data: CodeMail): MailContent {
  const t = TEXTS[kind][locale];
  const text = [
    t.hello(data.name),
    '',
    t.intro,
    '',
    `    ${data.code}`,
    '',
    t.validity(data.minutes),
    t.ignore,
    '',
    '— Flotte',
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello(data.name))}</p>
<p>${escapeHtml(t.intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${data.code}</p>
<p>${escapeHtml(t.validity(data.minutes))}<br>${escapeHtml(t.ignore)}</p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject, text, html };
}
