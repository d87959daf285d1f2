/**
 * Work that renews a document (issue 33: the asset page read "Contrôle technique, valid until 23
 * April 2027" beside "Contrôle technique, 4 days overdue"). A due check has one source: when
 * scheduled work names the document kind it renews (`document_kind_id`, an asset's kind), the
 * asset's current document of that kind decides its date: the day after its last valid day
 * (00:00 UTC), so the work is overdue exactly when the document is expired. Without such a
 * document with an end, the work keeps the date it was given.
 *
 * Called in the writer's transaction after every change that may move that date: a document
 * of the asset recorded, edited or deleted, work scheduled, edited or scheduled again by its
 * recurrence, and once by the demo after its documents.
 */
import { DUE_SOON_DAYS } from '../../../contract/maintenance';
import type { Queryable } from '../../db/db';
import { invalidField } from '../../errors';

/** Moves the scheduled renewals of these assets (all when null) to their documents' ends. */
export async function alignRenewals(tx: Queryable, assetIds: readonly string[] | null) {
  // A new date is a new due point: the reminders of the levels it no longer reaches are
  // forgotten, as when the date is edited (writes.ts).
  await tx.query(
    `update maintenance m set scheduled_at = d.due, updated_at = now(),
       overdue_notified_at = case when d.due <= now() then m.overdue_notified_at end,
       due_soon_notified_at = case when d.due <= now() + interval '${DUE_SOON_DAYS} days'
         then m.due_soon_notified_at end
     from (select asset_id, kind_id, current, valid_to,
             (valid_to + 1)::timestamp at time zone 'UTC' as due from documents) d
     where m.status = 'scheduled' and m.document_kind_id is not null
       and ($1::uuid[] is null or m.asset_id = any($1::uuid[]))
       and d.asset_id = m.asset_id and d.kind_id = m.document_kind_id and d.current
       and d.valid_to is not null
       and m.scheduled_at is distinct from d.due`,
    [assetIds],
  );
}

/** The kind a work renews must be an asset's document kind (400 document_kind_id otherwise). */
export async function checkRenewedKind(tx: Queryable, kindId: string | null | undefined) {
  if (!kindId) return;
  const rows = await tx.query(`select 1 from document_kinds where id = $1 and subject = 'asset'`, [
    kindId,
  ]);
  if (rows.length === 0) throw invalidField('document_kind_id');
}
