import { z } from 'zod';
import { uuid } from './common';
import { idFilter, pageQuery } from './list-query';
import { timestamps } from './records';

export const subscriptionStatuses = ['active', 'past_due', 'cancelled'] as const;

/**
 * A business's subscription to a plan. `active` renews at `current_period_end` (a debit of
 * `price`), or ends there when `auto_renew` is false; `past_due`: the wallet could not pay a
 * renewal; `cancelled`: ended (plan changed, not renewed, or its business deleted).
 */
export const subscription = z.object({
  id: z.string(),
  business_id: z.string(),
  plan_id: z.string(),
  plan_code: z.string(),
  plan_name: z.string(),
  status: z.enum(subscriptionStatuses),
  price: z.number().int(),
  currency: z.string(),
  auto_renew: z.boolean(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  ended_at: z.string().nullable(),
  ...timestamps,
});
export type Subscription = z.infer<typeof subscription>;

/**
 * GET /business/subscriptions: the caller's business's subscriptions, newest first (the live
 * one, if any, first). The superadmin and the manager name the business with `business_id`.
 */
export const subscriptionListQuery = pageQuery.extend({ business_id: idFilter });

/** POST /business/subscribe */
export const subscribeBody = z.object({ plan_id: uuid });

/** PATCH /business/subscriptions/{id}: stop (or resume) the renewal at the period's end. */
export const subscriptionUpdate = z.object({ auto_renew: z.boolean() });
