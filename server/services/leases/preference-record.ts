/**
 * A lease offer (an owner's lease preference) as the API answers it: one definition of its
 * columns and mapper. The market's `available_assets` are read apart (preferences.ts).
 */
import { leasePreference } from '../../../contract/lease';
import { defineRecord, trimmed } from '../../db/record';

export const LEASE_PREFERENCE = defineRecord({
  schema: leasePreference.omit({ available_assets: true }),
  from: `lease_preferences p join users u on u.id = p.owner_user_id
  left join assets a on a.id = p.asset_id
  join asset_types t on t.id = coalesce(p.asset_type_id, a.asset_type_id)`,
  fields: {
    id: 'p.id',
    owner_user_id: 'p.owner_user_id',
    owner_name: 'u.name',
    asset_id: 'p.asset_id',
    asset_name: 'a.name',
    asset_type_id: 't.id',
    asset_type_name: 't.name',
    min_days: 'p.min_days',
    max_days: 'p.max_days',
    rate: 'p.rate::float8',
    period: 'p.period',
    deposit: 'p.deposit::float8',
    currency: { sql: 'p.currency', read: trimmed },
    available_from: 'p.available_from::text',
    available_to: 'p.available_to::text',
    regions: { sql: 'p.regions', read: (value) => value ?? [] },
    notes: 'p.notes',
    active: 'p.active',
    created_at: 'p.created_at',
    updated_at: 'p.updated_at',
  },
});
