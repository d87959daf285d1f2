import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORTED_DIR,
  createUploadStore,
  importDiskUploads,
  importUploadFolder,
  type UploadStore,
} from '../../server/services/uploads';
import { createTestApp, type TestApp } from './helpers';
import { expectServed, PDF, PNG } from './upload-fixtures';
import { startTestBucket, type TestBucket } from './upload-s3rver';

/**
 * Uploads written to FLOTTE_UPLOAD_DIR by older versions move into the store at start-up
 * (server/main.ts calls importUploadFolder), once, for either store.
 */
describe.each(['PostgreSQL', 'S3'] as const)('disk import into the %s store', (kind) => {
  let t: TestApp;
  let bucket: TestBucket | undefined;
  let store: UploadStore;

  beforeAll(async () => {
    bucket = kind === 'S3' ? await startTestBucket() : undefined;
    t = await createTestApp({ s3: bucket?.config });
    store = createUploadStore(t.config);
  });
  afterAll(async () => {
    await store?.close();
    await t?.close();
    await bucket?.close();
  });

  /** A file of the old folder, recorded in `uploads` as the old route did (or not). */
  const oldUpload = async (dir: string, bytes: Buffer, ext: string, recordedSize?: number) => {
    const name = `${randomUUID()}.${ext}`;
    writeFileSync(path.join(dir, name), bytes);
    if (recordedSize !== undefined) {
      // Uploaded by the superadmin, who reads it (an upload no record names is its uploader's).
      await t.db.query(
        `insert into uploads (name, content_type, size, uploaded_by)
         values ($1, $2, $3, (select id from users where role = 'superadmin' limit 1))`,
        [name, ext === 'pdf' ? 'application/pdf' : 'image/png', recordedSize],
      );
    }
    return name;
  };
  const imports = async () =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from audit_log where entity = 'upload' and action = 'import'`,
      )
    )[0]!.n;
  const held = async (name: string) =>
    kind === 'S3'
      ? (await bucket!.names()).filter((n) => n === name).length
      : (
          await t.db.query<{ n: number }>(
            'select count(*)::int as n from upload_contents where name = $1',
            [name],
          )
        )[0]!.n;

  it('moves every recorded file into the store, serves it as before, and moves it aside', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotte-old-uploads-'));
    const photo = await oldUpload(dir, PNG, 'png', PNG.length);
    const doc = await oldUpload(dir, PDF, 'pdf', PDF.length);
    const unrecorded = await oldUpload(dir, PNG, 'png');
    const damaged = await oldUpload(dir, PNG.subarray(0, 10), 'png', PNG.length);
    writeFileSync(path.join(dir, 'notes.txt'), 'not an upload');
    const before = await imports();
    // Before the import, these servers cannot serve the files of the old folder.
    expect(
      (await t.app.inject({ headers: await t.as('superadmin'), url: `/api/uploads/${photo}` }))
        .statusCode,
    ).toBe(404);

    expect(await importDiskUploads(t.db, store, dir)).toEqual({
      moved: 2,
      unrecorded: 1,
      failed: 1,
    });

    for (const [name, bytes, type, disposition] of [
      [photo, PNG, 'image/png', 'inline'],
      [doc, PDF, 'application/pdf', 'attachment'],
    ] as const) {
      const res = await t.app.inject({
        headers: await t.as('superadmin'),
        url: `/api/uploads/${name}`,
      });
      expectServed(res, name, bytes, type, disposition);
    }
    expect(await imports()).toBe(before + 2);
    // The moved files leave the folder's top level (kept aside); the others stay for a look.
    expect(readdirSync(dir).sort()).toEqual(
      [damaged, unrecorded, IMPORTED_DIR, 'notes.txt'].sort(),
    );
    expect(readdirSync(path.join(dir, IMPORTED_DIR)).sort()).toEqual([doc, photo].sort());
    // Never served before, not served now: an unrecorded file stays unknown.
    expect(
      (await t.app.inject({ headers: await t.as('superadmin'), url: `/api/uploads/${unrecorded}` }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ headers: await t.as('superadmin'), url: `/api/uploads/${damaged}` }))
        .statusCode,
    ).toBe(404);

    // A second start finds nothing new to move and writes nothing.
    expect(await importDiskUploads(t.db, store, dir)).toEqual({
      moved: 0,
      unrecorded: 1,
      failed: 1,
    });
    expect(await imports()).toBe(before + 2);
    expect(await held(photo)).toBe(1);
    expect(await held(doc)).toBe(1);
  });

  it('does not copy again a file the store holds already (a start cut short after writing)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotte-old-uploads-'));
    const name = await oldUpload(dir, PNG, 'png', PNG.length);
    await t.db.transaction((tx) => store.save(tx, { name, contentType: 'image/png', bytes: PNG }));
    const before = await imports();

    expect(await importDiskUploads(t.db, store, dir)).toEqual({
      moved: 1,
      unrecorded: 0,
      failed: 0,
    });
    expect(await held(name)).toBe(1);
    expect(await imports()).toBe(before);
    expect(existsSync(path.join(dir, name))).toBe(false);
    expect(
      (
        await t.app.inject({ headers: await t.as('superadmin'), url: `/api/uploads/${name}` })
      ).rawPayload.equals(PNG),
    ).toBe(true);
  });

  it('at start-up: the configured store and folder, one log line, nothing to do without a folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'flotte-old-uploads-'));
    const name = await oldUpload(dir, PNG, 'png', PNG.length);
    const lines: { details: object; message: string }[] = [];
    const log = {
      info: (details: object, message: string) => lines.push({ details, message }),
      warn: (details: object, message: string) => lines.push({ details, message }),
    };
    const config = { ...t.config, uploadDir: dir };

    expect(await importUploadFolder(t.db, config, log)).toMatchObject({ moved: 1 });
    expect(lines).toEqual([
      {
        details: { moved: 1, unrecorded: 0, failed: 0, dir },
        message: 'uploads imported from disk',
      },
    ]);
    expect(await held(name)).toBe(1);

    lines.length = 0;
    expect(await importUploadFolder(t.db, config, log)).toEqual({
      moved: 0,
      unrecorded: 0,
      failed: 0,
    });
    const missing = { ...t.config, uploadDir: path.join(dir, 'never-created') };
    expect(await importUploadFolder(t.db, missing, log)).toEqual({
      moved: 0,
      unrecorded: 0,
      failed: 0,
    });
    expect(lines).toEqual([]);
  });
});
