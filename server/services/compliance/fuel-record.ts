/** A fuel or energy entry as the API answers it: one definition of its columns and mapper. */
import { fuelEntry } from '../../../contract/fuel';
import { defineRecord, trimmed } from '../../db/record';

/** Litres (or kWh) per 100 km since the full fill before a full fill, else null. */
const CONSUMPTION = `(case when f.full_fill then (
    select case when p.odometer_km < f.odometer_km then
      (select sum(q.quantity) from fuel_entries q where q.asset_id = f.asset_id
         and (q.filled_at, q.id) > (p.filled_at, p.id) and (q.filled_at, q.id) <= (f.filled_at, f.id))
      * 100.0 / (f.odometer_km - p.odometer_km) end
    from fuel_entries p where p.asset_id = f.asset_id and p.full_fill
      and (p.filled_at, p.id) < (f.filled_at, f.id)
    order by p.filled_at desc, p.id desc limit 1) end)`;

export const FUEL_ENTRY = defineRecord({
  schema: fuelEntry,
  from: 'fuel_entries f join assets a on a.id = f.asset_id',
  fields: {
    id: 'f.id',
    asset_id: 'f.asset_id',
    asset_name: 'a.name',
    owner_user_id: 'a.owner_user_id',
    business_id: 'a.business_id',
    filled_at: 'f.filled_at',
    odometer_km: 'f.odometer_km',
    quantity: 'f.quantity::float8',
    unit: 'f.unit',
    total_price: 'f.total_price::float8',
    currency: { sql: 'f.currency', read: trimmed },
    full_fill: 'f.full_fill',
    station: 'f.station',
    receipt_url: 'f.receipt_url',
    notes: 'f.notes',
    distance_km: 'f.distance_km',
    consumption_per_100km: `round(${CONSUMPTION}, 2)::float8`,
    created_at: 'f.created_at',
    updated_at: 'f.updated_at',
  },
});
