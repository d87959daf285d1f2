import type { Queryable } from '../../db/db';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes?: unknown;
}

/** Appends one audit row; call it inside the transaction of the change it records. */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  await tx.query(
    // ::text then ::jsonb: the parameter is sent as text by both drivers, never re-encoded.
    `insert into audit_log (actor_user_id, action, entity, entity_id, changes)
     values ($1, $2, $3, $4, ($5::text)::jsonb)`,
    [
      entry.actorUserId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.changes === undefined ? null : JSON.stringify(entry.changes),
    ],
  );
}
