/**
 * Wallets and their ledger. Every movement runs inside the caller's transaction and locks the
 * wallet row first (`select … for update`), so concurrent charges and top-ups are serialised
 * and `wallets.balance` always equals the sum of its `wallet_transactions` (credits − debits).
 */
import { z } from 'zod';
import {
  type LedgerListQuery,
  type Wallet,
  type WalletMetrics,
  type WalletTransaction,
  type TopUp,
} from '../../../contract/wallet';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, type PageOf } from '../platform/list';
import { isUuid } from '../../db/sql';
import { DEFAULT_CURRENCY } from '../../scope/wallets';
import { WALLET, WALLET_TRANSACTION, type StoredWallet } from './wallet-records';

const toTransaction = WALLET_TRANSACTION.toRecord;
type LockedWallet = StoredWallet;

/**
 * The business's wallet. Every business gets one when it is created (createWallet); a business
 * written without one (outside the app) reads a zero EUR wallet with id null until first use.
 */
export async function readWallet(db: Queryable, businessId: string): Promise<Wallet> {
  const rows = await db.query(`select ${WALLET.columns} from wallets where business_id = $1`, [
    businessId,
  ]);
  return rows[0]
    ? WALLET.toRecord(rows[0])
    : {
        id: null,
        business_id: businessId,
        currency: DEFAULT_CURRENCY,
        balance: 0,
        updated_at: null,
      };
}

/** A new business's wallet, empty, in the currency it chose (EUR unless told). */
export async function createWallet(
  tx: Queryable,
  businessId: string,
  currency: string | null | undefined,
): Promise<void> {
  await tx.query('insert into wallets (business_id, currency) values ($1, $2)', [
    businessId,
    currency ?? DEFAULT_CURRENCY,
  ]);
}

/** Whether money ever moved through the business's wallet: its currency is then fixed. */
export async function moneyMoved(db: Queryable, businessId: string): Promise<boolean> {
  const rows = await db.query(
    `select 1 from wallet_transactions t join wallets w on w.id = t.wallet_id
     where w.business_id = $1 limit 1`,
    [businessId],
  );
  return rows.length > 0;
}

/**
 * A new currency for the business (its settings or its profile): its wallet's, moved while no
 * money ever moved through it; after that 409 currency_locked, writing nothing. The wallet row
 * is created (and locked) here when missing, so a first top-up racing this change waits for it
 * and takes the new currency, never the old one.
 */
export async function changeCurrency(
  tx: Queryable,
  businessId: string,
  currency: string,
): Promise<void> {
  const current = await queryOne(
    tx,
    z.object({ currency: z.string() }),
    'select currency from wallets where business_id = $1',
    [businessId],
  );
  if (current?.currency.trim() === currency) return;
  const wallet = await lockWallet(tx, businessId);
  if (wallet.currency === currency) return;
  if (await moneyMoved(tx, businessId)) {
    throw new ApiError(409, 'currency_locked', undefined, [
      { path: 'currency', message: 'flotte.errors.currency_locked' },
    ]);
  }
  await tx.query('update wallets set currency = $2, updated_at = now() where id = $1', [
    wallet.id,
    currency,
  ]);
}

/** Creates the wallet when missing (in EUR), then locks its row for the rest of the transaction. */
export async function lockWallet(tx: Queryable, businessId: string): Promise<LockedWallet> {
  await tx.query(
    `insert into wallets (business_id, currency) values ($1, '${DEFAULT_CURRENCY}')
     on conflict (business_id) do nothing`,
    [businessId],
  );
  const rows = await tx.query(
    `select ${WALLET.columns} from wallets where business_id = $1 for update`,
    [businessId],
  );
  return WALLET.toRecord(rows[0]!);
}

export interface Movement {
  type: 'credit' | 'debit';
  category: WalletTransaction['category'];
  amount: number;
  reference?: string | null | undefined;
  requestId?: string | null | undefined;
  /** A subscription charge names its subscription and period: each period is charged once. */
  subscriptionId?: string | null | undefined;
  periodStart?: Date | string | null | undefined;
  /** A lease charge names its lease and period (each charged once); a deposit its lease. */
  leaseId?: string | null | undefined;
  leasePeriodStart?: Date | string | null | undefined;
  actorId: string | null;
}

/**
 * Appends one ledger row and moves the balance, on a wallet locked by `lockWallet` in the same
 * transaction. A debit larger than the balance is 402 insufficient_funds (nothing written).
 */
export async function move(
  tx: Queryable,
  wallet: LockedWallet,
  movement: Movement,
): Promise<WalletTransaction> {
  const delta = movement.type === 'credit' ? movement.amount : -movement.amount;
  const after = wallet.balance + delta;
  if (after < 0) throw new ApiError(402, 'insufficient_funds');
  // clock_timestamp(), not now(): taken under the wallet lock, so the ledger's time order is
  // the order of its balances even when transactions started in another order.
  await tx.query('update wallets set balance = $2, updated_at = now() where id = $1', [
    wallet.id,
    after,
  ]);
  const rows = await tx.query(
    `insert into wallet_transactions as t
       (wallet_id, type, category, amount, balance_after, reference, request_id, created_by,
        subscription_id, period_start, lease_id, lease_period_start, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, clock_timestamp())
     returning ${WALLET_TRANSACTION.columns}`,
    [
      wallet.id,
      movement.type,
      movement.category,
      movement.amount,
      after,
      movement.reference ?? null,
      movement.requestId ?? null,
      movement.actorId,
      movement.subscriptionId ?? null,
      movement.periodStart ?? null,
      movement.leaseId ?? null,
      movement.leasePeriodStart ?? null,
    ],
  );
  wallet.balance = after;
  return toTransaction(rows[0]!);
}

export async function topUpWallet(
  db: Db,
  actorId: string,
  businessId: string,
  input: TopUp,
): Promise<WalletTransaction> {
  return db.transaction(async (tx) => {
    // A share lock waits for a delete in flight (it locks the business for update), then
    // finds the business gone: no money lands on a deleted business.
    if (!isUuid(businessId)) throw notFound();
    const live = await tx.query(
      'select 1 from businesses where id = $1 and deleted_at is null for share',
      [businessId],
    );
    if (live.length === 0) throw notFound();
    const wallet = await lockWallet(tx, businessId);
    const transaction = await move(tx, wallet, {
      type: 'credit',
      category: 'top_up',
      amount: input.amount,
      reference: input.reference,
      actorId,
    });
    await audit(tx, {
      actorUserId: actorId,
      action: 'top_up',
      entity: 'wallet',
      entityId: wallet.id,
      changes: {
        amount: input.amount,
        reference: input.reference ?? null,
        business_id: businessId,
      },
    });
    return transaction;
  });
}

/** Exact totals of one wallet's ledger (docs/totals.md). */
const TX_COUNTS = counted({
  table: 'wallet_transactions',
  columns: { 't.wallet_id': 'wallet_id' },
  shapes: [['wallet_id']],
});

/**
 * A business's ledger, newest first (wallet_transactions_wallet_idx), filtered by type,
 * category and period (counted then, not read from the counters).
 */
export async function listTransactions(
  db: Queryable,
  businessId: string,
  query: LedgerListQuery,
): Promise<PageOf<WalletTransaction>> {
  const wallet = await queryOne(
    db,
    z.object({ id: z.string() }),
    'select id from wallets where business_id = $1',
    [businessId],
  );
  if (!wallet) return { data: [], total: 0 };
  const list = new ListSql().countedBy(TX_COUNTS).equals('t.wallet_id', wallet.id);
  if (query.type) list.equals('t.type', query.type);
  if (query.category) list.equals('t.category', query.category);
  if (query.created_from) list.where(`t.created_at >= ${list.param(query.created_from)}`);
  if (query.created_to) list.where(`t.created_at < ${list.param(query.created_to)}`);
  return list.page(db, query, {
    columns: WALLET_TRANSACTION.columns,
    from: WALLET_TRANSACTION.from,
    orderBy: 't.created_at desc, t.id desc',
    toRecord: toTransaction,
    indexed: [['wallet_id']],
  });
}

export async function walletMetrics(db: Queryable, businessId: string): Promise<WalletMetrics> {
  const wallet = await readWallet(db, businessId);
  const m = (await queryOne(
    db,
    z.object({
      total_credited: z.number(),
      total_debited: z.number(),
      credit_count: z.number(),
      debit_count: z.number(),
    }),
    `select coalesce(sum(amount) filter (where type = 'credit'), 0)::float8 as total_credited,
            coalesce(sum(amount) filter (where type = 'debit'), 0)::float8 as total_debited,
            (count(*) filter (where type = 'credit'))::int as credit_count,
            (count(*) filter (where type = 'debit'))::int as debit_count
     from wallet_transactions t join wallets w on w.id = t.wallet_id
     where w.business_id = $1`,
    [businessId],
  ))!;
  return {
    business_id: businessId,
    currency: wallet.currency,
    balance: wallet.balance,
    total_credited: Number(m.total_credited),
    total_debited: Number(m.total_debited),
    credit_count: m.credit_count,
    debit_count: m.debit_count,
    transaction_count: m.credit_count + m.debit_count,
  };
}
