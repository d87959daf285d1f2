import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { z } from 'zod';
import type { UploadStore } from './upload-store';

/**
 * Deletes the uploads `where` names (a condition over `uploads u`) in the caller's transaction
 * and answers their names: the database store's bytes go with the rows (`on delete cascade`), a
 * bucket's are discarded after the commit (`discardUploads`).
 */
export async function deleteUploads(
  tx: Queryable,
  where: string,
  params: unknown[],
): Promise<string[]> {
  const rows = await queryRows(
    tx,
    z.object({ name: z.string() }),
    `delete from uploads u where ${where} returning u.name`,
    params,
  );
  return rows.map((r) => r.name);
}

/** The bytes of deleted uploads, out of a bucket (the database store has none left). */
export async function discardUploads(store: UploadStore, names: readonly string[]): Promise<void> {
  if (store.kind === 'postgres') return;
  for (const name of names) await store.discard(name);
}
