import { z } from 'zod';
import { assetRecordFields } from './asset';
import {
  minorUnits,
  msg,
  nullableText,
  pastDateTime,
  upcomingDateTime,
  requiredText,
  uuid,
  wholeNumber,
} from './common';
import { nullByDefault } from './create-fields';
import { idFilter, idsFilter, pageQuery, sortedListQuery } from './list-query';
import { timestamps } from './records';

export const maintenanceKinds = ['preventive', 'corrective', 'inspection'] as const;
export const maintenanceStatuses = ['scheduled', 'in_progress', 'completed', 'cancelled'] as const;
/** Derived from the date and the odometer, whichever first (scheduled work only, else null). */
export const dueLevels = ['upcoming', 'due_soon', 'overdue'] as const;

/** Within these of its date or odometer, scheduled work reads `due_soon`. */
export const DUE_SOON_DAYS = 7;
export const DUE_SOON_KM = 500;

export const maintenance = z.object({
  ...assetRecordFields,
  kind: z.enum(maintenanceKinds),
  title: z.string(),
  description: z.string().nullable(),
  scheduled_at: z.string().nullable(),
  due_odometer_km: z.number().int().nullable(),
  /** The asset's odometer now, to show how far the work is. */
  asset_odometer_km: z.number().int().nullable(),
  repeat_every_days: z.number().int().nullable(),
  repeat_every_km: z.number().int().nullable(),
  /** The asset's document kind this work renews: its date is then that document's end. */
  document_kind_id: z.string().nullable(),
  status: z.enum(maintenanceStatuses),
  due_level: z.enum(dueLevels).nullable(),
  started_at: z.string().nullable(),
  completed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cost: z.number().int().nullable(),
  currency: z.string(),
  vendor: z.string().nullable(),
  completed_odometer_km: z.number().int().nullable(),
  previous_id: z.string().nullable(),
  /** The work scheduled by completing this one (recurring), if any. */
  next_id: z.string().nullable(),
  ...timestamps,
});
export type Maintenance = z.infer<typeof maintenance>;

const text = nullableText;
const count = wholeNumber;

const fields = {
  kind: z.enum(maintenanceKinds, { error: msg.required }),
  title: requiredText(200),
  description: text(2000),
  scheduled_at: upcomingDateTime.nullable(),
  due_odometer_km: count(10_000_000).nullable(),
  repeat_every_days: count(3650).min(1, { error: msg.invalid }).nullable(),
  repeat_every_km: count(1_000_000).min(1, { error: msg.invalid }).nullable(),
  document_kind_id: uuid.nullable(),
  cost: minorUnits.nullable(),
  vendor: text(200),
};

/** The work's own fields, which its form edits (moves are statuses, not fields). */
export const MAINTENANCE_FIELDS = Object.keys(fields) as (keyof typeof fields)[];

/** POST /maintenance: scheduled work (a date and/or an odometer reading). */
export const maintenanceCreate = z.object({ asset_id: uuid, ...nullByDefault(fields) });
export type MaintenanceCreate = z.infer<typeof maintenanceCreate>;

/**
 * PATCH /maintenance/{id}: edit the fields, and/or move it: `status` in_progress, completed
 * (with `completed_at`, `cost`, `vendor`, `completed_odometer_km`), cancelled.
 */
export const maintenanceUpdate = z
  .object({
    ...fields,
    status: z.enum(['in_progress', 'completed', 'cancelled']),
    completed_at: pastDateTime,
    completed_odometer_km: count(10_000_000),
  })
  .partial();
export type MaintenanceUpdate = z.infer<typeof maintenanceUpdate>;

export const MAINTENANCE_SORTABLE = [
  /** What needs doing first: overdue, in the workshop, due soon, upcoming, then closed work. */
  'urgency',
  'scheduled_at',
  'created_at',
  'status',
  'kind',
  'title',
] as const;

export const maintenanceListQuery = sortedListQuery(MAINTENANCE_SORTABLE, {
  asset_id: idFilter,
  business_id: idFilter,
  status: z.enum(maintenanceStatuses).optional(),
  kind: z.enum(maintenanceKinds).optional(),
  due_level: z.enum(dueLevels).optional(),
  /** scheduled_at range (ISO dates or date-times). */
  scheduled_from: z.string().max(40).optional(),
  scheduled_to: z.string().max(40).optional(),
  id: idsFilter,
});

export const upcomingQuery = pageQuery;
