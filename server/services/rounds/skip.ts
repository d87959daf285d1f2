/**
 * `POST /rounds/{id}/skip` (docs/rounds.md, "The driver's round"): the driver leaves a stop it
 * cannot serve, never silently. Only a request not picked up yet (goods aboard are delivered or
 * failed, the ordinary steps): its dispatch is cancelled, the request goes back to `pending` and
 * so to the planner's unplanned ones, its stops leave the round (timed again), and the audit
 * entry carries the reason the request's timeline shows (`skipped`).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Round, StopSkip } from '../../../contract/rounds';
import type { Db } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { isUuid } from '../../db/sql';
import { notFound } from '../../errors';
import { paramOf } from '../../scope/businesses';
import { roundScopeSql } from '../../scope/rounds';
import { freeAsset, invalidTransition } from '../dispatch/locks';
import { followRound } from '../dispatch/moves';
import { audit } from '../platform/audit';
import { getRound } from './read';
import { SERVED_STOPS, servedStopRow } from './served';
import { rewriteStops } from './write';

export async function skipStop(db: Db, user: User, id: string, input: StopSkip): Promise<Round> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const round = await queryOne(
      tx,
      z.object({ status: z.string() }),
      `select ro.status from rounds ro where ro.id = $1 and ${roundScopeSql(paramOf(params), user)}
       for update of ro`,
      params,
    );
    if (!round) throw notFound();
    if (round.status !== 'published' && round.status !== 'in_progress') {
      throw invalidTransition();
    }
    const dispatch = await queryOne(
      tx,
      z.object({ id: z.string(), status: z.string(), asset_id: z.string() }),
      `select id, status, asset_id from dispatches
       where round_id = $1 and request_id = $2 and status in ('assigned', 'in_transit')
       for update`,
      [id, input.request_id],
    );
    if (!dispatch) throw notFound();
    // Picked up: the goods are aboard, the drop-off is delivered or failed, not skipped.
    if (dispatch.status !== 'assigned') throw invalidTransition();
    await tx.query(
      `update dispatches set status = 'cancelled', cancelled_at = now(), failure_note = $2,
         updated_at = now() where id = $1`,
      [dispatch.id, input.reason],
    );
    await tx.query(`update requests set status = 'pending', updated_at = now() where id = $1`, [
      input.request_id,
    ]);
    const stops = await queryRows(tx, servedStopRow, SERVED_STOPS, [id]);
    await rewriteStops(
      tx,
      id,
      stops
        .filter((s) => s.request_id !== input.request_id)
        .map(({ request_id, kind, location, locked }) => ({ request_id, kind, location, locked })),
    );
    await followRound(tx, dispatch.id);
    await freeAsset(tx, dispatch.asset_id);
    await audit(tx, {
      actorUserId: user.id,
      action: 'skip',
      entity: 'request',
      entityId: input.request_id,
      changes: { reason: input.reason, round_id: id, dispatch_id: dispatch.id },
    });
  });
  return getRound(db, user, id);
}
