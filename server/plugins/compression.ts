import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Text answers of the API (JSON above all) are compressed per request. Images and PDFs are
 * compressed already; octet-stream (the plugin's default) is left alone too.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?json(?:;|$)|application\/javascript|image\/svg\+xml)/;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses the API's answers above 1 KiB, brotli or gzip per `Accept-Encoding` (with
 * `Vary: Accept-Encoding`), at cheap levels: an answer is compressed at each request, so brotli
 * quality 4 and gzip level 6 (on a page of JSON, brotli 4 is under 10 % larger than quality 11
 * and about 50 times faster: under a millisecond for 25 rows).
 * The built app's files are not compressed here: they come pre-compressed from the build
 * (build/compress.ts, `preCompressed` in plugins/web.ts).
 * Register before any route: the plugin wraps each route as it is added. See docs/compression.md.
 */
export async function installCompression(app: FastifyInstance) {
  // Runs before the plugin's own onRoute hook (added below), which skips `compress: false`.
  // (HEAD routes need nothing: Fastify empties their payload before the plugin's onSend.)
  app.addHook('onRoute', (route) => {
    if (route.compress === undefined && !isApiRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    customTypes: COMPRESSIBLE,
  });
}
