/**
 * The lease job (server/jobs/lease-charges.ts): periods charged when they begin, leases the
 * wallet cannot pay ended, leases past their end finalised, stale proposals cancelled. Tests move
 * leases back in time (`age`) and run the job themselves; the runs of two servers at once need
 * a PostgreSQL server (DATABASE_URL) and are skipped on PGlite.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, startOfDayIn } from '../../contract/days';
import type { Db } from '../../server/db/db';
import { chargeLeases } from '../../server/jobs/lease-charges';
import { onPostgres } from './helpers';
import { inject, type Headers } from './requests-fixtures';
import {
  accepted,
  age,
  assetStatus,
  balance,
  createLeaseWorld,
  fundedOffersPerFile,
  earningsOf,
  leaseRow,
  ledgerOf,
  ledgerSum,
  oneLease,
  proposed,
  topUp,
  vanTerms,
} from './lease-fixtures';
import { insertBusiness, one, signedInUser } from './rows';
import { worldWithPoolPerFile } from './per-file';

const w = worldWithPoolPerFile(createLeaseWorld);
const o = fundedOffersPerFile(w, { deposit: 500 });

const policy = () => {
  const { freeMaxAssets, freeMaxUsers, defaultCommissionRate } = w.t.config;
  return { freeMaxAssets, freeMaxUsers, defaultCommissionRate };
};
const run = (db: Db = w.t.db) => chargeLeases(db, w.t.app.mailer, policy());
const none = { charged: 0, unpaid: 0, ended: 0, expired: 0, failed: 0 };

/** An accepted lease of the demo business (default: the van, by the day, today to day 4). */
const active = async (body: Record<string, unknown> = {}, headers?: Headers) =>
  accepted(w, (await proposed(w, vanTerms(w, o.van, body), headers)).id);
const periods = async (id: string) =>
  (await ledgerOf(w, id)).filter((r) => r.category === 'lease_charge').map((r) => r.period);

describe('chargeLeases', () => {
  it('charges each period once when it begins, the owner earning each; a second run charges nothing', async () => {
    const lease = await active({ end_date: w.day(6) });
    await age(w, lease.id, 3); // from day −3 to day 3; only day −3 charged
    const start = await balance(w, w.ids.business);
    expect(await run()).toEqual({ ...none, charged: 3 });
    expect(await periods(lease.id)).toEqual([w.day(-3), w.day(-2), w.day(-1), w.today]);
    expect((await earningsOf(w, lease.id)).map((e) => [e.period, e.net])).toEqual([
      [w.day(-3), 4050],
      [w.day(-2), 4050],
      [w.day(-1), 4050],
      [w.today, 4050],
    ]);
    expect(await balance(w, w.ids.business)).toBe(start - 3 * 4500);
    expect(await ledgerSum(w, w.ids.business)).toBe(await balance(w, w.ids.business));
    const row = await leaseRow(w, lease.id);
    expect(row).toMatchObject({ status: 'active', periods_charged: 4 });
    expect(row.next_charge_at!.toISOString()).toBe(`${w.day(1)}T00:00:00.000Z`);
    expect(await run()).toEqual(none);
    expect(await periods(lease.id)).toHaveLength(4);
    await inject(w.t, 'PATCH', `/leases/${lease.id}`, w.as.business, { status: 'ended' });
  });

  it('weekly periods: the last one charged whole though the end date cuts it; past its end, finalised once', async () => {
    const lease = await active({
      asset_id: w.ids.ownerVan2,
      preference_id: o.vans.id,
      end_date: w.day(9),
    });
    await age(w, lease.id, 8); // from day −8 to day 1: a second week began yesterday
    expect(await run()).toEqual({ ...none, charged: 1 });
    expect(await periods(lease.id)).toEqual([w.day(-8), w.day(-1)]);
    expect((await ledgerOf(w, lease.id)).filter((r) => r.category === 'lease_charge')).toEqual([
      expect.objectContaining({ amount: 9000 }),
      expect.objectContaining({
        amount: 9000,
        reference: `Peugeot Boxer ${w.day(-1)} → ${w.day(1)}`,
      }),
    ]);
    expect((await leaseRow(w, lease.id)).next_charge_at).toBeNull();

    await age(w, lease.id, 2); // its last day was yesterday
    const read = await inject(w.t, 'GET', `/leases/${lease.id}`, w.as.business);
    expect(oneLease.parse(read.json()).data.status).toBe('ended');
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('leased');
    const start = await balance(w, w.ids.business);
    expect(await run()).toEqual({ ...none, ended: 1 });
    const row = await leaseRow(w, lease.id);
    expect(row.status).toBe('ended');
    // At the lessee's midnight after its last day (Paris: the demo business's zone).
    expect(row.ended_at!.toISOString()).toBe(
      startOfDayIn(DEFAULT_TIME_ZONE, w.today).toISOString(),
    );
    expect(await assetStatus(w, w.ids.ownerVan2)).toBe('available');
    expect((await ledgerOf(w, lease.id)).at(-1)).toMatchObject({
      type: 'credit',
      category: 'refund',
      amount: 500,
    });
    expect(await balance(w, w.ids.business)).toBe(start + 500);
    expect(await run()).toEqual(none);
    expect((await ledgerOf(w, lease.id)).filter((r) => r.category === 'refund')).toHaveLength(1);
  });

  it('monthly periods follow the start day: 31 January, 28 February, 31 March, 30 April', async () => {
    await w.t.db.query(`update assets set status = 'leased' where id = $1`, [w.ids.ownerBike]);
    const { id } = await one<{ id: string }>(
      w.t,
      `insert into leases (asset_id, lessor_user_id, lessee_business_id, start_date, end_date,
         rate, period, status, accepted_at, periods_charged, next_charge_at)
       values ($1, $2, $3, '2025-01-31', '2025-05-15', 30000, 'month', 'active', now(), 1,
         '2025-02-28T00:00:00Z') returning id`,
      [w.ids.ownerBike, w.ids.owner, w.ids.business],
    );
    expect(await run()).toEqual({ ...none, charged: 3, ended: 1 });
    expect(await periods(id)).toEqual(['2025-02-28', '2025-03-31', '2025-04-30']);
    expect((await ledgerOf(w, id)).map((r) => r.reference)).toEqual([
      'Urban Arrow Cargo 2025-02-28 → 2025-03-30',
      'Urban Arrow Cargo 2025-03-31 → 2025-04-29',
      'Urban Arrow Cargo 2025-04-30 → 2025-05-15',
    ]);
    expect(await leaseRow(w, id)).toMatchObject({ status: 'ended', periods_charged: 4 });
    expect(await assetStatus(w, w.ids.ownerBike)).toBe('available');
  });

  it('a wallet that cannot pay: the lease ends, the asset is free, the deposit is the owner’s; both sides mailed, once', async () => {
    const shop = await insertBusiness(w.t, 'loueur-a-sec', 'standard', { name: 'Loueur à sec' });
    const staff = await signedInUser(w.t, 'staff@loueur-a-sec.test', shop, 'business', 'en');
    await topUp(w, shop, 24500 + 3000);
    const lease = await active({}, staff);
    await age(w, lease.id, 1); // today's period is due: 4500 owed, 3000 left
    const outbox = () =>
      w.t.db.query<{ to_email: string; subject: string; text: string }>(
        `select to_email, subject, text from outbox
         where to_email in ('staff@loueur-a-sec.test', 'owner@flotte.demo') order by to_email`,
      );
    const mailsBefore = (await outbox()).length;

    expect(await run()).toEqual({ ...none, unpaid: 1 });
    await w.t.app.mailer.idle();
    const row = await leaseRow(w, lease.id);
    expect(row).toMatchObject({ status: 'ended', periods_charged: 1, next_charge_at: null });
    expect(await assetStatus(w, w.ids.ownerVan)).toBe('available');
    expect(await balance(w, shop)).toBe(3000);
    expect((await ledgerOf(w, lease.id)).map((r) => r.category)).toEqual([
      'lease_charge',
      'lease_deposit',
    ]);
    // The deposit kept, as the unpaid period's earning, less the commission.
    expect(await earningsOf(w, lease.id)).toEqual([
      { gross: 4500, commission: 450, net: 4050, period: w.day(-1) },
      { gross: 20000, commission: 2000, net: 18000, period: w.today },
    ]);
    const mails = await outbox();
    expect(mailsBefore).toBe(0);
    expect(mails.map((m) => [m.to_email, m.subject])).toEqual([
      ['owner@flotte.demo', 'Flotte : la location de Renault Master a pris fin faute de paiement'],
      ['staff@loueur-a-sec.test', 'Flotte: the lease of Renault Master ended for non-payment'],
    ]);
    const [owner, lessee] = mails;
    expect(owner!.text).toContain('Bonjour Julien Petit,');
    expect(owner!.text).toContain('Loueur à sec n’a pas pu payer');
    expect(owner!.text).toContain('200,00');
    expect(lessee!.text).toContain('current balance: €30.00');
    expect(lessee!.text).toContain('The deposit (€200.00) is not returned');
    expect(await run()).toEqual(none);
    expect(await outbox()).toHaveLength(2);
  });

  it('a proposal nobody accepted before its start date is cancelled, once', async () => {
    const lease = await proposed(w, vanTerms(w, o.van, { end_date: w.day(2) }));
    expect(await run()).toEqual(none);
    await age(w, lease.id, 1);
    expect(await run()).toEqual({ ...none, expired: 1 });
    const row = await leaseRow(w, lease.id);
    expect(row.status).toBe('cancelled');
    expect(row.cancelled_at).not.toBeNull();
    const audits = await w.t.db.query(
      `select 1 from audit_log where entity = 'lease' and action = 'expire' and entity_id = $1`,
      [lease.id],
    );
    expect(audits).toHaveLength(1);
    expect(await run()).toEqual(none);
  });

  it('an app started with FLOTTE_JOBS on runs the lease job', async () => {
    const lease = await active();
    await age(w, lease.id, 1);
    await w.t.db.query(`delete from job_runs where name = 'lease-charges'`);
    const app = await w.t.rebuild({ jobsEnabled: true, jobIntervalSeconds: 3600 });
    await app.close(); // waits for the run in flight
    expect(await periods(lease.id)).toEqual([w.day(-1), w.today]);
    const rows = await w.t.db.query<{ failures: number }>(
      `select failures from job_runs where name = 'lease-charges'`,
    );
    expect(rows).toEqual([{ failures: 0 }]);
    await inject(w.t, 'PATCH', `/leases/${lease.id}`, w.as.business, { status: 'ended' });
  });
});

describe('two servers at once (PostgreSQL)', () => {
  it.skipIf(!onPostgres)('charge each period and finalise each lease exactly once', async () => {
    const vans = await w.t.db.query<{ id: string }>(
      `insert into assets (asset_type_id, owner_user_id, name)
       select $1, $2, 'Van ' || g from generate_series(1, 8) g returning id`,
      [w.ids.van, w.ids.owner],
    );
    const start = await balance(w, w.ids.business);
    const leases: { id: string; due: number; over: boolean }[] = [];
    for (const [i, { id: asset }] of vans.entries()) {
      const lease = await active({
        asset_id: asset,
        preference_id: o.vans.id,
        start_date: w.today,
        end_date: w.day(27),
      });
      // Some with one week due, some three weeks late, some past their end (all charged).
      const late = [7, 21, 35][i % 3]!;
      await age(w, lease.id, late);
      leases.push({ id: lease.id, due: Math.min(late / 7, 3), over: late > 27 });
    }
    const paid = await balance(w, w.ids.business);
    const reports = await Promise.all([
      run(w.t.db),
      run(w.secondPool!),
      run(w.t.db),
      run(w.secondPool!),
    ]);
    expect(reports.every((r) => r.failed === 0)).toBe(true);
    const total = (k: 'charged' | 'ended') => reports.reduce((n, r) => n + r[k], 0);
    expect(total('charged')).toBe(leases.reduce((n, l) => n + l.due, 0));
    expect(total('ended')).toBe(leases.filter((l) => l.over).length);
    for (const lease of leases) {
      const charged = await periods(lease.id);
      expect(charged).toHaveLength(1 + lease.due);
      expect(new Set(charged).size).toBe(charged.length);
      const refunds = (await ledgerOf(w, lease.id)).filter((r) => r.category === 'refund');
      expect(refunds).toHaveLength(lease.over ? 1 : 0);
    }
    const due = leases.reduce((n, l) => n + l.due, 0);
    const refunded = leases.filter((l) => l.over).length * 500;
    expect(await balance(w, w.ids.business)).toBe(paid - due * 9000 + refunded);
    expect(await ledgerSum(w, w.ids.business)).toBe(await balance(w, w.ids.business));
    expect(start - paid).toBe(8 * 9500);
  });
});
