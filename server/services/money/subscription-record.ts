/** A subscription as the API answers it: one definition of its columns and mapper. */
import { subscription } from '../../../contract/subscription';
import { defineRecord, trimmed } from '../../db/record';

export const SUBSCRIPTION = defineRecord({
  schema: subscription,
  from: 'subscriptions s join plans p on p.id = s.plan_id',
  fields: {
    id: 's.id',
    business_id: 's.business_id',
    plan_id: 's.plan_id',
    plan_code: 'p.code',
    plan_name: 'p.name',
    status: 's.status',
    price: 's.price::float8',
    currency: { sql: 's.currency', read: trimmed },
    auto_renew: 's.auto_renew',
    current_period_start: 's.current_period_start',
    current_period_end: 's.current_period_end',
    ended_at: 's.ended_at',
    created_at: 's.created_at',
    updated_at: 's.updated_at',
  },
});
