/**
 * A recipient's signature as a real PNG for the demo's proofs of delivery: a pen stroke (a sum
 * of sines drawn from the demo's PRNG) rasterised in dark ink on white, encoded here (IHDR, one
 * zlib IDAT, IEND) so the upload store serves it and the receipt embeds it like a drawn one.
 */
import { crc32, deflateSync } from 'node:zlib';
import type { Prng } from './context';

const WIDTH = 240;
const HEIGHT = 80;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export function signaturePng(rand: Prng): Buffer {
  const ink = new Uint8Array(WIDTH * HEIGHT);
  const waves = Array.from({ length: 3 }, () => ({
    amplitude: rand.int(6, 16),
    period: rand.int(18, 60),
    phase: rand.next() * Math.PI * 2,
  }));
  // One stroke across the box, two pixels thick.
  for (let x = 16; x < WIDTH - 16; x++) {
    const y =
      HEIGHT / 2 +
      waves.reduce((s, w) => s + w.amplitude * Math.sin((x / w.period) * Math.PI + w.phase), 0) / 2;
    for (let dy = -1; dy <= 1; dy++) {
      const row = Math.round(y) + dy;
      if (row >= 0 && row < HEIGHT) ink[row * WIDTH + x] = 1;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header[8] = 8; // bits per sample
  header[9] = 0; // greyscale
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < WIDTH; x++) rows.push(ink[y * WIDTH + x] ? 0x1f : 0xff);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
