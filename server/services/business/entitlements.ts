/**
 * What a business's plan entitles it to (docs/plans-and-subscriptions.md): its live subscription's
 * plan, or the free tier of the configuration when it has none (never subscribed, cancelled or
 * past due). The limits hold on the server, inside the transaction of the write they guard.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { queryOne, queryRows } from '../../db/query';

/** The free tier, from the configuration (FLOTTE_FREE_MAX_ASSETS, _USERS, commission). */
export interface PlanPolicy {
  freeMaxAssets: number;
  freeMaxUsers: number;
  /** FLOTTE_DEFAULT_COMMISSION_RATE: the commission of a business without a plan. */
  defaultCommissionRate: number;
}

export interface Entitlements {
  /** null: the free tier. */
  planId: string | null;
  maxAssets: number | null;
  maxUsers: number | null;
  whitelabelAllowed: boolean;
  commissionRate: number;
}

export async function entitlementsOf(
  db: Queryable,
  businessId: string,
  policy: PlanPolicy,
): Promise<Entitlements> {
  const plan = await queryOne(
    db,
    z.object({
      plan_id: z.string(),
      max_assets: z.number().nullable(),
      max_users: z.number().nullable(),
      whitelabel_allowed: z.boolean(),
      commission_rate: z.number(),
    }),
    `select p.id as plan_id, p.max_assets, p.max_users, p.whitelabel_allowed,
       p.commission_rate::float8 as commission_rate
     from subscriptions s join plans p on p.id = s.plan_id
     where s.business_id = $1 and s.status = 'active'`,
    [businessId],
  );
  if (!plan) {
    return {
      planId: null,
      maxAssets: policy.freeMaxAssets,
      maxUsers: policy.freeMaxUsers,
      whitelabelAllowed: false,
      commissionRate: policy.defaultCommissionRate,
    };
  }
  return {
    planId: plan.plan_id,
    maxAssets: plan.max_assets,
    maxUsers: plan.max_users,
    whitelabelAllowed: plan.whitelabel_allowed,
    commissionRate: plan.commission_rate,
  };
}

export const planLimitReached = (what: 'assets' | 'users') =>
  new ApiError(409, 'plan_limit_reached', `The plan allows no more ${what}.`);

/** How many of `what` the business has now: live in-house assets, or staff not disabled. */
export async function usageOf(
  db: Queryable,
  businessId: string,
  what: 'assets' | 'users',
): Promise<number> {
  const sql =
    what === 'assets'
      ? 'select count(*)::int as n from assets where business_id = $1 and deleted_at is null'
      : 'select count(*)::int as n from users where business_id = $1 and disabled_at is null';
  return (await queryRows(db, z.object({ n: z.number() }), sql, [businessId]))[0]!.n;
}

/**
 * 409 plan_limit_reached when one more of `what` would pass the plan's limit. Call it inside
 * the transaction that adds one: the business row is locked first, so two additions at once
 * cannot both pass the last free place.
 */
export async function assertRoomFor(
  tx: Queryable,
  businessId: string,
  what: 'assets' | 'users',
  policy: PlanPolicy,
): Promise<void> {
  // No key update: it serialises two additions like any row lock, yet does not block the inserts
  // of rows that reference the business (their foreign-key check takes a key-share lock).
  await tx.query('select 1 from businesses where id = $1 for no key update', [businessId]);
  const { maxAssets, maxUsers } = await entitlementsOf(tx, businessId, policy);
  const limit = what === 'assets' ? maxAssets : maxUsers;
  if (limit === null) return;
  if ((await usageOf(tx, businessId, what)) + 1 > limit) throw planLimitReached(what);
}

/** 403 whitelabel_not_allowed unless a white-label business on a plan that allows it. */
export async function assertWhitelabel(
  db: Queryable,
  businessId: string,
  policy: PlanPolicy,
): Promise<void> {
  const rows = await queryRows(
    db,
    z.object({ kind: z.string() }),
    'select kind from businesses where id = $1',
    [businessId],
  );
  const whitelabel = rows[0]?.kind === 'whitelabel';
  if (!whitelabel || !(await entitlementsOf(db, businessId, policy)).whitelabelAllowed) {
    throw new ApiError(403, 'whitelabel_not_allowed');
  }
}
