import type { Readable } from 'node:stream';
import type { UploadContentType } from '../../../contract/upload';
import type { Queryable } from '../../db/db';

// What a store is, apart from which one is made (store.ts): the stores implement it without
// importing the module that chooses between them.

/** The bytes of one upload, ready to send. */
export interface StoredBytes {
  body: Buffer | Readable;
  size: number;
}

export interface UploadFile {
  name: string;
  contentType: UploadContentType;
  bytes: Buffer;
}

/**
 * Where the bytes of uploads live, shared by every server on the database. Their record (name,
 * type, size, uploader) is always the `uploads` table; a store only holds bytes by name.
 */
export interface UploadStore {
  /** `postgres` writes inside the transaction it is given; `s3` writes outside the database. */
  readonly kind: 'postgres' | 's3';
  /** Writes the bytes; writing a name again (the disk import after a crash) adds no copy. */
  save(tx: Queryable, file: UploadFile): Promise<void>;
  /** Undoes a `save` whose recording transaction failed (the database store's rollback did). */
  discard(name: string): Promise<void>;
  /** The bytes of that name, or undefined when the store has none. */
  load(db: Queryable, name: string): Promise<StoredBytes | undefined>;
  has(db: Queryable, name: string): Promise<boolean>;
  close(): Promise<void>;
}
