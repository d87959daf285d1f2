/**
 * The ETA, the address search and what the recipient sees (docs/positions.md), with stand-ins
 * for an OSRM routing service and a Nominatim geocoder: real HTTP servers on loopback, given to
 * the app as ROUTING_URL and GEOCODER_URL. Unset, no outside host is called (the stand-ins
 * count every request they receive).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eta as etaSchema } from '../../contract/position';
import { publicTracking } from '../../contract/tracking';
import type { App } from '../../server/app';
import { haversineMeters, travel } from '../../server/services/drivers/eta';
import { createTestApp } from './helpers';
import { worldPerFile } from './per-file';
import {
  drivenDispatch,
  insertDriver,
  LYON,
  PARIS,
  sendPositions,
  type Driver,
} from './positions-fixtures';
import { inject, makeWorld, move, type Headers } from './requests-fixtures';
import { one } from './rows';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A loopback HTTP server whose answer each test sets; it keeps the requests it received. */
class StandIn {
  server!: Server;
  url = '';
  seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  handler: Handler = (_req, res) => res.writeHead(500).end();

  async start() {
    this.server = createServer((req, res) => {
      this.seen.push({ url: req.url ?? '', headers: req.headers });
      this.handler(req, res);
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  json(body: unknown, status = 200) {
    this.handler = (_req, res) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  stop() {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(resolve));
  }
}

const osrm = new StandIn();
const nominatim = new StandIn();

const w = worldPerFile(async () => {
  await osrm.start();
  await nominatim.start();
  return makeWorld(await createTestApp({ routingUrl: osrm.url, geocoderUrl: nominatim.url }));
});
let driver: Driver;
/** The same database, without ROUTING_URL and GEOCODER_URL. */
let offline: App;

beforeAll(async () => {
  driver = await insertDriver(w, 'driver@flotte.test', w.ids.owner);
  offline = await w.t.rebuild({ routingUrl: undefined, geocoderUrl: undefined });
}, 60_000);
afterAll(async () => {
  await osrm.stop();
  await nominatim.stop();
});

/** Near the Gare de Lyon, about 3.5 km from the Concorde. */
const GARE_DE_LYON = { lat: 48.8443, lng: 2.3744 };

const etaOf = async (id: string, headers: Headers, app?: App) => {
  const res = app
    ? await app.inject({ url: `/api/asset-dispatch/${id}/eta`, headers })
    : await inject(w.t, 'GET', `/asset-dispatch/${id}/eta`, headers);
  return { status: res.statusCode, body: res.json() };
};

/** A dispatch whose driver sent one position, `at` `from`. */
async function dispatchAt(from: { lat: number; lng: number }, options = {}) {
  const made = await drivenDispatch(w, driver, options);
  const at = new Date(Date.now() - 2000).toISOString();
  const res = await sendPositions(w, made.dispatchId, driver.headers, [{ at, ...from }]);
  expect(res.statusCode, res.body).toBe(202);
  return made;
}

describe('GET /asset-dispatch/{id}/eta', () => {
  it('by road with ROUTING_URL: the route service’s distance and duration, to the pickup while assigned', async () => {
    osrm.json({ code: 'Ok', routes: [{ distance: 4321.4, duration: 612.6 }] });
    const { dispatchId } = await dispatchAt(GARE_DE_LYON);
    const seen = osrm.seen.length;
    const before = Date.now();
    const { status, body } = await etaOf(dispatchId, w.as.asset_owner);
    expect(status).toBe(200);
    const eta = etaSchema.parse(body.data);
    expect(eta).toMatchObject({ distance_m: 4321, duration_s: 613, method: 'route', to: 'pickup' });
    const at = Date.parse(eta.eta_at!);
    expect(at).toBeGreaterThanOrEqual(before + 612_000);
    expect(at).toBeLessThanOrEqual(Date.now() + 614_000);
    // From the last position to the pickup, longitude first, as OSRM reads them.
    expect(osrm.seen.slice(seen).map((r) => r.url.split('?')[0])).toEqual([
      `/route/v1/driving/${GARE_DE_LYON.lng},${GARE_DE_LYON.lat};${PARIS.lng},${PARIS.lat}`,
    ]);

    // In transit: to the drop-off.
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    expect((await etaOf(dispatchId, w.as.business)).body.data).toMatchObject({
      method: 'route',
      to: 'dropoff',
    });
    expect(osrm.seen.at(-1)!.url).toContain(`;${LYON.lng},${LYON.lat}`);
  });

  it('as the crow flies at the asset type’s average speed when the route fails or is slow', async () => {
    await w.t.db.query('update asset_types set average_speed_kmh = 60 where id = $1', [w.ids.van]);
    const { dispatchId } = await dispatchAt(GARE_DE_LYON);
    const distance = haversineMeters(GARE_DE_LYON, PARIS);
    const straight = {
      distance_m: Math.round(distance),
      duration_s: Math.round(distance / (60 / 3.6)),
      method: 'straight_line',
      to: 'pickup',
    };
    for (const answer of [
      () => osrm.json({ message: 'down' }, 503),
      () => osrm.json({ code: 'NoRoute', routes: [] }),
      () => (osrm.handler = (_req, res) => res.writeHead(200).end('not json')),
    ]) {
      answer();
      const seen = osrm.seen.length;
      expect((await etaOf(dispatchId, w.as.asset_owner)).body.data).toMatchObject(straight);
      expect(osrm.seen.length).toBe(seen + 1);
    }
    // A route slower than the timeout: the straight line, without waiting for it.
    osrm.handler = (_req, res) => {
      setTimeout(() => res.writeHead(200).end('{}'), 2000).unref();
    };
    const started = Date.now();
    const way = await travel(GARE_DE_LYON, PARIS, 60, { url: osrm.url, timeoutMs: 200 });
    expect(way).toEqual({
      distance_m: straight.distance_m,
      duration_s: straight.duration_s,
      method: 'straight_line',
    });
    expect(Date.now() - started).toBeLessThan(1500);
    await w.t.db.query('update asset_types set average_speed_kmh = 30 where id = $1', [w.ids.van]);
  });

  it('without ROUTING_URL: the straight line, and no outside call', async () => {
    osrm.json({ code: 'Ok', routes: [{ distance: 1, duration: 1 }] });
    const { dispatchId } = await dispatchAt(GARE_DE_LYON);
    const seen = osrm.seen.length;
    const { body } = await etaOf(dispatchId, w.as.asset_owner, offline);
    expect(body.data).toMatchObject({ method: 'straight_line', to: 'pickup' });
    // 30 km/h, the default speed: 3.6 km in about 7 minutes.
    expect(body.data.duration_s).toBe(
      Math.round(haversineMeters(GARE_DE_LYON, PARIS) / (30 / 3.6)),
    );
    expect(osrm.seen.length).toBe(seen);
  });

  it('nothing to estimate: no position yet, or no coordinates to reach', async () => {
    const none = { eta_at: null, distance_m: null, duration_s: null, method: null, to: null };
    const fresh = await drivenDispatch(w, driver);
    expect((await etaOf(fresh.dispatchId, w.as.asset_owner)).body).toEqual({ data: none });
    const blind = await dispatchAt(GARE_DE_LYON, { pickup: null });
    expect((await etaOf(blind.dispatchId, w.as.asset_owner)).body).toEqual({ data: none });
  });

  it('is scoped like the dispatch: 404 outside it', async () => {
    const { dispatchId } = await dispatchAt(GARE_DE_LYON);
    for (const headers of [w.otherBusiness, w.otherOwner, w.as.b2b]) {
      expect((await etaOf(dispatchId, headers)).status).toBe(404);
    }
    expect((await etaOf(dispatchId, driver.headers)).status).toBe(200);
    expect((await etaOf('nope', w.as.superadmin)).status).toBe(404);
  });
});

describe('GET /geocode', () => {
  const search = (q: string, headers: Headers = w.as.business, app?: App) =>
    app
      ? app.inject({ url: `/api/geocode?q=${encodeURIComponent(q)}`, headers })
      : inject(w.t, 'GET', `/geocode?q=${encodeURIComponent(q)}`, headers);

  it('asks the geocoder (Nominatim-style, naming itself) and answers labels and coordinates', async () => {
    nominatim.json([
      { display_name: 'Place Bellecour, Lyon, France', lat: '45.7578', lon: '4.8320' },
      { display_name: 'Bellecour, Lyon', lat: 'north', lon: '4.8' }, // unreadable: left out
      { display_name: 'Rue Bellecour, Sainte-Foy', lat: '45.74', lon: '4.79', extra: true },
    ]);
    const seen = nominatim.seen.length;
    const res = await search('place Bellecour');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { label: 'Place Bellecour, Lyon, France', lat: 45.7578, lng: 4.832 },
        { label: 'Rue Bellecour, Sainte-Foy', lat: 45.74, lng: 4.79 },
      ],
    });
    const [request] = nominatim.seen.slice(seen);
    const url = new URL(request!.url, nominatim.url);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'place Bellecour',
      format: 'json',
      limit: '5',
    });
    expect(request!.headers['user-agent']).toMatch(/^Flotte/);
  });

  it('a geocoder that fails or answers nonsense: 503 geocoder_unavailable', async () => {
    for (const answer of [
      () => nominatim.json({ error: 'down' }, 500),
      () => nominatim.json({ not: 'a list' }),
    ]) {
      answer();
      const res = await search('place Bellecour');
      expect(res.statusCode).toBe(503);
      expect(res.json().code).toBe('geocoder_unavailable');
    }
  });

  it('without GEOCODER_URL: no answer, and no outside call', async () => {
    nominatim.json([{ display_name: 'Somewhere', lat: '1', lon: '2' }]);
    const seen = nominatim.seen.length;
    const res = await search('place Bellecour', w.as.business, offline);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [] });
    expect(nominatim.seen.length).toBe(seen);
  });

  it('needs three characters; only who writes requests searches', async () => {
    expect((await search('ab')).statusCode).toBe(400);
    for (const headers of [w.as.asset_owner, driver.headers]) {
      expect((await search('place Bellecour', headers)).statusCode).toBe(403);
    }
    for (const headers of [w.as.b2b, w.as.superadmin, w.as.in_house_manager]) {
      nominatim.json([]);
      expect((await search('place Bellecour', headers)).statusCode).toBe(200);
    }
  });
});

describe('what the recipient sees and is told', () => {
  const tracking = async (requestId: string) => {
    const { tracking_token } = await one<{ tracking_token: string }>(
      w.t,
      'select tracking_token from requests where id = $1',
      [requestId],
    );
    const res = await inject(w.t, 'GET', `/tracking/${tracking_token}`);
    expect(res.statusCode, res.body).toBe(200);
    return publicTracking.parse(res.json().data);
  };

  it('the tracking page: the driver’s position and the ETA while in transit only', async () => {
    osrm.json({ code: 'Ok', routes: [{ distance: 465_000, duration: 16_200 }] });
    const { dispatchId, requestId } = await dispatchAt({ lat: 48.123456, lng: 2.654321 });
    expect(await tracking(requestId)).toMatchObject({ eta: null, driver_position: null });

    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);
    const page = await tracking(requestId);
    // To about 11 m: the page follows the van, not the driver's every step.
    expect(page.driver_position).toMatchObject({ lat: 48.1235, lng: 2.6543 });
    expect(page.eta?.method).toBe('route');
    expect(Date.parse(page.eta!.at) - Date.now()).toBeGreaterThan(16_000_000);
    // Nothing else of the driver or the dispatch.
    expect(Object.keys(page.driver_position!).sort()).toEqual(['at', 'lat', 'lng']);
  });

  const etaSoonMails = async (to: string) => {
    await w.t.app.mailer.idle();
    return w.t.db.query<{ subject: string; text: string }>(
      `select subject, text from outbox where to_email = $1 and subject like '%arrive bientôt%'`,
      [to],
    );
  };

  it('mails the recipient once when the ETA to the drop-off falls under 15 minutes', async () => {
    const to = 'eta-soon@example.test';
    const near = { lat: LYON.lat + 0.01, lng: LYON.lng }; // 1.1 km: about 2 minutes
    const { dispatchId } = await drivenDispatch(w, driver, { request: { recipient_email: to } });
    expect((await move(w, dispatchId, 'in_transit')).statusCode).toBe(200);

    // Far away (Paris): nothing; and no route asked so far from the drop-off.
    const seen = osrm.seen.length;
    const at = (ago: number) => new Date(Date.now() - ago * 1000).toISOString();
    // (Four hours ago: Lyon is then within reach at a plausible speed.)
    await sendPositions(w, dispatchId, driver.headers, [{ at: at(4 * 3600), ...PARIS }]);
    expect(await etaSoonMails(to)).toEqual([]);
    expect(osrm.seen.length).toBe(seen);

    // Near, but the road says 20 minutes: nothing yet.
    osrm.json({ code: 'Ok', routes: [{ distance: 9000, duration: 1200 }] });
    await w.t.db.query('update dispatches set position_notified_at = null where id = $1', [
      dispatchId,
    ]);
    await sendPositions(w, dispatchId, driver.headers, [{ at: at(200), ...near }]);
    expect(await etaSoonMails(to)).toEqual([]);

    // 10 minutes by road: the mail, once.
    osrm.json({ code: 'Ok', routes: [{ distance: 3000, duration: 600 }] });
    await w.t.db.query('update dispatches set position_notified_at = null where id = $1', [
      dispatchId,
    ]);
    await sendPositions(w, dispatchId, driver.headers, [{ at: at(100), ...near }]);
    const mails = await etaSoonMails(to);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('moins de 15 minutes');
    await w.t.db.query('update dispatches set position_notified_at = null where id = $1', [
      dispatchId,
    ]);
    await sendPositions(w, dispatchId, driver.headers, [{ at: at(50), ...near }]);
    expect(await etaSoonMails(to)).toHaveLength(1);
  });

  it('not while assigned, nor when the business does not send it', async () => {
    const near = { lat: LYON.lat + 0.01, lng: LYON.lng };
    const to = 'eta-quiet@example.test';
    const { dispatchId } = await drivenDispatch(w, driver, {
      pickup: near,
      request: { recipient_email: to },
    });
    await sendPositions(w, dispatchId, driver.headers, [
      { at: new Date(Date.now() - 1000).toISOString(), ...near },
    ]);
    expect(await etaSoonMails(to)).toEqual([]);

    const settings = await inject(w.t, 'PATCH', '/business-settings', w.as.business, {
      recipient_notices: ['assigned', 'in_transit', 'delivered', 'cancelled'],
    });
    expect(settings.statusCode, settings.body).toBe(200);
    osrm.json({ code: 'Ok', routes: [{ distance: 1000, duration: 120 }] });
    const quiet = 'eta-off@example.test';
    const other = await drivenDispatch(w, driver, { request: { recipient_email: quiet } });
    expect((await move(w, other.dispatchId, 'in_transit')).statusCode).toBe(200);
    await sendPositions(w, other.dispatchId, driver.headers, [
      { at: new Date(Date.now() - 1000).toISOString(), ...near },
    ]);
    expect(await etaSoonMails(quiet)).toEqual([]);
  });
});
