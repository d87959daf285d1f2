/**
 * `POST /rounds/{id}/publish` (docs/rounds.md, "Publishing"): a draft round becomes its
 * dispatches, through the one dispatch creation (dispatch.ts `insertDispatch`), so steps,
 * proof, money and tracking are those of any dispatch. Once only, whatever the concurrency: the
 * round's status moves `draft` → `published` under its row lock (a second publish answers 409
 * invalid_transition), each request is locked and must still be dispatchable (else 409
 * request_already_planned: another round or a dispatch took it), and the partial unique
 * indexes (one live dispatch a request, one live round an asset a day) are the last word.
 * The driver hears of it through its dispatches (the live events); each recipient by mail.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Round } from '../../../contract/rounds';
import { SqlState, sqlStateOf, type Db } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { ApiError, notFound } from '../../errors';
import { isUuid } from '../../db/sql';
import { paramOf } from '../../scope/businesses';
import { roundScopeSql } from '../../scope/rounds';
import { assertCompliant } from '../compliance/compliance';
import { assertDriverFree } from '../dispatch/busy';
import { insertDispatch, lockDispatchable } from '../dispatch/dispatch';
import { invalidTransition, unavailable } from '../dispatch/locks';
import type { NoticeDeps } from '../tracking/recipient-notices';
import { audit } from '../platform/audit';
import { getRound } from './read';

const lockedRound = z.object({
  id: z.string(),
  status: z.string(),
  asset_id: z.string(),
  asset_type_id: z.string(),
  driver_id: z.string().nullable(),
  shift_start: z.date().or(z.string()),
  latest_end: z.date().or(z.string()),
});

const taken = () => new ApiError(409, 'request_already_planned');

export async function publishRound(
  db: Db,
  user: User,
  id: string,
  notices: NoticeDeps,
): Promise<Round> {
  if (!isUuid(id)) throw notFound();
  const mails: string[] = [];
  await db
    .transaction(async (tx) => {
      const params: unknown[] = [id];
      const round = await queryOne(
        tx,
        lockedRound,
        `select ro.id, ro.status, ro.asset_id, a.asset_type_id, ro.driver_id, ro.shift_start,
           ro.latest_end
         from rounds ro join assets a on a.id = ro.asset_id
         where ro.id = $1 and ${roundScopeSql(paramOf(params), user)}
         for update of ro`,
        params,
      );
      if (!round) throw notFound();
      if (round.status !== 'draft') throw invalidTransition();
      // Its requests in stop order, each once (its first stop).
      const requests = await queryRows(
        tx,
        z.object({ request_id: z.string() }),
        `select request_id from round_stops where round_id = $1
         group by request_id order by min(sequence)`,
        [id],
      );
      // The lock order: requests (by id, as every writer takes them), then the asset.
      for (const r of [...requests].sort((a, b) => a.request_id.localeCompare(b.request_id))) {
        await lockDispatchable(tx, r.request_id, round.asset_type_id).catch((error: unknown) => {
          if (error instanceof ApiError && error.code === 'invalid_transition') throw taken();
          throw error;
        });
      }
      if (round.driver_id) {
        await assertDriverFree(tx, {
          driverId: round.driver_id,
          assetId: round.asset_id,
          from: round.shift_start,
          until: round.latest_end,
          roundId: round.id,
        });
      }
      await assertCompliant(tx, round.asset_id);
      // The asset: free, or held only by rounds (another day's, still running).
      const held = await tx.query(
        `update assets set status = 'dispatched', updated_at = now()
         where id = $1 and deleted_at is null and (status = 'available' or (status = 'dispatched'
           and not exists (select 1 from dispatches d where d.asset_id = $1
             and d.round_id is null and d.status in ('assigned', 'in_transit'))))
         returning id`,
        [round.asset_id],
      );
      if (held.length === 0) throw unavailable();
      await tx.query(
        `update rounds set status = 'published', published_at = now(), updated_at = now()
         where id = $1`,
        [id],
      );
      await audit(tx, {
        actorUserId: user.id,
        action: 'publish',
        entity: 'round',
        entityId: id,
        changes: { requests: requests.map((r) => r.request_id) },
      });
      for (const r of requests) {
        const created = await insertDispatch(
          tx,
          user,
          {
            requestId: r.request_id,
            assetId: round.asset_id,
            driverId: round.driver_id,
            roundId: round.id,
          },
          notices,
        );
        mails.push(...created.mails);
      }
      // Other drafts lose the requests this round now serves.
      await tx.query(
        `delete from round_stops s using rounds o
         where o.id = s.round_id and o.status = 'draft' and o.id <> $1
           and s.request_id in (select request_id from round_stops where round_id = $1)`,
        [id],
      );
    })
    .catch((error: unknown) => {
      if (sqlStateOf(error) === SqlState.uniqueViolation) throw unavailable();
      throw error;
    });
  notices.mailer.deliver(mails);
  return getRound(db, user, id);
}
