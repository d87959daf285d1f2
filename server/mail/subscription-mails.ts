/**
 * Mails of the subscription renewals (server/jobs/subscription-renewals.ts), French and
 * English, sent to a business's staff and its notification addresses.
 */
import { escapeHtml, type MailContent, type MailLocale } from './templates';

export interface RenewalFailedMail {
  businessName: string;
  planName: string;
  /** Minor units, in `currency`. */
  price: number;
  balance: number;
  currency: string;
}

/** Minor units as the locale writes money: 14900 EUR → "149,00 €" (fr), "€149.00" (en). */
export function formatMoney(minor: number, currency: string, locale: MailLocale): string {
  const format = new Intl.NumberFormat(locale === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency,
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

const TEXTS = {
  fr: {
    subject: (plan: string) => `Flotte : le renouvellement de votre forfait ${plan} a échoué`,
    hello: 'Bonjour,',
    failed: (business: string, plan: string, price: string, balance: string) =>
      `Le portefeuille de ${business} n’a pas permis de renouveler le forfait ${plan} ` +
      `(${price} par mois ; solde actuel : ${balance}).`,
    meanwhile:
      'L’abonnement est suspendu : en attendant, votre entreprise revient aux limites de ' +
      'l’offre gratuite (véhicules, équipe, fonctions marque blanche, commission).',
    fix:
      'Pour le rétablir : approvisionnez votre portefeuille, puis abonnez-vous de nouveau au ' +
      'forfait depuis la page Abonnement de Flotte. Le premier mois est alors débité aussitôt.',
  },
  en: {
    subject: (plan: string) => `Flotte: the renewal of your ${plan} plan failed`,
    hello: 'Hello,',
    failed: (business: string, plan: string, price: string, balance: string) =>
      `The wallet of ${business} could not pay the renewal of the ${plan} plan ` +
      `(${price} a month; current balance: ${balance}).`,
    meanwhile:
      'The subscription is on hold: meanwhile your business is back to the limits of the free ' +
      'tier (vehicles, staff, white-label features, commission).',
    fix:
      'To restore it: top up your wallet, then subscribe to the plan again from the ' +
      'Subscription page of Flotte. The first month is then charged at once.',
  },
} as const;

/** The wallet could not pay a renewal: the subscription is past due. */
export function renewalFailedMail(locale: MailLocale, data: RenewalFailedMail): MailContent {
  const t = TEXTS[locale];
  const failed = t.failed(
    data.businessName,
    data.planName,
    formatMoney(data.price, data.currency, locale),
    formatMoney(data.balance, data.currency, locale),
  );
  const text = [t.hello, '', failed, '', t.meanwhile, '', t.fix, '', '— Flotte'].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello)}</p>
<p>${escapeHtml(failed)}</p>
<p>${escapeHtml(t.meanwhile)}</p>
<p><strong>${escapeHtml(t.fix)}</strong></p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(data.planName), text, html };
}
