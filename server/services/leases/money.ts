/**
 * The money and the asset of a lease (docs/leases.md), inside the caller's transaction: a
 * period's charge and the owner's earning, the deposit taken and returned, and the closing of a
 * lease (asset back `available`). Shared by the moves (moves.ts) and the charge job.
 *
 * Locks are taken in one order: lease, asset, wallet. Each period is charged once: the ledger's
 * unique (lease_id, lease_period_start) and the earnings' own make a second charge impossible.
 */
import { z } from 'zod';
import { leasePeriods, leaseStatuses } from '../../../contract/lease';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { leaseUnpaidMail } from '../../mail/lease-mails';
import { mailLocale } from '../../mail/templates';
import { businessMailRecipients } from '../business/mail-recipients';
import { entitlementsOf, type PlanPolicy } from '../business/entitlements';
import { lockWallet, move } from '../money/money';
import { audit } from '../platform/audit';
import type { Mailer } from '../platform/mail';
import { recordEarning } from '../money/earnings';
import { instantOf, periodCharge, periodStart, type PeriodCharge } from './periods';
import { END_INSTANT_SQL, LEASE_TODAY_SQL } from './lease-record';

/** A lease row as the writers need it, locked by `lockLease`. */
const lockedLease = z.object({
  id: z.string(),
  asset_id: z.string(),
  asset_name: z.string(),
  lessor_user_id: z.string(),
  lessee_business_id: z.string(),
  lessee_business_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  period: z.enum(leasePeriods),
  rate: z.number(),
  deposit: z.number(),
  /** char(3): PostgreSQL pads it. */
  currency: z.string().transform((code) => code.trim()),
  /** As stored (an active lease past its end is still `active` here). */
  status: z.enum(leaseStatuses),
  periods_charged: z.number(),
  /** The lessee's today by the database's clock, when the row was locked. */
  today: z.string(),
});
export type LeaseRow = z.output<typeof lockedLease>;

/** Locks lease `id` (first in the lock order) and answers it; undefined when there is none. */
export async function lockLease(tx: Queryable, id: string): Promise<LeaseRow | undefined> {
  const rows = await queryRows(
    tx,
    lockedLease,
    `select l.id, l.asset_id, a.name as asset_name, l.lessor_user_id, l.lessee_business_id,
       b.name as lessee_business_name, l.start_date::text as start_date,
       l.end_date::text as end_date, l.period, l.rate::float8 as rate,
       l.deposit::float8 as deposit, l.currency, l.status, l.periods_charged,
       ${LEASE_TODAY_SQL}::text as today
     from leases l join assets a on a.id = l.asset_id
       join businesses b on b.id = l.lessee_business_id
     where l.id = $1 for update of l`,
    [id],
  );
  return rows[0];
}

/** The asset row, before the wallet (the lock order), so that its status cannot change meanwhile. */
const holdAsset = (tx: Queryable, assetId: string) =>
  tx.query('select 1 from assets where id = $1 for no key update', [assetId]);

/** Whether the lease's last day has passed (it reads `ended`). */
export const pastEnd = (lease: LeaseRow) => lease.end_date < lease.today;

/** The next period to charge when it has begun (a period begun is owed), else null. */
export function dueCharge(lease: LeaseRow): PeriodCharge | null {
  const charge = periodCharge(lease, lease.periods_charged);
  return charge && charge.start <= lease.today ? charge : null;
}

type Wallet = Awaited<ReturnType<typeof lockWallet>>;

/**
 * Charges `charge` to the lessee's locked wallet (which must hold it) and the owner earns it less
 * the commission of the lessee's plan; then the lease moves to its next period. A period at 0
 * writes no ledger or earning row.
 */
export async function chargePeriod(
  tx: Queryable,
  lease: LeaseRow,
  wallet: Wallet,
  charge: PeriodCharge,
  actorId: string | null,
  policy: PlanPolicy,
) {
  const key = instantOf(charge.start);
  let earning = null;
  if (charge.amount > 0) {
    await move(tx, wallet, {
      type: 'debit',
      category: 'lease_charge',
      amount: charge.amount,
      reference: `${lease.asset_name} ${charge.start} → ${charge.last}`,
      leaseId: lease.id,
      leasePeriodStart: key,
      actorId,
    });
    earning = await recordEarning(tx, {
      assetId: lease.asset_id,
      leaseId: lease.id,
      leasePeriodStart: key,
      gross: charge.amount,
      currency: lease.currency,
      rate: (await entitlementsOf(tx, lease.lessee_business_id, policy)).commissionRate,
    });
  }
  const next = periodCharge(lease, charge.index + 1);
  await tx.query(
    `update leases set periods_charged = $2, next_charge_at = $3, updated_at = now()
     where id = $1`,
    [
      lease.id,
      charge.index + 1,
      next ? instantOf(periodStart(lease.start_date, lease.period, next.index)) : null,
    ],
  );
  lease.periods_charged = charge.index + 1;
  return { period_start: charge.start, amount: charge.amount, earning: earning?.id ?? null };
}

/** Frees the asset a lease held (`leased` → `available`). */
const freeAsset = (tx: Queryable, assetId: string) =>
  tx.query(
    `update assets set status = 'available', updated_at = now()
     where id = $1 and status = 'leased'`,
    [assetId],
  );

/**
 * Closes an active lease: `ended` (at its term, or early) or `cancelled` (by the operator). The
 * asset is available again and the deposit goes back to the lessee's wallet (`refund`); nothing
 * of the periods already charged is refunded.
 */
export async function closeLease(
  tx: Queryable,
  lease: LeaseRow,
  close: {
    status: 'ended' | 'cancelled';
    actorId: string | null;
    reason: string | null;
    /** The term's end (the lease's last day passed), else now. */
    atTerm: boolean;
  },
) {
  await holdAsset(tx, lease.asset_id);
  const stamp = close.status === 'ended' ? 'ended_at' : 'cancelled_at';
  const at = close.atTerm ? END_INSTANT_SQL : 'now()';
  await tx.query(
    `update leases l set status = $2, ${stamp} = ${at}, next_charge_at = null,
       cancel_reason = coalesce($3, cancel_reason), updated_at = now()
     where l.id = $1`,
    [lease.id, close.status, close.reason],
  );
  await freeAsset(tx, lease.asset_id);
  let refund = null;
  if (lease.deposit > 0) {
    const wallet = await lockWallet(tx, lease.lessee_business_id);
    refund = await move(tx, wallet, {
      type: 'credit',
      category: 'refund',
      amount: lease.deposit,
      reference: lease.asset_name,
      leaseId: lease.id,
      actorId: close.actorId,
    });
  }
  await audit(tx, {
    actorUserId: close.actorId,
    action: close.status === 'ended' ? 'end' : 'cancel',
    entity: 'lease',
    entityId: lease.id,
    changes: {
      status: { from: 'active', to: close.status },
      reason: close.atTerm ? 'term' : close.reason,
      deposit_refund: refund?.id ?? null,
    },
  });
}

/**
 * The lessee's wallet could not pay `charge`: the lease ends now for non-payment, the asset is
 * available again, and the deposit is kept as the owner's compensation (an earning, less the
 * commission, named by the unpaid period). Both sides are told by mail: answers the outbox rows
 * to deliver after the commit.
 */
export async function endUnpaid(
  tx: Queryable,
  lease: LeaseRow,
  charge: PeriodCharge,
  balance: number,
  actorId: string | null,
  ctx: { policy: PlanPolicy; mailer: Mailer },
): Promise<string[]> {
  await tx.query(
    `update leases set status = 'ended', ended_at = now(), next_charge_at = null,
       updated_at = now() where id = $1`,
    [lease.id],
  );
  await freeAsset(tx, lease.asset_id);
  const kept =
    lease.deposit > 0
      ? await recordEarning(tx, {
          assetId: lease.asset_id,
          leaseId: lease.id,
          leasePeriodStart: instantOf(charge.start),
          gross: lease.deposit,
          currency: lease.currency,
          rate: (await entitlementsOf(tx, lease.lessee_business_id, ctx.policy)).commissionRate,
        })
      : null;
  await audit(tx, {
    actorUserId: actorId,
    action: 'end',
    entity: 'lease',
    entityId: lease.id,
    changes: {
      status: { from: 'active', to: 'ended' },
      reason: 'non_payment',
      period_start: charge.start,
      amount: charge.amount,
      balance,
      deposit_kept: kept?.id ?? null,
    },
  });
  const data = {
    assetName: lease.asset_name,
    businessName: lease.lessee_business_name,
    periodStart: charge.start,
    periodLast: charge.last,
    amount: charge.amount,
    balance,
    deposit: lease.deposit,
    currency: lease.currency,
  };
  const ids: string[] = [];
  for (const to of await businessMailRecipients(tx, lease.lessee_business_id)) {
    const mail = leaseUnpaidMail(to.locale, 'lessee', { ...data, name: to.name });
    ids.push(await ctx.mailer.queue(tx, { to: to.email, ...mail }));
  }
  const owners = await queryRows(
    tx,
    z.object({ email: z.string(), name: z.string(), locale: z.string().nullable() }),
    'select email, name, locale from users where id = $1 and disabled_at is null',
    [lease.lessor_user_id],
  );
  for (const owner of owners) {
    const mail = leaseUnpaidMail(mailLocale(owner.locale), 'lessor', { ...data, name: owner.name });
    ids.push(await ctx.mailer.queue(tx, { to: owner.email, ...mail }));
  }
  return ids;
}

export type Settlement =
  | { kind: 'charged'; detail: Awaited<ReturnType<typeof chargePeriod>> }
  | { kind: 'unpaid'; mails: string[] }
  | { kind: 'none' };

/**
 * Charges the next period of an active lease when it has begun: paid when the wallet holds it,
 * else the lease ends unpaid. Call it on a locked lease, again while it answers `charged`.
 */
export async function settleDuePeriod(
  tx: Queryable,
  lease: LeaseRow,
  actorId: string | null,
  ctx: { policy: PlanPolicy; mailer: Mailer },
): Promise<Settlement> {
  const charge = dueCharge(lease);
  if (lease.status !== 'active' || !charge) return { kind: 'none' };
  await holdAsset(tx, lease.asset_id);
  const wallet = await lockWallet(tx, lease.lessee_business_id);
  if (wallet.currency !== lease.currency || wallet.balance < charge.amount) {
    return {
      kind: 'unpaid',
      mails: await endUnpaid(tx, lease, charge, wallet.balance, actorId, ctx),
    };
  }
  return {
    kind: 'charged',
    detail: await chargePeriod(tx, lease, wallet, charge, actorId, ctx.policy),
  };
}
