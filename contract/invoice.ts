import { z } from 'zod';
import { minorUnits, msg, nullableText, requiredText, uuid } from './common';
import { flagFilter, sortedListQuery } from './list-query';
import { link } from './records';

/**
 * Invoices and credit notes (issue 30, docs/money.md "Invoices"): issued by the platform to each
 * business for a month, or by a white-label business to each of its B2B clients under its own
 * name and numbering; numbered without gaps per issuer, immutable once issued.
 */

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
/** `paid`: payments and credit notes cover it; `overdue`: past its due date and still owed. */
export const INVOICE_STATUSES = ['issued', 'paid', 'overdue'] as const;
export const PAYMENT_METHODS = ['wallet', 'transfer', 'card', 'cash', 'other'] as const;
/** S: standard rate; AE: reverse charge (EU business with a VAT number); O: outside VAT. */
export const VAT_CATEGORIES = ['S', 'AE', 'O'] as const;

export const invoiceLine = z.object({
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  net: z.number().int(),
  request_id: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

export const invoicePayment = z.object({
  id: z.string(),
  amount: z.number().int(),
  paid_on: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  created_at: z.string(),
});

export const invoice = z.object({
  id: z.string(),
  kind: z.enum(INVOICE_KINDS),
  /** `F-2026-000123`, a credit note `A-2026-000007`. */
  number: z.string(),
  /** The customer invoiced. */
  ...link('business'),
  /** The issuer: null for the platform, else the white-label business invoicing its client. */
  issuer_business_id: z.string().nullable(),
  issuer_name: z.string(),
  /** A credit note's invoice (id and number), else null. */
  credited_invoice_id: z.string().nullable(),
  credited_invoice_number: z.string().nullable(),
  /** The month invoiced (first and last day), null for a credit note. */
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  issue_date: z.string(),
  due_date: z.string(),
  currency: z.string(),
  total_net: z.number().int(),
  total_vat: z.number().int(),
  total_gross: z.number().int(),
  vat_category: z.enum(VAT_CATEGORIES),
  /** Basis points: 2000 is 20 %. */
  vat_rate_bp: z.number().int(),
  /** Payments recorded against it (an invoice), and what its credit notes took off. */
  paid: z.number().int(),
  credited: z.number().int(),
  /** What is still owed: total_gross − paid − credited (0 for a credit note). */
  due: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  reminder_level: z.number().int(),
  reason: z.string().nullable(),
  lines: z.array(invoiceLine),
  payments: z.array(invoicePayment),
  created_at: z.string(),
});
export type Invoice = z.infer<typeof invoice>;

/** `YYYY-MM`: a month. */
export const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg.invalid });

/** `POST /invoices/issue` (superadmin): a business's month, or every business's (no id). */
export const invoiceIssue = z.object({
  business_id: uuid.nullable().default(null),
  /** Default: the previous month (UTC). */
  month: month.optional(),
});
export type InvoiceIssue = z.infer<typeof invoiceIssue>;

/**
 * `POST /invoices/issue-clients` (a white-label business's staff): its invoices of a month to
 * one of its B2B clients, or to every client charged that month (no id).
 */
export const clientInvoiceIssue = z.object({
  client_id: uuid.nullable().default(null),
  /** Default: the previous month (UTC). */
  month: month.optional(),
});
export type ClientInvoiceIssue = z.infer<typeof clientInvoiceIssue>;

export const paymentCreate = z.object({
  amount: minorUnits.refine((n) => n > 0, { error: msg.tooSmall }),
  paid_on: z.iso.date({ error: msg.invalid }),
  method: z.enum(PAYMENT_METHODS).exclude(['wallet']),
  reference: nullableText(200).default(null),
});
export type PaymentCreate = z.infer<typeof paymentCreate>;

/** A credit note on an invoice: its net amount (default: all that remains) and why. */
export const creditNoteCreate = z.object({
  net: minorUnits.refine((n) => n > 0, { error: msg.tooSmall }).optional(),
  reason: requiredText(500),
});
export type CreditNoteCreate = z.infer<typeof creditNoteCreate>;

export const INVOICE_SORTABLE = ['issue_date', 'number', 'total_gross'] as const;
export const invoiceListQuery = sortedListQuery(INVOICE_SORTABLE, {
  business_id: uuid.optional(),
  kind: z.enum(INVOICE_KINDS).optional(),
  status: z.enum(INVOICE_STATUSES).optional(),
  /** Issued on or after `from`, on or before `to` (dates). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /**
   * `true`: the invoices a white-label business issued to its B2B clients (its own, for its
   * staff; every such business's, for the operator). Otherwise what the caller's business
   * received, or for the operator the platform's own invoices.
   */
  issued_to_clients: flagFilter,
});
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

/** What issuing answers: the invoices written (a business with nothing to invoice is skipped). */
export const issueResult = z.object({
  issued: z.array(z.string()),
  /** The B2B clients not invoiced: their white-label issuer's legal identity is incomplete. */
  skipped: z.array(z.string()),
  month: z.string(),
});
export type IssueResult = z.infer<typeof issueResult>;

/**
 * `GET /invoices/accounting.csv` (superadmin): the sales and payments journal of a period
 * (dates, both included) in French conventions (docs/money.md "Accounting export").
 */
export const accountingExportQuery = z
  .object({ from: z.iso.date({ error: msg.invalid }), to: z.iso.date({ error: msg.invalid }) })
  .refine((q) => q.from <= q.to, { error: msg.invalid, path: ['to'] });
export type AccountingExportQuery = z.infer<typeof accountingExportQuery>;
