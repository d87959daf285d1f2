/**
 * Pre-compression of the built app (docs/compression.md): next to each text file of the output
 * above 1 KiB, `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9), which the server sends
 * as they are (@fastify/static `preCompressed`). The highest levels cost time once, at build,
 * and nothing per request. Images are compressed already; source maps are left out (only
 * developer tools fetch them, and at four times the scripts' size they would multiply the
 * build's compression time by five).
 */
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Smaller files go as they are: a few hundred bytes gain nothing worth a second request path. */
export const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/**
 * Writes `.br` and `.gz` beside each compressible file of `dir` of at least `minBytes`; a
 * variant not smaller than its file is not written (the server then sends the file).
 * Answers the paths written.
 */
export async function precompressDir(dir: string, minBytes = MIN_BYTES): Promise<string[]> {
  const written: string[] = [];
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < minBytes) return;
      const source = await readFile(file);
      const variants: [string, Buffer][] = [
        [
          `${file}.br`,
          await brotli(source, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
            },
          }),
        ],
        [`${file}.gz`, await gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })],
      ];
      for (const [target, bytes] of variants) {
        if (bytes.length >= source.length) continue;
        await writeFile(target, bytes);
        written.push(target);
      }
    }),
  );
  return written.sort();
}

/** The Vite plugin: once the build has written its output (public files included). */
export function precompress(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'flotte:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      if (error || !config || config.build.write === false) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      // A failed build wrote nothing (and rolldown does not pass its error here): stay quiet,
      // so that the build's own error is the one reported, not a missing folder.
      if (!existsSync(outDir)) return;
      const written = await precompressDir(outDir);
      config.logger.info(`precompress: ${written.length} .br/.gz files in ${outDir}`);
    },
  };
}
