/**
 * The driver app's launcher icons (public/icons/driver-192.png, driver-512.png; docs/drivers.md,
 * "The driver's screen"): the favicon's "F" (index.html) in white on Flotte's near-black, full
 * bleed so that the same picture serves as a maskable icon (the letter stays inside the central
 * circle every launcher keeps). Its shapes are rectangles on a 32-unit grid, so each size is
 * drawn exactly, without anti-aliasing or an image library.
 *
 *   npx tsx scripts/driver-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { encodePng } from '../server/demo/png';

const BACKGROUND = [0x11, 0x14, 0x18] as const; // colors.primary, src/theme.ts
const INK = [0xff, 0xff, 0xff] as const;
/** The favicon's path `M10 8h13v4h-9v3h8v4h-8v5h-4z` as rectangles [x, y, width, height]. */
const LETTER: ReadonlyArray<readonly [number, number, number, number]> = [
  [10, 8, 13, 4], // top bar
  [10, 12, 4, 12], // stem
  [14, 15, 8, 4], // middle bar
];

export function driverIcon(size: number): Buffer {
  const unit = size / 32;
  const inLetter = (x: number, y: number) =>
    LETTER.some(
      ([lx, ly, w, h]) =>
        x >= lx * unit && x < (lx + w) * unit && y >= ly * unit && y < (ly + h) * unit,
    );
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      const [r, g, b] = inLetter(x + 0.5, y + 0.5) ? INK : BACKGROUND;
      row.set([r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return encodePng(size, size, 'rgb', Buffer.concat(rows), 9);
}

const out = join(import.meta.dirname, '..', 'public', 'icons');
for (const size of [192, 512]) writeFileSync(join(out, `driver-${size}.png`), driverIcon(size));
