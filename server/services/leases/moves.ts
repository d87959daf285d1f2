/**
 * PATCH /leases/{id} (docs/leases.md): the lease's state machine, who may make each move, and
 * what each move does to the asset and the money, in one transaction.
 *
 *   pending → active      the lessor accepts: asset `leased`, first period and deposit charged
 *   pending → cancelled   the lessor declines (reason required), the lessee withdraws, the
 *                         operator cancels (reason required)
 *   active  → ended       either side or the operator ends it early: deposit returned
 *   active  → cancelled   the operator annuls it (reason required): closed like an early end
 *
 * Anything else from the status the lease reads (an active lease past its end reads `ended`)
 * is 409 invalid_transition; a move the caller's side may not make is 403.
 */
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import type { Lease } from '../../../contract/lease';
import { type Db, type Queryable } from '../../db/db';
import { ApiError, forbidden, invalidField, notFound } from '../../errors';
import { assertBusinessActive } from '../business/guards';
import type { PlanPolicy } from '../business/entitlements';
import { isOperator } from '../business/scope';
import { lockWallet, move } from '../money/money';
import { audit } from '../platform/audit';
import type { Mailer } from '../platform/mail';
import { SqlState, sqlStateOf } from '../../db/db';
import {
  chargePeriod,
  closeLease,
  lockLease,
  pastEnd,
  settleDuePeriod,
  type LeaseRow,
} from './money';
import { periodCharge } from './periods';
import { findLease } from './leases';
import { assertCompliant } from '../compliance/compliance';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;
type Side = 'lessor' | 'lessee' | 'operator';
type Target = 'active' | 'cancelled' | 'ended';

export interface LeaseMove {
  status: Target;
  reason?: string | null | undefined;
}

/** Who may make each move, by the status the lease reads. */
const MOVES: Record<Lease['status'], Partial<Record<Target, Side[]>>> = {
  pending: { active: ['lessor'], cancelled: ['lessor', 'lessee', 'operator'] },
  active: { ended: ['lessor', 'lessee', 'operator'], cancelled: ['operator'] },
  ended: {},
  cancelled: {},
};

const invalidTransition = () => new ApiError(409, 'invalid_transition');
const unavailable = () => new ApiError(409, 'asset_unavailable');

function sideOf(caller: Caller, lease: LeaseRow): Side | undefined {
  if (isOperator(caller)) return 'operator';
  if (caller.role === 'asset_owner' && lease.lessor_user_id === caller.id) return 'lessor';
  if (caller.role === 'business' && lease.lessee_business_id === caller.business_id) {
    return 'lessee';
  }
  return undefined;
}

export async function moveLease(
  db: Db,
  caller: Caller,
  id: string,
  input: LeaseMove,
  ctx: { policy: PlanPolicy; mailer: Mailer },
): Promise<Lease> {
  const mails: string[] = [];
  const lease = await db
    .transaction(async (tx) => {
      if (!(await findLease(tx, caller, id))) throw notFound();
      const row = (await lockLease(tx, id))!;
      const side = sideOf(caller, row);
      const from: Lease['status'] = row.status === 'active' && pastEnd(row) ? 'ended' : row.status;
      const sides = MOVES[from][input.status];
      if (!sides) throw invalidTransition();
      if (!side || !sides.includes(side)) throw forbidden();
      const reason = input.reason?.trim() || null;
      if (input.status === 'cancelled' && side !== 'lessee' && !reason) {
        throw invalidField('reason', msg.required);
      }
      if (from === 'pending' && input.status === 'active') await accept(tx, caller, row, ctx);
      else if (from === 'pending') await withdraw(tx, caller, row, reason);
      else mails.push(...(await close(tx, caller, row, input.status, reason, ctx)));
      return (await findLease(tx, null, id))!;
    })
    .catch((error: unknown) => {
      // The unique active lease of an asset is the last word between two acceptances.
      if (sqlStateOf(error) === SqlState.uniqueViolation) throw unavailable();
      throw error;
    });
  ctx.mailer.deliver(mails);
  return lease;
}

/**
 * The lessor accepts: the asset becomes `leased` (the conditional update decides a race with a
 * dispatch or another acceptance), the lessee's wallet pays the first period and the deposit,
 * the owner earns the period less the commission. A proposal past its start date cannot be
 * accepted any more (the job cancels it); a suspended lessee cannot lease.
 */
async function accept(tx: Queryable, caller: Caller, lease: LeaseRow, ctx: { policy: PlanPolicy }) {
  if (lease.start_date < lease.today) throw invalidTransition();
  await assertBusinessActive(tx, lease.lessee_business_id);
  await assertCompliant(tx, lease.asset_id);
  const taken = await tx.query(
    `update assets set status = 'leased', updated_at = now()
     where id = $1 and status = 'available' and deleted_at is null returning id`,
    [lease.asset_id],
  );
  if (taken.length === 0) throw unavailable();
  const wallet = await lockWallet(tx, lease.lessee_business_id);
  if (wallet.currency !== lease.currency) throw new ApiError(409, 'currency_mismatch');
  const first = periodCharge(lease, 0)!;
  if (wallet.balance < first.amount + lease.deposit) throw new ApiError(402, 'insufficient_funds');
  await tx.query(
    `update leases set status = 'active', accepted_at = now(), updated_at = now() where id = $1`,
    [lease.id],
  );
  const charge = await chargePeriod(tx, lease, wallet, first, caller.id, ctx.policy);
  const deposit =
    lease.deposit > 0
      ? await move(tx, wallet, {
          type: 'debit',
          category: 'lease_deposit',
          amount: lease.deposit,
          reference: lease.asset_name,
          leaseId: lease.id,
          actorId: caller.id,
        })
      : null;
  await audit(tx, {
    actorUserId: caller.id,
    action: 'accept',
    entity: 'lease',
    entityId: lease.id,
    changes: { status: { from: 'pending', to: 'active' }, charge, deposit: deposit?.id ?? null },
  });
}

/** A pending proposal declined, withdrawn or cancelled: nothing moved yet, nothing to undo. */
async function withdraw(tx: Queryable, caller: Caller, lease: LeaseRow, reason: string | null) {
  await tx.query(
    `update leases set status = 'cancelled', cancelled_at = now(), cancel_reason = $2,
       updated_at = now() where id = $1`,
    [lease.id, reason],
  );
  await audit(tx, {
    actorUserId: caller.id,
    action: 'cancel',
    entity: 'lease',
    entityId: lease.id,
    changes: { status: { from: 'pending', to: 'cancelled' }, reason },
  });
}

/**
 * An active lease closed early: every period begun is owed first (a period the job has not
 * charged yet is charged now; a wallet that cannot pay it ends the lease unpaid instead), then
 * the asset is freed and the deposit returned. Answers the mails to deliver.
 */
async function close(
  tx: Queryable,
  caller: Caller,
  lease: LeaseRow,
  status: Target,
  reason: string | null,
  ctx: { policy: PlanPolicy; mailer: Mailer },
): Promise<string[]> {
  for (;;) {
    const settled = await settleDuePeriod(tx, lease, caller.id, ctx);
    if (settled.kind === 'unpaid') return settled.mails;
    if (settled.kind === 'none') break;
  }
  await closeLease(tx, lease, {
    status: status === 'cancelled' ? 'cancelled' : 'ended',
    actorId: caller.id,
    reason,
    atTerm: false,
  });
  return [];
}
