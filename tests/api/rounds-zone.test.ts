/**
 * A round's clock times are its fleet's wall clock (issue 29, docs/rounds.md "Clock times"): a
 * shift "08:00" in Paris leaves at 07:00 UTC in winter, 06:00 in summer and on the day clocks go
 * forward; a request belongs to its business's day; the recipient is told her window on her
 * business's clock. Fixed dates: nothing here depends on today.
 */
import { describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { clockIn } from '../../contract/days';
import { publicTracking } from '../../contract/tracking';
import { board, depot, plan, round, type Plan } from '../../contract/rounds';
import { worldPerFile } from './per-file';
import { createRequest, createWorld, inject, type Headers } from './requests-fixtures';
import { one } from './rows';
import { insertDriver } from './steps-fixtures';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const w = worldPerFile(() => createWorld({ roundTimeLimitMs: 300 }));

/** `hhmm` of `day` on `zone`'s wall clock, as the API writes instants. */
const wall = (zone: string, day: string, hhmm: string) => clockIn(zone, day, hhmm).toISOString();

/** A van request of `by` (the demo business) whose drop-off window is `from`–`until`. */
const requestAt = (
  from: string,
  until: string,
  extra: Record<string, unknown> = {},
  by?: Headers,
) =>
  createRequest(
    w,
    {
      pickup_lat: 48.86,
      pickup_lng: 2.34,
      dropoff_lat: 48.87,
      dropoff_lng: 2.36,
      weight_kg: 20,
      dropoff_from: from,
      dropoff_until: until,
      price: 0,
      ...extra,
    },
    by,
  );

const depots: Partial<Record<'owner' | 'business', Promise<void>>> = {};
/** A depot of the fleet, open from 06:00 to 20:00 on its clock. */
const ensureDepot = (fleet: 'owner' | 'business') =>
  (depots[fleet] ??= (async () => {
    const res = await inject(
      w.t,
      'POST',
      '/depots',
      w.as[fleet === 'owner' ? 'asset_owner' : 'business'],
      {
        name: `Dépôt ${fleet}`,
        address: 'Saint-Ouen',
        lat: 48.9,
        lng: 2.33,
        opens: '06:00',
        closes: '20:00',
      },
    );
    oneResponse(depot).parse(res.json());
  })());

async function optimised(date: string, as: Headers = w.as.asset_owner): Promise<Plan> {
  await ensureDepot(as === w.as.asset_owner ? 'owner' : 'business');
  const res = await inject(w.t, 'POST', '/rounds/optimise', as, { date });
  expect(res.statusCode, res.body).toBe(200);
  return oneResponse(plan).parse(res.json()).data;
}

describe("a Paris fleet's rounds keep Paris's clock", () => {
  it('leaves at 08:00 and ends by 18:00 Paris time, in winter, in summer and on a 23-hour day', async () => {
    // 30 March 2031 is the last Sunday of March: clocks go forward at 02:00.
    const days = [
      ['2031-01-15', '07:00', '17:00'],
      ['2031-07-15', '06:00', '16:00'],
      ['2031-03-30', '06:00', '16:00'],
    ] as const;
    for (const [date, start, end] of days) {
      const id = await requestAt(wall(PARIS, date, '09:00'), wall(PARIS, date, '17:00'));
      const p = await optimised(date);
      const r = p.rounds.find((x) => x.stops.some((s) => s.request_id === id));
      expect(r, `${date}: ${JSON.stringify(p.unplaced)}`).toBeDefined();
      expect(r!.shift_start).toBe(`${date}T${start}:00.000Z`);
      expect(r!.latest_end).toBe(`${date}T${end}:00.000Z`);
      // Its drop-off waits for the window's start, 09:00 on the same clock.
      const dropoff = r!.stops.find((s) => s.request_id === id && s.kind === 'dropoff')!;
      expect(Date.parse(dropoff.planned_start)).toBeGreaterThanOrEqual(
        Date.parse(wall(PARIS, date, '09:00')),
      );
    }
  });

  it("puts a request at 00:30 in Paris (23:30 UTC the day before) on Paris's day", async () => {
    const late = await requestAt('2031-02-09T23:30:00.000Z', '2031-02-10T03:00:00.000Z');
    const boardOf = async (date: string) => {
      await ensureDepot('owner');
      const res = await inject(w.t, 'GET', `/rounds/board?date=${date}`, w.as.asset_owner);
      expect(res.statusCode, res.body).toBe(200);
      return oneResponse(board)
        .parse(res.json())
        .data.requests.map((r) => r.id);
    };
    expect(await boardOf('2031-02-10')).toContain(late);
    expect(await boardOf('2031-02-09')).not.toContain(late);
  });

  it('mails the recipient her window on Paris’s clock, and her page says which clock', async () => {
    const date = '2031-02-12';
    const driver = await insertDriver(w, 'zone-driver@drivers.test', { owner: w.ids.owner });
    await w.t.db.query('update assets set default_driver_id = $1 where owner_user_id = $2', [
      driver.id,
      w.ids.owner,
    ]);
    // Her drop-off cannot start before 14:20 Paris (13:20 UTC): promised 14:10–14:40.
    const id = await requestAt(wall(PARIS, date, '14:20'), wall(PARIS, date, '14:30'), {
      recipient_email: 'zone-recipient@recipient.test',
    });
    const p = await optimised(date);
    const r = p.rounds.find((x) => x.stops.some((s) => s.request_id === id))!;
    const published = await inject(w.t, 'POST', `/rounds/${r.id}/publish`, w.as.asset_owner);
    expect(published.statusCode, published.body).toBe(200);
    const stop = oneResponse(round)
      .parse(published.json())
      .data.stops.find((s) => s.request_id === id && s.kind === 'dropoff')!;
    expect(stop.planned_start).toBe('2031-02-12T13:20:00.000Z');

    const mail = await one<{ text: string }>(
      w.t,
      `select text from outbox where to_email = 'zone-recipient@recipient.test'`,
    );
    expect(mail.text).toContain('entre 14 h 10 et 14 h 40');
    const { tracking_token } = await one<{ tracking_token: string }>(
      w.t,
      'select tracking_token from requests where id = $1',
      [id],
    );
    const page = await inject(w.t, 'GET', `/tracking/${tracking_token}`);
    expect(oneResponse(publicTracking).parse(page.json()).data.round).toMatchObject({
      window_from: '2031-02-12T13:10:00.000Z',
      window_until: '2031-02-12T13:40:00.000Z',
      time_zone: PARIS,
    });
  });
});

describe('a business in another zone plans on its own clock', () => {
  it('leaves at 08:00 New York time (13:00 UTC in January)', async () => {
    const saved = await inject(w.t, 'POST', '/business-settings', w.as.business, {
      timezone: NEW_YORK,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const date = '2031-01-21';
    const id = await requestAt(wall(NEW_YORK, date, '09:00'), wall(NEW_YORK, date, '17:00'));
    const p = await optimised(date, w.as.business);
    const r = p.rounds.find((x) => x.stops.some((s) => s.request_id === id));
    expect(r, JSON.stringify(p.unplaced)).toBeDefined();
    expect(r!.asset_id).toBe(w.ids.inHouseVan);
    expect(r!.shift_start).toBe('2031-01-21T13:00:00.000Z');
    expect(r!.latest_end).toBe('2031-01-21T23:00:00.000Z');
  });
});
