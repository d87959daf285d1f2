/* global self, caches, fetch, URL, Response */
/**
 * Flotte's service worker (docs/drivers.md, "The driver's screen"), registered by the driver's
 * screen only (src/pages/driver/installable.ts). It keeps what that screen needs to open without
 * a network: the pages (index.html, driver.html: network first, the kept copy when offline),
 * /env.js, the manifests and icons (network first), and the built files under /assets/ (their
 * names change with their content: the kept copy first). It never touches /api/ nor anything else: the API's answers
 * hold private data and the outbox (IndexedDB) is the screen's own business.
 */
const VERSION = 'flotte-driver-v1';
const SHELL = `${VERSION}-shell`;
const ASSETS = `${VERSION}-assets`;
/** Built files kept at most (the oldest go first: each release brings new names). */
const MAX_ASSETS = 80;

const PAGE = '/index.html';
/** The driver's screen's own entry (driver.html, docs/first-screen.md), kept as its own page. */
const DRIVER_PAGE = '/driver.html';
const SHELL_FILES = [
  PAGE,
  DRIVER_PAGE,
  '/env.js',
  '/manifest.webmanifest',
  '/manifest.en.webmanifest',
  '/icons/driver-192.png',
  '/icons/driver-512.png',
];

const isShellFile = (pathname) => SHELL_FILES.includes(pathname);
const isAsset = (pathname) => pathname.startsWith('/assets/');

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('flotte-') && !name.startsWith(`${VERSION}-`))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Keeps at most MAX_ASSETS built files, dropping the oldest kept. */
async function trimAssets(cache) {
  const keys = await cache.keys();
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((k) => cache.delete(k)),
  );
}

/** The network's answer (kept under `key` when good), else the kept copy. */
async function networkFirst(request, key) {
  const cache = await caches.open(SHELL);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

/** The kept copy of a built file, else the network's (kept for next time). */
async function cacheFirst(request) {
  const cache = await caches.open(ASSETS);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    // The driver's entry under its own name; any other page is the app's (index.html).
    const page = url.pathname === DRIVER_PAGE ? DRIVER_PAGE : PAGE;
    event.respondWith(networkFirst(request, page).catch(() => Response.error()));
  } else if (isAsset(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (isShellFile(url.pathname)) {
    event.respondWith(networkFirst(request, url.pathname));
  }
  // Anything else goes to the network as if there were no service worker.
});

/**
 * The screen names the built files it loaded before this worker was in control (its code
 * chunks, styles): kept now, so that the screen opens offline next time.
 */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter(
    (u) => typeof u === 'string' && u.startsWith('/assets/') && !u.includes('..'),
  );
  event.waitUntil(
    caches.open(ASSETS).then(async (cache) => {
      for (const u of urls) {
        if (await cache.match(u)) continue;
        try {
          const response = await fetch(u);
          if (response.ok) await cache.put(u, response);
        } catch {
          // offline meanwhile: fetched again on next use
        }
      }
      await trimAssets(cache);
    }),
  );
});
