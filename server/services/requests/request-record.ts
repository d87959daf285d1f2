/**
 * A request as the API answers it (docs/architecture.md, "Rows and the contract"): its table and
 * joins, its fields, its list's sort orders and counted shapes. The requests list is benchmarked
 * (docs/benchmarks.md): typed, not parsed per row (`defineTypedRecord`).
 */
import { request, type Request, type REQUEST_SORTABLE } from '../../../contract/request';
import { OPEN_DISPATCH_STATUSES } from '../../../contract/request-moves';
import { iso, isoOrNull, type Row } from '../../db/db';
import { defineTypedRecord, json, trimmed } from '../../db/record';
import { sqlList } from '../../db/sql';
import { counted } from '../platform/counts';
import type { User } from '../../../contract/auth';
import { revealsRecipientContacts, revealsTrackingToken } from '../../scope/requests';

export type RequestSort = (typeof REQUEST_SORTABLE)[number];

const RECORD = defineTypedRecord({
  schema: request,
  /** The live dispatch, else the last one. */
  from: `requests r
  join businesses b on b.id = r.business_id
  join asset_types t on t.id = r.asset_type_id
  left join request_package_types pt on pt.id = r.package_type_id
  left join lateral (
    select id, asset_id, cod_collected from dispatches
    where request_id = r.id
    order by (status in (${sqlList([...OPEN_DISPATCH_STATUSES, 'delivered'])})) desc, created_at desc
    limit 1
  ) d on true
  left join assets a on a.id = d.asset_id`,
  fields: {
    id: 'r.id',
    reference: 'r.reference',
    business_id: 'r.business_id',
    business_name: 'b.name',
    requested_by: 'r.requested_by',
    package_type_id: 'r.package_type_id',
    package_type_name: 'pt.name',
    asset_type_id: 'r.asset_type_id',
    asset_type_name: 't.name',
    pickup_address: 'r.pickup_address',
    dropoff_address: 'r.dropoff_address',
    pickup_lat: 'r.pickup_lat',
    pickup_lng: 'r.pickup_lng',
    dropoff_lat: 'r.dropoff_lat',
    dropoff_lng: 'r.dropoff_lng',
    scheduled_at: { sql: 'r.scheduled_at', read: isoOrNull },
    recipient_name: 'r.recipient_name',
    recipient_phone: 'r.recipient_phone',
    recipient_email: 'r.recipient_email',
    tracking_token: 'r.tracking_token',
    weight_kg: 'r.weight_kg',
    notes: 'r.notes',
    price: 'r.price',
    cod_amount: 'r.cod_amount',
    cod_collected: 'd.cod_collected',
    currency: { sql: 'r.currency', read: trimmed },
    quote_id: 'r.quote_id',
    price_breakdown: { sql: 'r.price_breakdown', read: json },
    urgent: 'r.urgent',
    extra_stops: 'r.extra_stops',
    status: 'r.status',
    attempts: 'r.attempts',
    dispatch_id: 'd.id',
    asset_id: 'd.asset_id',
    asset_name: 'a.name',
    created_at: { sql: 'r.created_at', read: iso },
    updated_at: { sql: 'r.updated_at', read: iso },
  },
});

/** Who reads the record (scope/requests.ts decides what they see); null: everything. */
export type RequestReader = Pick<User, 'id' | 'role'> | null;

/**
 * The request record as `reader` may read it: the tracking token to who may
 * (`revealsTrackingToken`), the recipient's phone and e-mail to who may
 * (`revealsRecipientContacts`: an owner only once one of its assets is assigned).
 */
export const requestRecord = (reader: RequestReader) => ({
  // The owner of the dispatch's asset, for the contacts' rule (not a field of the record).
  columns: `${RECORD.columns}, a.owner_user_id as assigned_owner_id`,
  from: RECORD.from,
  toRecord: (row: Row): Request => {
    const record = RECORD.toRecord(row);
    if (reader && !revealsTrackingToken(reader)) record.tracking_token = null;
    const owner = row['assigned_owner_id'];
    if (reader && !revealsRecipientContacts(reader, typeof owner === 'string' ? owner : null)) {
      record.recipient_phone = null;
      record.recipient_email = null;
    }
    return record;
  },
});

export const REQUEST_ORDER_BY: Record<RequestSort, string[]> = {
  created_at: ['r.created_at', 'r.id'],
  scheduled_at: ['r.scheduled_at', 'r.id'],
  status: ['r.status', 'r.created_at', 'r.id'],
  price: ['r.price', 'r.id'],
};

/** Exact totals per business, status and type, and their pairs (docs/totals.md). */
export const REQUEST_COUNTS = counted({
  table: 'requests',
  columns: {
    'r.business_id': 'business_id',
    'r.status': 'status',
    'r.asset_type_id': 'asset_type_id',
  },
  shapes: [
    [],
    ['business_id'],
    ['status'],
    ['asset_type_id'],
    ['business_id', 'status'],
    ['business_id', 'asset_type_id'],
    ['status', 'asset_type_id'],
  ],
});

/**
 * The counted shapes an index reads newest first (requests_created_at_idx and migration 013's
 * per business, per status, per business and status): their pages are prepared statements.
 */
export const REQUEST_INDEXED: Partial<Record<RequestSort, string[][]>> = {
  created_at: [[], ['business_id'], ['status'], ['business_id', 'status']],
};
