import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadResponse } from '../../contract/upload';
import { readConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

const MAX = 4096;
let t: TestApp;
let dir: string;
let owner: { authorization: string };

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'flotte-uploads-test-'));
  t = await createTestApp({ uploadDir: dir, uploadMaxBytes: MAX });
  owner = await t.as('asset_owner');
});
afterAll(() => t?.close());

/** A multipart body with one part per entry: files carry a (lying) name and type. */
function multipart(
  parts: { field: string; data: Buffer | string; filename?: string; type?: string }[],
) {
  const boundary = `----flotte${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = p.filename
      ? `form-data; name="${p.field}"; filename="${p.filename}"`
      : `form-data; name="${p.field}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (p.type ? `Content-Type: ${p.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = async (
  data: Buffer,
  filename = 'photo.png',
  type = 'image/png',
  headers = owner,
) => {
  const body = multipart([{ field: 'file', data, filename, type }]);
  return t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};

const state = async () => ({
  files: readdirSync(dir).sort(),
  rows: (await t.db.query<{ n: number }>('select count(*)::int as n from uploads'))[0]!.n,
});

describe('POST /api/upload', () => {
  it('stores each accepted type under a random name and serves it with its real type', async () => {
    const cases = [
      [PNG, 'image/png', 'png', 'inline'],
      [JPEG, 'image/jpeg', 'jpg', 'inline'],
      [GIF, 'image/gif', 'gif', 'inline'],
      [WEBP, 'image/webp', 'webp', 'inline'],
      [PDF, 'application/pdf', 'pdf', 'attachment'],
    ] as const;
    for (const [bytes, type, ext, disposition] of cases) {
      // The client's file name and type are ignored: the bytes decide.
      const res = await upload(bytes, 'evil.html', 'text/html');
      expect(res.statusCode, type).toBe(201);
      const { fileUrl } = uploadResponse.parse(res.json());
      expect(fileUrl).toMatch(new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.${ext}$`));

      const served = await t.app.inject({ url: fileUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-disposition']).toMatch(new RegExp(`^${disposition};`));
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    const rows = await t.db.query<{ content_type: string; size: number; uploaded_by: string }>(
      `select u.content_type, u.size, u.uploaded_by from uploads u`,
    );
    expect(rows).toHaveLength(5);
    const audits = await t.db.query(`select 1 from audit_log where entity = 'upload'`);
    expect(audits).toHaveLength(5);
    expect(readdirSync(dir)).toHaveLength(5);
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
    const big = Buffer.concat([PNG, Buffer.alloc(MAX)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payload_too_large' });
    expect(await state()).toEqual(before);
  });

  it('answers 400 without a `file` part or without a multipart body, 401 signed out', async () => {
    const before = await state();
    const other = multipart([{ field: 'photo', data: PNG, filename: 'a.png', type: 'image/png' }]);
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
    const body = multipart([{ field: 'file', data: big, filename: 'big.png', type: 'image/png' }]);
    const res = await roomy.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(201);
  });

  it('accepts every signed-in role', async () => {
    for (const role of ['superadmin', 'in_house_manager', 'business', 'b2b'] as const) {
      expect((await upload(PNG, 'a.png', 'image/png', await t.as(role))).statusCode).toBe(201);
    }
  });
});

describe('GET /api/uploads/:name', () => {
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
});

describe('upload configuration', () => {
  it('defaults to 5 MiB in <FLOTTE_DATA_DIR>/uploads and refuses a bad size', () => {
    const config = readConfig({ FLOTTE_DATA_DIR: '/srv/flotte' });
    expect(config.uploadDir).toBe(path.resolve('/srv/flotte/uploads'));
    expect(config.uploadMaxBytes).toBe(5 * 1024 * 1024);
    expect(readConfig({ FLOTTE_DATA_DIR: 'memory://' }).uploadDir).toBe(
      path.join(tmpdir(), 'flotte-uploads'),
    );
    expect(
      readConfig({ FLOTTE_UPLOAD_DIR: '/var/up', FLOTTE_UPLOAD_MAX_BYTES: '1000' }),
    ).toMatchObject({ uploadDir: path.resolve('/var/up'), uploadMaxBytes: 1000 });
    expect(() => readConfig({ FLOTTE_UPLOAD_MAX_BYTES: 'lots' })).toThrow(
      /FLOTTE_UPLOAD_MAX_BYTES/,
    );
  });
});
