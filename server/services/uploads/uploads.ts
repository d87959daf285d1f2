import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadContentType } from '../../../contract/upload';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryOne, queryRows } from '../../db/query';
import { z } from 'zod';
import { ApiError } from '../../errors';
import { audit } from '../platform/audit';
import { uploadOwnerColumns, type UploadOwner } from './access';
import type { UploadStore } from './store';

/** One of the accepted content types (as `file-type` or the uploads table spell them). */
const isUploadType = (type: string): type is UploadContentType => Object.hasOwn(UPLOAD_TYPES, type);

/**
 * The type is read from the bytes (file-type's magic numbers), never from the file name or the
 * client's Content-Type: anything but PNG, JPEG, WebP, GIF or PDF is refused (415).
 */
export async function sniff(bytes: Uint8Array): Promise<UploadContentType> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isUploadType(found.mime)) throw new ApiError(415, 'unsupported_file_type');
  return found.mime;
}

/** Stores the file under a random name, records it (uploads + audit) and answers its name. */
export async function storeUpload(
  db: Db,
  store: UploadStore,
  actorId: string,
  bytes: Buffer,
): Promise<string> {
  const contentType = await sniff(bytes);
  const name = `${randomUUID()}.${UPLOAD_TYPES[contentType]}`;
  const file = { name, contentType, bytes };
  // A bucket is written before the transaction, so no connection waits on a remote write; the
  // database store writes inside it, so a rollback leaves nothing behind.
  const inDatabase = store.kind === 'postgres';
  if (!inDatabase) await store.save(db, file);
  try {
    await db.transaction(async (tx) => {
      const rows = await queryRows(
        tx,
        idRow,
        `insert into uploads (name, content_type, size, uploaded_by) values ($1, $2, $3, $4)
         returning id`,
        [name, contentType, bytes.length, actorId],
      );
      if (inDatabase) await store.save(tx, file);
      await audit(tx, {
        actorUserId: actorId,
        action: 'create',
        entity: 'upload',
        entityId: rows[0]!.id,
        changes: { name, content_type: contentType, size: bytes.length },
      });
    });
  } catch (error) {
    if (!inDatabase) await store.discard(name);
    throw error;
  }
  return name;
}

/** A recorded upload's type and owner (access.ts), or undefined: the bytes are not read. */
export async function uploadRecord(
  db: Queryable,
  name: string,
): Promise<(UploadOwner & { contentType: UploadContentType }) | undefined> {
  if (!UPLOAD_NAME.test(name)) return undefined;
  const row = await queryOne(
    db,
    z.object({ content_type: z.string(), ...uploadOwnerColumns }),
    'select content_type, owner_kind, owner_id, uploaded_by from uploads where name = $1',
    [name],
  );
  if (!row || !isUploadType(row.content_type)) return undefined;
  return { ...row, contentType: row.content_type };
}
