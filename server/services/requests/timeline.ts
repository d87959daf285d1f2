/**
 * A request's story (issue 22): created, assigned, reassigned, in transit, delivered, failed,
 * retried, cancelled — each with its time and who made it. Times come from the tables the moves
 * write (requests, dispatches, dispatch_reassignments); who moved a dispatch, retried or
 * cancelled the request from the audit log written in the same transaction. Scoped like the
 * request (404 outside).
 */
import type { Request, RequestEvent } from '../../../contract/request';
import type { User } from '../../../contract/auth';
import { iso, type Queryable } from '../../db/db';
import { notFound } from '../../errors';
import { queryRows } from '../../db/query';
import { z } from 'zod';
import { findRequest } from './requests';

/** Timestamps as `parseRow` answers them (ISO strings), formatted again by `iso`. */
const stamp = z.string();

const dispatchRow = z.object({
  id: z.string(),
  asset_id: z.string(),
  dispatched_by: z.string().nullable(),
  created_at: stamp,
  in_transit_at: stamp.nullable(),
  delivered_at: stamp.nullable(),
  failed_at: stamp.nullable(),
  failure_reason: z.string().nullable(),
  cancelled_at: stamp.nullable(),
});
type DispatchRow = z.output<typeof dispatchRow>;

const moveRow = z.object({
  dispatch_id: z.string(),
  previous_asset_id: z.string(),
  new_asset_id: z.string(),
  reason: z.string(),
  by_user_id: z.string().nullable(),
  at: stamp,
});
type MoveRow = z.output<typeof moveRow>;

const auditRow = z.object({
  entity: z.string(),
  action: z.string(),
  entity_id: z.string(),
  to_status: z.string().nullable(),
  /** A skip's reason (rounds/skip.ts), auto-dispatch's (rounds/auto-dispatch.ts). */
  reason: z.string().nullable(),
  /** The asset auto-dispatch chose. */
  asset_id: z.string().nullable(),
  actor_user_id: z.string().nullable(),
  at: stamp,
});
type AuditRow = z.output<typeof auditRow>;

/** An id and its name (a user, an asset). */
const namedRow = z.object({ id: z.string(), name: z.string() });

const blank = {
  by_user_id: null,
  asset_id: null,
  previous_asset_id: null,
  reason: null,
} as const;

/** An event before the people's and assets' names are read (the public page never reads them). */
export type Draft = Omit<RequestEvent, 'by_name' | 'asset_name' | 'previous_asset_name'>;

/** The events of one dispatch: assigned, its reassignments, in transit, delivered or failed. */
function dispatchEvents(d: DispatchRow, moves: MoveRow[], audits: AuditRow[]): Draft[] {
  const mine = moves.filter((m) => m.dispatch_id === d.id);
  // The asset first assigned: the one the first reassignment left, else the current one.
  let asset = mine[0]?.previous_asset_id ?? d.asset_id;
  const events: Draft[] = [
    {
      ...blank,
      kind: 'assigned',
      at: iso(d.created_at),
      by_user_id: d.dispatched_by,
      asset_id: asset,
    },
  ];
  const assetAt = (at: string) => {
    const before = mine.filter((m) => iso(m.at) <= at);
    return before.length ? before[before.length - 1]!.new_asset_id : asset;
  };
  for (const m of mine) {
    events.push({
      ...blank,
      kind: 'reassigned',
      at: iso(m.at),
      by_user_id: m.by_user_id,
      asset_id: m.new_asset_id,
      previous_asset_id: m.previous_asset_id,
      reason: m.reason,
    });
    asset = m.new_asset_id;
  }
  const actor = (status: string) =>
    audits.find((a) => a.entity === 'dispatch' && a.entity_id === d.id && a.to_status === status)
      ?.actor_user_id ?? null;
  for (const kind of ['in_transit', 'delivered'] as const) {
    const stamp = d[`${kind}_at`];
    if (!stamp) continue;
    const at = iso(stamp);
    events.push({ ...blank, kind, at, by_user_id: actor(kind), asset_id: assetAt(at) });
  }
  if (d.failed_at) {
    const at = iso(d.failed_at);
    const failed = {
      kind: 'failed',
      at,
      by_user_id: actor('failed'),
      asset_id: assetAt(at),
    } as const;
    events.push({ ...blank, ...failed, reason: d.failure_reason });
  }
  return events;
}

/** The cancellation: the request's own (its audit row), else a cancelled dispatch's. */
function cancelEvent(dispatches: DispatchRow[], audits: AuditRow[], updatedAt: string): Draft {
  const byRequest = audits.find((a) => a.entity === 'request' && a.action === 'cancel');
  if (byRequest)
    return {
      ...blank,
      kind: 'cancelled',
      at: iso(byRequest.at),
      by_user_id: byRequest.actor_user_id,
    };
  const byDispatch = audits.find((a) => a.entity === 'dispatch' && a.to_status === 'cancelled');
  const stamp = dispatches.find((d) => d.cancelled_at)?.cancelled_at ?? updatedAt;
  return {
    ...blank,
    kind: 'cancelled',
    at: iso(byDispatch?.at ?? stamp),
    by_user_id: byDispatch?.actor_user_id ?? null,
  };
}

export async function requestTimeline(
  db: Queryable,
  user: User,
  id: string,
): Promise<RequestEvent[]> {
  const request = await findRequest(db, user, id);
  if (!request) throw notFound();
  return named(db, await timelineDrafts(db, request));
}

/** What the timeline reads of a request, already found (scoped or by its tracking token). */
export type TimelineOf = Pick<
  Request,
  'id' | 'status' | 'created_at' | 'updated_at' | 'requested_by'
>;

/** A request's moves, oldest first, without names (ids only). */
export async function timelineDrafts(db: Queryable, request: TimelineOf): Promise<Draft[]> {
  const { id } = request;
  const dispatches = await queryRows(
    db,
    dispatchRow,
    `select id, asset_id, dispatched_by, created_at, in_transit_at, delivered_at, failed_at,
            failure_reason, cancelled_at
     from dispatches where request_id = $1 order by created_at, id`,
    [id],
  );
  const ids = dispatches.map((d) => d.id);
  const moves = await queryRows(
    db,
    moveRow,
    `select dispatch_id, previous_asset_id, new_asset_id, reason, by_user_id, at
     from dispatch_reassignments where dispatch_id = any($1::uuid[]) order by at, id`,
    [ids],
  );
  // audit_log_entity_idx: the request's cancellation and retries, its dispatches' status moves.
  const audits = await queryRows(
    db,
    auditRow,
    `select entity, action, entity_id::text as entity_id,
            changes->'status'->>'to' as to_status, changes->>'reason' as reason, changes->>'asset_id' as asset_id, actor_user_id, at
     from audit_log
     where (entity = 'request' and entity_id = $1 and action in ('cancel', 'retry', 'skip', 'auto_dispatch'))
        or (entity = 'dispatch' and entity_id = any($2::uuid[]) and action = 'update')
     order by at`,
    [id, ids],
  );
  const drafts: Draft[] = [
    { ...blank, kind: 'created', at: request.created_at, by_user_id: request.requested_by },
    // Auto-dispatch's decision: which rule chose (the asset), or why none could.
    ...audits
      .filter((a) => a.entity === 'request' && a.action === 'auto_dispatch')
      .map((a): Draft => ({
        ...blank,
        kind: 'auto_dispatched',
        at: iso(a.at),
        asset_id: a.asset_id,
        reason: a.reason,
      })),
    ...dispatches.flatMap((d) => dispatchEvents(d, moves, audits)),
    // Each retry of a failed attempt (POST /business-dispatches/{id}/retry).
    ...audits
      .filter((a) => a.entity === 'request' && a.action === 'retry')
      .map((a): Draft => ({
        ...blank,
        kind: 'retried',
        at: iso(a.at),
        by_user_id: a.actor_user_id,
      })),
    // Each stop a round's driver left (POST /rounds/{id}/skip), with the driver's reason.
    ...audits
      .filter((a) => a.entity === 'request' && a.action === 'skip')
      .map((a): Draft => ({
        ...blank,
        kind: 'skipped',
        at: iso(a.at),
        by_user_id: a.actor_user_id,
        reason: a.reason,
      })),
  ];
  if (request.status === 'cancelled')
    drafts.push(cancelEvent(dispatches, audits, request.updated_at));
  drafts.sort((a, b) => a.at.localeCompare(b.at));
  return drafts;
}

/** Adds the people's and the assets' names (one query each). */
async function named(db: Queryable, drafts: Draft[]): Promise<RequestEvent[]> {
  const userIds = [...new Set(drafts.map((e) => e.by_user_id).filter((v) => v !== null))];
  const assetIds = [
    ...new Set(drafts.flatMap((e) => [e.asset_id, e.previous_asset_id]).filter((v) => v !== null)),
  ];
  const users = await queryRows(
    db,
    namedRow,
    'select id, name from users where id = any($1::uuid[])',
    [userIds],
  );
  const assets = await queryRows(
    db,
    namedRow,
    'select id, name from assets where id = any($1::uuid[])',
    [assetIds],
  );
  const nameOf = (rows: { id: string; name: string }[], id: string | null) =>
    id === null ? null : (rows.find((r) => r.id === id)?.name ?? null);
  return drafts.map((e) => ({
    ...e,
    by_name: nameOf(users, e.by_user_id),
    asset_name: nameOf(assets, e.asset_id),
    previous_asset_name: nameOf(assets, e.previous_asset_id),
  }));
}
