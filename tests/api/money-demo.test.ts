/**
 * The demo company's money (server/demo/invoicing.ts, payouts.ts; docs/money.md): the platform's
 * tariffs per asset type, three months of invoices (the newest issued, one paid late, one
 * credited), a statement per owner and month, the two older months' paid in one batch; all of
 * it read back through the API as the superadmin and a business see it.
 */
import { expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { dayIn, DEFAULT_TIME_ZONE } from '../../contract/days';
import { invoice } from '../../contract/invoice';
import { payoutBatch, payoutStatement } from '../../contract/payouts';
import { tariff } from '../../contract/tariff';
import { dataKeyring } from '../../server/payouts-config';
import { demoPerFile } from './demo-db';
import { testConfig } from './helpers';

const demo = demoPerFile();

// Statuses are read as of today: the demo starts today.
const NOW = new Date();
/** The first day of the month `back` months before this one, `YYYY-MM-DD`. */
const monthStart = (back: number) =>
  new Date(Date.UTC(NOW.getUTCFullYear(), NOW.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
const [OLDEST, MIDDLE, NEWEST] = [monthStart(3), monthStart(2), monthStart(1)];

it(
  'has tariffs, three months of invoices and payouts, one batch paid',
  { timeout: 600_000 },
  async () => {
    const config = testConfig();
    const ring = dataKeyring(config.payouts, config.jwtSecret!);
    const { as, get } = await demo.app({ now: NOW, config, ring });
    const admin = await as('admin@flotte.demo');

    const tariffs = listResponse(tariff).parse(await get('/tariffs?perPage=50', admin)).data;
    expect(tariffs.length).toBeGreaterThanOrEqual(3);
    expect(tariffs.every((t) => t.business_id === null && t.active)).toBe(true);

    const all = listResponse(invoice).parse(await get('/invoices?perPage=100', admin)).data;
    const invoices = all.filter((i) => i.kind === 'invoice');
    expect(new Set(invoices.map((i) => i.period_start))).toEqual(new Set([OLDEST, MIDDLE, NEWEST]));
    // Numbered without gaps per year.
    for (const year of new Set(invoices.map((i) => i.issue_date.slice(0, 4)))) {
      const numbers = invoices
        .filter((i) => i.issue_date.startsWith(year))
        .map((i) => i.number)
        .sort();
      expect(numbers).toEqual(numbers.map((_, n) => `F-${year}-${String(n + 1).padStart(6, '0')}`));
    }
    // The newest month's are issued, due after the first start; the older ones paid.
    for (const i of invoices) {
      const newest = i.period_start === NEWEST;
      // Due 30 days after the 1st: the last hour of a 31-day month (UTC) is already the next
      // day in Paris, the demo businesses' zone, where it is overdue.
      const owed = i.due_date < dayIn(DEFAULT_TIME_ZONE, new Date()) ? 'overdue' : 'issued';
      expect(i.status, i.number).toBe(newest && i.due > 0 ? owed : 'paid');
    }
    const late = invoices.filter((i) =>
      i.payments.some((p) => p.method === 'transfer' && p.paid_on > i.due_date),
    );
    expect(late).toHaveLength(1);
    expect(late[0]).toMatchObject({
      business_name: 'Transports Durand',
      period_start: OLDEST,
    });
    const notes = all.filter((i) => i.kind === 'credit_note');
    expect(notes).toHaveLength(1);
    const noteDay = new Date(Date.parse(monthStart(1)) + 8 * 86_400_000).toISOString().slice(0, 10);
    expect(notes[0]).toMatchObject({
      number: `A-${noteDay.slice(0, 4)}-000001`,
      issue_date: noteDay,
    });
    expect(invoices.find((i) => i.id === notes[0]!.credited_invoice_id)).toMatchObject({
      business_name: 'Transports Durand',
      period_start: MIDDLE,
      status: 'paid',
    });
    // A business reads its own, and only those.
    const durand = listResponse(invoice).parse(
      await get('/invoices?perPage=100', await as('business@flotte.demo')),
    ).data;
    expect(durand.length).toBeGreaterThanOrEqual(4);
    expect(durand.every((i) => i.business_name === 'Transports Durand')).toBe(true);

    const statements = listResponse(payoutStatement).parse(
      await get('/payout-statements?perPage=100', admin),
    ).data;
    const periods = new Set(statements.map((s) => s.period_start));
    expect(periods).toEqual(new Set([OLDEST, MIDDLE, NEWEST]));
    for (const s of statements) {
      expect(s.status, s.number).toBe(s.period_start === NEWEST ? 'issued' : 'paid');
    }
    const batches = listResponse(payoutBatch).parse(await get('/payout-batches', admin)).data;
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ status: 'paid', currency: 'EUR' });
    expect(batches[0]!.count).toBe(statements.filter((s) => s.status === 'paid').length);
  },
);
