import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oneResponse } from '../../contract/common';
import { addDays, dayIn, startOfDayIn } from '../../contract/days';
import { walletHistoryPoint } from '../../contract/wallet';
import {
  addBusiness,
  statusesOf,
  inject,
  ledger,
  makeBusinessWorld,
  snapshot,
  type Headers,
  type StatusTable,
} from './white-label-fixtures';
import { worldPerFile } from './per-file';

const history = oneResponse(z.array(walletHistoryPoint));
const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** `k` days ago at `time` (UTC: the business below lives in UTC), as an ISO string. */
const daysAgo = (k: number, time = '12:00:00.000') =>
  `${new Date(today - k * DAY).toISOString().slice(0, 10)}T${time}Z`;
const dateOf = (k: number) => daysAgo(k).slice(0, 10);

const w = worldPerFile(makeBusinessWorld);
/** Business `id`'s days follow `zone` (its settings). */
const liveIn = (id: string, zone: string) =>
  w.t.db.query(
    `insert into business_settings (business_id, timezone) values ($1, $2)
     on conflict (business_id) do update set timezone = excluded.timezone`,
    [id, zone],
  );
let business: string;
beforeAll(async () => {
  business = await addBusiness(w, 'historique', 'standard');
  await liveIn(business, 'UTC');
  // In time order, so that each row's balance_after is the balance at its date.
  await ledger(w, business, 'credit', 'top_up', 1000, daysAgo(10, '10:00:00.000'));
  await ledger(w, business, 'credit', 'top_up', 500, daysAgo(10, '15:00:00.000'));
  await ledger(w, business, 'debit', 'request_charge', 300, daysAgo(5));
  await ledger(w, business, 'debit', 'request_charge', 200, daysAgo(3, '23:59:59.999'));
  await ledger(w, business, 'credit', 'top_up', 50, daysAgo(2, '00:00:00.000'));
  await ledger(w, business, 'credit', 'top_up', 100);
  // Another wallet moving on the same days must not show.
  await ledger(w, w.ids.other, 'credit', 'top_up', 7777, daysAgo(4));
});

const get = (id: string, query = '', headers: Headers = w.as.superadmin) =>
  inject(w.t, 'GET', `/superadmin/business/${id}/wallet-history${query}`, headers);
const points = async (id: string, query = '') => {
  const res = await get(id, query);
  expect(res.statusCode).toBe(200);
  return history.parse(res.json()).data;
};

describe('GET /superadmin/business/{id}/wallet-history', () => {
  it('answers the balance at the end of each day (UTC), oldest first, carried over quiet days', async () => {
    const expected = [0, 0, 0, 1500, 1500, 1500, 1500, 1500, 1200, 1200, 1000, 1050, 1050, 1150];
    expect(await points(business, '?days=14')).toEqual(
      expected.map((balance, i) => ({ date: dateOf(13 - i), balance })),
    );
  });

  it('starts a short window from the balance before it', async () => {
    expect(await points(business, '?days=3')).toEqual([
      { date: dateOf(2), balance: 1050 },
      { date: dateOf(1), balance: 1050 },
      { date: dateOf(0), balance: 1150 },
    ]);
    expect(await points(business, '?days=1')).toEqual([{ date: dateOf(0), balance: 1150 }]);
  });

  it('defaults to 90 days, up to today; a business that never moved money reads 0', async () => {
    const all = await points(business);
    expect(all).toHaveLength(90);
    expect(all[0]!.date).toBe(dateOf(89));
    expect(all.at(-1)).toEqual({ date: dateOf(0), balance: 1150 });
    const quiet = await points(w.biz.wlNoPlan, '?days=366');
    expect(quiet).toHaveLength(366);
    expect(quiet.every((p) => p.balance === 0)).toBe(true);
  });

  it("follows the business's days in its zone, at both ends of the clock", async () => {
    // UTC+14 is always a day ahead of UTC−12 and UTC's day is one of the two: a history read
    // in UTC dates one of them wrong at any hour, and cuts its days at the wrong midnight.
    for (const [key, zone] of [
      ['historique-est', 'Etc/GMT-14'],
      ['historique-ouest', 'Etc/GMT+12'],
    ] as const) {
      const id = await addBusiness(w, key, 'standard');
      await liveIn(id, zone);
      const today = dayIn(zone, new Date());
      const midnight = startOfDayIn(zone, today).getTime();
      // A minute before the zone's midnight is yesterday; its midnight itself, today.
      await ledger(w, id, 'credit', 'top_up', 10, new Date(midnight - 60_000).toISOString());
      await ledger(w, id, 'credit', 'top_up', 100, new Date(midnight).toISOString());
      expect(await points(id, '?days=2'), zone).toEqual([
        { date: addDays(today, -1), balance: 10 },
        { date: today, balance: 110 },
      ]);
    }
  });

  it('refuses a bad `days` (400), unknown or deleted businesses (404)', async () => {
    for (const query of ['?days=0', '?days=367', '?days=abc', '?days=1.5']) {
      const res = await get(business, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'validation_failed' });
    }
    const deleted = await addBusiness(w, 'historique-supprime', 'standard');
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [deleted]);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', deleted]) {
      expect((await get(id)).statusCode, id).toBe(404);
    }
  });

  it('is the superadmin’s alone (role table; 401 without a token), and writes nothing', async () => {
    const before = await snapshot(w);
    const table: StatusTable = {
      'GET /superadmin/business/{id}/wallet-history': {
        superadmin: 200,
        in_house_manager: 403,
        asset_owner: 403,
        business: 403,
        b2b: 403,
        wl: 403,
        wl_client: 403,
        wl_no_plan: 403,
        other_wl: 403,
        other_wl_client: 403,
      },
    };
    const seen = await statusesOf(w, table, (_, headers, caller) => {
      // Even its own business's history: the route is the operator's.
      const id = caller === 'business' ? w.ids.business : business;
      return inject(w.t, 'GET', `/superadmin/business/${id}/wallet-history`, headers);
    });
    expect(seen).toEqual(table);
    expect(await snapshot(w)).toEqual(before);
  });
});
