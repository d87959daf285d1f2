/**
 * Compression on the wire (docs/compression.md): the API's JSON above 1 KiB per
 * Accept-Encoding, and the built app's files sent pre-compressed as they are.
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { assetType } from '../../contract/asset-type';
import { uploadResponse } from '../../contract/upload';
import type { App } from '../../server/app';
import { appPerFile } from './per-file';

const t = appPerFile({ uploadDir: mkdtempSync(path.join(tmpdir(), 'flotte-s8-uploads-')) });
let admin: { authorization: string };
beforeAll(async () => {
  admin = await t.as('superadmin');
  // Enough asset types for a page of JSON well above 1 KiB.
  await t.db.query(
    `insert into asset_types (name, description, base_price)
     select 'Compressible type ' || g, 'A description long enough to weigh something', g
     from generate_series(1, 60) g`,
  );
});

const LIST = '/api/asset-type?limit=100&sort=name&order=asc';
const list = (encoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url: LIST,
    headers: { ...admin, ...(encoding === undefined ? {} : { 'accept-encoding': encoding }) },
  });
const page = listResponse(assetType);

describe('JSON answers', () => {
  it('are sent plain without Accept-Encoding, and weigh more than the threshold', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(4096);
    expect(page.parse(res.json()).data.length).toBeGreaterThan(60);
  });

  it('are compressed with brotli when the client accepts it, and decode to the same JSON', async () => {
    const plain = await list();
    for (const accept of ['br', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.5']) {
      const res = await list(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe('br');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'))).toEqual(
        plain.json(),
      );
    }
  });

  it('are compressed at brotli quality 1, the cheapest that stays as small as gzip 1', async () => {
    // The literal level, not the plugin's constant: a change of level must be made here too,
    // with the measurements of docs/compression.md.
    const plain = await list();
    const res = await list('gzip, deflate, br, zstd');
    const atQuality = (quality: number) =>
      brotliCompressSync(plain.rawPayload, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: quality,
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(atQuality(1))).toBe(true);
    expect(res.rawPayload.equals(atQuality(2))).toBe(false);
  });

  it('are compressed with gzip for a client without brotli', async () => {
    const plain = await list();
    for (const accept of ['gzip', 'gzip, deflate', 'br;q=0, gzip']) {
      const res = await list(accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(JSON.parse(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(plain.json());
    }
  });

  it('are sent plain for an encoding the server does not offer, or identity', async () => {
    for (const accept of ['identity', 'deflate', 'compress']) {
      const res = await list(accept);
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(page.parse(res.json()).data.length).toBeGreaterThan(60);
    }
  });

  it('leaves small answers alone: a health check, an error, /env.js', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const health = await t.app.inject({ url: '/api/health', headers });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
    const refused = await t.app.inject({ url: LIST, headers });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    const env = await t.app.inject({ url: '/env.js', headers });
    expect(env.headers['content-encoding']).toBeUndefined();
    const window: { FLOTTE_CONFIG?: { apiUrl?: string } } = {};
    new Function('window', env.body)(window);
    expect(window.FLOTTE_CONFIG?.apiUrl).toBe('/api');
  });

  it('does not compress a HEAD answer: no body, the length of the plain one', async () => {
    const plain = await list();
    const res = await list('br', 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBe(0);
    expect(Number(res.headers['content-length'])).toBe(plain.rawPayload.length);
  });
});

describe('uploads', () => {
  /** Uploads `bytes` as the owner and fetches them back accepting brotli and gzip. */
  async function roundTrip(bytes: Buffer, name: string) {
    const boundary = '----flotte-s8';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: {
        ...(await t.as('asset_owner')),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { fileUrl } = uploadResponse.parse(posted.json());
    // Read by its uploader: a file is private to the record, or the uploader, that owns it.
    return t.app.inject({
      url: fileUrl,
      headers: { ...(await t.as('asset_owner')), 'accept-encoding': 'br, gzip' },
    });
  }

  it('are sent as stored: images and PDFs are compressed already', async () => {
    const png = Buffer.concat([
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
        'base64',
      ),
      Buffer.alloc(4000),
    ]);
    // A PDF of plain text would shrink a lot: it is still not compressed per request.
    const pdf = Buffer.from(`%PDF-1.4\n${'1 0 obj\n<<>>\nendobj\n'.repeat(200)}trailer\n%%EOF\n`);
    for (const [bytes, name, type] of [
      [png, 'photo.png', 'image/png'],
      [pdf, 'papers.pdf', 'application/pdf'],
    ] as const) {
      const res = await roundTrip(bytes, name);
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe(type);
      expect(res.headers['content-encoding'], name).toBeUndefined();
      expect(res.rawPayload.equals(bytes), name).toBe(true);
    }
  });
});

describe('the built app, pre-compressed', () => {
  const js = `export const greeting = ${JSON.stringify('bonjour '.repeat(400))};\n`;
  const html = `<!doctype html><title>Flotte</title><body>${'<p>page</p>'.repeat(200)}</body>\n`;
  const small = 'console.log(1);\n';
  let web: App;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'flotte-s8-web-'));
    mkdirSync(path.join(dir, 'assets'));
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dir, name), text);
      writeFileSync(path.join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(path.join(dir, `${name}.gz`), gzipSync(text, { level: 9 }));
    };
    write('index.html', html);
    write('assets/x-Bc3dE4fG.js', js);
    // Below the build's threshold: no .br/.gz beside it.
    writeFileSync(path.join(dir, 'assets/small-Hh5iJ6kL.js'), small);
    web = await t.rebuild({ webDir: dir });
  });

  const get = (url: string, accept?: string, extra: Record<string, string> = {}) =>
    web.inject({
      url,
      headers: { ...extra, ...(accept === undefined ? {} : { 'accept-encoding': accept }) },
    });

  it('sends the .br file as it is to a client accepting brotli, with a year of caching', async () => {
    const res = await get('/assets/x-Bc3dE4fG.js', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(readFileSync(path.join(dir, 'assets/x-Bc3dE4fG.js.br')))).toBe(
      true,
    );
    expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(js);
  });

  it('sends the .gz file to a client with gzip only, and the file itself to others', async () => {
    const gz = await get('/assets/x-Bc3dE4fG.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(js);
    expect(gz.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    for (const accept of [undefined, 'identity']) {
      const plain = await get('/assets/x-Bc3dE4fG.js', accept);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Varies all the same: a shared cache must not give this copy to a brotli client.
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(js);
    }
  });

  it('does not compress a small file without a pre-compressed copy', async () => {
    const res = await get('/assets/small-Hh5iJ6kL.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(small);
  });

  it('sends index.html compressed, never cached, with its security policy', async () => {
    for (const url of ['/', '/index.html']) {
      const res = await get(url, 'br', { accept: 'text/html' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(html);
    }
  });

  it('keeps /env.js working beside the static files', async () => {
    const res = await get('/env.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^window\.FLOTTE_CONFIG = /);
  });
});
