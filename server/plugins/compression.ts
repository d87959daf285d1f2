import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Answers up to this size are compressed in one synchronous call; larger ones (an export)
 * through a zlib stream. The plugin's default on 2 cores is 8 KiB: a page of 25 assets
 * (13 KiB) then went through a stream and the thread pool, about 0.8 ms of wall time against
 * 0.07 ms inline (docs/compression.md).
 */
export const COMPRESS_INLINE_MAX = 256 * 1024;

/** Brotli's quality and window for answers compressed per request (docs/compression.md). */
export const BROTLI_QUALITY = 1;
const BROTLI_WINDOW_BITS = 18;
/** gzip's level, for clients without brotli. */
export const GZIP_LEVEL = 1;

/**
 * Text answers of the API (JSON above all) are compressed per request. Images and PDFs are
 * compressed already; octet-stream (the plugin's default) is left alone too.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?json(?:;|$)|application\/javascript|image\/svg\+xml)/;

const isApiRoute = (url: string) => url === '/api' || url.startsWith('/api/');

/**
 * Compresses the API's answers above 1 KiB, brotli or gzip per `Accept-Encoding` (with
 * `Vary: Accept-Encoding`), inline and at cheap levels: an answer is compressed at each
 * request, so brotli quality 1 (a page of 25 assets: about half quality 2's time for 9 % more
 * bytes, as small as gzip 1 for less time) and gzip level 1.
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
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        // A 256 KiB window instead of 4 MiB: allocated at each call, and as large as an
        // answer compressed inline.
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: GZIP_LEVEL },
    syncThreshold: COMPRESS_INLINE_MAX,
    customTypes: COMPRESSIBLE,
  });
}
