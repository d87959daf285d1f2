/**
 * The mail of the daily wallet reconciliation (server/jobs/wallet-reconciliation.ts), French and
 * English, sent to each superadmin when a wallet's balance differs from its ledger.
 */
import { formatMoney } from './subscription-mails';
import { escapeHtml, type MailContent, type MailLocale } from './templates';

/** One wallet whose balance is not the sum of its ledger; amounts in minor units. */
export interface Mismatch {
  walletId: string;
  businessId: string;
  businessName: string;
  currency: string;
  balance: number;
  ledgerSum: number;
  /** balance − ledger sum. */
  difference: number;
}

export interface ReconciliationMail {
  name: string;
  walletsChecked: number;
  /** The wallets listed (the first ones). */
  mismatches: Mismatch[];
  /** Every wallet that differs, listed or not. */
  total: number;
}

const TEXTS = {
  fr: {
    subject: (n: number) =>
      `Flotte : ${n} portefeuille${n > 1 ? 's' : ''} ne correspond${n > 1 ? 'ent' : ''} pas à son grand livre`,
    hello: (name: string) => `Bonjour ${name},`,
    found: (n: number, checked: number) =>
      `Le rapprochement quotidien a vérifié ${checked} portefeuille${checked > 1 ? 's' : ''} : ` +
      `${n} ${n > 1 ? 'ont un solde différent' : 'a un solde différent'} de la somme de leurs écritures.`,
    line: (m: Mismatch, balance: string, ledger: string, diff: string) =>
      `${m.businessName || m.businessId} : solde ${balance}, écritures ${ledger}, écart ${diff} ` +
      `(portefeuille ${m.walletId})`,
    more: (n: number) => `… et ${n} autre${n > 1 ? 's' : ''}.`,
    action:
      'Aucun mouvement n’a été corrigé automatiquement. Vérifiez le journal d’audit de ces ' +
      'portefeuilles avant toute correction.',
  },
  en: {
    subject: (n: number) =>
      `Flotte: ${n} wallet${n > 1 ? 's' : ''} ${n > 1 ? 'do' : 'does'} not match ${n > 1 ? 'their ledgers' : 'its ledger'}`,
    hello: (name: string) => `Hello ${name},`,
    found: (n: number, checked: number) =>
      `The daily reconciliation checked ${checked} wallet${checked > 1 ? 's' : ''}: ` +
      `${n} ${n > 1 ? 'have a balance' : 'has a balance'} that differs from the sum of ${n > 1 ? 'their' : 'its'} entries.`,
    line: (m: Mismatch, balance: string, ledger: string, diff: string) =>
      `${m.businessName || m.businessId}: balance ${balance}, entries ${ledger}, difference ${diff} ` +
      `(wallet ${m.walletId})`,
    more: (n: number) => `… and ${n} more.`,
    action:
      'Nothing was corrected automatically. Check the audit log of these wallets before any ' +
      'correction.',
  },
} as const;

export function reconciliationMail(locale: MailLocale, data: ReconciliationMail): MailContent {
  const t = TEXTS[locale];
  const money = (minor: number, currency: string) => formatMoney(minor, currency, locale);
  const lines = data.mismatches.map((m) =>
    t.line(
      m,
      money(m.balance, m.currency),
      money(m.ledgerSum, m.currency),
      money(m.difference, m.currency),
    ),
  );
  const rest = data.total - data.mismatches.length;
  if (rest > 0) lines.push(t.more(rest));
  const found = t.found(data.total, data.walletsChecked);
  const text = [
    t.hello(data.name),
    '',
    found,
    '',
    ...lines.map((l) => `- ${l}`),
    '',
    t.action,
    '',
    '— Flotte',
  ].join('\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif">
<p>${escapeHtml(t.hello(data.name))}</p>
<p>${escapeHtml(found)}</p>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<p><strong>${escapeHtml(t.action)}</strong></p>
<p>— Flotte</p>
</body></html>`;
  return { subject: t.subject(data.total), text, html };
}
