/**
 * A wallet and a ledger row as the API answers them: one definition of their columns and
 * mappers. bigint columns are read as float8: exact below 2^53, and a number with both drivers.
 */
import { z } from 'zod';
import { wallet, walletTransaction } from '../../../contract/wallet';
import { defineRecord, trimmed } from '../../db/record';

/** A wallet that has a row: its id is known. */
export const storedWallet = wallet.extend({ id: z.string() });
export type StoredWallet = z.infer<typeof storedWallet>;

export const WALLET = defineRecord({
  schema: storedWallet,
  from: 'wallets',
  fields: {
    id: 'id',
    business_id: 'business_id',
    currency: { sql: 'currency', read: trimmed },
    balance: 'balance::float8',
    updated_at: 'updated_at',
  },
});

/**
 * A ledger row with its request's readable reference (a charge's `reference` holds
 * `request:<uuid>`): one primary-key lookup per row of a page, no extra call for the UI.
 */
export const WALLET_TRANSACTION = defineRecord({
  schema: walletTransaction,
  from: 'wallet_transactions t',
  fields: {
    id: 't.id',
    wallet_id: 't.wallet_id',
    type: 't.type',
    category: 't.category',
    amount: 't.amount::float8',
    balance_after: 't.balance_after::float8',
    reference: 't.reference',
    request_id: 't.request_id',
    request_reference: '(select r.reference from requests r where r.id = t.request_id)',
    lease_id: 't.lease_id',
    created_by: 't.created_by',
    created_at: 't.created_at',
  },
});
