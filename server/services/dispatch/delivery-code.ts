/**
 * The delivery code's tries (issue 31, docs/security.md, "Codes a person types"): the wrong
 * codes given for a dispatch are counted in `delivery_code_tries` (migration 044), so every
 * server agrees; after DELIVERY_CODE_MAX_TRIES the code is locked (`422 delivery_code_locked`,
 * even with the right code): the driver records a failed attempt or calls the business, which
 * sends the recipient a new code (`newDeliveryCode`), the old one dead and the count reset.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { DISPATCH_NEXT, isOpenRequest } from '../../../contract/request-moves';
import { msg } from '../../../contract/common';
import { requestStatus } from '../../../contract/request';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { findRequest } from '../requests/requests';
import { mailNewCode, type NoticeDeps } from '../tracking/recipient-notices';
import { lockDispatch } from './locks';

export const DELIVERY_CODE_MAX_TRIES = 5;

export type CodeTry = 'ok' | 'wrong' | 'locked';

export const invalidCode = () =>
  new ApiError(422, 'invalid_code', undefined, [{ path: 'proof.code', message: msg.invalid }]);

export const codeLocked = () =>
  new ApiError(422, 'delivery_code_locked', undefined, [
    { path: 'proof.code', message: 'delivery_code_locked' },
  ]);

/** Whether the dispatch's code is locked (read in the move's transaction). */
export async function isCodeLocked(tx: Queryable, dispatchId: string): Promise<boolean> {
  const row = await queryOne(
    tx,
    z.object({ wrong: z.number() }),
    'select wrong from delivery_code_tries where dispatch_id = $1',
    [dispatchId],
  );
  return (row?.wrong ?? 0) >= DELIVERY_CODE_MAX_TRIES;
}

/**
 * One try of `code` against the request's code, in `tx`, the dispatch's row of tries locked: a
 * wrong one is counted (the caller commits it, then refuses), a locked code answers `locked`.
 */
export async function tryDeliveryCode(
  tx: Queryable,
  dispatchId: string,
  code: string,
): Promise<CodeTry> {
  await tx.query(
    'insert into delivery_code_tries (dispatch_id) values ($1) on conflict do nothing',
    [dispatchId],
  );
  const row = await queryOne(
    tx,
    z.object({ wrong: z.number(), delivery_code: z.string() }),
    `select t.wrong, r.delivery_code from delivery_code_tries t
       join dispatches d on d.id = t.dispatch_id join requests r on r.id = d.request_id
     where t.dispatch_id = $1 for update of t`,
    [dispatchId],
  );
  if (!row || row.wrong >= DELIVERY_CODE_MAX_TRIES) return 'locked';
  if (code === row.delivery_code.trim()) return 'ok';
  await tx.query(
    'update delivery_code_tries set wrong = wrong + 1, updated_at = now() where dispatch_id = $1',
    [dispatchId],
  );
  return 'wrong';
}

/**
 * Before a `delivered` step that gives a code (steps.ts): the try, counted in a transaction of
 * its own so that a refusal still counts. The dispatch is locked first, so concurrent tries are
 * counted one after the other; a step already applied, or a move the dispatch refuses anyway,
 * counts nothing. Throws the refusal; the move's own check (proof.ts) follows.
 */
export async function checkDeliveryCode(
  db: Db,
  user: User,
  dispatchId: string,
  stepId: string,
  code: string,
): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const current = await lockDispatch(tx, user, dispatchId);
    const applied = await tx.query('select 1 from dispatch_steps where id = $1', [stepId]);
    if (applied.length > 0 || !DISPATCH_NEXT[current.status].delivered) return 'ok';
    return tryDeliveryCode(tx, current.id, code);
  });
  if (outcome === 'locked') throw codeLocked();
  if (outcome === 'wrong') throw invalidCode();
}

/**
 * `POST /business-dispatches/{id}/delivery-code`: a new code for an open request, mailed to its
 * recipient (the `assigned` mail's wording: the code and the tracking link); the old one dies
 * and the wrong tries of its dispatches are forgotten. 409 once the request ended.
 */
export async function newDeliveryCode(
  db: Db,
  user: User,
  requestId: string,
  notices: NoticeDeps,
): Promise<{ mailed: boolean }> {
  const mails = await db.transaction(async (tx) => {
    if (!(await findRequest(tx, user, requestId))) throw notFound();
    const locked = await queryOne(
      tx,
      z.object({ status: requestStatus }),
      'select status from requests where id = $1 for update',
      [requestId],
    );
    if (!locked || !isOpenRequest(locked.status)) {
      throw new ApiError(409, 'invalid_transition');
    }
    const code = String(randomInt(0, 10_000)).padStart(4, '0');
    await tx.query('update requests set delivery_code = $2, updated_at = now() where id = $1', [
      requestId,
      code,
    ]);
    await tx.query(
      `delete from delivery_code_tries
       where dispatch_id in (select id from dispatches where request_id = $1)`,
      [requestId],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'request',
      entityId: requestId,
      changes: { delivery_code: 'renewed' },
    });
    return mailNewCode(tx, notices, requestId);
  });
  notices.mailer.deliver(mails);
  return { mailed: mails.length > 0 };
}
