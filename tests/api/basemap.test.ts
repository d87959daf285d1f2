/**
 * The built-in basemap (issue 33, docs/maps.md): public/basemap/world.json, made by
 * scripts/basemap.ts, goes through the build's pre-compression and is served by the app itself
 * compressed, a few hundred KB on the wire.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../build/compress';
import type { App } from '../../server/app';
import { appPerFile } from './per-file';

const t = appPerFile();
const SOURCE = path.resolve('public/basemap/world.json');
let web: App;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'flotte-basemap-web-'));
  // A built app: its page, and the basemap as the build copies it from public/.
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Flotte</title>\n');
  mkdirSync(path.join(dir, 'basemap'));
  copyFileSync(SOURCE, path.join(dir, 'basemap', 'world.json'));
  await precompressDir(dir);
  web = await t.rebuild({ webDir: dir });
});

const get = (accept: string) =>
  web.inject({ url: '/basemap/world.json', headers: { 'accept-encoding': accept } });

/** The land and the borders, each one feature. */
const kinds = (json: string) =>
  (JSON.parse(json) as { features: { properties: { kind: string } }[] }).features.map(
    (f) => f.properties.kind,
  );

describe('the built-in basemap', () => {
  it('is served by the app compressed with brotli, under 300 KB, decoding to the land and borders', async () => {
    const res = await get('gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(300_000);
    const text = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(text).toBe(readFileSync(SOURCE, 'utf8'));
    expect(kinds(text)).toEqual(['land', 'border']);
  });

  it('is gzipped for a client without brotli', async () => {
    const res = await get('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.rawPayload.length).toBeLessThan(300_000);
    expect(kinds(gunzipSync(res.rawPayload).toString('utf8'))).toEqual(['land', 'border']);
  });
});
