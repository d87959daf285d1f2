/**
 * A business's dashboard (`GET /dashboard/business`, docs/dashboards.md): its requests (and a
 * white-label parent's clients') by status from the counters, its wallet, this month's spend
 * from its ledger, its live subscription, and the low-balance warning.
 */
import { z } from 'zod';
import type { BusinessDashboard } from '../../../contract/dashboards';
import { REQUEST_STATUSES } from '../../../contract/request';
import type { User } from '../../../contract/auth';
import { iso, type Db, type Queryable } from '../../db/db';
import { readWallet } from '../money/money';
import { reachedBusinessIds } from '../../scope/businesses';
import { counters, countsOf, snapshotAt } from './snapshot';
import { monthStartIn } from '../../../contract/days';
import { businessZone } from '../business/zone';
import { documentFigures } from './documents';
import { queryRows } from '../../db/query';

/**
 * Requests by status over the businesses the requests list shows the caller (its own and its
 * B2B clients'): the counters `business_id&status`, summed, as the list's exact total is.
 */
async function requestsByStatus(tx: Queryable, user: User) {
  const ids = (await reachedBusinessIds(tx, user)) ?? [];
  const keys = ids.flatMap((id) =>
    REQUEST_STATUSES.map((status) => ({ key: `business_id=${id}&status=${status}`, status })),
  );
  const found = await counters(
    tx,
    'requests',
    keys.map((k) => k.key),
  );
  return countsOf(
    REQUEST_STATUSES,
    keys.map((k) => ({ key: k.status, n: found.get(k.key) ?? 0 })),
  );
}

/** Debits of the wallet in `[from, to)`: a range of wallet_transactions_wallet_idx. */
async function spend(tx: Queryable, walletId: string | null, from: Date, to: Date) {
  if (!walletId) return 0;
  const rows = await queryRows(
    tx,
    z.object({ s: z.number() }),
    `select coalesce(sum(amount), 0)::float8 as s from wallet_transactions
     where wallet_id = $1 and created_at >= $2 and created_at < $3 and type = 'debit'`,
    [walletId, from.toISOString(), to.toISOString()],
  );
  return Number(rows[0]?.s ?? 0);
}

/** The live subscription, as GET /business/subscriptions puts it first (subscriptions_business_idx). */
async function liveSubscription(tx: Queryable, businessId: string) {
  const rows = await queryRows(
    tx,
    z.object({
      id: z.string(),
      plan_name: z.string(),
      status: z.enum(['active', 'past_due']),
      price: z.number(),
      currency: z.string(),
      auto_renew: z.boolean(),
      current_period_end: z.string(),
    }),
    `select s.id, p.name as plan_name, s.status, s.price::float8 as price, s.currency,
            s.auto_renew, s.current_period_end
     from subscriptions s join plans p on p.id = s.plan_id
     where s.business_id = $1 and s.status <> 'cancelled'
     order by s.created_at desc, s.id desc limit 1`,
    [businessId],
  );
  const row = rows[0];
  return row
    ? {
        ...row,
        price: Number(row.price),
        currency: row.currency.trim(),
        current_period_end: iso(row.current_period_end),
      }
    : null;
}

/**
 * The low-balance rule (docs/dashboards.md): an empty wallet always warns (no request can be
 * created); otherwise the wallet warns when it cannot pay the next renewal of a subscription
 * that renews by itself.
 */
export function lowBalance(
  balance: number,
  subscription: { price: number; auto_renew: boolean } | null,
): { threshold: number; low: boolean } {
  const threshold = subscription?.auto_renew ? subscription.price : 0;
  return { threshold, low: balance === 0 || balance < threshold };
}

export function businessDashboard(db: Db, user: User, at?: Date): Promise<BusinessDashboard> {
  const businessId = user.business_id!;
  return snapshotAt(db, at, async (tx, now) => {
    const wallet = await readWallet(tx, businessId);
    // The business's month, from its own midnight of the 1st (issue 33), not UTC's.
    const zone = await businessZone(tx, businessId);
    const from = monthStartIn(zone, now);
    const subscription = await liveSubscription(tx, businessId);
    const { threshold, low } = lowBalance(wallet.balance, subscription);
    return {
      as_of: now.toISOString(),
      month_start: from.toISOString(),
      requests_by_status: await requestsByStatus(tx, user),
      currency: wallet.currency,
      wallet_balance: wallet.balance,
      spend_this_month: await spend(tx, wallet.id, from, monthStartIn(zone, now, 1)),
      low_balance_threshold: threshold,
      low_balance: low,
      subscription,
      documents: await documentFigures(tx, user),
    };
  });
}
