import { describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import {
  ENDING_SOON_DAYS,
  WAITING_MINUTES,
  managerDashboard,
  type ManagerDashboard,
} from '../../contract/manager-dashboard';
import { assetStatuses } from '../../contract/asset';
import { addDays, dayIn, startOfDayIn } from '../../contract/days';
import { managerDashboard as dashboardAt } from '../../server/services/dashboards/manager';
import { createWorld, inject, snapshot, type Headers } from './requests-fixtures';
import {
  DAY,
  MINUTE,
  insertAsset,
  insertLease,
  insertMaintenance,
  insertRequest,
  insertWaitingBusiness,
  plus,
  shift,
  utcDate,
} from './manager-dashboard-fixtures';
import { z } from 'zod';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);

const URL = '/in-house-managers/dashboard';

async function dashboard(headers: Headers = w.as.in_house_manager): Promise<ManagerDashboard> {
  const res = await inject(w.t, 'GET', URL, headers);
  expect(res.statusCode).toBe(200);
  return oneResponse(managerDashboard).parse(res.json()).data;
}

/** A list's total, as the dashboard's links read it. */
async function total(url: string, headers: Headers = w.as.in_house_manager): Promise<number> {
  const res = await inject(w.t, 'GET', url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return listResponse(z.unknown()).parse(res.json()).pagination.total;
}

describe('GET /in-house-managers/dashboard: who may call it', () => {
  it('answers managers and the superadmin, 403 to every other role, 401 signed out; writes nothing', async () => {
    const before = await snapshot(w);
    const table: [string, Headers | undefined, number][] = [
      ['superadmin', w.as.superadmin, 200],
      ['in_house_manager', w.as.in_house_manager, 200],
      ['business', w.as.business, 403],
      ['b2b', w.as.b2b, 403],
      ['asset_owner', w.as.asset_owner, 403],
      ['staff of another business', w.otherBusiness, 403],
      ['staff of a white-label business', w.parent, 403],
      ['signed out', undefined, 401],
    ];
    const statuses = [];
    for (const [, headers] of table)
      statuses.push((await inject(w.t, 'GET', URL, headers)).statusCode);
    expect(statuses).toEqual(table.map(([, , status]) => status));
    expect(await snapshot(w)).toEqual(before);
  });

  it('shows the superadmin the same figures as a manager', async () => {
    const manager = await dashboard(w.as.in_house_manager);
    const superadmin = await dashboard(w.as.superadmin);
    expect(superadmin).toEqual({ ...manager, as_of: superadmin.as_of });
  });
});

describe('the figures, after known writes (the database clock)', () => {
  it('counts each figure from the tables and names the UTC day and ISO week it used', async () => {
    const before = await dashboard();
    const now = new Date(before.as_of);
    // Requests: today (now), more than a week ago (never this week), pending or not.
    await insertRequest(w, 'pending', now);
    await insertRequest(w, 'delivered', now);
    await insertRequest(w, 'pending', shift(now, -8 * DAY), w.ids.other);
    await insertRequest(w, 'assigned', shift(now, -8 * DAY));
    // Assets in each status; a deleted one is not counted.
    for (const status of assetStatuses) await insertAsset(w, status);
    await insertAsset(w, 'available');
    await insertAsset(w, 'inactive', { deleted: true });
    // Maintenance: overdue by date and by odometer, due soon by date, upcoming, in progress.
    const van = await insertAsset(w, 'available', { odometerKm: 20_000 });
    await insertMaintenance(w, van, { scheduledAt: shift(now, -DAY) });
    await insertMaintenance(w, van, { dueKm: 19_000 });
    await insertMaintenance(w, van, { scheduledAt: shift(now, 2 * DAY) });
    await insertMaintenance(w, van, { scheduledAt: shift(now, 30 * DAY) });
    await insertMaintenance(w, van, { scheduledAt: shift(now, -DAY), status: 'in_progress' });
    // Leases: ending in 2 days, in 30 days, pending.
    await insertLease(w, 'active', utcDate(now, 2));
    await insertLease(w, 'active', utcDate(now, 30));
    await insertLease(w, 'pending', utcDate(now, 2));
    // Businesses: two waiting, one deleted while waiting.
    await insertWaitingBusiness(w, 'en-attente-1');
    await insertWaitingBusiness(w, 'en-attente-2');
    await insertWaitingBusiness(w, 'supprimee', true);

    const after = await dashboard();
    const assets = Object.fromEntries(assetStatuses.map((s) => [s, 1]));
    expect(after).toEqual({
      as_of: after.as_of,
      today_start: before.today_start,
      week_start: before.week_start,
      requests_today: plus(before.requests_today, { pending: 1, delivered: 1 }),
      requests_this_week: plus(before.requests_this_week, { pending: 1, delivered: 1 }),
      requests_waiting: before.requests_waiting + 1,
      // Available: the loop's, the next one, the maintained van, the pending lease's asset;
      // leased: the loop's and the two active leases'.
      assets_by_status: plus(before.assets_by_status, {
        ...assets,
        available: 1 + 1 + 1 + 1,
        leased: 1 + 2,
      }),
      maintenance_overdue: before.maintenance_overdue + 2,
      maintenance_due_soon: before.maintenance_due_soon + 1,
      leases_active: before.leases_active + 2,
      leases_ending_soon: before.leases_ending_soon + 1,
      businesses_waiting: before.businesses_waiting + 2,
      documents: before.documents,
    });
    // The periods: the Paris midnight of as_of, the Monday of its ISO week, at most 6 days before.
    const dayStart = new Date(after.today_start);
    const weekStart = new Date(after.week_start);
    const parisDay = dayIn('Europe/Paris', new Date(after.as_of));
    expect(after.today_start).toBe(startOfDayIn('Europe/Paris', parisDay).toISOString());
    expect(dayIn('Europe/Paris', weekStart)).toBe(
      addDays(parisDay, -((new Date(`${parisDay}T12:00:00Z`).getUTCDay() + 6) % 7)),
    );
    expect(startOfDayIn('Europe/Paris', dayIn('Europe/Paris', weekStart))).toEqual(weekStart);
    expect(new Date(`${dayIn('Europe/Paris', weekStart)}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(dayStart.getTime() - weekStart.getTime()).toBeLessThan(7 * DAY);
  });

  it('agrees with every list it links to (docs/manager.md)', async () => {
    const d = await dashboard();
    // The app's link names the start; the end (start + 1 day, + 7 days) changes nothing, as
    // no request is created in the future.
    const requests = async (status: string, from: string, days: number) => {
      const to = shift(new Date(from), days * DAY).toISOString();
      const since = await total(`/business-dispatches?status=${status}&created_from=${from}`);
      const within = await total(
        `/business-dispatches?status=${status}&created_from=${from}&created_to=${to}`,
      );
      expect(within).toBe(since);
      return since;
    };
    for (const [status, n] of Object.entries(d.requests_today)) {
      expect(await requests(status, d.today_start, 1)).toBe(n);
    }
    for (const [status, n] of Object.entries(d.requests_this_week)) {
      expect(await requests(status, d.week_start, 7)).toBe(n);
    }
    expect(
      await total(`/business-dispatches?status=pending&waiting_minutes=${WAITING_MINUTES}`),
    ).toBe(d.requests_waiting);
    for (const [status, n] of Object.entries(d.assets_by_status)) {
      expect(await total(`/assets?status=${status}`)).toBe(n);
    }
    expect(await total('/business?active=false')).toBe(d.businesses_waiting);
    expect(await total('/maintenance?due_level=overdue')).toBe(d.maintenance_overdue);
    expect(await total('/maintenance?due_level=due_soon')).toBe(d.maintenance_due_soon);
    expect(await total('/leases?status=active')).toBe(d.leases_active);
    expect(await total(`/leases?ending_within_days=${ENDING_SOON_DAYS}`)).toBe(
      d.leases_ending_soon,
    );
    // Non-zero figures, so that the comparison means something.
    expect(d.requests_today.pending).toBeGreaterThan(0);
    expect(d.requests_waiting).toBeGreaterThan(0);
    expect(d.businesses_waiting).toBeGreaterThan(0);
    expect(d.maintenance_overdue * d.maintenance_due_soon).toBeGreaterThan(0);
    expect(d.leases_ending_soon).toBeGreaterThan(0);
  });
});

describe('the periods and due levels at their boundaries (a fixed instant)', () => {
  // Wednesday 15 January 2031, 23:30 UTC: already Thursday 00:30 in Paris (UTC+1), the
  // platform's day (issue 33): Thursday from Paris midnight, the week from Monday's.
  const at = new Date('2031-01-15T23:30:00.000Z');
  const day = new Date('2031-01-15T23:00:00.000Z');
  const monday = new Date('2031-01-12T23:00:00.000Z');

  it('names the Paris day and the ISO week (Monday first) of the instant', async () => {
    const d = await dashboardAt(w.t.db, at);
    expect([d.as_of, d.today_start, d.week_start]).toEqual([
      '2031-01-15T23:30:00.000Z',
      '2031-01-15T23:00:00.000Z',
      '2031-01-12T23:00:00.000Z',
    ]);
    // A Sunday belongs to the week that began six days before.
    const sunday = await dashboardAt(w.t.db, new Date('2031-01-19T12:00:00Z'));
    expect(sunday.week_start).toBe(monday.toISOString());
    // Sunday 23:00 UTC is Monday 00:00 in Paris: a new week.
    const nextMonday = await dashboardAt(w.t.db, new Date('2031-01-19T23:00:00Z'));
    expect(nextMonday.week_start).toBe('2031-01-19T23:00:00.000Z');
  });

  it('counts a request made at 23:30 UTC on 31 March for 1 April, in Paris (summer time)', async () => {
    const now = new Date('2030-04-01T08:00:00.000Z');
    const before = await dashboardAt(w.t.db, now);
    expect(before.today_start).toBe('2030-03-31T22:00:00.000Z');
    await insertRequest(w, 'delivered', '2030-03-31T23:30:00.000Z'); // 01:30 on 1 April in Paris
    await insertRequest(w, 'delivered', '2030-03-31T21:59:59.000Z'); // 23:59:59 on 31 March
    const after = await dashboardAt(w.t.db, now);
    expect(after.requests_today).toEqual(plus(before.requests_today, { delivered: 1 }));
  });

  it('counts requests of today and this week, from midnight and Monday included, and the waiting ones', async () => {
    const before = await dashboardAt(w.t.db, at);
    await insertRequest(w, 'pending', day); // today, from midnight (30 min ago: not waiting)
    await insertRequest(w, 'delivered', shift(day, 23 * 60 * MINUTE));
    await insertRequest(w, 'assigned', shift(day, -1)); // yesterday: this week only
    await insertRequest(w, 'in_transit', monday); // this week, from Monday 00:00
    await insertRequest(w, 'pending', shift(monday, -1)); // last week (and waiting)
    await insertRequest(w, 'cancelled', shift(day, DAY)); // tomorrow: this week, not today
    await insertRequest(w, 'cancelled', shift(monday, 7 * DAY)); // next week
    // Wednesday evening in Paris (today in UTC): yesterday, this week.
    await insertRequest(w, 'pending', shift(at, -61 * MINUTE)); // waiting
    await insertRequest(w, 'pending', shift(at, -60 * MINUTE)); // exactly an hour: not yet
    await insertRequest(w, 'assigned', shift(at, -120 * MINUTE)); // has an asset
    const after = await dashboardAt(w.t.db, at);
    expect(after.requests_today).toEqual(plus(before.requests_today, { pending: 1, delivered: 1 }));
    expect(after.requests_this_week).toEqual(
      plus(before.requests_this_week, {
        pending: 3,
        delivered: 1,
        assigned: 2,
        in_transit: 1,
        cancelled: 1,
      }),
    );
    expect(after.requests_waiting).toBe(before.requests_waiting + 2);
  });

  it('counts scheduled work overdue and due soon by date or odometer, whichever comes first, once', async () => {
    const before = await dashboardAt(w.t.db, at);
    const odo = (km: number | null) => insertAsset(w, 'available', { odometerKm: km });
    const schedule = async (
      when: Date | null,
      dueKm: number | null,
      { km = 10_000 as number | null, status = 'scheduled' } = {},
    ) => insertMaintenance(w, await odo(km), { scheduledAt: when, dueKm, status });
    // Overdue.
    await schedule(at, null); // its date is now
    await schedule(shift(at, -DAY), null);
    await schedule(null, 10_000); // the odometer reached it
    await schedule(shift(at, 30 * DAY), 9_000); // upcoming by date, overdue by odometer
    await schedule(shift(at, -60 * MINUTE), 10_200); // overdue by date, due soon by odometer
    // Due soon.
    await schedule(shift(at, 1000), null);
    await schedule(shift(at, 7 * DAY), null); // 7 days exactly
    await schedule(null, 10_500); // 500 km exactly
    await schedule(shift(at, 3 * DAY), 10_001); // due soon both ways: once
    // Upcoming, or not scheduled any more: not counted.
    await schedule(shift(at, 7 * DAY + 1000), null);
    await schedule(null, 10_501);
    await schedule(null, 100, { km: null }); // the asset's odometer is unknown
    await schedule(shift(at, -DAY), null, { status: 'in_progress' });
    await schedule(shift(at, -DAY), 10, { status: 'completed' });
    await schedule(shift(at, -DAY), 10, { status: 'cancelled' });
    // Work on a deleted asset is hidden (as in the maintenance list).
    const deleted = await insertAsset(w, 'inactive', { odometerKm: 10_000, deleted: true });
    await insertMaintenance(w, deleted, { scheduledAt: shift(at, -DAY), dueKm: 10 });
    await insertMaintenance(w, deleted, { scheduledAt: shift(at, DAY) });
    const after = await dashboardAt(w.t.db, at);
    expect([after.maintenance_overdue, after.maintenance_due_soon]).toEqual([
      before.maintenance_overdue + 5,
      before.maintenance_due_soon + 4,
    ]);
  });

  it("counts active leases until their end date and those ending within 7 days, in the lessee's days", async () => {
    const before = await dashboardAt(w.t.db, at);
    // 23:30 UTC on the 15th is already the 16th for the lessee (the demo business, Paris).
    await insertLease(w, 'active', '2031-01-16'); // ends today: active, ending soon
    await insertLease(w, 'active', '2031-01-15'); // past its end (today in UTC): reads ended
    await insertLease(w, 'active', '2031-01-23'); // in 7 days: ending soon
    await insertLease(w, 'active', '2031-01-24'); // in 8 days: active only
    await insertLease(w, 'pending', '2031-01-16');
    await insertLease(w, 'ended', '2031-01-16');
    await insertLease(w, 'cancelled', '2031-01-16');
    const after = await dashboardAt(w.t.db, at);
    expect([after.leases_active, after.leases_ending_soon]).toEqual([
      before.leases_active + 3,
      before.leases_ending_soon + 2,
    ]);
  });
});
