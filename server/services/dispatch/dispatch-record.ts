/**
 * A dispatch as the API answers it (docs/architecture.md, "Rows and the contract"): its table
 * and joins, its columns, its mapper and its counted shape. Its mapper is written out, not
 * derived: its proof and reassignments come from two more statements (read.ts `withDetails`),
 * its price depends on who reads it, and its last position gathers three columns.
 */
import { dispatch, dispatchProof, reassignment, type Dispatch } from '../../../contract/dispatch';
import { iso, type Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { counted } from '../platform/counts';

export const DISPATCH_COLUMNS = `d.id, d.request_id, d.asset_id, a.name as asset_name,
  d.dispatched_by, d.status, r.price, r.currency, r.pickup_address, r.dropoff_address,
  d.created_at, d.updated_at, d.driver_id, drv.name as driver_name, d.arrived_pickup_at,
  d.in_transit_at, d.arrived_at, d.delivered_at, d.failed_at, d.cancelled_at, d.failure_reason,
  d.failure_note, d.last_lat, d.last_lng, d.last_position_at`;
export const DISPATCH_FROM = `dispatches d join assets a on a.id = d.asset_id
  join requests r on r.id = d.request_id left join users drv on drv.id = d.driver_id`;

/** The last position the driver sent, or null before any. */
const lastPositionOf = (row: Row) =>
  row.last_lat === null || row.last_lng === null || row.last_position_at === null
    ? null
    : { lat: row.last_lat, lng: row.last_lng, at: iso(row.last_position_at) };

/**
 * A row of DISPATCH_COLUMNS as the dispatch, with its proof and reassignments (rows of
 * `dispatch_proofs` and `dispatch_reassignments`); `money`: whether its reader sees the price.
 */
export const toDispatch = (
  row: Row,
  details: { proofs: Row[]; history: Row[]; money: boolean },
): Dispatch =>
  parseRow(dispatch, row, {
    price: details.money ? row.price : null,
    currency: String(row.currency).trim(),
    last_position: lastPositionOf(row),
    proof: details.proofs.map((p) => parseRow(dispatchProof, p)),
    reassignments: details.history.map((h) => parseRow(reassignment, h)),
  });

/** The dispatches an asset serves now, counted (docs/totals.md). */
export const DISPATCH_COUNTS = counted({
  table: 'dispatches',
  columns: { 'd.asset_id': 'asset_id' },
  shapes: [['asset_id']],
});
