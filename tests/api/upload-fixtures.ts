import { expect } from 'vitest';
import type { App } from '../../server/app';

/** One file of each accepted type, and content that must be refused whatever its name. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(64),
]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32)]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(32),
]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
export const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

/** A multipart body with one part per entry: files carry a (lying) name and type. */
export function multipart(
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

/** POST /api/upload of one file in the field `file`, the client claiming a name and type. */
export function upload(
  app: App,
  headers: { authorization: string },
  data: Buffer,
  filename = 'photo.png',
  type = 'image/png',
) {
  const body = multipart([{ field: 'file', data, filename, type }]);
  return app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** The headers a served upload must carry, whichever server or store answers. */
export const servedHeaders = (res: { headers: Record<string, unknown> }) => ({
  'content-type': res.headers['content-type'],
  'content-length': res.headers['content-length'],
  'content-disposition': res.headers['content-disposition'],
  'cache-control': res.headers['cache-control'],
  'x-content-type-options': res.headers['x-content-type-options'],
});

/** `res` serves the upload `name`: its bytes, with its real type, inline or as an attachment. */
export function expectServed(
  res: { statusCode: number; rawPayload: Buffer; headers: Record<string, unknown> },
  name: string,
  bytes: Buffer,
  type: string,
  disposition: 'inline' | 'attachment',
) {
  expect(res.statusCode).toBe(200);
  expect(servedHeaders(res)).toEqual({
    'content-type': type,
    'content-length': String(bytes.length),
    'content-disposition': `${disposition}; filename="${name}"`,
    'cache-control': 'private, max-age=86400',
    'x-content-type-options': 'nosniff',
  });
  expect(res.rawPayload.equals(bytes)).toBe(true);
}
