import type { UploadStore } from './upload-store';

/** Both drivers answer bytea as bytes: node-postgres a Buffer, PGlite a Uint8Array. */
const asBuffer = (value: unknown): Buffer => {
  if (Buffer.isBuffer(value)) return value;
  const bytes = value as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

/** The default store: `upload_contents` (migration 015), written in the upload's transaction. */
export const postgresStore: UploadStore = {
  kind: 'postgres',
  async save(tx, { name, bytes }) {
    await tx.query(
      'insert into upload_contents (name, bytes) values ($1, $2) on conflict (name) do nothing',
      [name, bytes],
    );
  },
  // The transaction's rollback removed them already.
  discard: async () => undefined,
  async load(db, name) {
    // bytea answers as the driver's bytes (a Buffer or a Uint8Array), read by asBuffer.
    const rows = await db.query<{ bytes: unknown }>( // unparsed: asBuffer reads the bytes
      'select bytes from upload_contents where name = $1',
      [name],
    );
    if (!rows[0]) return undefined;
    const body = asBuffer(rows[0].bytes);
    return { body, size: body.length };
  },
  async has(db, name) {
    return (await db.query('select 1 from upload_contents where name = $1', [name])).length > 0;
  },
  close: async () => undefined,
};
