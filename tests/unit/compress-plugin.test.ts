/**
 * The build's pre-compression (build/compress.ts): `.br` and `.gz` beside each text file above
 * 1 KiB of the output, decoding to the file itself; nothing for images, maps or small files.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import type { ResolvedConfig } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress, precompressDir } from '../../build/compress';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'flotte-precompress-'));
  mkdirSync(path.join(dir, 'assets'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const text = (n: number) => Array.from({ length: n }, (_, i) => `const v${i} = ${i};`).join('\n');
const put = (name: string, content: string | Buffer) => {
  writeFileSync(path.join(dir, name), content);
  return content;
};
const has = (name: string) => existsSync(path.join(dir, name));

describe('precompressDir', () => {
  it('writes .br and .gz beside each text file above 1 KiB, decoding to the file', async () => {
    const files = {
      'index.html': `<!doctype html>${'<p>Flotte</p>'.repeat(200)}`,
      'assets/index-Ab12Cd34.js': text(400),
      'assets/index-Ef56Gh78.css': `.a{color:red}\n`.repeat(200),
      'assets/logo-Ij90Kl12.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`,
      'manifest.json': JSON.stringify({ icons: Array.from({ length: 200 }, (_, i) => ({ i })) }),
    };
    for (const [name, content] of Object.entries(files)) put(name, content);

    const written = await precompressDir(dir);

    expect(written).toEqual(
      Object.keys(files)
        .flatMap((name) => [`${name}.br`, `${name}.gz`])
        .map((name) => path.join(dir, name))
        .sort(),
    );
    for (const [name, content] of Object.entries(files)) {
      const br = readFileSync(path.join(dir, `${name}.br`));
      const gz = readFileSync(path.join(dir, `${name}.gz`));
      expect(brotliDecompressSync(br).toString('utf8'), name).toBe(content);
      expect(gunzipSync(gz).toString('utf8'), name).toBe(content);
      expect(br.length, name).toBeLessThan(content.length);
    }
  });

  it('leaves small files, images, source maps and incompressible bytes alone', async () => {
    put('assets/small-Aa11Bb22.js', 'export const a = 1;\n');
    put('assets/photo-Cc33Dd44.png', Buffer.alloc(8000, 7));
    put('assets/index-Ee55Ff66.js.map', JSON.stringify({ mappings: 'A'.repeat(8000) }));
    // Random bytes do not shrink: a variant no smaller than the file is not written.
    const noise = Buffer.from(Array.from({ length: 4000 }, () => Math.floor(Math.random() * 256)));
    put('assets/noise-Gg77Hh88.js', noise);

    expect(await precompressDir(dir)).toEqual([]);
    for (const name of ['small-Aa11Bb22.js', 'photo-Cc33Dd44.png', 'index-Ee55Ff66.js.map']) {
      expect(has(`assets/${name}.br`), name).toBe(false);
      expect(has(`assets/${name}.gz`), name).toBe(false);
    }
    expect(has('assets/noise-Gg77Hh88.js.br')).toBe(false);
  });

  it('compresses at the highest levels, smaller than the per-request ones', async () => {
    // Real source text (this file): synthetic text can fool brotli's higher qualities.
    const source = put('assets/app-Ii99Jj00.js', readFileSync(fileURLToPath(import.meta.url)));
    await precompressDir(dir);
    const br = readFileSync(path.join(dir, 'assets/app-Ii99Jj00.js.br'));
    const gz = readFileSync(path.join(dir, 'assets/app-Ii99Jj00.js.gz'));
    const quality4 = brotliCompressSync(source, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4 },
    });
    expect(br.length).toBeLessThan(quality4.length);
    expect(br.length).toBeLessThan(gz.length);
    // gzip's header records level 9 as "maximum compression" (XFL = 2).
    expect(gz[8]).toBe(2);
  });
});

describe('the Vite plugin', () => {
  const resolved = (write = true) =>
    ({
      root: dir,
      build: { outDir: 'dist/web', write },
      logger: { info: () => undefined },
    }) as unknown as ResolvedConfig;
  type Hook = (...args: unknown[]) => unknown;

  it('runs at build only, on the resolved output directory, after the bundle is written', async () => {
    const plugin = precompress();
    expect(plugin.apply).toBe('build');
    expect(plugin.enforce).toBe('post');
    mkdirSync(path.join(dir, 'dist/web'), { recursive: true });
    put('dist/web/index.html', `<!doctype html>${'<p>Flotte</p>'.repeat(200)}`);

    (plugin.configResolved as Hook)(resolved());
    await (plugin.closeBundle as Hook)();
    expect(has('dist/web/index.html.br')).toBe(true);
    expect(has('dist/web/index.html.gz')).toBe(true);
  });

  it('writes nothing when the build writes nothing', async () => {
    const plugin = precompress();
    mkdirSync(path.join(dir, 'dist/web'), { recursive: true });
    put('dist/web/index.html', `<!doctype html>${'<p>Flotte</p>'.repeat(200)}`);
    (plugin.configResolved as Hook)(resolved(false));
    await (plugin.closeBundle as Hook)();
    expect(has('dist/web/index.html.br')).toBe(false);
  });
});
