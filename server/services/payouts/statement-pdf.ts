/**
 * A payout statement's PDF (docs/money.md, "Owners' payouts"): a self-billing invoice
 * (autofacture) the platform issues in the owner's name, one A4 page: its number, the period,
 * both parties, the sums and the earnings it carries. In the owner's language.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { formatMoney } from '../../mail/subscription-mails';
import { mailLocale } from '../../mail/templates';
import { Writer } from '../requests/delivery-receipt';
import { statements } from './statements';

const TEXTS = {
  fr: {
    title: 'Relevé de reversement — autofacture',
    number: 'Numéro',
    issued: 'Émis le',
    period: 'Période',
    issuer: 'Émis par',
    onBehalf: (platform: string, owner: string) =>
      `Facture émise par ${platform} au nom et pour le compte de ${owner} (autofacturation).`,
    owner: 'Propriétaire',
    gross: 'Gains bruts',
    commission: 'Commission de la plateforme',
    net: 'Gains nets',
    adjustments: 'Ajustements',
    cod: 'Encaissé à la livraison (dû aux entreprises)',
    due: 'Montant à verser',
    account: 'Compte',
    none: '—',
    lines: 'Gains du relevé',
    delivery: (ref: string) => `Livraison ${ref}`,
    lease: (from: string) => `Location, période du ${from}`,
    more: (n: number) => `… et ${n} autre(s)`,
    vat: 'Montants hors taxes ; la TVA éventuelle relève du régime du propriétaire.',
    fileName: (n: string) => `releve-${n}.pdf`,
  },
  en: {
    title: 'Payout statement — self-billing invoice',
    number: 'Number',
    issued: 'Issued on',
    period: 'Period',
    issuer: 'Issued by',
    onBehalf: (platform: string, owner: string) =>
      `Invoice issued by ${platform} in the name and on behalf of ${owner} (self-billing).`,
    owner: 'Owner',
    gross: 'Gross earnings',
    commission: 'Platform commission',
    net: 'Net earnings',
    adjustments: 'Adjustments',
    cod: 'Collected on delivery (owed to businesses)',
    due: 'Amount due',
    account: 'Account',
    none: '—',
    lines: 'Earnings in this statement',
    delivery: (ref: string) => `Delivery ${ref}`,
    lease: (from: string) => `Lease, period from ${from}`,
    more: (n: number) => `… and ${n} more`,
    vat: 'Amounts before tax; any VAT follows the owner’s own tax regime.',
    fileName: (n: string) => `statement-${n}.pdf`,
  },
} as const;

/** The earnings listed on the page; the sums always cover all of them. */
const LISTED = 25;

const lineRow = z.object({
  earned_at: z.string(),
  reference: z.string().nullable(),
  lease_period_start: z.string().nullable(),
  gross: z.number(),
  commission: z.number(),
  net: z.number(),
});

export async function statementPdf(
  db: Queryable,
  user: User,
  id: string,
  platformName: string,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  const s = await statements.get(db, user, id);
  const owner = await queryOne(
    db,
    z.object({ email: z.string(), locale: z.string().nullable() }),
    'select email, locale from users where id = $1',
    [s.owner_user_id],
  );
  const locale = mailLocale(owner?.locale);
  const t = TEXTS[locale];
  const money = (minor: number) => formatMoney(minor, s.currency, locale);
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  const date = (iso: string) => day.format(new Date(iso));
  const lastDay = new Date(Date.parse(s.period_end) - 86_400_000).toISOString();

  const lines = await queryRows(
    db,
    lineRow,
    `select to_char(e.earned_at, 'YYYY-MM-DD') as earned_at, r.reference,
            to_char(e.lease_period_start, 'YYYY-MM-DD') as lease_period_start,
            e.gross::float8 as gross, e.commission::float8 as commission, e.net::float8 as net
     from payout_statement_earnings l join earnings e on e.id = l.earning_id
       left join dispatches d on d.id = e.dispatch_id left join requests r on r.id = d.request_id
     where l.statement_id = $1 order by e.earned_at, e.id limit ${LISTED}`,
    [s.id],
  );

  const pdf = await PDFDocument.create();
  pdf.setTitle(`${t.title} ${s.number}`);
  pdf.setProducer('Flotte');
  const out = new Writer(
    pdf.addPage([595.28, 841.89]),
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  out.title(t.title, 16);
  out.field(t.number, s.number);
  out.field(t.issued, date(s.issued_at));
  out.field(t.period, `${date(s.period_start)} – ${date(lastDay)}`);
  out.field(t.issuer, platformName);
  out.field(t.owner, `${s.owner_name} <${owner?.email ?? ''}>`);
  out.field('', t.onBehalf(platformName, s.owner_name), 9);
  out.field(t.gross, money(s.gross));
  out.field(t.commission, `− ${money(s.commission)}`);
  out.field(t.net, money(s.net));
  out.field(t.adjustments, money(s.adjustments));
  out.field(t.cod, `− ${money(s.cod_collected)}`);
  out.field(t.due, money(s.amount_due), 13);
  out.field(t.account, s.iban_masked ?? t.none);
  out.title(t.lines, 12);
  for (const l of lines) {
    const what = l.reference
      ? t.delivery(l.reference)
      : l.lease_period_start
        ? t.lease(l.lease_period_start)
        : t.none;
    out.field(
      l.earned_at,
      `${what}: ${money(l.gross)} − ${money(l.commission)} = ${money(l.net)}`,
      9,
    );
  }
  if (s.earnings_count > lines.length) out.field('', t.more(s.earnings_count - lines.length), 9);
  out.footer(t.vat);
  return { fileName: t.fileName(s.number), bytes: await pdf.save() };
}
