/**
 * Recurring maintenance (docs/maintenance.md, "Recurrence"): completing work that repeats every
 * N days and/or N km schedules the next one, due N days after the completion date and/or N km
 * after the odometer at completion, with the same kind, title, description, vendor,
 * recurrence and renewed document kind (whose document then decides its date: renewals.ts). Cancelling work ends its chain. The unique index on `previous_id` makes a second
 * next of one piece of work impossible.
 */
import { z } from 'zod';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';
import { audit } from '../platform/audit';

export interface Completed {
  id: string;
  asset_id: string;
  kind: string;
  title: string;
  description: string | null;
  vendor: string | null;
  repeat_every_days: number | null;
  repeat_every_km: number | null;
  document_kind_id: string | null;
  currency: string;
}

/** Whether completing this work schedules another. */
export const repeats = (m: Pick<Completed, 'repeat_every_days' | 'repeat_every_km'>) =>
  m.repeat_every_days !== null || m.repeat_every_km !== null;

/**
 * Inside the completion's transaction: inserts the next work and answers its id (null when the
 * work does not repeat). `odometerKm` is the reading at completion (required by the caller when
 * the work repeats by km).
 */
export async function scheduleNext(
  tx: Queryable,
  done: Completed,
  completedAt: string,
  odometerKm: number | null,
  actorId: string,
): Promise<string | null> {
  if (!repeats(done)) return null;
  const dueKm =
    done.repeat_every_km !== null && odometerKm !== null ? odometerKm + done.repeat_every_km : null;
  const rows = await queryRows(
    tx,
    z.object({ id: z.string(), scheduled_at: z.string() }),
    `insert into maintenance (asset_id, kind, title, description, vendor, repeat_every_days,
       repeat_every_km, currency, previous_id, created_by, due_odometer_km, scheduled_at,
       document_kind_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11,
       $12::timestamptz + make_interval(days => $6::int), $13)
     returning id, scheduled_at`,
    [
      done.asset_id,
      done.kind,
      done.title,
      done.description,
      done.vendor,
      done.repeat_every_days,
      done.repeat_every_km,
      done.currency,
      done.id,
      actorId,
      dueKm,
      completedAt,
      done.document_kind_id,
    ],
  );
  const next = rows[0]!;
  await audit(tx, {
    actorUserId: actorId,
    action: 'schedule_next',
    entity: 'maintenance',
    entityId: next.id,
    changes: { previous_id: done.id, scheduled_at: next.scheduled_at, due_odometer_km: dueKm },
  });
  return next.id;
}
