/**
 * `PATCH /rounds/{id}/stops` (docs/rounds.md, "Moving stops"): the planner's order of a draft
 * round's stops, with their locks. A request of another draft round of the same plan and asset
 * type (the same speed) moves here and leaves that round, its places added to this round's
 * matrix (round-matrix.ts); a request left out returns to the day's unplanned ones. Each
 * request's stops come together, its pickup first (else 400); the times of every round touched
 * are computed again (write.ts).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import type { Round, StopsUpdate } from '../../../contract/rounds';
import type { Db } from '../../db/db';
import { queryOne, queryRows } from '../../db/query';
import { invalidField, notFound } from '../../errors';
import { isUuid } from '../../db/sql';
import { paramOf } from '../../scope/businesses';
import { roundScopeSql } from '../../scope/rounds';
import { invalidTransition } from '../dispatch/locks';
import { audit } from '../platform/audit';
import { travelMatrix, type MatrixDeps } from './matrix';
import { getRound } from './read';
import { grownMatrix } from './round-matrix';
import { rewriteStops, type StopOrder } from './write';

const invalidStops = (index: number) => invalidField(`stops.${index}`, msg.invalid);

const planStop = z.object({
  round_id: z.string(),
  request_id: z.string(),
  kind: z.enum(['pickup', 'dropoff']),
  location: z.number(),
  sequence: z.number(),
  locked: z.boolean(),
});

export async function updateStops(
  db: Db,
  user: User,
  id: string,
  input: StopsUpdate,
  deps: MatrixDeps,
): Promise<Round> {
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const params: unknown[] = [id];
    const round = await queryOne(
      tx,
      z.object({ status: z.string(), plan_id: z.string(), asset_type_id: z.string() }),
      `select ro.status, ro.plan_id, a.asset_type_id from rounds ro
         join assets a on a.id = ro.asset_id
       where ro.id = $1 and ${roundScopeSql(paramOf(params), user)} for update of ro`,
      params,
    );
    if (!round) throw notFound();
    if (round.status !== 'draft') throw invalidTransition();
    // The stops of the plan's drafts of this type: where each request's stops are now.
    const stops = await queryRows(
      tx,
      planStop,
      `select s.round_id, s.request_id, s.kind, s.location, s.sequence, s.locked from round_stops s
         join rounds o on o.id = s.round_id join assets a on a.id = o.asset_id
       where o.plan_id = $1 and o.status = 'draft' and a.asset_type_id = $2
       order by s.round_id, s.sequence`,
      [round.plan_id, round.asset_type_id],
    );
    const key = (request: string, kind: string) => `${request}:${kind}`;
    const known = new Map(stops.map((s) => [key(s.request_id, s.kind), s]));
    const seen = new Set<string>();
    const order: StopOrder[] = input.stops.map((s, i) => {
      const found = known.get(key(s.request_id, s.kind));
      if (!found || seen.has(key(s.request_id, s.kind))) throw invalidStops(i);
      seen.add(key(s.request_id, s.kind));
      return { request_id: s.request_id, kind: s.kind, location: found.location, locked: s.locked };
    });
    const from = input.stops.map((s) => known.get(key(s.request_id, s.kind))!.round_id);
    order.forEach((s, i) => {
      // Each request whole, its pickup before its drop-off.
      const kinds = stops.filter((k) => k.request_id === s.request_id).map((k) => k.kind);
      if (!kinds.every((k) => seen.has(key(s.request_id, k)))) throw invalidStops(i);
      if (s.kind === 'dropoff' && kinds.includes('pickup')) {
        const pickupAt = order.findIndex(
          (o) => o.request_id === s.request_id && o.kind === 'pickup',
        );
        if (pickupAt > i) throw invalidStops(i);
      }
    });
    const moved = new Set(order.map((s) => s.request_id));
    const others = [
      ...new Set(
        stops.filter((s) => s.round_id !== id && moved.has(s.request_id)).map((s) => s.round_id),
      ),
    ];
    if (others.length === 0) await rewriteStops(tx, id, order);
    else {
      // The moved stops' places, read from their rounds' matrices, join this round's.
      const here = (await queryOne(
        tx,
        z.object({ matrix: travelMatrix, speed: z.number() }),
        `select ro.matrix, t.average_speed_kmh::float8 as speed from rounds ro
           join assets a on a.id = ro.asset_id join asset_types t on t.id = a.asset_type_id
         where ro.id = $1`,
        [id],
      ))!;
      const places = await queryRows(
        tx,
        z.object({ id: z.string(), locations: travelMatrix.shape.locations }),
        `select id, matrix->'locations' as locations from rounds where id = any($1::uuid[])`,
        [others],
      );
      const placesOf = new Map(places.map((p) => [p.id, p.locations]));
      const incoming = order.flatMap((_, i) => (from[i] === id ? [] : [i]));
      const grown = await grownMatrix(
        here.matrix,
        incoming.map((i) => placesOf.get(from[i]!)![order[i]!.location]!),
        here.speed,
        deps,
      );
      incoming.forEach((i, k) => (order[i]!.location = grown.first + k));
      await rewriteStops(tx, id, order, grown.matrix);
    }
    for (const other of others) {
      const rest = stops
        .filter((s) => s.round_id === other && !moved.has(s.request_id))
        .map(({ request_id, kind, location, locked }) => ({ request_id, kind, location, locked }));
      await rewriteStops(tx, other, rest);
    }
    await audit(tx, {
      actorUserId: user.id,
      action: 'stops',
      entity: 'round',
      entityId: id,
      changes: { stops: input.stops, from_rounds: others },
    });
  });
  return getRound(db, user, id);
}
