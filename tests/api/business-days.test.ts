/**
 * A business's "today" is its own (issue 33, docs/business.md "Days"): the sign-in tells the app
 * its zone, and the server's dates (an invoice overdue, a lease's first and last days) follow the
 * business concerned, not UTC. Two businesses at the ends of the clock make it hold at any
 * instant: Etc/GMT-14 (UTC+14) is always on a later day than Etc/GMT+12 (UTC−12), and UTC's day
 * is one of the two, so a rule read in UTC gets one of them wrong whatever the hour.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { oneResponse } from '../../contract/common';
import { addDays, startOfDayIn } from '../../contract/days';
import { invoice } from '../../contract/invoice';
import { creditInvoice } from '../../server/services/invoices/invoices';
import { businessDashboard } from '../../server/services/dashboards/business';
import { issueInvoice, issueMonth } from '../../server/services/invoices/issue';
import { chargedInMonth } from './invoice-fixtures';
import { accepted, oneLease, offer, propose, topUp } from './lease-fixtures';
import { worldPerFile } from './per-file';
import { createWorld, inject, type Headers } from './requests-fixtures';
import { one } from './rows';

const EAST = 'Etc/GMT-14';
const WEST = 'Etc/GMT+12';
const w = worldPerFile(createWorld);

/** Today in `zone` by the database's clock, as the server reads it. */
const todayIn = async (zone: string) =>
  (await one<{ d: string }>(w.t, `select (now() at time zone $1)::date::text as d`, [zone])).d;

const saveZone = async (headers: Headers, timezone: string) => {
  const res = await inject(w.t, 'POST', '/business-settings', headers, { timezone });
  expect(res.statusCode, res.body).toBe(201);
};

beforeAll(async () => {
  // The demo business lives east, the other business west; the B2B client keeps the default.
  await saveZone(w.as.business, EAST);
  await saveZone(w.otherBusiness, WEST);
});

describe("a business's day (issue 33)", () => {
  it('the sign-in answers the zone of the user’s days: its business’s, else Paris', async () => {
    const zoneOf = async (email: string) => (await w.t.login(email)).user.time_zone;
    expect(await zoneOf('staff@autre.test')).toBe(WEST);
    // A business that never saved its settings, an operator, an owner: Europe/Paris.
    expect(await zoneOf('staff@marque.test')).toBe('Europe/Paris');
    expect(await zoneOf('owner2@flotte.test')).toBe('Europe/Paris');
  });

  it("an invoice is overdue once its due date has passed in the invoiced business's zone", async () => {
    const west = await todayIn(WEST);
    const invoiceOf = async (businessId: string, month: string) => {
      await chargedInMonth(w, businessId, month, 5000);
      const id = (await w.t.db.transaction((tx) =>
        issueInvoice(tx, businessId, month, addDays(west, -30), null),
      ))!;
      // Due today in the west: already yesterday or before in the east.
      await w.t.db.query('update invoices set due_date = $2 where id = $1', [id, west]);
      return id;
    };
    const statusOf = async (id: string) =>
      oneResponse(invoice).parse(
        (await inject(w.t, 'GET', `/invoices/${id}`, w.as.superadmin)).json(),
      ).data.status;
    const east = await invoiceOf(w.ids.business, '2024-01');
    const westInvoice = await invoiceOf(w.ids.other, '2024-01');
    expect(await statusOf(east)).toBe('overdue');
    expect(await statusOf(westInvoice)).toBe('issued');
    const listed = await inject(w.t, 'GET', '/invoices?status=overdue', w.as.superadmin);
    expect(listed.json().data.map((i: { id: string }) => i.id)).toEqual([east]);
  });

  it("an invoice and its credit note are dated by their issuer's day: the platform's, Paris", async () => {
    // 23:30 UTC on 31 December 2030 is already 1 January 2031 in Paris: the new year's series.
    const at = new Date('2030-12-31T23:30:00Z');
    await chargedInMonth(w, w.ids.business, '2024-02', 5000);
    const { issued } = await issueMonth(w.t.db, {
      businessId: w.ids.business,
      month: '2024-02',
      now: at,
    });
    const read = async (id: string) =>
      oneResponse(invoice).parse(
        (await inject(w.t, 'GET', `/invoices/${id}`, w.as.superadmin)).json(),
      ).data;
    expect(await read(issued[0]!)).toMatchObject({
      number: 'F-2031-000001',
      issue_date: '2031-01-01',
    });
    const admin = await one<{ id: string }>(w.t, `select id from users where role = 'superadmin'`);
    const note = await creditInvoice(
      w.t.db,
      admin.id,
      issued[0]!,
      { net: 100, reason: 'Geste' },
      at,
    );
    expect(note).toMatchObject({ number: 'A-2031-000001', issue_date: '2031-01-01' });
  });

  it("a lease's first and last days are the lessee's", async () => {
    const [east, west] = [await todayIn(EAST), await todayIn(WEST)];
    const van = await offer(w, { asset_id: w.ids.ownerVan, rate: 1000 });
    const van2 = await offer(w, { asset_id: w.ids.ownerVan2, rate: 1000 });
    await topUp(w, w.ids.business, 100_000);
    await topUp(w, w.ids.other, 100_000);
    const terms = (preference_id: string, asset_id: string, start_date: string) => ({
      preference_id,
      asset_id,
      start_date,
      end_date: addDays(start_date, 3),
    });

    // The west's today is already past in the east: refused there, not in the west.
    const late = await propose(w, terms(van.id, w.ids.ownerVan, west));
    expect(late.statusCode, late.body).toBe(400);
    expect(late.json().details).toContainEqual(expect.objectContaining({ path: 'start_date' }));
    const westRes = await propose(w, terms(van2.id, w.ids.ownerVan2, west), w.otherBusiness);
    expect(westRes.statusCode, westRes.body).toBe(201);
    const eastRes = await propose(w, terms(van.id, w.ids.ownerVan, east));
    expect(eastRes.statusCode, eastRes.body).toBe(201);

    // Both active, both ending on the west's today: over in the east, its last day in the west.
    const ids = [eastRes, westRes].map((res) => oneLease.parse(res.json()).data.id);
    for (const id of ids) {
      await accepted(w, id);
      await w.t.db.query(
        'update leases set start_date = $2::date - 3, end_date = $2::date where id = $1',
        [id, west],
      );
    }
    const read = async (id: string) =>
      oneLease.parse((await inject(w.t, 'GET', `/leases/${id}`, w.as.superadmin)).json()).data;
    expect(await read(ids[0]!)).toMatchObject({
      status: 'ended',
      // At the lessee's midnight after its last day.
      ended_at: startOfDayIn(EAST, addDays(west, 1)).toISOString(),
    });
    expect(await read(ids[1]!)).toMatchObject({ status: 'active', ended_at: null });
  });

  it("a business's dashboard counts the spend of its own month", async () => {
    // 20:00 UTC on 31 May 2030 is already 1 June at UTC+14: the east's month is June.
    const at = new Date('2030-05-31T20:00:00Z');
    const user = (await w.t.login('business@flotte.demo')).user;
    const east = await businessDashboard(w.t.db, user, at);
    expect(east.month_start).toBe(startOfDayIn(EAST, '2030-06-01').toISOString());
    const west = await businessDashboard(w.t.db, (await w.t.login('staff@autre.test')).user, at);
    expect(west.month_start).toBe(startOfDayIn(WEST, '2030-05-01').toISOString());
  });
});
