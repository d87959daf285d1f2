/**
 * A published round as its driver lives it (issue 29, docs/rounds.md "The driver's round"):
 * the remaining stops timed again after each step and from the phone's position
 * (`GET /rounds/{id}/eta`), a stop skipped back to the planner with its reason on the request's
 * timeline (`POST /rounds/{id}/skip`), each role's reach (another tenant: 404).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, oneResponse } from '../../contract/common';
import { dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { requestEvent } from '../../contract/request';
import { promisedWindow, windowClock } from '../../contract/promised-window';
import { publicTracking } from '../../contract/tracking';
import { board, depot, plan, round, roundEta, type Round } from '../../contract/rounds';
import { z } from 'zod';
import { createKey } from './integrations-fixtures';
import { worldPerFile } from './per-file';
import {
  createRequest,
  createWorld,
  inject,
  requestStatus,
  type Headers,
} from './requests-fixtures';
import { one } from './rows';
import { insertDriver } from './steps-fixtures';

const w = worldPerFile(() => createWorld({ roundTimeLimitMs: 300 }));

const code = (res: { json(): unknown }) => errorResponse.parse(res.json()).code;
// The owner's today: his rounds' day is Paris's (docs/rounds.md, "Clock times").
const today = dayIn(DEFAULT_TIME_ZONE, new Date());
const P = (i: number) => ({ lat: 48.85 + 0.004 * (i % 5), lng: 2.33 + 0.005 * Math.floor(i / 5) });

let driver: { id: string; headers: Headers };
let published: Round;
let requests: string[];

const eta = (as: Headers | null, id = published.id) =>
  inject(w.t, 'GET', `/rounds/${id}/eta`, as ?? undefined);
const etaOf = async (as: Headers) => {
  const res = await eta(as);
  expect(res.statusCode, res.body).toBe(200);
  return oneResponse(roundEta).parse(res.json()).data;
};
const skip = (as: Headers | null, request_id: string, reason = 'Portail fermé, pas de code') =>
  inject(w.t, 'POST', `/rounds/${published.id}/skip`, as ?? undefined, { request_id, reason });

beforeAll(async () => {
  driver = await insertDriver(w, 'round-follower@drivers.test', { owner: w.ids.owner });
  // Whichever van the plan takes, this driver drives it.
  await w.t.db.query('update assets set default_driver_id = $1 where owner_user_id = $2', [
    driver.id,
    w.ids.owner,
  ]);
  const made = await inject(w.t, 'POST', '/depots', w.as.asset_owner, {
    name: 'Dépôt Saint-Ouen',
    address: 'Saint-Ouen',
    lat: 48.9,
    lng: 2.33,
    opens: '00:00',
    closes: '23:59',
  });
  oneResponse(depot).parse(made.json());
  requests = [];
  for (let i = 0; i < 3; i += 1) {
    const from = P(i);
    const to = P(i + 7);
    requests.push(
      await createRequest(w, {
        pickup_lat: from.lat,
        pickup_lng: from.lng,
        dropoff_lat: to.lat,
        dropoff_lng: to.lng,
        weight_kg: 20,
        price: 0,
        recipient_email: `round-${i}@recipient.test`,
      }),
    );
  }
  const res = await inject(w.t, 'POST', '/rounds/optimise', w.as.asset_owner, {
    date: today,
    shift_start: '00:00',
    shift_end: '23:59',
  });
  expect(res.statusCode, res.body).toBe(200);
  const p = oneResponse(plan).parse(res.json()).data;
  const r = p.rounds.find((x) => x.stops.some((s) => requests.includes(s.request_id)))!;
  const done = await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner);
  expect(done.statusCode, done.body).toBe(200);
  published = oneResponse(round).parse(done.json()).data;
  requests = [...new Set(published.stops.map((s) => s.request_id))];
  expect(published.driver_id).toBe(driver.id);
});

describe('publishing', () => {
  it('mails each recipient once the window promised for her drop-off', async () => {
    for (const id of requests) {
      const stop = published.stops.find((s) => s.request_id === id && s.kind === 'dropoff')!;
      const { from, until } = promisedWindow(stop.planned_start, DEFAULT_TIME_ZONE);
      const mails = await w.t.db.query<{ text: string }>(
        `select o.text from outbox o join requests r on r.recipient_email = o.to_email
         where r.id = $1`,
        [id],
      );
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain(
        `entre ${windowClock(from, 'fr', DEFAULT_TIME_ZONE)} et ${windowClock(until, 'fr', DEFAULT_TIME_ZONE)}`,
      );
    }
  });
});

describe('GET /rounds/{id}/eta', () => {
  it('times every stop from the depot before the first step, in the round’s order', async () => {
    const times = await etaOf(driver.headers);
    expect(times.from).toBe('depot');
    expect(times.stops.map((s) => `${s.request_id}:${s.kind}`)).toEqual(
      published.stops.map((s) => `${s.request_id}:${s.kind}`),
    );
    const at = times.stops.map((s) => Date.parse(s.eta));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(at[0]!).toBeGreaterThanOrEqual(Date.parse(times.at) - 1000);
  });

  it('leaves out what is served and starts from the phone’s position after a step', async () => {
    const first = published.stops[0]!;
    const step = await inject(
      w.t,
      'POST',
      `/asset-dispatch/${first.dispatch_id}/steps`,
      driver.headers,
      {
        id: randomUUID(),
        step: 'picked_up',
        at: new Date().toISOString(),
      },
    );
    expect(step.statusCode, step.body).toBe(200);
    const after = await etaOf(driver.headers);
    expect(after.from).toBe('last_stop');
    expect(after.stops).toHaveLength(published.stops.length - 1);
    expect(after.stops.some((s) => s.request_id === first.request_id && s.kind === 'pickup')).toBe(
      false,
    );
    const sent = await inject(
      w.t,
      'POST',
      `/asset-dispatch/${first.dispatch_id}/positions`,
      driver.headers,
      { positions: [{ at: new Date().toISOString(), lat: 48.86, lng: 2.34 }] },
    );
    expect(sent.statusCode, sent.body).toBe(202);
    const moving = await etaOf(driver.headers);
    expect(moving.from).toBe('position');
    expect(moving.stops).toHaveLength(after.stops.length);
  });

  it('answers each role as the permission table says; another fleet 404', async () => {
    expect((await eta(null)).statusCode).toBe(401);
    expect((await eta(w.as.b2b)).statusCode).toBe(403);
    for (const as of [w.as.asset_owner, w.as.in_house_manager, w.as.superadmin]) {
      expect((await eta(as)).statusCode).toBe(200);
    }
    const stranger = await insertDriver(w, 'not-this-round@drivers.test', { owner: w.ids.owner });
    for (const as of [w.otherOwner, w.otherBusiness, w.as.business, stranger.headers]) {
      expect((await eta(as)).statusCode).toBe(404);
    }
    const key = await createKey(w, w.as.business, { scope: 'read' });
    expect((await eta(key.headers)).statusCode).toBe(404);
    expect((await eta(driver.headers, randomUUID())).statusCode).toBe(404);
    expect((await eta(driver.headers, 'not-an-id')).statusCode).toBe(404);
  });
});

describe('POST /rounds/{id}/skip', () => {
  it('sends a stop not picked up back to the planner with the driver’s reason', async () => {
    const picked = published.stops[0]!.request_id;
    const left = requests.find((id) => id !== picked)!;
    expect((await skip(null, left)).statusCode).toBe(401);
    for (const as of [w.as.b2b, w.as.asset_owner, w.as.business, w.as.in_house_manager]) {
      expect((await skip(as, left)).statusCode).toBe(403);
    }
    const key = await createKey(w, w.as.business);
    expect((await skip(key.headers, left)).statusCode).toBe(403);
    const stranger = await insertDriver(w, 'skipper@drivers.test', { owner: w.ids.owner });
    expect((await skip(stranger.headers, left)).statusCode).toBe(404);
    expect((await skip(driver.headers, left, '  ')).statusCode).toBe(400);
    // Goods aboard are delivered or failed, never skipped.
    const aboard = await skip(driver.headers, picked);
    expect(aboard.statusCode).toBe(409);
    expect(code(aboard)).toBe('invalid_transition');

    const res = await skip(driver.headers, left);
    expect(res.statusCode, res.body).toBe(200);
    const now = oneResponse(round).parse(res.json()).data;
    expect(now.stops.some((s) => s.request_id === left)).toBe(false);
    expect(now.stops).toHaveLength(published.stops.length - 2);
    expect(await requestStatus(w, left)).toBe('pending');
    expect((await skip(driver.headers, left)).statusCode).toBe(404);

    const story = await inject(w.t, 'GET', `/business-dispatches/${left}/timeline`, w.as.business);
    expect(story.statusCode, story.body).toBe(200);
    const events = z.object({ data: z.array(requestEvent) }).parse(story.json()).data;
    const skipped = events.find((e) => e.kind === 'skipped');
    expect(skipped?.reason).toBe('Portail fermé, pas de code');
    expect(skipped?.by_user_id).toBe(driver.id);

    // Back among the planner's unplanned requests of the day.
    const day = await inject(w.t, 'GET', `/rounds/board?date=${today}`, w.as.asset_owner);
    expect(
      oneResponse(board)
        .parse(day.json())
        .data.requests.map((r) => r.id),
    ).toContain(left);
    expect((await etaOf(driver.headers)).stops.some((s) => s.request_id === left)).toBe(false);
  });
});

describe('the recipient’s page while the round runs', () => {
  it('shows the promised window and the stops before hers; the truck only once hers is next', async () => {
    const times = await etaOf(driver.headers);
    const tokenOf = async (id: string) =>
      (
        await one<{ tracking_token: string }>(
          w.t,
          'select tracking_token from requests where id = $1',
          [id],
        )
      ).tracking_token;
    for (const id of requests) {
      const res = await inject(w.t, 'GET', `/tracking/${await tokenOf(id)}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = oneResponse(publicTracking).parse(res.json()).data;
      const hers = times.stops.findIndex((s) => s.request_id === id && s.kind === 'dropoff');
      if (hers < 0) {
        // The skipped request waits for the planner: no round to tell of.
        expect(page.round).toBeUndefined();
        continue;
      }
      expect(page.round?.stops_before).toBe(hers);
      const { window_from, window_until, time_zone } = page.round!;
      expect(Date.parse(window_until) - Date.parse(window_from)).toBe(30 * 60_000);
      // Told on her business's wall clock (Paris: it never chose another zone).
      expect(time_zone).toBe(DEFAULT_TIME_ZONE);
      if (page.status === 'in_transit') {
        // Her ETA is the round's (the stops before hers counted), not a straight line.
        expect(
          Math.abs(Date.parse(page.eta!.at) - Date.parse(times.stops[hers]!.eta)),
        ).toBeLessThan(60_000);
        if (hers > 0) expect(page.driver_position).toBeNull();
      } else {
        expect(page.eta).toBeNull();
      }
    }
  });
});
