/**
 * Owners' payouts (issue 30, docs/money.md "Owners' payouts"): bank details, payout statements
 * (autofactures) and the SEPA batches that pay them; cash on delivery collected by drivers.
 * IBAN and BIC are checked with ibantools here, so the form and the server refuse the same.
 */
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { COD_METHODS } from './dispatch-names';
import { listQuery, minorUnits, msg, requiredText, uuid } from './common';
import { integers, nullableDateTimes } from './records';

/** Field messages of the bank form (catalog keys, as every validation message). */
export const bankMsg = {
  iban: 'flotte.validation.iban',
  bic: 'flotte.validation.bic',
} as const;

/** An IBAN as typed (spaces, any case), answered in its electronic form `FR7630006…`. */
export const iban = z
  .string()
  .max(64, { error: msg.tooLong })
  .transform((text) => electronicFormatIBAN(text) ?? '')
  .refine((text) => isValidIBAN(text), { error: bankMsg.iban });

/** A BIC of 8 or 11 characters, upper case. */
export const bic = z
  .string()
  .trim()
  .max(11, { error: msg.tooLong })
  .transform((text) => text.toUpperCase())
  .refine((text) => isValidBIC(text), { error: bankMsg.bic });

/** A change of bank details: the account and the owner's password, asked again. */
export const bankDetailsWrite = z.object({
  holder: requiredText(70),
  iban,
  bic,
  password: z.string().min(1, { error: msg.required }).max(200, { error: msg.tooLong }),
});
export type BankDetailsWrite = z.input<typeof bankDetailsWrite>;

/** What an owner (or the superadmin) reads back: never the whole IBAN. */
export const bankDetails = z.object({
  holder: z.string().nullable(),
  /** `FR76 **** **** **** **** ***0 189`: the country, check digits and last four. */
  iban_masked: z.string().nullable(),
  bic: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type BankDetails = z.infer<typeof bankDetails>;

const statementSums = integers([
  'gross',
  'commission',
  'net',
  'adjustments',
  'cod_collected',
  'amount_due',
  'earnings_count',
] as const);

export const PAYOUT_STATEMENT_STATUSES = ['issued', 'batched', 'paid'] as const;
export const payoutStatementStatus = z.enum(PAYOUT_STATEMENT_STATUSES);

/** A payout statement: what the platform owes an owner for a month, in one currency. */
export const payoutStatement = z.object({
  id: z.string(),
  number: z.string(),
  owner_user_id: z.string(),
  owner_name: z.string(),
  /** `YYYY-MM-DD`, the first day of the period and the day after its last. */
  period_start: z.string(),
  period_end: z.string(),
  currency: z.string(),
  ...statementSums,
  iban_masked: z.string().nullable(),
  status: payoutStatementStatus,
  batch_id: z.string().nullable(),
  issued_at: z.string(),
  ...nullableDateTimes(['paid_at'] as const),
});
export type PayoutStatement = z.infer<typeof payoutStatement>;

export const payoutStatementListQuery = listQuery.extend({
  owner_user_id: uuid.optional(),
  status: payoutStatementStatus.optional(),
  batch_id: uuid.optional(),
  /** Periods starting on or after `from`, on or before `to` (dates). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});

/** `YYYY-MM`: the month a statement run covers (UTC). */
export const payoutMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg.invalid });

/** The superadmin's "issue now": the statements of one month (default: the previous one). */
export const issueStatements = z.object({ month: payoutMonth.optional() });
export const issuedStatements = z.object({ month: z.string(), issued: z.number().int() });

export const PAYOUT_BATCH_STATUSES = ['draft', 'approved', 'paid'] as const;
export const payoutBatchStatus = z.enum(PAYOUT_BATCH_STATUSES);

export const payoutBatch = z.object({
  id: z.string(),
  status: payoutBatchStatus,
  currency: z.string(),
  ...integers(['total', 'count'] as const),
  message_id: z.string(),
  created_at: z.string(),
  ...nullableDateTimes(['approved_at', 'paid_at'] as const),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

export const payoutBatchListQuery = listQuery.extend({ status: payoutBatchStatus.optional() });

/** A new batch: every issued, unbatched statement due in `currency` to an owner with an IBAN. */
export const payoutBatchCreate = z.object({
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: msg.currency })
    .default('EUR'),
});

/** A superadmin's correction on an owner's next statement (signed minor units). */
export const payoutAdjustmentCreate = z.object({
  owner_user_id: z.uuid({ error: msg.invalid }),
  amount: z
    .number({ error: msg.integer })
    .int({ error: msg.integer })
    .min(-1_000_000_000, { error: msg.tooSmall })
    .max(1_000_000_000, { error: msg.tooBig })
    .refine((n) => n !== 0, { error: msg.invalid }),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: msg.currency })
    .default('EUR'),
  reason: requiredText(500),
});
export const payoutAdjustment = z.object({
  id: z.string(),
  owner_user_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  statement_id: z.string().nullable(),
  created_at: z.string(),
});

/** Cash on delivery: how the recipient paid what the driver collected. */
export { COD_METHODS };
export const codMethod = z.enum(COD_METHODS, { error: msg.invalid });
/** What the driver confirms at delivery when the request carries an amount to collect. */
export const codCollection = z.object({ method: codMethod, amount: minorUnits });
export type CodCollection = z.infer<typeof codCollection>;
