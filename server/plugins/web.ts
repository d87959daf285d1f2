import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ServerConfig } from '../config';
import { sendNotFound } from './errors';
import { appContentSecurityPolicy, inlineScriptHashes } from './security';

type WebConfig = Pick<
  ServerConfig,
  | 'webDir'
  | 'apiUrl'
  | 'geoIpUrl'
  | 'googleClientId'
  | 'mapTilesUrl'
  | 'mapTilesAttribution'
  | 'positionIntervalSeconds'
  | 'geocoderUrl'
>;

const NOT_BUILT =
  'Flotte: the web app is not built. Run `npm run build` (or `npm start`, which builds it), then reload.\n';

/** The browser's runtime configuration (src/config.ts reads `window.FLOTTE_CONFIG`). */
export function envScript(config: WebConfig): string {
  const json = JSON.stringify({
    apiUrl: config.apiUrl,
    googleClientId: config.googleClientId,
    geoIpUrl: config.geoIpUrl,
    // The maps and the driver's positions (docs/positions.md).
    mapTilesUrl: config.mapTilesUrl,
    mapTilesAttribution: config.mapTilesAttribution,
    positionInterval: config.positionIntervalSeconds,
    // Whether the request form's address search has a geocoder (GEOCODER_URL) behind it.
    addressSearch: config.geocoderUrl !== undefined,
  });
  // `<` escaped: the value stays inert even if the script is ever inlined in HTML.
  return `window.FLOTTE_CONFIG = ${json.replace(/</g, '\\u003c')};\n`;
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const wantsPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  (request.headers.accept ?? '').includes('text/html');

/**
 * One port serves everything: the built app from `webDir` (hashed assets cached for a year,
 * pages never), `/env.js`, and `index.html` for any other page address, so the app's own
 * routes survive a reload. Unknown `/api` addresses and non-page requests answer a JSON 404.
 */
export async function installWeb(app: FastifyInstance, config: WebConfig) {
  const indexHtml = path.join(config.webDir, 'index.html');
  const built = existsSync(indexHtml);
  // index.html's inline script (a tracking link sent to its entry) runs by its hash.
  const csp = appContentSecurityPolicy(
    config,
    built ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [],
  );
  const trackingPage = path.resolve(config.webDir, 'tracking.html');
  const serviceWorker = path.resolve(config.webDir, 'sw.js');

  app.get(
    '/env.js',
    { schema: { hide: true, response: { 200: z.string() } } },
    async (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(envScript(config)),
  );

  if (built) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      wildcard: true,
      schemaHide: true,
      cacheControl: false,
      // `x.js.br`/`x.js.gz` written by the build (build/compress.ts) are sent per
      // Accept-Encoding with `Vary`, never compressed per request (docs/compression.md).
      preCompressed: true,
      setHeaders: (reply, sentPath) => {
        const filePath = sentPath.replace(/\.(?:br|gz)$/, '');
        if (filePath.endsWith('.html')) {
          reply.header('cache-control', 'no-cache');
          reply.header('content-security-policy', csp);
          // The tracking page's address is a capability (docs/tracking.md).
          if (filePath === trackingPage) reply.header('x-robots-tag', 'noindex');
        } else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (filePath === serviceWorker) {
          // The driver screen's service worker (docs/drivers.md): checked for a new version at
          // each visit, and allowed to serve the whole app (the shell and its built files).
          reply.header('cache-control', 'no-cache');
          reply.header('service-worker-allowed', '/');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });
  }

  const sendPage = (reply: FastifyReply) =>
    built
      ? reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', csp)
          .sendFile('index.html')
      : reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);

  app.setNotFoundHandler((request, reply) => {
    if (!isApi(request.url) && wantsPage(request)) {
      // The app routes by the hash (`/#/b/acme/login`): a page address typed or linked
      // without it (`/b/acme/login`) is sent to the same route inside the app.
      if (
        built &&
        request.method === 'GET' &&
        request.url !== '/' &&
        !request.url.startsWith('/?')
      ) {
        return reply.redirect(`/#${request.url}`, 302);
      }
      return sendPage(reply);
    }
    return sendNotFound(reply);
  });
}
