import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponse } from '../../contract/upload';
import type { ServerConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createUploadStore, storeUpload } from '../../server/services/uploads';
import { ROLES, createTestApp, type TestApp } from './helpers';
import {
  GIF,
  HTML,
  JPEG,
  PDF,
  PNG,
  SVG,
  WEBP,
  multipart,
  expectServed,
  upload as post,
} from './upload-fixtures';

/** A store the suite runs against: its configuration, and the names whose bytes it holds. */
export interface StoreUnderTest {
  overrides: Partial<ServerConfig>;
  held(db: Db): Promise<string[]>;
  close(): Promise<void>;
}

export const MAX = 4096;

/**
 * The upload routes' behaviour, the same whichever store holds the bytes: each store's test
 * file runs it (upload.test.ts: PostgreSQL, upload-s3.test.ts: an S3 server).
 */
export function uploadSuite(label: string, open: () => Promise<StoreUnderTest>) {
  let t: TestApp;
  let store: StoreUnderTest;
  let owner: { authorization: string };

  beforeAll(async () => {
    store = await open();
    t = await createTestApp({ ...store.overrides, uploadMaxBytes: MAX });
    owner = await t.as('asset_owner');
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  const upload = (data: Buffer, filename?: string, type?: string, headers = owner) =>
    post(t.app, headers, data, filename, type);
  const state = async () => ({
    held: await store.held(t.db),
    rows: (await t.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n,
    audits: (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from audit_log where entity = 'upload'`,
      )
    )[0]!.n,
  });

  describe(`POST /api/upload (${label})`, () => {
    it('stores each accepted type under a random name and serves it with its real type', async () => {
      const before = await state();
      const cases = [
        [PNG, 'image/png', 'png', 'inline'],
        [JPEG, 'image/jpeg', 'jpg', 'inline'],
        [GIF, 'image/gif', 'gif', 'inline'],
        [WEBP, 'image/webp', 'webp', 'inline'],
        [PDF, 'application/pdf', 'pdf', 'attachment'],
      ] as const;
      const names: string[] = [];
      for (const [bytes, type, ext, disposition] of cases) {
        // The client's file name and type are ignored: the bytes decide.
        const res = await upload(bytes, 'evil.html', 'text/html');
        expect(res.statusCode, type).toBe(201);
        const { fileUrl } = uploadResponse.parse(res.json());
        expect(fileUrl).toMatch(new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.${ext}$`));
        const name = fileUrl.replace('/api/uploads/', '');
        names.push(name);

        expectServed(
          await t.app.inject({ url: fileUrl, headers: owner }),
          name,
          bytes,
          type,
          disposition,
        );
      }
      const rows = await t.db.query<{ content_type: string; size: number; uploaded_by: string }>(
        `select content_type, size, uploaded_by from uploads where name = any($1::text[])
         order by content_type`,
        [names],
      );
      expect(rows.map((r) => [r.content_type, r.size])).toEqual(
        cases.map(([bytes, type]) => [type, bytes.length]).sort(),
      );
      const after = await state();
      expect(after.rows - before.rows).toBe(5);
      expect(after.audits - before.audits).toBe(5);
      expect(after.held).toEqual([...before.held, ...names].sort());
    });

    it('refuses content that is not an image or a PDF (415), whatever its name, writing nothing', async () => {
      const before = await state();
      for (const bytes of [SVG, HTML, Buffer.from('just text'), Buffer.from([0, 1, 2, 3])]) {
        const res = await upload(bytes, 'photo.png', 'image/png');
        expect(res.statusCode).toBe(415);
        expect(res.json()).toMatchObject({ code: 'unsupported_file_type' });
      }
      expect(await state()).toEqual(before);
    });

    it('refuses a file over the cap with 413 payload_too_large, writing nothing', async () => {
      const before = await state();
      const res = await upload(Buffer.concat([PNG, Buffer.alloc(MAX)]));
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ code: 'payload_too_large' });
      expect(await state()).toEqual(before);
    });

    it('answers 400 without a `file` part or without a multipart body, 401 signed out', async () => {
      const before = await state();
      const other = multipart([
        { field: 'photo', data: PNG, filename: 'a.png', type: 'image/png' },
      ]);
      const noFile = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: { ...owner, ...other.headers },
        payload: other.payload,
      });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json()).toMatchObject({
        code: 'validation_failed',
        details: [{ path: 'file', message: 'flotte.validation.required' }],
      });
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/upload',
        headers: owner,
        payload: { file: 'x' },
      });
      expect(json.statusCode).toBe(400);
      const anonymous = await upload(PNG, 'a.png', 'image/png', { authorization: '' });
      expect(anonymous.statusCode).toBe(401);
      expect(await state()).toEqual(before);
    });

    it('takes files larger than the JSON body limit (1 MiB) up to its own cap', async () => {
      const roomy = await t.rebuild({ uploadMaxBytes: 3 * 1024 * 1024 });
      const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
      const res = await post(roomy, owner, big, 'big.png');
      expect(res.statusCode).toBe(201);
      const served = await roomy.inject({
        url: uploadResponse.parse(res.json()).fileUrl,
        headers: owner,
      });
      expect(served.headers['content-length']).toBe(String(big.length));
      expect(served.rawPayload.equals(big)).toBe(true);
    });

    it('a recording that fails leaves no bytes in the store', async () => {
      const before = await state();
      const uploads = createUploadStore(t.config);
      // An uploader that does not exist: the uploads row's foreign key refuses it.
      await expect(storeUpload(t.db, uploads, randomUUID(), PNG)).rejects.toThrow();
      await uploads.close();
      expect(await state()).toEqual(before);
    });
  });

  describe(`who may upload and read (${label})`, () => {
    it('role × route → status: every signed-in role uploads and reads its own file; signed out, none', async () => {
      const callers = [...ROLES, 'signed out'] as const;
      const table: Record<string, [number, number]> = {};
      let fileUrl = '';
      for (const caller of callers) {
        const headers = caller === 'signed out' ? { authorization: '' } : await t.as(caller);
        const created = await upload(PNG, 'a.png', 'image/png', headers);
        if (created.statusCode === 201) fileUrl = uploadResponse.parse(created.json()).fileUrl;
        // Each caller reads the last file uploaded: its own; signed out, the driver's (issue 31:
        // an upload no record names is its uploader's; tests/api/private-files.test.ts).
        const read = await t.app.inject({ url: fileUrl, headers });
        table[caller] = [created.statusCode, read.statusCode];
      }
      expect(table).toEqual({
        superadmin: [201, 200],
        in_house_manager: [201, 200],
        asset_owner: [201, 200],
        business: [201, 200],
        b2b: [201, 200],
        // A driver sends its proof's photo and signature (docs/drivers.md).
        driver: [201, 200],
        'signed out': [401, 404],
      });
    });
  });

  describe(`GET /api/uploads/:name (${label})`, () => {
    it('answers 404 for unknown names and anything outside the name whitelist', async () => {
      for (const name of [
        '00000000-0000-0000-0000-000000000000.png',
        '..%2F..%2Fetc%2Fpasswd',
        '..%2Fpackage.json',
        'x.png',
        '%2Fetc%2Fpasswd',
      ]) {
        const res = await t.app.inject({ url: `/api/uploads/${name}` });
        expect(res.statusCode, name).toBe(404);
        expect(res.json()).toMatchObject({ code: 'not_found' });
      }
    });

    it('answers 404 for a recorded upload whose bytes the store does not hold', async () => {
      // As an upload left on the disk of a server not yet started with this version.
      const name = `${randomUUID()}.png`;
      await t.db.query(
        `insert into uploads (name, content_type, size) values ($1, 'image/png', $2)`,
        [name, PNG.length],
      );
      const res = await t.app.inject({ url: `/api/uploads/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found' });
    });
  });
}
