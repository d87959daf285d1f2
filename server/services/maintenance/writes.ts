/**
 * Writing maintenance (docs/maintenance.md): scheduling work, editing it, and its moves
 * `scheduled → in_progress → completed`, `scheduled → completed` (work recorded as done),
 * `scheduled | in_progress → cancelled`. The asset follows: `available → in_maintenance` when
 * work starts (a conditional update: an asset dispatched, leased or inactive cannot go to the
 * workshop, and of an asset dispatched and sent to the workshop at once exactly one wins), back
 * to `available` when that work is completed or cancelled. A cancelled repair of a failed
 * inspection leaves that inspection open, with no repair (docs/compliance.md).
 *
 * Locks, in one order: the caller's business (share, staff only), the maintenance row, the asset.
 */
import { z } from 'zod';
import { canAccess } from '../../../contract/permissions';
import {
  MAINTENANCE_FIELDS,
  type Maintenance,
  type MaintenanceCreate,
  type MaintenanceUpdate,
} from '../../../contract/maintenance';
import { msg } from '../../../contract/common';
import { SqlState, sqlStateOf, type Db, type Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { ApiError, forbidden, invalidField } from '../../errors';
import { lockActiveBusiness } from '../business/guards';
import { audit, insertAudited } from '../platform/audit';
import { permittedRecord, rowById } from '../platform/find';
import { releaseRepair } from '../compliance/inspections';
import { findMaintenance, type Caller } from './queries';
import { maintenanceScopeSql } from '../../scope/maintenance';
import { repeats, scheduleNext } from './recurrence';
import { alignRenewals, checkRenewedKind } from './renewals';

type Status = Maintenance['status'];

/** The moves of the state machine; anything else is 409 invalid_transition. */
const NEXT: Record<Status, Status[]> = {
  scheduled: ['in_progress', 'completed', 'cancelled'],
  in_progress: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** The audit row's action of each move. */
const ACTIONS = { in_progress: 'start', completed: 'complete', cancelled: 'cancel' } as const;

const FIELDS = MAINTENANCE_FIELDS;
type Field = (typeof FIELDS)[number];

/** What may still change: everything until the work is done; its record (cost, vendor, notes)
 * after completion; nothing once cancelled. */
const EDITABLE: Record<Status, readonly Field[]> = {
  scheduled: FIELDS,
  in_progress: FIELDS,
  completed: ['cost', 'vendor', 'description'],
  cancelled: [],
};

const invalidTransition = () => new ApiError(409, 'invalid_transition');
const assetUnavailable = () => new ApiError(409, 'asset_unavailable');

/** The one-in-the-workshop index is the last word between two starts at once. */
const uniqueToUnavailable = (error: unknown): never => {
  if (sqlStateOf(error) === SqlState.uniqueViolation) throw assetUnavailable();
  throw error;
};

interface AssetRow {
  [key: string]: unknown;
  id: string;
  owner_user_id: string | null;
  business_id: string | null;
  currency: string;
}

/** The asset in the caller's scope that it may schedule work on (404, then 403). */
async function writableAsset(tx: Queryable, caller: Caller, assetId: string): Promise<AssetRow> {
  const asset = await rowById<AssetRow>(
    tx,
    assetId,
    (param) => `select a.id, a.owner_user_id, a.business_id, a.currency from assets a
     where a.id = $1 and ${maintenanceScopeSql(param, caller)}`,
  );
  // The record rule (contract/permissions.ts): an owner its own, business staff their in-house.
  if (!canAccess(caller, { resource: 'maintenance', action: 'create', record: asset })) {
    throw forbidden();
  }
  return asset;
}

/** Business staff write only while their business is active (403 business_inactive). */
async function holdBusiness(tx: Queryable, caller: Caller) {
  if (caller.role === 'business' && caller.business_id) {
    await lockActiveBusiness(tx, caller.business_id, 'share');
  }
}

const requireDue = (m: { scheduled_at: string | null; due_odometer_km: number | null }) => {
  if (m.scheduled_at === null && m.due_odometer_km === null) {
    throw invalidField('scheduled_at', msg.required);
  }
};

/** POST /maintenance: scheduled work, in the asset's currency. */
export async function createMaintenance(
  db: Db,
  caller: Caller,
  input: MaintenanceCreate,
): Promise<Maintenance> {
  requireDue(input);
  return db.transaction(async (tx) => {
    await holdBusiness(tx, caller);
    const asset = await writableAsset(tx, caller, input.asset_id);
    await checkRenewedKind(tx, input.document_kind_id);
    const id = await insertAudited(
      tx,
      `insert into maintenance (asset_id, kind, title, description, scheduled_at, due_odometer_km,
         repeat_every_days, repeat_every_km, vendor, cost, currency, created_by, document_kind_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        asset.id,
        input.kind,
        input.title,
        input.description,
        input.scheduled_at,
        input.due_odometer_km,
        input.repeat_every_days,
        input.repeat_every_km,
        input.vendor,
        input.cost,
        asset.currency.trim(),
        caller.id,
        input.document_kind_id,
      ],
      {
        actorUserId: caller.id,
        action: 'create',
        entity: 'maintenance',
        changes: input,
      },
    );
    await alignRenewals(tx, [asset.id]);
    return (await findMaintenance(tx, null, id))!;
  });
}

const sameValue = (field: Field, a: unknown, b: unknown) =>
  field === 'scheduled_at' && typeof a === 'string' && typeof b === 'string'
    ? new Date(a).getTime() === new Date(b).getTime()
    : a === b;

/**
 * PATCH /maintenance/{id}: the fields sent (only those that may still change, else 409
 * invalid_transition), then the move named by `status`, in one transaction.
 */
export async function updateMaintenance(
  db: Db,
  caller: Caller,
  id: string,
  patch: MaintenanceUpdate,
): Promise<Maintenance> {
  const completing = patch.status === 'completed';
  for (const field of ['completed_at', 'completed_odometer_km'] as const) {
    if (patch[field] !== undefined && !completing) throw invalidField(field);
  }
  return db
    .transaction(async (tx) => {
      await permittedRecord(
        caller,
        { resource: 'maintenance', action: 'edit' },
        findMaintenance(tx, caller, id),
      );
      await holdBusiness(tx, caller);
      await tx.query('select 1 from maintenance where id = $1 for update', [id]);
      // Read again under the lock: a move in flight has been waited for.
      const before = (await findMaintenance(tx, null, id))!;

      const changed = FIELDS.filter(
        (f) => patch[f] !== undefined && !sameValue(f, patch[f], before[f]),
      );
      if (changed.some((f) => !EDITABLE[before.status].includes(f))) throw invalidTransition();
      const after = { ...before, ...Object.fromEntries(changed.map((f) => [f, patch[f]])) };
      requireDue(after);
      if (changed.includes('document_kind_id')) await checkRenewedKind(tx, after.document_kind_id);
      if (patch.status !== undefined && !NEXT[before.status].includes(patch.status)) {
        throw invalidTransition();
      }

      const params: unknown[] = [id];
      const sets = changed.map((f) => `${f} = $${params.push(patch[f])}`);
      let completion: { at: string; odometer: number | null } | undefined;
      if (completing) completion = await checkCompletion(tx, before, after, patch);
      if (patch.status === 'in_progress') {
        sets.push('started_at = now()');
      } else if (completion) {
        const at = `$${params.push(completion.at)}::timestamptz`;
        sets.push(`completed_at = ${at}`, `started_at = coalesce(started_at, ${at})`);
        // Not given: the asset's reading at completion is the record's.
        sets.push(`completed_odometer_km = $${params.push(completion.odometer)}`);
      } else if (patch.status === 'cancelled') {
        sets.push('cancelled_at = now()');
      }
      if (patch.status !== undefined) sets.push(`status = $${params.push(patch.status)}`);
      if (sets.length === 0) return before;
      await tx.query(
        `update maintenance set ${sets.join(', ')}, updated_at = now() where id = $1`,
        params,
      );

      const asset = await moveAsset(tx, before, patch.status, completion?.odometer ?? null);
      // A cancelled repair leaves its inspection open, without it (inspections.ts).
      const released = patch.status === 'cancelled' ? await releaseRepair(tx, id) : [];
      const nextId =
        completion && repeats(after)
          ? await scheduleNext(tx, after, completion.at, completion.odometer, caller.id)
          : null;
      // The document a renewal follows decides its date, whatever was sent.
      await alignRenewals(tx, [before.asset_id]);
      const moved = ['scheduled_at', 'due_odometer_km', 'document_kind_id'] as const;
      if (moved.some((f) => changed.includes(f))) await resetReminders(tx, id);
      await audit(tx, {
        actorUserId: caller.id,
        action: patch.status ? ACTIONS[patch.status] : 'update',
        entity: 'maintenance',
        entityId: id,
        changes: {
          ...Object.fromEntries(changed.map((f) => [f, { from: before[f], to: patch[f] }])),
          ...(patch.status ? { status: { from: before.status, to: patch.status } } : {}),
          ...(completion ? { completed_at: completion.at } : {}),
          ...(completion ? { completed_odometer_km: completion.odometer } : {}),
          ...asset,
          ...(nextId ? { next_id: nextId } : {}),
          ...(released.length > 0 ? { inspections_unrepaired: released } : {}),
        },
      });
      return (await findMaintenance(tx, null, id))!;
    })
    .catch(uniqueToUnavailable);
}

/**
 * The completion's date (default now; not before the work started) and the
 * odometer reading the next work counts from: the one recorded, else the asset's (required
 * when the work repeats by km and neither is known).
 */
async function checkCompletion(
  tx: Queryable,
  before: Maintenance,
  after: Maintenance,
  patch: MaintenanceUpdate,
): Promise<{ at: string; odometer: number | null }> {
  // A date in the future is the contract's refusal (`pastDateTime`), before this is reached.
  const rows = await queryRows(
    tx,
    z.object({ at: z.string(), early: z.boolean() }),
    `select coalesce($1::timestamptz, now()) as at,
       coalesce($1::timestamptz < $2::timestamptz, false) as early`,
    [patch.completed_at ?? null, before.started_at],
  );
  const check = rows[0]!;
  if (check.early) throw invalidField('completed_at');
  const odometer = patch.completed_odometer_km ?? before.asset_odometer_km;
  if (after.repeat_every_km !== null && odometer === null) {
    throw invalidField('completed_odometer_km', msg.required);
  }
  return { at: new Date(check.at).toISOString(), odometer };
}

/**
 * The asset's side of a move: into the workshop from `available` only (409
 * asset_unavailable), out of it when that work ends; a completion's odometer reading raises the
 * asset's, never lowers it. Answers what changed, for the audit row.
 */
async function moveAsset(
  tx: Queryable,
  before: Maintenance,
  status: MaintenanceUpdate['status'],
  odometer: number | null,
): Promise<Record<string, unknown>> {
  const changes: Record<string, unknown> = {};
  if (status === 'in_progress') {
    const taken = await tx.query(
      `update assets set status = 'in_maintenance', updated_at = now()
       where id = $1 and status = 'available' and deleted_at is null returning id`,
      [before.asset_id],
    );
    if (taken.length === 0) throw assetUnavailable();
    changes.asset_status = 'in_maintenance';
  }
  if (before.status === 'in_progress' && (status === 'completed' || status === 'cancelled')) {
    await tx.query(
      `update assets set status = 'available', updated_at = now()
       where id = $1 and status = 'in_maintenance'`,
      [before.asset_id],
    );
    changes.asset_status = 'available';
  }
  if (status === 'completed' && odometer !== null) {
    const raised = await tx.query(
      `update assets set odometer_km = $2, updated_at = now()
       where id = $1 and (odometer_km is null or odometer_km < $2) returning id`,
      [before.asset_id, odometer],
    );
    if (raised.length > 0) changes.asset_odometer_km = odometer;
  }
  return changes;
}

/**
 * A new date or due odometer is a new due point: the reminders of the levels it no longer
 * reaches are forgotten, so each is mailed again when reached (docs/maintenance.md).
 */
async function resetReminders(tx: Queryable, id: string) {
  const level = (await findMaintenance(tx, null, id))!.due_level;
  await tx.query(
    `update maintenance set
       overdue_notified_at = case when $2 = 'overdue' then overdue_notified_at end,
       due_soon_notified_at = case when $2 in ('overdue', 'due_soon') then due_soon_notified_at end
     where id = $1`,
    [id, level],
  );
}
