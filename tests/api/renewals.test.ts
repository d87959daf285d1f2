/**
 * The renewal job and the scheduler that runs it. Tests age subscriptions in the database
 * (`makeDue`) and call the job themselves; the concurrent runs need a PostgreSQL server
 * (DATABASE_URL): on PGlite, with its single connection, they are skipped.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db';
import { Scheduler } from '../../server/jobs/scheduler';
import { renewSubscriptions } from '../../server/jobs/subscription-renewals';
import { entitlementsOf } from '../../server/services/business/entitlements';
import { onPostgres } from './helpers';
import { worldWithPoolPerFile } from './per-file';
import { createWorld } from './requests-fixtures';
import {
  charges,
  insertPlan,
  ledgerSum,
  makeDue,
  newBusiness,
  planId,
  subscribed,
  subscriptionRow,
  balance,
  subscriptionAudits,
} from './subscriptions-fixtures';

const w = worldWithPoolPerFile(createWorld);

const renew = (db: Db = w.t.db) => renewSubscriptions(db, w.t.app.mailer);
const iso = (d: Date | string) => new Date(d).toISOString();
const silent = { error() {}, debug() {} } as unknown as ConstructorParameters<
  typeof Scheduler
>[2]['log'];

/** `anchor` plus `n` calendar months in UTC, on the month's last day when it is shorter. */
const addMonths = (anchor: Date, n: number) => {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + n;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      y,
      m,
      Math.min(anchor.getUTCDate(), last),
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
};

describe('renewSubscriptions', () => {
  it('charges a due subscription once and moves it to the next month', async () => {
    const shop = await newBusiness(w, 'renouvelee', { balance: 10_000 });
    const sub = await subscribed(w, shop.staff, await planId(w, 'starter'));
    await makeDue(w, sub.id);
    const due = await subscriptionRow(w, sub.id);

    expect(await renew()).toEqual({ renewed: 1, pastDue: 0, ended: 0, failed: 0 });
    const after = await subscriptionRow(w, sub.id);
    expect(after).toMatchObject({ status: 'active', periods: 2 });
    expect(iso(after.current_period_start)).toBe(iso(due.current_period_end));
    expect(iso(after.current_period_end)).toBe(iso(addMonths(due.current_period_start, 2)));
    const rows = await charges(w, sub.id);
    expect(rows.map((r) => [r.amount, r.reference])).toEqual([
      [1900, 'Starter'],
      [1900, 'Starter'],
    ]);
    expect(rows.map((r) => iso(r.period_start))).toContain(iso(due.current_period_end));
    expect(await balance(w, shop.id)).toBe(10_000 - 2 * 1900);
    expect(await ledgerSum(w, shop.id)).toBe(10_000 - 2 * 1900);

    // Nothing is due any more: a second run charges nothing.
    expect(await renew()).toEqual({ renewed: 0, pastDue: 0, ended: 0, failed: 0 });
    expect(await charges(w, sub.id)).toHaveLength(2);
    expect(await subscriptionAudits(w, 'renew', sub.id)).toHaveLength(1);
  });

  it('renews in the subscription’s currency: a Swiss business is charged in CHF, a French one in EUR', async () => {
    const starter = await planId(w, 'starter');
    const geneva = await newBusiness(w, 'geneve-renouvele', { balance: 5000, currency: 'CHF' });
    const paris = await newBusiness(w, 'paris-renouvele', { balance: 5000 });
    const swiss = await subscribed(w, geneva.staff, starter);
    const french = await subscribed(w, paris.staff, starter);
    expect([swiss.price, swiss.currency, french.price, french.currency]).toEqual([
      1800,
      'CHF',
      1900,
      'EUR',
    ]);
    // A later change of the plan's prices applies to new subscriptions only.
    await w.t.db.query(
      `update plan_prices set monthly_price = monthly_price * 2 where plan_id = $1`,
      [starter],
    );
    await makeDue(w, swiss.id);
    await makeDue(w, french.id);

    expect(await renew()).toEqual({ renewed: 2, pastDue: 0, ended: 0, failed: 0 });
    expect((await charges(w, swiss.id)).map((r) => r.amount)).toEqual([1800, 1800]);
    expect((await charges(w, french.id)).map((r) => r.amount)).toEqual([1900, 1900]);
    const wallets = await w.t.db.query<{ business_id: string; currency: string; balance: number }>(
      `select business_id, trim(currency) as currency, balance::float8 as balance from wallets
       where business_id = any($1::uuid[]) order by balance`,
      [[geneva.id, paris.id]],
    );
    expect(wallets).toEqual([
      { business_id: paris.id, currency: 'EUR', balance: 5000 - 2 * 1900 },
      { business_id: geneva.id, currency: 'CHF', balance: 5000 - 2 * 1800 },
    ]);
    expect(await ledgerSum(w, geneva.id)).toBe(5000 - 2 * 1800);
    await w.t.db.query(
      `update plan_prices set monthly_price = monthly_price / 2 where plan_id = $1`,
      [starter],
    );
  });

  it('a subscription several periods late renews one period per claim, anchored to its first day', async () => {
    const plan = await insertPlan(w, 'centime', { monthly_price: 100 });
    const shop = await newBusiness(w, 'retardataire', { balance: 10_000 });
    const sub = await subscribed(w, shop.staff, plan);
    // Taken on 31 January 2025: renewals on 28 February, 31 March, 30 April…
    const anchor = new Date('2025-01-31T10:00:00.000Z');
    await w.t.db.query(
      `update subscriptions set period_anchor = $2, current_period_start = $2,
         current_period_end = $3, periods = 1 where id = $1`,
      [sub.id, anchor.toISOString(), addMonths(anchor, 1).toISOString()],
    );
    const expected: string[] = [];
    for (let k = 1; addMonths(anchor, k) <= new Date(); k++) {
      expected.push(iso(addMonths(anchor, k)));
    }
    const report = await renew();
    expect(report.renewed).toBe(expected.length);
    const periods = (await charges(w, sub.id)).map((r) => iso(r.period_start));
    // The renewals follow the anchor; the last charge is the subscribe's own (today).
    expect(periods).toHaveLength(expected.length + 1);
    expect(periods.slice(0, -1)).toEqual(expected);
    expect(expected.slice(0, 4)).toEqual([
      '2025-02-28T10:00:00.000Z',
      '2025-03-31T10:00:00.000Z',
      '2025-04-30T10:00:00.000Z',
      '2025-05-31T10:00:00.000Z',
    ]);
    const now = await subscriptionRow(w, sub.id);
    expect(iso(now.current_period_end)).toBe(iso(addMonths(anchor, expected.length + 1)));
    expect(now.current_period_end.getTime()).toBeGreaterThan(Date.now());
    expect(await balance(w, shop.id)).toBe(10_000 - 100 * (expected.length + 1));
    expect(await ledgerSum(w, shop.id)).toBe(await balance(w, shop.id));
  });

  it('without enough money: past due, no charge, and a mail to the staff and the notification addresses', async () => {
    const shop = await newBusiness(w, 'fauchee', { balance: 1900 });
    const sub = await subscribed(w, shop.staff, await planId(w, 'starter'));
    // A colleague reading English, one disabled (no mail), and the business's own addresses.
    await w.t.db.query(
      `insert into users (email, name, role, business_id, locale, disabled_at)
       values ('john@fauchee.test', 'John', 'business', $1, 'en', null),
              ('parti@fauchee.test', 'Parti', 'business', $1, 'fr', now())`,
      [shop.id],
    );
    await w.t.db.query(
      `insert into business_settings (business_id, default_language, notification_emails)
       values ($1, 'en', array['compta@fauchee.test', 'JOHN@fauchee.test'])`,
      [shop.id],
    );
    await makeDue(w, sub.id);
    const outbox = async () =>
      w.t.db.query<{ to_email: string; subject: string; text: string }>(
        `select to_email, subject, text from outbox where to_email like '%fauchee.test'
         order by to_email`,
      );
    const mailsBefore = (await outbox()).length;

    expect(await renew()).toEqual({ renewed: 0, pastDue: 1, ended: 0, failed: 0 });
    await w.t.app.mailer.idle();
    expect((await subscriptionRow(w, sub.id)).status).toBe('past_due');
    expect(await charges(w, sub.id)).toHaveLength(1);
    expect(await balance(w, shop.id)).toBe(0);
    // Back to the free tier until it subscribes again.
    expect((await entitlementsOf(w.t.db, shop.id, policyOf())).planId).toBeNull();

    const mails = await outbox();
    expect(mailsBefore).toBe(0);
    expect(mails.map((m) => m.to_email)).toEqual([
      'compta@fauchee.test',
      'john@fauchee.test',
      'staff@fauchee.test',
    ]);
    const [compta, john, staff] = mails;
    expect(compta!.subject).toBe('Flotte: the renewal of your Starter plan failed');
    expect(john!.subject).toBe('Flotte: the renewal of your Starter plan failed');
    expect(staff!.subject).toBe('Flotte : le renouvellement de votre forfait Starter a échoué');
    expect(staff!.text).toContain('19,00');
    expect(staff!.text).toContain('abonnez-vous de nouveau');
    expect(john!.text).toContain('top up your wallet, then subscribe to the plan again');
    // Claimed once: a second run neither charges nor mails again.
    expect(await renew()).toEqual({ renewed: 0, pastDue: 0, ended: 0, failed: 0 });
    expect(await outbox()).toHaveLength(3);
  });

  it('a business without settings: its staff only, in French by default', async () => {
    const shop = await newBusiness(w, 'sans-reglages', { balance: 1900 });
    const sub = await subscribed(w, shop.staff, await planId(w, 'starter'));
    await makeDue(w, sub.id);
    expect((await renew()).pastDue).toBe(1);
    const mails = await w.t.db.query<{ to_email: string; subject: string }>(
      `select to_email, subject from outbox where to_email like '%sans-reglages.test'`,
    );
    expect(mails).toEqual([
      {
        to_email: 'staff@sans-reglages.test',
        subject: 'Flotte : le renouvellement de votre forfait Starter a échoué',
      },
    ]);
  });

  it.each([
    {
      why: 'auto_renew false',
      slug: 'resiliee',
      stop: (_: string, id: string) =>
        w.t.db.query('update subscriptions set auto_renew = false where id = $1', [id]),
    },
    {
      // It cannot use what it would pay for, nor stop the renewal itself.
      why: 'a suspended business is not charged again',
      slug: 'suspendue',
      stop: (businessId: string) =>
        w.t.db.query('update businesses set active = false where id = $1', [businessId]),
    },
  ])('$why: the subscription ends at its period’s end, nothing charged', async ({ slug, stop }) => {
    const shop = await newBusiness(w, slug, { balance: 10_000 });
    const sub = await subscribed(w, shop.staff, await planId(w, 'starter'));
    await stop(shop.id, sub.id);
    await makeDue(w, sub.id);
    const due = await subscriptionRow(w, sub.id);
    expect(await renew()).toEqual({ renewed: 0, pastDue: 0, ended: 1, failed: 0 });
    const after = await subscriptionRow(w, sub.id);
    expect(after.status).toBe('cancelled');
    expect(iso(after.ended_at!)).toBe(iso(due.current_period_end));
    expect(await charges(w, sub.id)).toHaveLength(1);
    expect(await balance(w, shop.id)).toBe(10_000 - 1900);
  });

  it('a period already charged is never charged again: that renewal fails alone, the others go on', async () => {
    const starter = await planId(w, 'starter');
    const a = await newBusiness(w, 'deja-payee', { balance: 10_000 });
    const b = await newBusiness(w, 'voisine', { balance: 10_000 });
    const subA = await subscribed(w, a.staff, starter);
    const subB = await subscribed(w, b.staff, starter);
    await makeDue(w, subA.id);
    await makeDue(w, subB.id);
    // A charge of A's next period is already on the ledger (written by hand here).
    await w.t.db.query(
      `insert into wallet_transactions (wallet_id, type, category, amount, balance_after,
         subscription_id, period_start)
       select w.id, 'debit', 'subscription', 1900, w.balance, s.id, s.current_period_end
       from subscriptions s join wallets w on w.business_id = s.business_id where s.id = $1`,
      [subA.id],
    );
    await expect(renew()).rejects.toThrow('1 subscription renewal(s) failed');
    expect(await charges(w, subA.id)).toHaveLength(2);
    expect(await balance(w, a.id)).toBe(10_000 - 1900);
    expect((await subscriptionRow(w, subA.id)).periods).toBe(1);
    expect((await subscriptionRow(w, subB.id)).periods).toBe(2);
    expect(await charges(w, subB.id)).toHaveLength(2);
    await w.t.db.query(`update subscriptions set status = 'cancelled' where id = $1`, [subA.id]);
  });

  it('a free plan moves its period without a ledger row', async () => {
    const shop = await newBusiness(w, 'gratis');
    const sub = await subscribed(w, shop.staff, await insertPlan(w, 'zero', { monthly_price: 0 }));
    await makeDue(w, sub.id);
    expect((await renew()).renewed).toBe(1);
    expect((await subscriptionRow(w, sub.id)).periods).toBe(2);
    expect(await charges(w, sub.id)).toEqual([]);
  });
});

describe('the scheduler', () => {
  const scheduler = (db: Db, run: () => Promise<unknown>, intervalSeconds = 60) =>
    new Scheduler(db, [{ name: 'test-job', run }], { intervalSeconds, log: silent });
  const jobRow = async () =>
    (
      await w.t.db.query<{
        failures: number;
        last_error: string | null;
        next_in: number;
        last_finished_at: Date | null;
      }>(
        `select failures, last_error, last_finished_at,
           extract(epoch from next_run_at - now())::float8 as next_in
         from job_runs where name = 'test-job'`,
      )
    )[0]!;

  it('one of two servers ticking at once runs the job; the next tick waits for the interval', async () => {
    let runs = 0;
    const job = async () => void runs++;
    const a = scheduler(w.t.db, job);
    const b = scheduler(w.secondPool ?? w.t.db, job);
    const ran = await Promise.all([a.tick(), b.tick()]);
    expect(ran.flat()).toEqual(['test-job']);
    expect(runs).toBe(1);
    expect(await a.tick()).toEqual([]);
    expect(runs).toBe(1);
    const row = await jobRow();
    expect(row.failures).toBe(0);
    expect(row.last_finished_at).not.toBeNull();
    expect(row.next_in).toBeGreaterThan(50);
  });

  it('records a failure and retries after a back-off that doubles; a success resets it', async () => {
    let fail = true;
    const s = scheduler(w.t.db, async () => {
      if (fail) throw new Error('boom');
    });
    const due = () =>
      w.t.db.query(`update job_runs set next_run_at = now() where name = 'test-job'`);
    await due();
    expect(await s.tick()).toEqual(['test-job']);
    let row = await jobRow();
    expect(row).toMatchObject({ failures: 1, last_error: 'boom' });
    expect(row.next_in).toBeGreaterThan(110); // 2 × 60 s
    expect(row.next_in).toBeLessThanOrEqual(120);
    await due();
    await s.tick();
    row = await jobRow();
    expect(row.failures).toBe(2);
    expect(row.next_in).toBeGreaterThan(230); // 4 × 60 s
    fail = false;
    await due();
    await s.tick();
    expect(await jobRow()).toMatchObject({ failures: 0, last_error: null });
  });

  it('an app started with FLOTTE_JOBS on runs the renewals at once, and stops them on close', async () => {
    const shop = await newBusiness(w, 'automatique', { balance: 10_000 });
    const sub = await subscribed(w, shop.staff, await planId(w, 'starter'));
    await makeDue(w, sub.id);
    await w.t.db.query(`delete from job_runs where name = 'subscription-renewals'`);
    const app = await w.t.rebuild({ jobsEnabled: true, jobIntervalSeconds: 3600 });
    // Closing waits for the run in flight.
    await app.close();
    expect((await subscriptionRow(w, sub.id)).periods).toBe(2);
    const rows = await w.t.db.query<{ failures: number; last_finished_at: Date | null }>(
      `select failures, last_finished_at from job_runs where name = 'subscription-renewals'`,
    );
    expect(rows[0]).toMatchObject({ failures: 0 });
    expect(rows[0]!.last_finished_at).not.toBeNull();
  });
});

describe('two servers renewing at once (PostgreSQL)', () => {
  it.skipIf(!onPostgres)('charge each period exactly once', async () => {
    const starter = await planId(w, 'starter');
    const shops = [];
    for (let i = 0; i < 8; i++) {
      const shop = await newBusiness(w, `course-${i}`, { balance: 10_000 });
      const sub = await subscribed(w, shop.staff, starter);
      // Some one period late, some three.
      await makeDue(w, sub.id, i % 2 === 0 ? 1 : 3);
      shops.push({ shop, sub, late: i % 2 === 0 ? 1 : 3 });
    }
    const reports = await Promise.all([
      renew(w.t.db),
      renew(w.secondPool!),
      renew(w.t.db),
      renew(w.secondPool!),
    ]);
    const total = reports.reduce((n, r) => n + r.renewed, 0);
    expect(total).toBe(shops.reduce((n, s) => n + s.late, 0));
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    for (const { shop, sub, late } of shops) {
      const rows = await charges(w, sub.id);
      expect(rows).toHaveLength(1 + late);
      expect(new Set(rows.map((r) => iso(r.period_start))).size).toBe(1 + late);
      expect(await balance(w, shop.id)).toBe(10_000 - 1900 * (1 + late));
      expect(await ledgerSum(w, shop.id)).toBe(await balance(w, shop.id));
      expect((await subscriptionRow(w, sub.id)).periods).toBe(1 + late);
    }
  });
});

function policyOf() {
  const { freeMaxAssets, freeMaxUsers, defaultCommissionRate } = w.t.config;
  return { freeMaxAssets, freeMaxUsers, defaultCommissionRate };
}
