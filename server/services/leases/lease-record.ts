/** A lease as the API answers it: one definition of its columns and mapper. */
import { lease } from '../../../contract/lease';
import { defineRecord, trimmed } from '../../db/record';
import { todaySql, zoneOfSql } from '../../db/sql';

/** Today for lease `l`: the lessee business's day (its time zone, issue 33). */
export const LEASE_TODAY_SQL = todaySql('l.lessee_business_id');
/** An active lease past its end date reads `ended` (the job then finalises it). */
export const PAST_END = `(l.status = 'active' and l.end_date < ${LEASE_TODAY_SQL})`;
/** A lease ends at the lessee's midnight after its end date, when its day ends. */
export const END_INSTANT_SQL = `((l.end_date + 1)::timestamp at time zone ${zoneOfSql('l.lessee_business_id')})`;

export const LEASE = defineRecord({
  schema: lease,
  from: `leases l join assets a on a.id = l.asset_id
  join asset_types t on t.id = a.asset_type_id
  join users u on u.id = l.lessor_user_id
  join businesses b on b.id = l.lessee_business_id`,
  fields: {
    id: 'l.id',
    asset_id: 'l.asset_id',
    asset_name: 'a.name',
    asset_type_name: 't.name',
    lessor_user_id: 'l.lessor_user_id',
    lessor_name: 'u.name',
    lessee_business_id: 'l.lessee_business_id',
    lessee_business_name: 'b.name',
    preference_id: 'l.preference_id',
    start_date: 'l.start_date::text',
    end_date: 'l.end_date::text',
    rate: 'l.rate::float8',
    period: 'l.period',
    deposit: 'l.deposit::float8',
    currency: { sql: 'l.currency', read: trimmed },
    status: `case when ${PAST_END} then 'ended' else l.status end`,
    next_charge_at: 'l.next_charge_at',
    accepted_at: 'l.accepted_at',
    ended_at: `coalesce(l.ended_at, case when ${PAST_END} then ${END_INSTANT_SQL} end)`,
    cancelled_at: 'l.cancelled_at',
    cancel_reason: 'l.cancel_reason',
    notes: 'l.notes',
    created_at: 'l.created_at',
    updated_at: 'l.updated_at',
  },
});
