import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';

const GOOGLE = 'https://accounts.google.com';

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined; // a relative URL: same origin, already allowed by 'self'
  }
}

/**
 * The origins of MAP_TILES_URL: its `{z}/{x}/{y}` placeholders are in the path; a `{s}` in the
 * host stands for the `a`, `b` and `c` subdomains (docs/maps.md).
 */
export function tilesOrigins(url: string): string[] {
  const origin = /^https?:\/\/[^/?#]+/.exec(url)?.[0];
  if (!origin) return [];
  return origin.includes('{s}') ? ['a', 'b', 'c'].map((s) => origin.replace('{s}', s)) : [origin];
}

/**
 * The Content-Security-Policy of the app's pages: same origin only, plus exactly the hosts the
 * configuration names (an API on another origin, the IP-geolocation service, the map tiles,
 * Google sign-in when a client id is set). Emotion (MUI) injects `<style>` elements, hence
 * 'unsafe-inline' for styles only; scripts stay strict. The maps (MapLibre) fetch their tiles
 * (connect-src), draw them as images (img-src) and run their worker from this origin
 * (worker-src). The pages' own inline scripts run by their hash (`scriptHashes`, from
 * inlineScriptHashes): index.html's few lines that send a tracking link to its entry.
 */
export function appContentSecurityPolicy(
  config: Pick<ServerConfig, 'apiUrl' | 'geoIpUrl' | 'googleClientId' | 'mapTilesUrl'>,
  scriptHashes: readonly string[] = [],
): string {
  const google = config.googleClientId ? [GOOGLE] : [];
  const tiles = tilesOrigins(config.mapTilesUrl);
  const connect = [
    "'self'",
    ...[config.apiUrl, config.geoIpUrl].map(originOf).filter((o): o is string => !!o),
    ...tiles,
    ...google,
  ];
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes, ...google].join(' '),
    `style-src 'self' 'unsafe-inline' ${google.join(' ')}`.trim(),
    `img-src ${[...new Set(["'self'", 'data:', 'blob:', 'https:', ...tiles])].join(' ')}`,
    "worker-src 'self'",
    "font-src 'self' data:",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${google.length ? google.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts of a page (a `<script>` without `src`),
 * hashed as the browser hashes them: the exact text between the tags.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/** Headers every answer carries; API answers are never cached (they hold private data). */
export function installSecurityHeaders(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    // Google sign-in opens a pop-up that must be able to answer its opener.
    reply.header('cross-origin-opener-policy', 'same-origin-allow-popups');
    if (request.url.startsWith('/api/') && !request.url.startsWith('/api/docs')) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
  });
}
