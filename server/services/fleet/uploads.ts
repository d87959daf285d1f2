import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_NAME, UPLOAD_TYPES, type UploadContentType } from '../../../contract/upload';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { audit } from '../platform/audit';

/**
 * The type is read from the bytes (file-type's magic numbers), never from the file name or the
 * client's Content-Type: anything but PNG, JPEG, WebP, GIF or PDF is refused (415).
 */
export async function sniff(bytes: Uint8Array): Promise<UploadContentType> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !(found.mime in UPLOAD_TYPES)) throw new ApiError(415, 'unsupported_file_type');
  return found.mime as UploadContentType;
}

/** Stores the file under a random name, records it (uploads + audit) and answers its name. */
export async function storeUpload(
  db: Db,
  dir: string,
  actorId: string,
  bytes: Buffer,
): Promise<string> {
  const contentType = await sniff(bytes);
  const name = `${randomUUID()}.${UPLOAD_TYPES[contentType]}`;
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, name);
  await writeFile(file, bytes, { flag: 'wx' });
  try {
    await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `insert into uploads (name, content_type, size, uploaded_by) values ($1, $2, $3, $4)
         returning id`,
        [name, contentType, bytes.length, actorId],
      );
      await audit(tx, {
        actorUserId: actorId,
        action: 'create',
        entity: 'upload',
        entityId: rows[0]!.id,
        changes: { name, content_type: contentType, size: bytes.length },
      });
    });
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
  return name;
}

/**
 * A stored upload by name, or undefined. Only names of the whitelist reach the file system,
 * so no path can leave the upload folder.
 */
export async function findUpload(
  db: Queryable,
  dir: string,
  name: string,
): Promise<{ file: string; contentType: UploadContentType; size: number } | undefined> {
  if (!UPLOAD_NAME.test(name)) return undefined;
  const rows = await db.query<{ content_type: string; size: number }>(
    'select content_type, size from uploads where name = $1',
    [name],
  );
  const row = rows[0];
  if (!row || !(row.content_type in UPLOAD_TYPES)) return undefined;
  return {
    file: path.join(dir, name),
    contentType: row.content_type as UploadContentType,
    size: row.size,
  };
}
