/**
 * The docs' screenshots, taken from the e2e harness's server and Debian's Chromium:
 *
 * - `dashboards` (docs/dashboards.md): the small demo, a few known writes through the API so
 *   that the figures are not all zero, then each demo role's dashboard at 1280×800 into
 *   docs/screenshots/dashboard-<role>.png;
 * - `tracking` (docs/maps.md, docs/drivers.md): the full demo (FLOTTE_DEMO=full), a request of
 *   Transports Durand in transit with a trail of positions, then its page's tracking section as
 *   the business sees it at 1280×800 (request-tracking-map.png) and the driver's screen on a
 *   390×844 phone (driver-screen.png);
 * - `planner` (docs/rounds.md, README): the full demo's planner's day (server/demo/planning-day.ts)
 *   optimised by its owner, Yanis Girard's round shown on the map, at 1280×1600
 *   (planner.png).
 *
 *   npm run screenshots                  (both; E2E_WEB_DIR: a build of one's own, as for e2e)
 *   npm run screenshots -- tracking      (only the named parts: dashboards, tracking, planner)
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { PLANNING_OWNER, PLANNING_VANS } from '../server/demo/planning-day';
import { DEMO_ACCOUNTS } from '../server/seed';
import { fr } from '../src/i18n/fr';
import { DEMO_PASSWORD, ROOT, launchBrowser, startServer } from '../tests/e2e/harness';
import { raFr } from '../tests/e2e/catalogs';
import { escape, fill, startingWith } from '../tests/e2e/text';

const OUT = join(ROOT, 'docs/screenshots');
const VIEWPORT = { width: 1280, height: 800 };

type Json = Record<string, unknown>;

/** One API call as `token`; answers the body's `data`, or throws with the answer. */
async function api(base: string, token: string | null, method: string, path: string, body?: Json) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return (JSON.parse(text) as { data: unknown }).data;
}

async function token(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { accessToken: string }).accessToken;
}

/** A top-up, four requests (one delivered by the owner's van, one on its way), some maintenance. */
export async function knownWrites(base: string) {
  const email = (role: string) => DEMO_ACCOUNTS.find((a) => a.role === role)!.email;
  const admin = await token(base, email('superadmin'));
  const business = await token(base, email('business'));
  const owner = await token(base, email('asset_owner'));
  const call = (t: string, method: string, path: string, body?: Json) =>
    api(base, t, method, path, body);

  const wallet = (await call(business, 'GET', '/wallet')) as { business_id: string };
  await call(admin, 'POST', `/superadmin/business/${wallet.business_id}/wallet/top-up`, {
    amount: 150_000,
  });
  const assets = (await call(owner, 'GET', '/assets?limit=100')) as {
    id: string;
    asset_type_id: string;
    status: string;
  }[];
  const [van, other] = assets;
  if (!van) throw new Error('the demo owner has no asset');
  const request = async () =>
    (
      (await call(business, 'POST', '/business-dispatches', {
        asset_type_id: van.asset_type_id,
        pickup_address: '12 rue de la Paix, Paris',
        dropoff_address: '3 place Bellecour, Lyon',
        recipient_name: 'Jeanne Martin',
        price: 18_900,
      })) as { id: string }
    ).id;
  const delivered = await request();
  const onItsWay = await request();
  await request();
  await request();
  const dispatch = async (requestId: string, assetId: string) =>
    (
      (await call(owner, 'POST', '/asset-dispatch', {
        request_id: requestId,
        asset_id: assetId,
      })) as {
        id: string;
      }
    ).id;
  const first = await dispatch(delivered, van.id);
  await call(owner, 'PATCH', `/asset-dispatch/${first}`, { status: 'in_transit' });
  await call(owner, 'PATCH', `/asset-dispatch/${first}`, { status: 'delivered' });
  if (other && other.asset_type_id === van.asset_type_id) await dispatch(onItsWay, other.id);
  else await dispatch(onItsWay, van.id);
  const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  for (const asset of assets.slice(0, 2)) {
    await call(owner, 'POST', '/maintenance', {
      asset_id: asset.id,
      kind: 'preventive',
      title: 'Vidange et filtres',
      scheduled_at: inDays(asset === van ? 9 : 4),
    });
  }
}

/** Signs `email` in through the sign-in page of a new context; answers its page. */
async function signIn(
  browser: Browser,
  base: string,
  email: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: 'fr-FR', ...options });
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.getByRole('textbox', { name: fr.flotte.auth.email }).fill(email);
  await page.getByLabel(startingWith(fr.flotte.auth.password)).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: fr.flotte.auth.sign_in, exact: true }).click();
  // The admin is up (its user menu) and has landed: a later goto is not overtaken.
  await page.getByRole('button', { name: raFr.auth.user_menu }).waitFor();
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/**
 * Resolves once the page has had no request in flight for half a second, the live status's
 * stream (`GET /api/events`, open as long as the tab: docs/live.md) left out: Playwright's
 * `networkidle` counts that stream and so, with it open, is never reached.
 */
async function networkQuiet(page: Page, quietMs = 500, limitMs = 30_000): Promise<void> {
  const inFlight = new Set<unknown>();
  const counted = (request: { url(): string }) =>
    !new URL(request.url()).pathname.startsWith('/api/events');
  const started = (request: { url(): string }) => {
    if (counted(request)) inFlight.add(request);
  };
  const ended = (request: unknown) => inFlight.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + limitMs;
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() > deadline) throw new Error(`network not quiet after ${limitMs} ms`);
      await page.waitForTimeout(50);
      if (inFlight.size > 0) quietSince = Date.now();
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

async function dashboards(browser: Browser) {
  const server = await startServer();
  try {
    await knownWrites(server.url);
    for (const account of DEMO_ACCOUNTS) {
      const page = await signIn(browser, server.url, account.email);
      // Every panel's figures in: the network quiet, no progress bar left.
      await networkQuiet(page);
      await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached' });
      const file = join(OUT, `dashboard-${account.role.replace(/_/g, '-')}.png`);
      await page.screenshot({ path: file });
      console.log(`wrote ${file}`);
      await page.context().close();
    }
  } finally {
    await server.stop();
  }
}

/** Two of the full demo's Paris addresses (server/demo/drivers.ts), about 1.3 km apart. */
const PICKUP = { address: '12 rue de Rivoli, 75004 Paris', lat: 48.8556, lng: 2.359 };
const DROPOFF = { address: '15 boulevard Voltaire, 75011 Paris', lat: 48.8655, lng: 2.367 };
const DRIVER_EMAIL = 'chauffeur@flotte.demo';
const TRAIL_STEPS = 24;

/**
 * A request of Transports Durand dispatched to an asset Mehdi (chauffeur@) drives, picked up,
 * and a trail of positions from the pickup to about 60 % of the way (one every 10 s, ending
 * now). Answers the request's id and reference and the trail's last point.
 */
export async function requestInTransit(base: string) {
  const owner = await token(base, DEMO_ACCOUNTS.find((a) => a.role === 'asset_owner')!.email);
  const business = await token(base, DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email);
  const driver = await token(base, DRIVER_EMAIL);
  const drivers = (await api(base, owner, 'GET', '/drivers?limit=100')) as {
    id: string;
    email: string;
  }[];
  const mehdi = drivers.find((d) => d.email === DRIVER_EMAIL);
  if (!mehdi) throw new Error(`${DRIVER_EMAIL} is not the demo owner's driver`);
  const assets = (await api(base, owner, 'GET', '/assets?limit=100&status=available')) as {
    id: string;
    asset_type_id: string;
    status: string;
    default_driver_id: string | null;
  }[];
  const available = assets.filter((a) => a.status === 'available');
  let asset = available.find((a) => a.default_driver_id === mehdi.id);
  if (!asset) {
    if (!available[0]) throw new Error('the demo owner has no available asset');
    asset = (await api(base, owner, 'PATCH', `/assets/${available[0].id}`, {
      default_driver_id: mehdi.id,
    })) as (typeof available)[0];
  }
  const request = (await api(base, business, 'POST', '/business-dispatches', {
    asset_type_id: asset.asset_type_id,
    pickup_address: PICKUP.address,
    pickup_lat: PICKUP.lat,
    pickup_lng: PICKUP.lng,
    dropoff_address: DROPOFF.address,
    dropoff_lat: DROPOFF.lat,
    dropoff_lng: DROPOFF.lng,
    recipient_name: 'Claire Moreau',
    recipient_phone: '+33 6 12 34 56 78',
  })) as { id: string; reference: string };
  const dispatch = (await api(base, owner, 'POST', '/asset-dispatch', {
    request_id: request.id,
    asset_id: asset.id,
  })) as { id: string };
  const now = Date.now();
  const point = (n: number) => {
    const f = (n / TRAIL_STEPS) * 0.6;
    // A slight bend, as streets make.
    const bend = Math.sin((n / TRAIL_STEPS) * Math.PI) * 0.0012;
    return {
      at: new Date(now - (TRAIL_STEPS - n) * 10_000).toISOString(),
      lat: Number((PICKUP.lat + f * (DROPOFF.lat - PICKUP.lat) - bend).toFixed(6)),
      lng: Number((PICKUP.lng + f * (DROPOFF.lng - PICKUP.lng) + bend).toFixed(6)),
      accuracy: 8,
    };
  };
  for (const step of ['arrived_pickup', 'picked_up']) {
    await api(base, driver, 'POST', `/asset-dispatch/${dispatch.id}/steps`, {
      id: randomUUID(),
      step,
      at: new Date(now - TRAIL_STEPS * 10_000).toISOString(),
      lat: PICKUP.lat,
      lng: PICKUP.lng,
    });
  }
  const trail = Array.from({ length: TRAIL_STEPS + 1 }, (_, n) => point(n));
  await api(base, driver, 'POST', `/asset-dispatch/${dispatch.id}/positions`, {
    positions: trail,
  });
  return { id: request.id, reference: request.reference, last: trail[trail.length - 1]! };
}

async function tracking(browser: Browser) {
  const server = await startServer({ env: { FLOTTE_DEMO: 'full' } });
  const mapFr = fr.flotte.map;
  try {
    const request = await requestInTransit(server.url);

    // The business, on its request's page: the tracking section, its map and the ETA.
    const office = await signIn(
      browser,
      server.url,
      DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email,
    );
    await office.goto(`${server.url}/#/business-dispatches/${request.id}/show`);
    const section = office.getByRole('region', { name: mapFr.tracking.title, exact: true });
    await section.waitFor();
    const map = section.getByRole('region', {
      name: fill(mapFr.tracking.map_label, { reference: request.reference }),
    });
    const fallback = section.getByText(
      new RegExp(`^(${escape(mapFr.unsupported)}|${escape(mapFr.failed)})$`),
    );
    await map.or(fallback).first().waitFor();
    if ((await map.count()) > 0) {
      // Drawn (WebGL): the driver's marker placed, the map idle.
      await section
        .getByRole('img', {
          name: new RegExp(`^${escape(mapFr.markers.driver.split('%{seen}')[0]!)}`),
        })
        .waitFor();
    } else {
      console.warn('no WebGL in this Chromium: the tracking section shows its text only');
    }
    await section.getByTestId('eta-text').filter({ hasText: /\S/ }).waitFor();
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    // The app bar's slide (it hides as the page scrolls) and the map's repaint, done.
    await office.evaluate(async () => {
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const mapFile = join(OUT, 'request-tracking-map.png');
    await office.screenshot({ path: mapFile });
    console.log(`wrote ${mapFile}`);
    await office.context().close();

    // The driver, on a phone: its deliveries, this one in transit.
    const phone = await signIn(browser, server.url, DRIVER_EMAIL, {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      permissions: ['geolocation'],
      geolocation: { latitude: request.last.lat, longitude: request.last.lng, accuracy: 8 },
    });
    await phone.waitForURL(/#\/driver$/);
    const card = phone.getByRole('article', {
      name: fill(fr.flotte.driver.card.reference, { reference: request.reference }),
      exact: true,
    });
    await card.getByText(fr.flotte.driver.status.in_transit, { exact: true }).waitFor();
    const driverFile = join(OUT, 'driver-screen.png');
    await phone.screenshot({ path: driverFile });
    console.log(`wrote ${driverFile}`);
    await phone.context().close();
  } finally {
    await server.stop();
  }
}

/** The planner's day of the demo, optimised: the day's map, its vans and its three rounds. */
async function planner(browser: Browser) {
  const server = await startServer({ env: { FLOTTE_DEMO: 'full' } });
  const plannerFr = fr.flotte.planner;
  try {
    const page = await signIn(browser, server.url, PLANNING_OWNER.email, {
      viewport: { width: 1280, height: 1600 },
    });
    await page.goto(`${server.url}/#/planner`);
    await page
      .getByLabel(plannerFr.date, { exact: true })
      .fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: plannerFr.optimise, exact: true }).click();
    await page.getByText(plannerFr.requests_empty, { exact: true }).waitFor();
    const [yanis] = PLANNING_VANS;
    const round = page.getByRole('region', {
      name: fill(plannerFr.round_title, { asset: yanis!.van, driver: yanis!.driver }),
      exact: true,
    });
    await round.getByRole('button', { name: plannerFr.show_on_map, exact: true }).click();
    await networkQuiet(page);
    await page.evaluate(async () => {
      window.scrollTo(0, 0);
      await Promise.all(document.getAnimations().map((animation) => animation.finished));
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
    const file = join(OUT, 'planner.png');
    await page.screenshot({ path: file });
    console.log(`wrote ${file}`);
    await page.context().close();
  } finally {
    await server.stop();
  }
}

const PARTS = { dashboards, tracking, planner } as const;

async function main() {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !(name in PARTS));
  if (unknown.length > 0) {
    throw new Error(`unknown part(s) ${unknown.join(', ')}: ${Object.keys(PARTS).join(', ')}`);
  }
  const parts = asked.length > 0 ? (asked as (keyof typeof PARTS)[]) : Object.keys(PARTS);
  mkdirSync(OUT, { recursive: true });
  const browser = await launchBrowser();
  try {
    for (const part of parts as (keyof typeof PARTS)[]) await PARTS[part](browser);
  } finally {
    await browser.close();
  }
}

// Run as a script (not when another script borrows knownWrites).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
