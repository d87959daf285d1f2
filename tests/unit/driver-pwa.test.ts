/**
 * The driver's screen as an installable app (docs/drivers.md, "The driver's screen"): its
 * manifests and icons, how the server serves the service worker, and what that worker
 * (public/sw.js) keeps and never touches, run in a stand-in of the worker's global scope.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';
import { validatorCompiler } from '../../server/plugins/validation';
import { installWeb } from '../../server/plugins/web';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PUBLIC = path.join(ROOT, 'public');
const read = (file: string) => readFileSync(path.join(PUBLIC, file));

/** The width and height a PNG's header states. */
const pngSize = (png: Buffer) => {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

describe('the manifests', () => {
  it.each([
    ['manifest.webmanifest', 'Flotte Chauffeur', 'fr'],
    ['manifest.en.webmanifest', 'Flotte Driver', 'en'],
  ])('%s opens the driver’s screen, standalone, with its icons', (file, name, lang) => {
    const manifest = JSON.parse(read(file).toString('utf8'));
    expect(manifest).toMatchObject({
      name,
      lang,
      start_url: '/#/driver',
      scope: '/',
      display: 'standalone',
    });
    const sizes = manifest.icons.map((icon: { src: string; sizes: string; purpose: string }) => {
      const [width, height] = pngSize(read(icon.src.replace(/^\//, '')));
      expect(`${width}x${height}`).toBe(icon.sizes);
      return `${icon.sizes} ${icon.purpose}`;
    });
    expect(sizes).toEqual(
      expect.arrayContaining([
        '192x192 any',
        '512x512 any',
        '192x192 maskable',
        '512x512 maskable',
      ]),
    );
  });

  it('is linked from the page', () => {
    const html = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});

describe('serving the service worker', () => {
  let webDir: string;
  const app = Fastify();
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'flotte-pwa-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Flotte</title>');
    for (const file of ['sw.js', 'manifest.webmanifest']) {
      copyFileSync(path.join(PUBLIC, file), path.join(webDir, file));
    }
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'assets', 'index-abc.js'), 'export {};');
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await installWeb(app, { ...readConfig({}), webDir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('/sw.js: never cached without a check, allowed to serve the whole app', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['service-worker-allowed']).toBe('/');
  });

  it('the manifest as a manifest; built files as before', async () => {
    const manifest = await app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers['service-worker-allowed']).toBeUndefined();
    const asset = await app.inject({ url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

/** A stand-in of a service worker's global scope: events, Cache Storage, and the network. */
function workerScope(network: (url: string) => Response | Promise<Response>) {
  const listeners = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: string | Request) =>
    new URL(typeof request === 'string' ? request : request.url, 'https://flotte.test').pathname;
  const open = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      match: async (r: string | Request) => store.get(keyOf(r))?.clone(),
      put: async (r: string | Request, response: Response) => void store.set(keyOf(r), response),
      addAll: async (urls: string[]) => {
        for (const u of urls) store.set(keyOf(u), await network(u));
      },
      keys: async () => [...store.keys()],
      delete: async (k: string) => store.delete(k),
    };
  };
  const fetched: string[] = [];
  const scope = {
    location: new URL('https://flotte.test/sw.js'),
    clients: { claim: async () => undefined },
    skipWaiting: async () => undefined,
    addEventListener: (type: string, listener: (event: unknown) => void) =>
      listeners.set(type, listener),
  };
  const caches = {
    open,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const fetchStub = async (request: string | Request) => {
    const url = typeof request === 'string' ? request : request.url;
    fetched.push(keyOf(url));
    return network(url);
  };
  new Function('self', 'caches', 'fetch', readFileSync(path.join(PUBLIC, 'sw.js'), 'utf8'))(
    scope,
    caches,
    fetchStub,
  );

  /** Dispatches an event, once what it waited for is done; answers what the worker responded. */
  const dispatch = async (type: string, init: Record<string, unknown> = {}) => {
    let responded: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get(type)?.({
      ...init,
      respondWith: (r: Promise<Response>) => (responded = r),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    await Promise.all(waits);
    // Wrapped: an async function's result would flatten the promise into the response.
    return { responded };
  };
  const request = (url: string, mode: RequestMode = 'no-cors') => ({
    url: new URL(url, 'https://flotte.test').href,
    method: 'GET',
    mode,
  });
  return { dispatch, request, fetched, stores };
}

describe('the service worker (public/sw.js)', () => {
  let online = true;
  const page = () => new Response('<!doctype html><title>Flotte</title>', { status: 200 });
  const network = (url: string) => {
    if (!online) throw new TypeError('Failed to fetch');
    return url.endsWith('.html') || url.endsWith('/') ? page() : new Response(`/* ${url} */`);
  };

  it('keeps the shell on install and opens the page offline from it', async () => {
    online = true;
    const sw = workerScope(network);
    await sw.dispatch('install');
    expect([...(sw.stores.get('flotte-driver-v1-shell')?.keys() ?? [])]).toEqual(
      expect.arrayContaining(['/index.html', '/env.js', '/manifest.webmanifest']),
    );

    online = false;
    const offline = await sw.dispatch('fetch', { request: sw.request('/', 'navigate') });
    expect(await (await offline.responded)?.text()).toContain('<title>Flotte</title>');
    const env = await sw.dispatch('fetch', { request: sw.request('/env.js') });
    expect(await (await env.responded)?.text()).toContain('/env.js');
  });

  it('keeps built files the screen names, and serves them from there', async () => {
    online = true;
    const sw = workerScope(network);
    await sw.dispatch('message', {
      data: {
        type: 'cache-assets',
        urls: ['/assets/driver-1.js', '/api/driver-dispatches', 'https://x.test/a.js'],
      },
    });
    expect([...(sw.stores.get('flotte-driver-v1-assets')?.keys() ?? [])]).toEqual([
      '/assets/driver-1.js',
    ]);
    online = false;
    const kept = await sw.dispatch('fetch', { request: sw.request('/assets/driver-1.js') });
    expect(await (await kept.responded)?.text()).toContain('/assets/driver-1.js');
  });

  it('never answers for the API, other hosts or writes: the network does', async () => {
    const sw = workerScope(network);
    for (const request of [
      sw.request('/api/driver-dispatches'),
      sw.request('/api/uploads/a.png'),
      sw.request('https://tiles.example.test/1/2/3.png'),
      { ...sw.request('/assets/x.js'), method: 'POST' },
    ]) {
      expect((await sw.dispatch('fetch', { request })).responded, request.url).toBeUndefined();
    }
    expect(sw.stores.size).toBe(0);
  });
});
