/**
 * Subscriptions (docs/plans-and-subscriptions.md): a business subscribes to a plan, paying the
 * first month from its wallet at once; the renewal job (server/jobs/subscription-renewals.ts)
 * charges the next ones.
 *
 * Lock order, shared with the renewal job and kept by every writer here: business, plan
 * (share), subscription, wallet.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Subscription } from '../../../contract/subscription';
import type { Db, Queryable } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, forbidden, notFound } from '../../errors';
import { assertBusinessActive, lockActiveBusiness } from '../business/guards';
import { planLimitReached, usageOf } from '../business/entitlements';
import { listedBusinessOf } from '../business/scope';
import { audit } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, type PageOf } from '../platform/list';
import { isUuid } from '../../db/sql';
import { lockWallet, move } from './money';
import { findPlan } from './plans';
import { SUBSCRIPTION } from './subscription-record';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

const { columns: SUBSCRIPTION_COLUMNS, from: FROM, toRecord: toSubscription } = SUBSCRIPTION;

export async function readSubscription(db: Queryable, id: string): Promise<Subscription> {
  const rows = await db.query(`select ${SUBSCRIPTION_COLUMNS} from ${FROM} where s.id = $1`, [id]);
  return toSubscription(rows[0]!);
}

/** Exact totals of one business's subscriptions (docs/totals.md). */
const COUNTS = counted({
  table: 'subscriptions',
  columns: { 's.business_id': 'business_id' },
  shapes: [['business_id']],
});

/**
 * GET /business/subscriptions: business staff read their own business's (naming another
 * business: 404); the superadmin and the manager one business's (`business_id`) or every live
 * business's. The live one first, then newest first.
 */
export async function listSubscriptions(
  db: Queryable,
  caller: Caller,
  query: { limit: number; skip: number; business_id?: string | undefined },
): Promise<PageOf<Subscription>> {
  // Who lists them is the route guard's (contract/permissions.ts); which business, the scope's.
  const businessId = await listedBusinessOf(db, caller, query.business_id);
  // Every business's: a deleted business's history leaves the routes with it (counted, capped).
  const list =
    businessId === undefined
      ? new ListSql(['b.deleted_at is null'])
      : new ListSql().countedBy(COUNTS).equals('s.business_id', businessId);
  const join = businessId === undefined ? ' join businesses b on b.id = s.business_id' : '';
  return list.page(db, query, {
    columns: SUBSCRIPTION_COLUMNS,
    from: `${FROM}${join}`,
    countFrom: `subscriptions s${join}`,
    // The live one first, then newest first (subscriptions_business_idx, _list_idx).
    orderBy: `(s.status = 'cancelled'), s.created_at desc, s.id desc`,
    toRecord: toSubscription,
  });
}

const liveRow = z.object({
  id: z.string(),
  plan_id: z.string(),
  status: z.enum(['active', 'past_due']),
});

/**
 * POST /business/subscribe: the caller's business (active) takes `planId` (active, sold in the
 * wallet's currency: 409 currency_mismatch otherwise) at its price in that currency, from now for one calendar month, paying its price at once. The live
 * subscription, if any, ends now, without refund (no proration). One transaction: a refusal
 * writes nothing.
 */
export async function subscribe(db: Db, caller: Caller, planId: string): Promise<Subscription> {
  // Its staff (the route guard, contract/permissions.ts), for their own business.
  const businessId = caller.business_id;
  if (!businessId) throw forbidden();
  return db.transaction(async (tx) => {
    // The business row first: racing subscribes (and asset or staff additions, which count
    // against the plan under the same lock) queue behind each other.
    await lockActiveBusiness(tx, businessId, 'update');
    const plan = await findPlan(tx, planId, { activeOnly: true, lock: 'share' });
    if (!plan) throw notFound();

    const live = await queryOne(
      tx,
      liveRow,
      `select id, plan_id, status from subscriptions
       where business_id = $1 and status in ('active', 'past_due') for update`,
      [businessId],
    );
    if (live?.status === 'active' && live.plan_id === plan.id) {
      throw new ApiError(409, 'already_subscribed');
    }
    // A smaller plan than what the business already uses: it must shed assets or staff first.
    for (const what of ['assets', 'users'] as const) {
      const limit = what === 'assets' ? plan.max_assets : plan.max_users;
      if (limit !== null && (await usageOf(tx, businessId, what)) > limit) {
        throw planLimitReached(what);
      }
    }
    const wallet = await lockWallet(tx, businessId);
    // The plan's price in the wallet's currency: a plan not sold in it is not for this business.
    const price = plan.prices.find((p) => p.currency === wallet.currency)?.monthly_price;
    if (price === undefined) {
      throw new ApiError(409, 'currency_mismatch', undefined, [
        { path: 'plan_id', message: 'flotte.errors.currency_mismatch' },
      ]);
    }
    if (wallet.balance < price) throw new ApiError(402, 'insufficient_funds');

    if (live) {
      await tx.query(
        `update subscriptions set status = 'cancelled', ended_at = now(), updated_at = now()
         where id = $1`,
        [live.id],
      );
    }
    // Calendar months in UTC, so the period does not depend on the session's time zone.
    const inserted = await queryRows(
      tx,
      z.object({ id: z.string(), period_key: z.string() }),
      `insert into subscriptions (business_id, plan_id, status, price, currency, auto_renew,
         current_period_start, current_period_end, period_anchor, created_by)
       values ($1, $2, 'active', $3, $4, true, now(),
         (now() at time zone 'UTC' + interval '1 month') at time zone 'UTC', now(), $5)
       returning id, current_period_start::text as period_key`,
      [businessId, plan.id, price, wallet.currency, caller.id],
    );
    // The period's start as text: to the microsecond, as the renewal names the next ones.
    const { id, period_key } = inserted[0]!;
    // A free plan moves no money: the ledger only holds real amounts.
    const charge =
      price > 0
        ? await move(tx, wallet, {
            type: 'debit',
            category: 'subscription',
            amount: price,
            reference: plan.name,
            subscriptionId: id,
            periodStart: period_key,
            actorId: caller.id,
          })
        : undefined;
    await audit(tx, {
      actorUserId: caller.id,
      action: 'subscribe',
      entity: 'subscription',
      entityId: id,
      changes: {
        business_id: businessId,
        plan_id: plan.id,
        price,
        currency: wallet.currency,
        replaced: live?.id ?? null,
        charge: charge?.id ?? null,
      },
    });
    return readSubscription(tx, id);
  });
}

/**
 * PATCH /business/subscriptions/{id}: the business's staff stop (or resume) the renewal of
 * its active subscription. Anything else of theirs, or another business's, is 404.
 */
export async function updateSubscription(
  db: Db,
  caller: Caller,
  id: string,
  patch: { auto_renew: boolean },
): Promise<Subscription> {
  // Its staff (the route guard, contract/permissions.ts), for their own business.
  const businessId = caller.business_id;
  if (!businessId) throw forbidden();
  return db.transaction(async (tx) => {
    await assertBusinessActive(tx, businessId);
    if (!isUuid(id)) throw notFound();
    const current = await queryOne(
      tx,
      z.object({ auto_renew: z.boolean() }),
      `select auto_renew from subscriptions
       where id = $1 and business_id = $2 and status = 'active' for update`,
      [id, businessId],
    );
    if (!current) throw notFound();
    if (current.auto_renew !== patch.auto_renew) {
      await tx.query('update subscriptions set auto_renew = $2, updated_at = now() where id = $1', [
        id,
        patch.auto_renew,
      ]);
      await audit(tx, {
        actorUserId: caller.id,
        action: 'update',
        entity: 'subscription',
        entityId: id,
        changes: { auto_renew: { from: current.auto_renew, to: patch.auto_renew } },
      });
    }
    return readSubscription(tx, id);
  });
}
