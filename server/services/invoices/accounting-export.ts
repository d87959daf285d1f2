/**
 * The accounting export of a period (docs/money.md "Accounting export"): the platform's
 * invoices, credit notes and payments as a journal in French conventions, for an accountant's
 * software. Each entry balances (its débits equal its crédits), so the file does too.
 */
import Papa from 'papaparse';
import { z } from 'zod';
import { formulaSafe } from '../../../contract/csv-cell';
import type { AccountingExportQuery } from '../../../contract/invoice';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { minorDigits } from '../money/minor-digits';

/** The plan comptable général's accounts the journal writes. */
export const ACCOUNTS = {
  /** Clients. */
  customers: '411000',
  /** Clients, avances reçues: the wallets' prepaid money, which settled the net. */
  prepaid: '419100',
  /** Prestations de services. */
  sales: '706000',
  /** TVA collectée. */
  vat: '445710',
  /** Banque. */
  bank: '512000',
} as const;

/** VE: ventes (invoices, credit notes); BQ: banque (payments received); OD: the wallets'. */
export const JOURNALS = { sales: 'VE', bank: 'BQ', wallet: 'OD' } as const;

export const JOURNAL_HEADERS = [
  'Journal',
  'Date',
  'Pièce',
  'Compte',
  'Libellé',
  'Débit',
  'Crédit',
  'Devise',
] as const;

/** One line of the journal: an amount on one side, in minor units. */
export interface JournalLine {
  journal: string;
  date: string;
  piece: string;
  account: string;
  label: string;
  debit: number;
  credit: number;
  currency: string;
}

const documentRow = z.object({
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  issue_date: z.string(),
  currency: z.string(),
  total_net: z.coerce.number(),
  total_vat: z.coerce.number(),
  total_gross: z.coerce.number(),
  business_name: z.string(),
});
const paymentRow = z.object({
  number: z.string(),
  paid_on: z.string(),
  method: z.string(),
  amount: z.coerce.number(),
  currency: z.string(),
  business_name: z.string(),
});

/** An amount on the débit side (positive) or the crédit side (negative) of `account`. */
const side = (amount: number) => ({ debit: Math.max(amount, 0), credit: Math.max(-amount, 0) });

/**
 * A sales entry: the customer owes the gross (débit 411), the platform earned the net (crédit
 * 706) and collects the VAT (crédit 44571); a credit note the same reversed. A zero VAT line
 * (reverse charge, outside VAT) is left out.
 */
function salesEntry(d: z.infer<typeof documentRow>): JournalLine[] {
  const sign = d.kind === 'invoice' ? 1 : -1;
  const label = `${d.kind === 'invoice' ? 'Facture' : 'Avoir'} ${d.number} ${d.business_name}`;
  const line = (account: string, amount: number): JournalLine => ({
    journal: JOURNALS.sales,
    date: d.issue_date,
    piece: d.number,
    account,
    label,
    currency: d.currency,
    ...side(amount),
  });
  return [
    line(ACCOUNTS.customers, sign * d.total_gross),
    line(ACCOUNTS.sales, -sign * d.total_net),
    ...(d.total_vat === 0 ? [] : [line(ACCOUNTS.vat, -sign * d.total_vat)]),
  ];
}

/** A payment settles the customer (crédit 411) from the bank, or from the wallet's prepaid money. */
function paymentEntry(p: z.infer<typeof paymentRow>): JournalLine[] {
  const wallet = p.method === 'wallet';
  const line = (account: string, amount: number): JournalLine => ({
    journal: wallet ? JOURNALS.wallet : JOURNALS.bank,
    date: p.paid_on,
    piece: p.number,
    account,
    label: `Règlement ${p.number} ${p.business_name}`,
    currency: p.currency,
    ...side(amount),
  });
  return [
    line(wallet ? ACCOUNTS.prepaid : ACCOUNTS.bank, p.amount),
    line(ACCOUNTS.customers, -p.amount),
  ];
}

/** The journal lines of the period, by date then document: the platform's documents only. */
export async function accountingJournal(
  db: Queryable,
  { from, to }: AccountingExportQuery,
): Promise<JournalLine[]> {
  const documents = await queryRows(
    db,
    documentRow,
    `select i.kind, i.number, i.issue_date::text as issue_date, trim(i.currency) as currency,
       i.total_net, i.total_vat, i.total_gross, b.name as business_name
     from invoices i join businesses b on b.id = i.business_id
     where i.issuer = 'platform' and i.issue_date between $1::date and $2::date`,
    [from, to],
  );
  const payments = await queryRows(
    db,
    paymentRow,
    `select i.number, p.paid_on::text as paid_on, p.method, p.amount,
       trim(i.currency) as currency, b.name as business_name
     from invoice_payments p join invoices i on i.id = p.invoice_id
       join businesses b on b.id = i.business_id
     where i.issuer = 'platform' and p.paid_on between $1::date and $2::date
     order by p.created_at, p.id`,
    [from, to],
  );
  const entries = [...documents.map(salesEntry), ...payments.map(paymentEntry)];
  // A stable order: by date, then piece; the lines of an entry stay together.
  return entries
    .map((lines, index) => ({ lines, index }))
    .sort(
      (a, b) =>
        a.lines[0]!.date.localeCompare(b.lines[0]!.date) ||
        a.lines[0]!.journal.localeCompare(b.lines[0]!.journal) ||
        a.lines[0]!.piece.localeCompare(b.lines[0]!.piece) ||
        a.index - b.index,
    )
    .flatMap((e) => e.lines);
}

/** Minor units as a French decimal, exact in integers: 123456 EUR is `1234,56`; 0 is empty. */
export function frenchAmount(minor: number, currency: string): string {
  if (minor === 0) return '';
  const digits = minorDigits(currency);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const units = text.slice(0, text.length - digits);
  const sign = minor < 0 ? '-' : '';
  return digits === 0 ? `${sign}${units}` : `${sign}${units},${text.slice(-digits)}`;
}

/** `2026-03-31` as `31/03/2026`. */
const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The journal as CSV: `;` separated, comma decimals, dates dd/mm/yyyy, a UTF-8 BOM (so a
 * spreadsheet reads the accents), every text cell formula-safe (contract/csv-cell.ts).
 */
export async function accountingCsv(db: Queryable, query: AccountingExportQuery): Promise<string> {
  const lines = await accountingJournal(db, query);
  const csv = Papa.unparse(
    [
      [...JOURNAL_HEADERS],
      ...lines.map((l) => [
        formulaSafe(l.journal),
        frenchDate(l.date),
        formulaSafe(l.piece),
        formulaSafe(l.account),
        formulaSafe(l.label),
        frenchAmount(l.debit, l.currency),
        frenchAmount(l.credit, l.currency),
        formulaSafe(l.currency),
      ]),
    ],
    { delimiter: ';', newline: '\r\n' },
  );
  return `\uFEFF${csv}\r\n`;
}
