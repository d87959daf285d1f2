/**
 * The lived-in demo holds on any day of a first start (docs/demo.md): its dates are days from
 * that start, and what a visitor or a browser test reaches first is there whatever the calendar
 * (the month's length, a leap day, the turn of a year, a year from now). Each instant seeds the
 * whole demo and reads it as of that instant, not as of the machine's clock.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { dayIn, DEFAULT_TIME_ZONE, startOfDayIn } from '../../contract/days';
import type { Db } from '../../server/db/db';
import { DEMO_DRIVER } from '../../server/demo';
import { demoPerFile } from './demo-db';

const DAY_MS = 86_400_000;

/**
 * First starts on days a calendar makes awkward, and a year from today. 2028-02-29T23:55Z is
 * already 1 March in Paris, the platform's day; 2026-11-29T23:36Z a Sunday in UTC and already
 * Monday there: a new day and a new week on the dashboards.
 */
const INSTANTS = [
  new Date('2027-01-31T09:30:00Z'),
  new Date('2028-02-29T23:55:00Z'),
  new Date('2026-11-29T23:36:00Z'),
  // Summer time: Paris two hours ahead, a Sunday 22:30 in UTC is Monday 00:30 there.
  new Date('2027-07-04T22:30:00Z'),
  new Date('2027-12-31T00:05:00Z'),
  new Date(Date.now() + 365 * DAY_MS),
];

// Each instant's demo closed before the next is built.
const demo = demoPerFile(afterEach);
let db: Db | undefined;

const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[]) =>
  (await db!.query<T>(sql, params))[0]!;

describe('the demo company, first started on any day', { timeout: 900_000 }, () => {
  it.each(INSTANTS.map((now) => [now.toISOString(), now] as const))(
    'started at %s',
    async (_, now) => {
      db = await demo.db(now);
      // The platform's day (Paris): the dashboards' today, the compliance rule's.
      const day = dayIn(DEFAULT_TIME_ZONE, now);

      // Nothing is dated after the first start.
      const latest = await one<{ requests: Date; ledger: Date; documents: Date }>(
        `select (select max(created_at) from requests) as requests,
                (select max(created_at) from wallet_transactions) as ledger,
                (select max(created_at) from documents) as documents`,
        [],
      );
      for (const at of Object.values(latest)) {
        expect(new Date(at).getTime()).toBeLessThanOrEqual(now.getTime());
      }
      // Every invoiced month is whole: the history reaches the first of the oldest of the three
      // (UTC months, as invoices are), on the 31st as on the 1st.
      const oldest = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1);
      const firstDays = await one<{ n: number }>(
        `select count(*)::int as n from requests where created_at >= $1 and created_at < $2`,
        [new Date(oldest), new Date(oldest + 3 * DAY_MS)],
      );
      expect(firstDays.n).toBeGreaterThan(0);
      // Requests came in that day, as the superadmin's "today" reads it.
      const today = await one<{ n: number }>(
        `select count(*)::int as n from requests where created_at >= $1 and created_at <= $2`,
        [startOfDayIn(DEFAULT_TIME_ZONE, day), now],
      );
      expect(today.n).toBeGreaterThan(0);

      // The demo driver has an asset of his free to send out: no document ended, no work
      // overdue, no failed inspection left open, as of that day.
      const free = await db.query<{ name: string }>(
        `select a.name from assets a join users u on u.id = a.default_driver_id
         where u.email = $1 and a.status = 'available' and a.deleted_at is null
           and not exists (select 1 from documents d
             where d.asset_id = a.id and d.current and d.valid_to < $2::date)
           and not exists (select 1 from maintenance m
             where m.asset_id = a.id and m.status = 'scheduled'
               and (m.scheduled_at <= $3 or a.odometer_km >= m.due_odometer_km))
           and not exists (select 1 from inspections i
             where i.asset_id = a.id and i.result = 'failed' and i.resolved_at is null)`,
        [DEMO_DRIVER.email, day, now],
      );
      expect(free.length).toBeGreaterThan(0);

      // The compliance screens' examples: one document expired, some within the month.
      const documents = await one<{ expired: number; expiring: number }>(
        `select count(*) filter (where valid_to < $1::date)::int as expired,
                count(*) filter (where valid_to >= $1::date and valid_to <= $1::date + 30)::int
                  as expiring
         from documents where current`,
        [day],
      );
      expect(documents.expired).toBe(1);
      expect(documents.expiring).toBeGreaterThanOrEqual(3);

      // Deliveries under way, with a last position, for the live map.
      const live = await one<{ n: number }>(
        `select count(*)::int as n from dispatches
         where status in ('assigned', 'in_transit') and last_lat is not null`,
        [],
      );
      expect(live.n).toBeGreaterThan(0);
    },
  );
});
