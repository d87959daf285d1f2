import { z } from 'zod';
import { msg, nullableText, offsetDateTime, wholeNumber } from './common';
import { idFilter, pageQuery } from './list-query';

/** A business's wallet; `id` is null while no money ever moved (balance 0). */
export const wallet = z.object({
  id: z.string().nullable(),
  business_id: z.string(),
  currency: z.string(),
  balance: z.number().int(),
  updated_at: z.string().nullable(),
});
export type Wallet = z.infer<typeof wallet>;

export const TRANSACTION_CATEGORIES = [
  'top_up',
  'request_charge',
  'subscription',
  'refund',
  'adjustment',
  'lease_charge',
  'lease_deposit',
] as const;

export const TRANSACTION_TYPES = ['credit', 'debit'] as const;

export const walletTransaction = z.object({
  id: z.string(),
  wallet_id: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  category: z.enum(TRANSACTION_CATEGORIES),
  amount: z.number().int(),
  balance_after: z.number().int(),
  /** Free text: a top-up's note, a plan's name, a leased asset and its period. */
  reference: z.string().nullable(),
  request_id: z.string().nullable(),
  /** The charged request's readable reference (FLT-2026-000123), with `request_id`. */
  request_reference: z.string().nullable(),
  lease_id: z.string().nullable(),
  created_by: z.string().nullable(),
  created_at: z.string(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;

export const topUp = z.object({
  /** At least one minor unit, at most as much as any amount (`minorUnits`). */
  amount: wholeNumber(1_000_000_000, 1),
  reference: nullableText(200).optional(),
});
export type TopUp = z.infer<typeof topUp>;

/** The wallet's own business, currency and balance, and the totals of all its movements. */
export const walletMetrics = wallet
  .pick({ business_id: true, currency: true, balance: true })
  .extend({
    total_credited: z.number().int(),
    total_debited: z.number().int(),
    credit_count: z.number().int(),
    debit_count: z.number().int(),
    transaction_count: z.number().int(),
  });
export type WalletMetrics = z.infer<typeof walletMetrics>;

export const transactionListQuery = pageQuery;

/**
 * A ledger's filters (issue 33): credits or debits, one category, and a period of creation
 * (at or after `created_from`, before `created_to`: instants with their offset).
 */
export const ledgerListQuery = pageQuery.extend({
  type: z.enum(TRANSACTION_TYPES, { error: msg.invalid }).optional(),
  category: z.enum(TRANSACTION_CATEGORIES, { error: msg.invalid }).optional(),
  created_from: offsetDateTime.optional(),
  created_to: offsetDateTime.optional(),
});
export type LedgerListQuery = z.infer<typeof ledgerListQuery>;
/** The filters alone, as the screens send them. */
export type LedgerFilter = Partial<
  Pick<LedgerListQuery, 'type' | 'category' | 'created_from' | 'created_to'>
>;

/**
 * GET /wallet, /wallet/transactions, /wallet/history: business and B2B staff read their own
 * business's wallet; naming another business (`business_id`) is 404.
 */
export const ownWalletQuery = z.object({ business_id: idFilter });
export const ownTransactionListQuery = ledgerListQuery.extend(ownWalletQuery.shape);

/**
 * GET /superadmin/business/{id}/wallet-history?days=: the balance at the end of each of the last
 * `days` days of the business (its zone's calendar days), oldest first, for the balance chart.
 */
export const walletHistoryQuery = z.object({
  days: z.coerce.number().int().min(1).max(366).default(90),
});
export const ownWalletHistoryQuery = walletHistoryQuery.extend(ownWalletQuery.shape);
export const walletHistoryPoint = z.object({ date: z.string(), balance: z.number().int() });
export type WalletHistoryPoint = z.infer<typeof walletHistoryPoint>;
