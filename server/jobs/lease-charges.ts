/**
 * The lease job (docs/leases.md): charges each lease period when it begins, ends the leases whose
 * wallet cannot pay, finalises the leases past their end date (asset available, deposit
 * returned) and cancels the proposals nobody accepted before their start date.
 *
 * Safe with several servers on one database, like the renewals: each lease is claimed with
 * `for update skip locked` in its own transaction, one period per claim, and the ledger's unique
 * (lease_id, lease_period_start) makes a second charge of a period impossible.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import type { PlanPolicy } from '../services/business/entitlements';
import {
  closeLease,
  lockLease,
  pastEnd,
  settleDuePeriod,
  type LeaseRow,
} from '../services/leases/money';
import { instantOf, periodCharge } from '../services/leases/periods';
import { LEASE_TODAY_SQL } from '../services/leases/lease-record';
import { todaySql } from '../db/sql';
import type { Mailer } from '../services/platform/mail';
import { throwIfFailed, workClaimed, type Failures } from './claimed-queue';
import { queryRows } from '../db/query';

export interface LeaseChargeReport {
  /** Periods charged. */
  charged: number;
  /** Leases ended because the wallet could not pay a period. */
  unpaid: number;
  /** Leases past their end date, finalised. */
  ended: number;
  /** Proposals past their start date, cancelled. */
  expired: number;
  /** Leases whose work threw; retried at the next run. */
  failed: number;
}

/** The queues of the job: each answers the id of one lease to work on, skipping locked ones. */
// `next_charge_at` is midnight UTC of the period's first day (the ledger's key); the period is
// due once that day has begun for the lessee, in its zone: up to 14 hours before that UTC
// midnight (UTC+14). The first bound keeps the partial index, the second is the lessee's day.
const DUE = `l.status = 'active' and l.next_charge_at <= now() + interval '14 hours'
  and (l.next_charge_at at time zone 'UTC')::date <= ${LEASE_TODAY_SQL}`;
const OVER = `l.status = 'active' and l.next_charge_at is null and l.end_date < ${LEASE_TODAY_SQL}`;

export async function chargeLeases(
  db: Db,
  mailer: Mailer,
  policy: PlanPolicy,
): Promise<LeaseChargeReport> {
  const report: LeaseChargeReport = { charged: 0, unpaid: 0, ended: 0, expired: 0, failed: 0 };
  report.expired = await expireProposals(db);
  const failures: Failures = { ids: [] };
  // Periods first: a lease past its end with periods left is charged them, then finalised.
  for (const [queue, work] of [
    [DUE, (tx: Queryable, lease: LeaseRow) => settle(tx, lease, { policy, mailer })],
    [OVER, finalise],
  ] as const) {
    const claimNext = (tx: Queryable, skip: string[]) => claim(tx, queue, skip);
    await workClaimed(db, mailer, report, failures, claimNext, work);
  }
  throwIfFailed(failures, report.failed, 'lease(s)');
  return report;
}

async function claim(tx: Queryable, queue: string, skip: string[]) {
  const rows = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `select l.id from leases l where ${queue} and not (l.id = any($1::uuid[]))
     order by l.next_charge_at nulls last, l.end_date, l.id limit 1
     for update skip locked`,
    [skip],
  );
  return rows[0] ? lockLease(tx, rows[0].id) : undefined;
}

interface Outcome {
  /** null: claimed, nothing to do (its queue time is set right). */
  kind: 'charged' | 'unpaid' | 'ended' | null;
  mails: string[];
}

/** One period of a lease due: charged, or the lease ends unpaid (both sides mailed). */
async function settle(
  tx: Queryable,
  lease: LeaseRow,
  ctx: { policy: PlanPolicy; mailer: Mailer },
): Promise<Outcome> {
  const settled = await settleDuePeriod(tx, lease, null, ctx);
  if (settled.kind === 'unpaid') return { kind: 'unpaid', mails: settled.mails };
  if (settled.kind === 'charged') return { kind: 'charged', mails: [] };
  // Its queue time disagrees with its calendar (written by hand?): the calendar wins.
  const next = periodCharge(lease, lease.periods_charged);
  await tx.query('update leases set next_charge_at = $2 where id = $1', [
    lease.id,
    next ? instantOf(next.start) : null,
  ]);
  return { kind: null, mails: [] };
}

/** A lease past its end date, every period charged: ended at its term, deposit returned. */
async function finalise(tx: Queryable, lease: LeaseRow): Promise<Outcome> {
  if (!pastEnd(lease)) throw new Error(`lease ${lease.id} is not over`);
  await closeLease(tx, lease, { status: 'ended', actorId: null, reason: null, atTerm: true });
  return { kind: 'ended', mails: [] };
}

/**
 * Proposals whose start date passed unaccepted are cancelled (nothing moved yet): one statement
 * with its audit rows, so a second server finds nothing left to cancel.
 */
async function expireProposals(db: Db): Promise<number> {
  const rows = await db.query(
    `with expired as (
       update leases set status = 'cancelled', cancelled_at = now(), updated_at = now()
       where status = 'pending' and start_date < ${todaySql('lessee_business_id')} returning id
     )
     insert into audit_log (actor_user_id, action, entity, entity_id, changes)
     select null, 'expire', 'lease', id,
       '{"status":{"from":"pending","to":"cancelled"},"reason":"start_passed"}'::jsonb
     from expired returning entity_id`,
  );
  return rows.length;
}
