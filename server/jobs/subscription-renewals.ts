/**
 * The renewal of subscriptions at the end of their period (docs/plans-and-subscriptions.md).
 * Safe with several servers on one database: each subscription is claimed with
 * `for update skip locked` in its own transaction, so servers running together take different
 * rows, and the ledger's unique (subscription_id, period_start) makes a second charge of a
 * period impossible.
 */
import { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import { iso } from '../db/db';
import { renewalFailedMail } from '../mail/subscription-mails';
import { businessMailRecipients } from '../services/business/mail-recipients';
import { audit } from '../services/platform/audit';
import type { Mailer } from '../services/platform/mail';
import { lockWallet, move } from '../services/money/money';
import { throwIfFailed, workClaimed, type Failures } from './claimed-queue';
import { queryOne, queryRows } from '../db/query';

export interface RenewalReport {
  /** Periods charged (or, at price 0, started). */
  renewed: number;
  pastDue: number;
  /** Not renewed (auto_renew false): ended at their period's end. */
  ended: number;
  /** Subscriptions whose renewal threw; retried at the next run. */
  failed: number;
}

const dueRow = z.object({
  id: z.string(),
  business_id: z.string(),
  business_name: z.string(),
  plan_name: z.string(),
  price: z.number(),
  currency: z.string(),
  auto_renew: z.boolean(),
  /** Whether the business is approved: a suspended business is not charged again. */
  business_active: z.boolean(),
  current_period_end: z.string(),
  /** The same instant as text, to the microsecond (a Date keeps milliseconds only). */
  period_key: z.string(),
});
type DueRow = z.output<typeof dueRow>;

interface Outcome {
  kind: 'renewed' | 'pastDue' | 'ended';
  /** Outbox rows to deliver once the transaction committed. */
  mails: string[];
}

/**
 * Claims the due subscriptions one at a time until none is left: a subscription several
 * periods late is claimed again after each renewal, one period per claim, until it is current.
 * One that fails is left for the next run (and the run throws, so the scheduler records it).
 */
export async function renewSubscriptions(db: Db, mailer: Mailer): Promise<RenewalReport> {
  const report: RenewalReport = { renewed: 0, pastDue: 0, ended: 0, failed: 0 };
  const failures: Failures = { ids: [] };
  const renew = (tx: Queryable, due: DueRow) => renewOne(tx, mailer, due);
  await workClaimed(db, mailer, report, failures, claimDue, renew);
  throwIfFailed(failures, report.failed, 'subscription renewal(s)');
  return report;
}

async function claimDue(tx: Queryable, skip: string[]) {
  return queryOne(
    tx,
    dueRow,
    `select s.id, s.business_id, b.name as business_name, p.name as plan_name, s.price::float8 as price, s.currency,
       s.auto_renew, b.active as business_active, s.current_period_end,
       s.current_period_end::text as period_key
     from subscriptions s join plans p on p.id = s.plan_id
       join businesses b on b.id = s.business_id
     where s.status = 'active' and s.current_period_end <= now()
       and not (s.id = any($1::uuid[]))
     order by s.current_period_end, s.id limit 1
     for update of s skip locked`,
    [skip],
  );
}

async function renewOne(tx: Queryable, mailer: Mailer, due: DueRow): Promise<Outcome> {
  const periodEnd = iso(due.current_period_end);
  // A suspended business cannot use what it would pay for, nor stop the renewal itself: its
  // subscription ends at the period's end like one not renewed.
  if (!due.auto_renew || !due.business_active) {
    await tx.query(
      `update subscriptions set status = 'cancelled', ended_at = current_period_end,
         updated_at = now() where id = $1`,
      [due.id],
    );
    await log(tx, due.id, 'expire', {
      ended_at: periodEnd,
      reason: due.auto_renew ? 'business_inactive' : 'not_renewed',
    });
    return { kind: 'ended', mails: [] };
  }
  const price = Number(due.price);
  const currency = due.currency.trim();
  if (price > 0) {
    const wallet = await lockWallet(tx, due.business_id);
    if (wallet.currency !== currency || wallet.balance < price) {
      await tx.query(
        `update subscriptions set status = 'past_due', updated_at = now() where id = $1`,
        [due.id],
      );
      await log(tx, due.id, 'past_due', { price, balance: wallet.balance, period_end: periodEnd });
      return { kind: 'pastDue', mails: await queueFailureMails(tx, mailer, due, wallet.balance) };
    }
    // The new period starts where the last one ended: that instant names the charge.
    await move(tx, wallet, {
      type: 'debit',
      category: 'subscription',
      amount: price,
      reference: due.plan_name,
      subscriptionId: due.id,
      periodStart: due.period_key,
      actorId: null,
    });
  }
  // Months counted from the anchor (UTC): 31 January, 28 February, 31 March…
  const next = await queryRows(
    tx,
    z.object({ current_period_end: z.string() }),
    `update subscriptions set current_period_start = current_period_end,
       current_period_end = (coalesce(period_anchor, current_period_start) at time zone 'UTC'
         + make_interval(months => periods + 1)) at time zone 'UTC',
       period_anchor = coalesce(period_anchor, current_period_start),
       periods = periods + 1, updated_at = now()
     where id = $1 returning current_period_end`,
    [due.id],
  );
  await log(tx, due.id, 'renew', {
    price,
    period_start: periodEnd,
    period_end: iso(next[0]!.current_period_end),
  });
  return { kind: 'renewed', mails: [] };
}

const log = (tx: Queryable, id: string, action: string, changes: object) =>
  audit(tx, { actorUserId: null, action, entity: 'subscription', entityId: id, changes });

/**
 * The business's staff (not disabled, each in its language) and its notification addresses
 * (in the business's default language) learn the renewal failed and how to fix it.
 */
async function queueFailureMails(
  tx: Queryable,
  mailer: Mailer,
  due: DueRow,
  balance: number,
): Promise<string[]> {
  const data = {
    businessName: due.business_name,
    planName: due.plan_name,
    price: Number(due.price),
    balance,
    currency: due.currency.trim(),
  };
  const ids: string[] = [];
  for (const to of await businessMailRecipients(tx, due.business_id)) {
    ids.push(await mailer.queue(tx, { to: to.email, ...renewalFailedMail(to.locale, data) }));
  }
  return ids;
}
