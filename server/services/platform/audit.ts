import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { requestContext } from './request-context';
import { queryRows } from '../../db/query';

export interface AuditEntry {
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  changes?: unknown;
}

/**
 * Appends one audit row; call it inside the transaction of the change it records. A change made
 * with an API key names the key (its prefix), and one made in a request its client address,
 * both from the request's context; the actor's business (whose audit view shows it) is read
 * with the row.
 */
export async function audit(tx: Queryable, entry: AuditEntry): Promise<void> {
  const context = requestContext.getStore();
  await tx.query(
    // ::text then ::jsonb: the parameter is sent as text by both drivers, never re-encoded.
    `insert into audit_log
       (actor_user_id, action, entity, entity_id, changes, api_key_prefix, ip, business_id)
     values ($1, $2, $3, $4, ($5::text)::jsonb, $6, $7,
       (select business_id from users where id = $1))`,
    [
      entry.actorUserId,
      entry.action,
      entry.entity,
      entry.entityId,
      entry.changes === undefined ? null : JSON.stringify(entry.changes),
      context?.apiKeyPrefix ?? null,
      context?.ip ?? null,
    ],
  );
}

/**
 * Inserts one row (`sql` returns its `id`) and records it in the audit log, in the caller's
 * transaction; answers the new id.
 */
export async function insertAudited(
  tx: Queryable,
  sql: string,
  params: unknown[],
  entry: Omit<AuditEntry, 'entityId'>,
): Promise<string> {
  const rows = await queryRows(tx, z.object({ id: z.string() }), sql, params);
  const id = rows[0]!.id;
  await audit(tx, { ...entry, entityId: id });
  return id;
}

/** Deletes row `id` of `table` and records it in the audit log (`changes`: what it held). */
export async function deleteAudited(
  tx: Queryable,
  table: string,
  id: string,
  entry: Omit<AuditEntry, 'action' | 'entityId'>,
): Promise<void> {
  await tx.query(`delete from ${table} where id = $1`, [id]);
  await audit(tx, { ...entry, action: 'delete', entityId: id });
}
