/** A plan as the API answers it: one definition of its columns and mapper. */
import { plan } from '../../../contract/plan';
import { defineRecord, json } from '../../db/record';

/**
 * `lp`: the plan's price in the asked currency, or its lowest (`currency` null, then no price:
 * the lowest amount only sorts the list). bigint and numeric as float8: numbers with both
 * drivers (prices stay exact below 2^53). The `from` is the caller's (`planFrom`).
 */
export const PLAN = defineRecord({
  schema: plan,
  from: 'plans p',
  fields: {
    id: 'p.id',
    code: 'p.code',
    name: 'p.name',
    description: 'p.description',
    prices: {
      sql: `coalesce((select json_agg(json_build_object('currency', pp.currency,
      'monthly_price', pp.monthly_price::float8) order by pp.currency)
    from plan_prices pp where pp.plan_id = p.id), '[]')`,
      read: json,
    },
    monthly_price: {
      sql: 'lp.monthly_price::float8',
      read: (value, row) => (row.currency === null ? null : value),
    },
    currency: 'lp.currency',
    max_assets: 'p.max_assets',
    max_users: 'p.max_users',
    whitelabel_allowed: 'p.whitelabel_allowed',
    commission_rate: 'p.commission_rate::float8',
    active: 'p.active',
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
  },
});
