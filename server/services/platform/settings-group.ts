/**
 * Platform settings the superadmin writes, kept in `server_settings` as one row per field
 * (`<prefix>.<field>`): the funding instructions and account, the platform's legal identity.
 */
import { z } from 'zod';
import { iso, type Db, type Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { audit } from './audit';

/** One group of settings: its fields, each stored under `<prefix>.<field>`. */
export interface SettingsGroup<F extends string> {
  prefix: string;
  fields: readonly F[];
}

/** A group's values (null: not written) and when one last changed. */
export async function readGroup<F extends string>(
  db: Queryable,
  { prefix, fields }: SettingsGroup<F>,
): Promise<{ values: Record<F, string | null>; updated_at: string | null }> {
  const rows = await queryRows(
    db,
    z.object({ key: z.string(), value: z.string(), updated_at: z.string() }),
    'select key, value, updated_at from server_settings where key = any($1::text[])',
    [fields.map((field) => `${prefix}.${field}`)],
  );
  const values = Object.fromEntries(
    fields.map((field) => [field, rows.find((r) => r.key === `${prefix}.${field}`)?.value ?? null]),
  ) as Record<F, string | null>;
  const latest =
    rows
      .map((r) => iso(r.updated_at))
      .sort()
      .at(-1) ?? null;
  return { values, updated_at: latest };
}

/** Writes the fields sent (null: removed), audited as `entity`, in one transaction. */
export async function writeGroup<F extends string, T>(
  db: Db,
  group: SettingsGroup<F>,
  write: { actorId: string; entity: string; input: Partial<Record<F, string | null>> },
  read: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    for (const field of group.fields) {
      const value = write.input[field];
      const key = `${group.prefix}.${field}`;
      if (value === undefined) continue;
      if (value === null) {
        await tx.query('delete from server_settings where key = $1', [key]);
      } else {
        await tx.query(
          `insert into server_settings (key, value) values ($1, $2)
           on conflict (key) do update set value = excluded.value, updated_at = now()`,
          [key, value],
        );
      }
    }
    await audit(tx, {
      actorUserId: write.actorId,
      action: 'update',
      entity: write.entity,
      entityId: null,
      changes: write.input,
    });
    return read(tx);
  });
}
