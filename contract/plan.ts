import { z } from 'zod';
import { currency } from './asset-type';
import { minorUnits, msg, nullableText, requiredText, wholeNumber } from './common';
import { flagFilter, idsFilter, sortedListQuery } from './list-query';
import { timestamps } from './records';

export const planMsg = {
  code: 'flotte.validation.plan_code',
  rate: 'flotte.validation.rate',
  /** A plan is sold in at least one currency, each currency once. */
  prices: 'flotte.validation.plan_prices',
  priceTwice: 'flotte.validation.plan_price_twice',
} as const;

/** One currency a plan is sold in and its monthly price there (minor units). */
export const planPrice = z.object({ currency: z.string(), monthly_price: z.number().int() });
export type PlanPrice = z.infer<typeof planPrice>;

/** A plan of the platform (GET /plans: active ones for everyone, all for the superadmin). */
export const plan = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Every currency the plan is sold in, by currency code. */
  prices: z.array(planPrice),
  /**
   * The price in the list's currency (a business's wallet's, or the `currency` asked), minor
   * units a month; null without one, or when the plan is not sold in it.
   */
  monthly_price: z.number().int().nullable(),
  currency: z.string().nullable(),
  /** null: no limit. */
  max_assets: z.number().int().nullable(),
  max_users: z.number().int().nullable(),
  whitelabel_allowed: z.boolean(),
  /** 0 to 1: 0.08 is 8 %. */
  commission_rate: z.number(),
  active: z.boolean(),
  ...timestamps,
});
export type Plan = z.infer<typeof plan>;

const limit = wholeNumber(1_000_000).nullable();

const fields = {
  code: z
    .string({ error: msg.required })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, { error: planMsg.code }),
  name: requiredText(100),
  description: nullableText(1000),
  prices: z
    .array(z.object({ currency, monthly_price: minorUnits }), { error: planMsg.prices })
    .min(1, { error: planMsg.prices })
    .max(50, { error: msg.tooLong })
    .superRefine((prices, ctx) => {
      const seen = new Set<string>();
      prices.forEach((price, i) => {
        if (seen.has(price.currency)) {
          ctx.addIssue({ code: 'custom', path: [i, 'currency'], message: planMsg.priceTwice });
        }
        seen.add(price.currency);
      });
    }),
  max_assets: limit,
  max_users: limit,
  whitelabel_allowed: z.boolean(),
  commission_rate: z
    .number({ error: planMsg.rate })
    .min(0, { error: planMsg.rate })
    .max(1, { error: planMsg.rate })
    .multipleOf(0.0001, { error: planMsg.rate }),
  active: z.boolean(),
};

export const planCreate = z.object({
  ...fields,
  description: fields.description.optional().default(null),
  max_assets: fields.max_assets.optional().default(null),
  max_users: fields.max_users.optional().default(null),
  whitelabel_allowed: fields.whitelabel_allowed.default(false),
  active: fields.active.default(true),
});
export type PlanCreate = z.infer<typeof planCreate>;

export const planUpdate = z.object(fields).partial();
export type PlanUpdate = z.infer<typeof planUpdate>;

export const PLAN_SORTABLE = ['monthly_price', 'name', 'code', 'created_at'] as const;

export const planListQuery = sortedListQuery(PLAN_SORTABLE, {
  /** Superadmin only; everyone else always gets the active plans. */
  active: flagFilter,
  /**
   * The plans sold in this currency, priced in it (`monthly_price`, `currency`). Business and
   * B2B staff always get their wallet's currency, whatever they ask.
   */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: msg.currency })
    .optional(),
  id: idsFilter,
});
