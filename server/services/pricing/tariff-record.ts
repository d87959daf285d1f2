/** A tariff as the API answers it: one definition of its columns and mapper. */
import { tariff } from '../../../contract/tariff';
import { defineRecord, json, trimmed } from '../../db/record';

/** bigint as float8: numbers with both drivers (amounts stay exact below 2^53). */
export const TARIFF = defineRecord({
  schema: tariff,
  from: `tariffs t join asset_types at on at.id = t.asset_type_id
    left join businesses b on b.id = t.business_id`,
  fields: {
    id: 't.id',
    name: 't.name',
    asset_type_id: 't.asset_type_id',
    asset_type_name: 'at.name',
    currency: { sql: 't.currency', read: trimmed },
    business_id: 't.business_id',
    business_name: 'b.name',
    base: 't.base::float8',
    per_km: 't.per_km::float8',
    per_kg: 't.per_kg::float8',
    included_kg: 't.included_kg',
    per_extra_stop: 't.per_extra_stop::float8',
    window_surcharge: 't.window_surcharge::float8',
    urgent_surcharge: 't.urgent_surcharge::float8',
    minimum: 't.minimum::float8',
    zones: { sql: 't.zones', read: json },
    active: 't.active',
    created_at: 't.created_at',
    updated_at: 't.updated_at',
  },
});
