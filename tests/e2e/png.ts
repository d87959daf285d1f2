/**
 * Small real PNG images for upload tests: a square of one colour, encoded by the demo's PNG
 * encoder (server/demo/png.ts) so that the server's content check and the browser's decoder
 * both see a genuine image.
 */
import { encodePng } from '../../server/demo/png';

/** A `size`×`size` PNG filled with `#rrggbb`. */
export function solidPng(size: number, color: string): Buffer {
  const rgb = [1, 3, 5].map((at) => parseInt(color.slice(at, at + 2), 16));
  // Each scanline: filter byte 0, then the pixels.
  const row = Buffer.from([0, ...Array.from({ length: size }, () => rgb).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return encodePng(size, size, 'rgb', pixels);
}
