/**
 * THE compliance rule (docs/compliance.md): whether an asset may be sent out (dispatched,
 * reassigned to, leased), and why not. One query, read by the dispatch and lease services
 * (`assertCompliant`: 409 asset_not_compliant with each reason) and by the owner's dispatch
 * dialog (`GET /compliance/assets`: each asset's reasons before it picks one).
 *
 * Blocking:
 * - `document_expired`: the document in force of a mandatory kind (for the asset's type) ended
 *   before today (UTC);
 * - `inspection_failed`: an inspection with a failed critical item whose repair is not completed
 *   (its repair's title; none when the repair was cancelled and no other opened yet);
 * - `maintenance_overdue`: scheduled work overdue by date or odometer (maintenance/due.ts);
 * - `document_missing`, only where the superadmin made it so (`missing_blocks`).
 * A warning (not blocking): a mandatory kind never recorded.
 */
import { z } from 'zod';
import {
  complianceReason,
  reasonMessageKey,
  type AssetCompliance,
  type ComplianceReason,
} from '../../../contract/documents';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { ApiError, type ErrorDetail } from '../../errors';
import { isUuid, TODAY_SQL } from '../../db/sql';
import { overdueSql } from '../maintenance/due';

/** A reason as REASONS_SQL answers it: the asset it is about, then the reason. */
const reasonRow = complianceReason.extend({ asset_id: z.string() });

const REASONS_SQL = `
  with a as (
    select id, asset_type_id, odometer_km from assets where id = any($1::uuid[])
  ), kinds as (
    select a.id as asset_id, k.id as kind_id, k.code, k.name,
      coalesce(o.missing_blocks, k.missing_blocks) as missing_blocks
    from a cross join document_kinds k
    left join document_kind_asset_types o on o.kind_id = k.id and o.asset_type_id = a.asset_type_id
    where k.subject = 'asset' and k.active and coalesce(o.mandatory, k.mandatory)
  )
  select kinds.asset_id, 'document_expired' as code, true as blocking, kinds.code as kind_code,
    kinds.name as kind_name, d.id as record_id, d.valid_to::text as date, null as title
  from kinds join documents d
    on d.asset_id = kinds.asset_id and d.kind_id = kinds.kind_id and d.current
  where d.valid_to < ${TODAY_SQL}
  union all
  select kinds.asset_id, 'document_missing', kinds.missing_blocks, kinds.code, kinds.name,
    null, null, null
  from kinds
  where not exists (select 1 from documents d
    where d.asset_id = kinds.asset_id and d.kind_id = kinds.kind_id)
  union all
  select i.asset_id, 'inspection_failed', true, null, null, i.id, to_char(i.performed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), r.title
  from inspections i
  left join maintenance r on r.id = i.maintenance_id
  where i.asset_id = any($1::uuid[]) and i.result = 'failed' and i.resolved_at is null
  union all
  select m.asset_id, 'maintenance_overdue', true, null, null, m.id,
    to_char(m.scheduled_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), m.title
  from maintenance m join a on a.id = m.asset_id
  where m.status = 'scheduled' and ${overdueSql('m', 'a')}
  order by 1, 2, 4, 6`;

const toReason = ({ asset_id: _, ...reason }: z.output<typeof reasonRow>): ComplianceReason =>
  reason;

/** Each asset's compliance, in the order given (ids that are no uuid name nothing). */
export async function complianceOf(
  db: Queryable,
  assetIds: readonly string[],
): Promise<AssetCompliance[]> {
  const ids = assetIds.filter(isUuid);
  const rows = ids.length ? await queryRows(db, reasonRow, REASONS_SQL, [ids]) : [];
  return ids.map((id) => {
    const reasons = rows.filter((r) => r.asset_id === id.toLowerCase()).map(toReason);
    return { asset_id: id, compliant: !reasons.some((r) => r.blocking), reasons };
  });
}

/** A reason as the 409's detail: its message key and what the message names. */
function detailOf(r: ComplianceReason): ErrorDetail {
  const args: Record<string, string> = {};
  if (r.kind_code) args.kind = r.kind_code;
  if (r.kind_name) args.kind_name = r.kind_name;
  if (r.date) args.date = r.date;
  if (r.title) args.title = r.title;
  if (r.record_id) args.id = r.record_id;
  return { path: r.code, message: reasonMessageKey(r), args };
}

/**
 * Refuses to send out a non-compliant asset: 409 asset_not_compliant, one detail per blocking
 * reason. Called inside the dispatch's, reassignment's or lease's transaction.
 */
export async function assertCompliant(tx: Queryable, assetId: string): Promise<void> {
  const [found] = await complianceOf(tx, [assetId]);
  if (!found || found.compliant) return;
  throw new ApiError(
    409,
    'asset_not_compliant',
    undefined,
    found.reasons.filter((r) => r.blocking).map(detailOf),
  );
}
