/**
 * Mails of leases (docs/leases.md), French and English: a lease the lessee's wallet could not
 * pay ended, told to both sides (server/jobs/lease-charges.ts).
 */
import { formatMoney } from './subscription-mails';
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export interface LeaseUnpaidMail {
  /** Greeted by name when known (staff, the owner); notification addresses are not. */
  name: string | null;
  assetName: string;
  businessName: string;
  /** The period that could not be paid: its first and last days (`YYYY-MM-DD`). */
  periodStart: string;
  periodLast: string;
  /** Minor units, in `currency`. */
  amount: number;
  balance: number;
  deposit: number;
  currency: string;
}

const formatDate = (date: string, locale: MailLocale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

interface Values {
  asset: string;
  business: string;
  from: string;
  to: string;
  amount: string;
  balance: string;
  deposit: string;
}

const TEXTS = {
  fr: {
    subject: (asset: string) => `Flotte : la location de ${asset} a pris fin faute de paiement`,
    hello: (name: string | null) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    lessee: {
      unpaid: (v: Values) =>
        `Le portefeuille de ${v.business} n’a pas permis de payer la période du ${v.from} au ` +
        `${v.to} de la location de ${v.asset} (${v.amount} ; solde actuel : ${v.balance}).`,
      ended: (v: Values) =>
        `La location a donc pris fin aujourd’hui : rendez ${v.asset} à son propriétaire.`,
      deposit: (v: Values) =>
        `Le dépôt de garantie (${v.deposit}) n’est pas rendu : il dédommage le propriétaire.`,
      next:
        'Pour louer de nouveau, approvisionnez votre portefeuille puis faites une nouvelle ' +
        'proposition depuis la page Locations de Flotte.',
    },
    lessor: {
      unpaid: (v: Values) =>
        `${v.business} n’a pas pu payer la période du ${v.from} au ${v.to} de la location de ` +
        `${v.asset} (${v.amount}).`,
      ended: (v: Values) =>
        `La location a pris fin aujourd’hui et ${v.asset} est de nouveau disponible sur Flotte : ` +
        `convenez avec ${v.business} de son retour.`,
      deposit: (v: Values) =>
        `Le dépôt de garantie (${v.deposit}) vous revient en dédommagement, moins la commission ` +
        'de la plateforme : il figure dans les gains du véhicule.',
      next: 'Aucune autre période ne sera facturée pour cette location.',
    },
  },
  en: {
    subject: (asset: string) => `Flotte: the lease of ${asset} ended for non-payment`,
    hello: (name: string | null) => (name ? `Hello ${name},` : 'Hello,'),
    lessee: {
      unpaid: (v: Values) =>
        `The wallet of ${v.business} could not pay the period from ${v.from} to ${v.to} of the ` +
        `lease of ${v.asset} (${v.amount}; current balance: ${v.balance}).`,
      ended: (v: Values) => `The lease therefore ended today: return ${v.asset} to its owner.`,
      deposit: (v: Values) =>
        `The deposit (${v.deposit}) is not returned: it compensates the owner.`,
      next:
        'To lease again, top up your wallet, then make a new proposal from the Leases page ' +
        'of Flotte.',
    },
    lessor: {
      unpaid: (v: Values) =>
        `${v.business} could not pay the period from ${v.from} to ${v.to} of the lease of ` +
        `${v.asset} (${v.amount}).`,
      ended: (v: Values) =>
        `The lease ended today and ${v.asset} is available again on Flotte: agree with ` +
        `${v.business} on its return.`,
      deposit: (v: Values) =>
        `The deposit (${v.deposit}) is yours as compensation, less the platform's commission: ` +
        "it shows in the vehicle's earnings.",
      next: 'No further period of this lease will be charged.',
    },
  },
} as const;

/** The lease ended because the lessee's wallet could not pay a period: `side` is the reader. */
export function leaseUnpaidMail(
  locale: MailLocale,
  side: 'lessee' | 'lessor',
  data: LeaseUnpaidMail,
): MailContent {
  const t = TEXTS[locale];
  const s = t[side];
  const v: Values = {
    asset: data.assetName,
    business: data.businessName,
    from: formatDate(data.periodStart, locale),
    to: formatDate(data.periodLast, locale),
    amount: formatMoney(data.amount, data.currency, locale),
    balance: formatMoney(data.balance, data.currency, locale),
    deposit: formatMoney(data.deposit, data.currency, locale),
  };
  const paragraphs = [s.unpaid(v), s.ended(v), ...(data.deposit > 0 ? [s.deposit(v)] : []), s.next];
  const hello = t.hello(data.name);
  const text = [hello, '', ...paragraphs.flatMap((p) => [p, '']), '— Flotte'].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(hello)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(data.assetName), text, html };
}
