import { z } from 'zod';
import { currency } from './asset-type';
import { listQuery, msg } from './common';

export const planMsg = {
  code: 'flotte.validation.plan_code',
  rate: 'flotte.validation.rate',
} as const;

/** A plan of the platform (GET /plans: active ones for everyone, all for the superadmin). */
export const plan = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Minor units a month. */
  monthly_price: z.number().int(),
  currency: z.string(),
  /** null: no limit. */
  max_assets: z.number().int().nullable(),
  max_users: z.number().int().nullable(),
  whitelabel_allowed: z.boolean(),
  /** 0 to 1: 0.08 is 8 %. */
  commission_rate: z.number(),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Plan = z.infer<typeof plan>;

const limit = z
  .number({ error: msg.integer })
  .int({ error: msg.integer })
  .min(0, { error: msg.nonNegative })
  .max(1_000_000, { error: msg.tooLong })
  .nullable();

const fields = {
  code: z
    .string({ error: msg.required })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{1,31}$/, { error: planMsg.code }),
  name: z
    .string({ error: msg.required })
    .trim()
    .min(1, { error: msg.required })
    .max(100, { error: msg.tooLong }),
  description: z.string().trim().max(1000, { error: msg.tooLong }).nullable(),
  monthly_price: z
    .number({ error: msg.integer })
    .int({ error: msg.integer })
    .min(0, { error: msg.nonNegative })
    .max(1_000_000_000, { error: msg.tooLong }),
  currency,
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
  currency: fields.currency.default('EUR'),
  max_assets: fields.max_assets.optional().default(null),
  max_users: fields.max_users.optional().default(null),
  whitelabel_allowed: fields.whitelabel_allowed.default(false),
  active: fields.active.default(true),
});
export type PlanCreate = z.infer<typeof planCreate>;

export const planUpdate = z.object(fields).partial();
export type PlanUpdate = z.infer<typeof planUpdate>;

export const PLAN_SORTABLE = ['monthly_price', 'name', 'code', 'created_at'] as const;

export const planListQuery = listQuery.extend({
  sort: z.enum(PLAN_SORTABLE).optional(),
  /** Superadmin only; everyone else always gets the active plans. */
  active: z.enum(['true', 'false']).optional(),
  id: z.union([z.string().max(64), z.array(z.string().max(64)).max(100)]).optional(),
});
