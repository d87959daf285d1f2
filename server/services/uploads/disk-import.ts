import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { UPLOAD_NAME } from '../../../contract/upload';
import type { ServerConfig } from '../../config';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query';
import { z } from 'zod';
import { audit } from '../platform/audit';
import { createUploadStore, type UploadStore } from './store';

/** Moved files go here, inside the old folder: out of the scan, kept until someone deletes them. */
export const IMPORTED_DIR = 'imported';

export interface DiskImport {
  /** Files now in the store and moved aside (written now, or found there already). */
  moved: number;
  /** Files without an `uploads` row: never served (a failed write), left where they are. */
  unrecorded: number;
  /** Files not read or stored, or whose size differs from their record: kept for the next start. */
  failed: number;
}

interface Log {
  warn(details: object, message: string): void;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * Moves the files of the upload folder of older versions (`FLOTTE_UPLOAD_DIR`) into the store,
 * idempotently: a file the store holds already is not written again, and each moved file is
 * renamed into `imported/`, so a second run finds nothing to do. Safe when several servers
 * share the folder and start together.
 */
export async function importDiskUploads(
  db: Db,
  store: UploadStore,
  dir: string,
  log?: Log,
): Promise<DiskImport> {
  const result: DiskImport = { moved: 0, unrecorded: 0, failed: 0 };
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => UPLOAD_NAME.test(name)).sort();
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return result;
    throw error;
  }
  if (names.length === 0) return result;
  await mkdir(path.join(dir, IMPORTED_DIR), { recursive: true });

  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const rows = await queryRows(
        db,
        z.object({ id: z.string(), content_type: z.string(), size: z.number() }),
        'select id, content_type, size from uploads where name = $1',
        [name],
      );
      const row = rows[0];
      if (!row) {
        result.unrecorded += 1;
        continue;
      }
      if (!(await store.has(db, name))) {
        const bytes = await readFile(file);
        if (bytes.length !== row.size) {
          log?.warn({ name, size: bytes.length, recorded: row.size }, 'upload file damaged');
          result.failed += 1;
          continue;
        }
        const upload = { name, contentType: row.content_type as never, bytes };
        await db.transaction(async (tx) => {
          await store.save(tx, upload);
          await audit(tx, {
            actorUserId: null,
            action: 'import',
            entity: 'upload',
            entityId: row.id,
            changes: { name, from: 'disk', store: store.kind },
          });
        });
      }
      await rename(file, path.join(dir, IMPORTED_DIR, name)).catch((error: unknown) => {
        // Another server sharing the folder moved it first.
        if (codeOf(error) !== 'ENOENT') throw error;
      });
      result.moved += 1;
    } catch (error) {
      log?.warn({ name, err: error }, 'upload not imported from disk');
      result.failed += 1;
    }
  }
  return result;
}

/** At start-up (server/main.ts): the configured store, the configured folder, one summary line. */
export async function importUploadFolder(
  db: Db,
  config: Pick<ServerConfig, 's3' | 'uploadDir'>,
  log: Log & { info(details: object, message: string): void },
): Promise<DiskImport> {
  const store = createUploadStore(config);
  try {
    const result = await importDiskUploads(db, store, config.uploadDir, log);
    if (result.moved + result.unrecorded + result.failed > 0) {
      log.info({ ...result, dir: config.uploadDir }, 'uploads imported from disk');
    }
    return result;
  } finally {
    await store.close();
  }
}
