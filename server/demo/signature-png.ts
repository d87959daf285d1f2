/**
 * A recipient's signature as a real PNG for the demo's proofs of delivery: a pen stroke (a sum
 * of sines drawn from the demo's PRNG) rasterised in dark ink on white, encoded by png.ts so the
 * upload store serves it and the receipt embeds it like a drawn one.
 */
import type { Prng } from './context';
import { encodePng } from './png';

const WIDTH = 240;
const HEIGHT = 80;

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
  const rows: number[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < WIDTH; x++) rows.push(ink[y * WIDTH + x] ? 0x1f : 0xff);
  }
  return encodePng(WIDTH, HEIGHT, 'grey', Buffer.from(rows));
}
