/**
 * A dispatch's moves (docs/drivers.md, "The steps"; docs/requests-and-money.md): the one
 * function that applies a move of the state machine (contract/request-moves.ts), whether it
 * comes from the driver's steps (`POST /asset-dispatch/{id}/steps`) or the dispatcher's
 * `PATCH /asset-dispatch/{id} { status }`. The request takes the dispatch's new status; only
 * `delivered` moves money (the wallet's debit, the owner's earning), in the move's transaction.
 */
import type {
  Dispatch,
  DispatchStatus,
  DispatchUpdate,
  FailureReason,
  ProofInput,
} from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import {
  DISPATCH_NEXT,
  isEndedDispatch,
  MOVE_STAMP,
  type DispatchMove,
} from '../../../contract/request-moves';
import { SENT_RECIPIENT_NOTICES, type SentRecipientNotice } from '../../../contract/tracking';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { entitlementsOf, type PlanPolicy } from '../business/entitlements';
import { recordEarning } from '../money/earnings';
import { lockWallet, move } from '../money/money';
import { noticeRecipient, type NoticeDeps } from '../tracking/recipient-notices';
import { readDispatch } from './read';
import {
  freeAsset,
  invalidTransition,
  isDispatcher,
  lockDispatch,
  type LockedDispatch,
} from './locks';
import { checkProof, saveProof } from './proof';
import { collectCashOnDelivery } from '../payouts/cash-on-delivery';

export interface MoveInput {
  move: DispatchMove;
  failure?: { reason: FailureReason; note: string | null } | undefined;
  proof?: ProofInput | undefined;
  /** The step the phone sent (when, where): in the audit row and on the proof. */
  step?: { id: string; at: string; lat: number | null; lng: number | null } | undefined;
}

export interface MoveContext {
  policy: PlanPolicy;
  notices: NoticeDeps;
}

/** What a delivery reads of its request: who pays, how much, the code the proof must give. */
const chargedRequest = z.object({
  business_id: z.string(),
  price: z.number(),
  delivery_code: z.string(),
});
type ChargedRequest = z.infer<typeof chargedRequest>;

/**
 * The delivery's money: the business's wallet debited the price (402 insufficient_funds if it
 * no longer covers it), the owner's earning less the commission of the business's plan.
 */
async function chargeDelivery(
  tx: Queryable,
  user: User,
  current: LockedDispatch,
  request: ChargedRequest,
  policy: PlanPolicy,
) {
  // The asset (freed below) before the wallet: the documented lock order.
  await tx.query('select 1 from assets where id = $1 for no key update', [current.asset_id]);
  const wallet = await lockWallet(tx, request.business_id);
  if (wallet.balance < request.price) throw new ApiError(402, 'insufficient_funds');
  const charge =
    request.price > 0
      ? await move(tx, wallet, {
          type: 'debit',
          category: 'request_charge',
          amount: request.price,
          requestId: current.request_id,
          reference: `request:${current.request_id}`,
          actorId: user.id,
        })
      : undefined;
  const earning = await recordEarning(tx, {
    assetId: current.asset_id,
    dispatchId: current.id,
    gross: request.price,
    currency: wallet.currency,
    // The requesting business's plan decides the platform's share.
    rate: (await entitlementsOf(tx, request.business_id, policy)).commissionRate,
  });
  return { charge: charge?.id ?? null, earning };
}

/**
 * A published round follows its stops' dispatches (docs/rounds.md): `in_progress` at its first
 * move, `done` once none is open.
 */
export async function followRound(tx: Queryable, dispatchId: string) {
  await tx.query(
    `update rounds ro set updated_at = now(),
       status = case when exists (select 1 from dispatches o
         where o.round_id = ro.id and o.status in ('assigned', 'in_transit'))
         then 'in_progress' else 'done' end
     where ro.id = (select round_id from dispatches where id = $1)
       and ro.status in ('published', 'in_progress')`,
    [dispatchId],
  );
}

/**
 * What the audit log keeps of a move (the timeline reads who made each status from it): the
 * move, the status it changed, the failure, the phone's step, the money it moved. The demo's
 * history writes its moves with it too (server/demo/delivery-steps.ts).
 */
export function moveChanges(
  input: MoveInput,
  from: DispatchStatus,
  to: DispatchStatus,
  money?: Record<string, unknown>,
): Record<string, unknown> {
  return {
    move: input.move,
    ...(to !== from ? { status: { from, to } } : {}),
    ...(input.failure ? { failure: input.failure } : {}),
    ...(input.step ? { step: input.step } : {}),
    ...(money ? { money } : {}),
  };
}

const SENT: ReadonlySet<string> = new Set(SENT_RECIPIENT_NOTICES);
const isSent = (status: string): status is SentRecipientNotice => SENT.has(status);

/**
 * Applies `input.move` to the locked dispatch, in `tx`: refused (409, 422, 402) before anything
 * is written. Answers the recipient's mails to deliver after the commit.
 */
export async function applyMove(
  tx: Queryable,
  user: User,
  current: LockedDispatch,
  input: MoveInput,
  ctx: MoveContext,
): Promise<string[]> {
  const to = DISPATCH_NEXT[current.status][input.move];
  if (!to) throw invalidTransition();
  let money: Record<string, unknown> | undefined;
  if (input.move === 'delivered') {
    const request = (await queryOne(
      tx,
      chargedRequest,
      'select business_id, price, delivery_code from requests where id = $1',
      [current.request_id],
    ))!;
    const proof = await checkProof(tx, current.id, request, input.proof);
    await collectCashOnDelivery(tx, current.id, current.request_id, input.proof?.cod);
    money = await chargeDelivery(tx, user, current, request, ctx.policy);
    const { at = null, lat = null, lng = null } = input.step ?? {};
    await saveProof(tx, current.id, proof, { at, lat, lng });
  }
  const stamp = MOVE_STAMP[input.move];
  await tx.query(
    `update dispatches set status = $2, ${stamp} = coalesce(${stamp}, now()),
       failure_reason = coalesce($3, failure_reason), failure_note = coalesce($4, failure_note),
       updated_at = now()
     where id = $1`,
    [current.id, to, input.failure?.reason ?? null, input.failure?.note ?? null],
  );
  const moved = to !== current.status;
  if (moved) {
    await tx.query(`update requests set status = $2, updated_at = now() where id = $1`, [
      current.request_id,
      to,
    ]);
  }
  if (moved) await followRound(tx, current.id);
  if (isEndedDispatch(to)) await freeAsset(tx, current.asset_id);
  await audit(tx, {
    actorUserId: user.id,
    action: 'update',
    entity: 'dispatch',
    entityId: current.id,
    changes: moveChanges(input, current.status, to, money),
  });
  // The request took the same status: its recipient hears of it (after the commit).
  return moved && isSent(to) ? noticeRecipient(tx, ctx.notices, current.request_id, to) : [];
}

/** The dispatcher's statuses, as moves. */
const MOVE_OF: Record<DispatchUpdate['status'], DispatchMove> = {
  in_transit: 'picked_up',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/** `PATCH /asset-dispatch/{id} { status }`: the dispatcher's screens, through the same moves. */
export async function updateDispatch(
  db: Db,
  user: User,
  id: string,
  input: DispatchUpdate,
  ctx: MoveContext,
): Promise<Dispatch> {
  const mails: string[] = [];
  const moved = await db.transaction(async (tx) => {
    if (!isDispatcher(user)) throw notFound();
    const current = await lockDispatch(tx, user, id);
    mails.push(...(await applyMove(tx, user, current, { move: MOVE_OF[input.status] }, ctx)));
    return readDispatch(tx, user, id);
  });
  ctx.notices.mailer.deliver(mails);
  return moved;
}
