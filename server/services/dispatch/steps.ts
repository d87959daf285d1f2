/**
 * `POST /asset-dispatch/{id}/steps` (docs/drivers.md, "The steps"): the driver of the dispatch,
 * or its dispatchers, move it step by step. Each step carries an id made by the phone: a step
 * already applied (`dispatch_steps`, keyed by that id) answers the dispatch as it is now and
 * writes nothing, so the phone may resend whatever it could not confirm.
 */
import type { Dispatch, DispatchStep } from '../../../contract/dispatch';
import type { User } from '../../../contract/auth';
import { z } from 'zod';
import { canAccess } from '../../../contract/permissions';
import type { Db } from '../../db/db';
import { queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { readDispatch } from './read';
import { checkDeliveryCode } from './delivery-code';
import { lockDispatch } from './locks';
import { applyMove, type MoveContext } from './moves';

/**
 * Who steps (the permission table's `step` on requests): the dispatch's driver (its scope is
 * its own work) and its dispatchers.
 */
const maySteps = (user: User) =>
  canAccess(user.role, { resource: 'business-dispatches', action: 'step' });

export async function stepDispatch(
  db: Db,
  user: User,
  id: string,
  input: DispatchStep,
  ctx: MoveContext,
): Promise<Dispatch> {
  if (!maySteps(user)) throw notFound();
  // A code's try is counted in a transaction of its own: the refusal below rolls the move back.
  const code = input.step === 'delivered' ? input.proof?.code : undefined;
  if (code !== undefined) await checkDeliveryCode(db, user, id, input.id, code);
  const mails: string[] = [];
  const stepped = await db.transaction(async (tx) => {
    // Locked first: the same step sent twice at once waits here, then finds itself applied.
    const current = await lockDispatch(tx, user, id);
    const applied = await queryRows(
      tx,
      z.object({ dispatch_id: z.string() }),
      'select dispatch_id from dispatch_steps where id = $1',
      [input.id],
    );
    if (applied[0]) {
      // An id is one step of one dispatch: reused for another, it is no replay.
      if (applied[0].dispatch_id !== current.id) throw new ApiError(409, 'conflict');
      return readDispatch(tx, user, current.id);
    }
    const where = { at: input.at, lat: input.lat ?? null, lng: input.lng ?? null };
    mails.push(
      ...(await applyMove(
        tx,
        user,
        current,
        {
          move: input.step,
          failure:
            input.step === 'failed' && input.reason
              ? { reason: input.reason, note: input.note ?? null }
              : undefined,
          proof: input.proof,
          step: { id: input.id, ...where },
        },
        ctx,
      )),
    );
    await tx.query(
      `insert into dispatch_steps (id, dispatch_id, step, at, lat, lng, by_user_id)
       values ($1, $2, $3, $4, $5, $6, $7)`,
      [input.id, current.id, input.step, where.at, where.lat, where.lng, user.id],
    );
    return readDispatch(tx, user, current.id);
  });
  ctx.notices.mailer.deliver(mails);
  return stepped;
}
