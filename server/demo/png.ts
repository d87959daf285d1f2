/**
 * A minimal PNG encoder (signature, IHDR, one zlib-compressed IDAT, IEND), enough for genuine
 * images the upload store, the receipts and the browsers accept: the demo's signatures
 * (signature-png.ts), the driver app's icons (scripts/driver-icons.ts) and the e2e tests'
 * uploads (tests/e2e/png.ts).
 */
import { crc32, deflateSync } from 'node:zlib';

/** PNG colour types used here: 0 greyscale, 2 truecolour without alpha. */
export type PngColour = 'grey' | 'rgb';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * An 8-bit `width`×`height` PNG of `scanlines`: each a filter byte (0: none), then its pixels;
 * `level`: zlib's compression level (its default when omitted).
 */
export function encodePng(
  width: number,
  height: number,
  colour: PngColour,
  scanlines: Uint8Array,
  level?: number,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample
  header[9] = colour === 'grey' ? 0 : 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, level === undefined ? {} : { level })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
