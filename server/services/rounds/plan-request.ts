/** What planning reads of a request (docs/rounds.md): its places, load, windows, service. */
import { z } from 'zod';
import { dayAtSql } from '../../db/sql';

export const planRequestRow = z.object({
  id: z.string(),
  reference: z.string(),
  asset_type_id: z.string(),
  pickup_lat: z.number().nullable(),
  pickup_lng: z.number().nullable(),
  dropoff_lat: z.number().nullable(),
  dropoff_lng: z.number().nullable(),
  weight_kg: z.number().nullable(),
  volume_m3: z.number().nullable(),
  pickup_from: z.date().or(z.string()).nullable(),
  pickup_until: z.date().or(z.string()).nullable(),
  dropoff_from: z.date().or(z.string()).nullable(),
  dropoff_until: z.date().or(z.string()).nullable(),
  service_minutes: z.number(),
  /** Loaded at a depot: a drop-off only. */
  at_depot: z.boolean(),
});
export type PlanRequest = z.output<typeof planRequestRow>;

/** A request's planning columns, over requests `r` (package types `pt`). */
export const PLAN_REQUEST_COLUMNS = `r.id, r.reference, r.asset_type_id, r.pickup_lat, r.pickup_lng,
  r.dropoff_lat, r.dropoff_lng, r.weight_kg, r.volume_m3, r.pickup_from, r.pickup_until,
  r.dropoff_from, r.dropoff_until, coalesce(r.service_minutes, pt.service_minutes, 5) as service_minutes,
  (r.depot_id is not null) as at_depot`;
export const PLAN_REQUEST_FROM = `requests r left join request_package_types pt on pt.id = r.package_type_id`;

/** The instant a pending request's day is read from: its first window, else when it is wanted, else made. */
const REQUEST_AT_SQL = `coalesce(r.pickup_from, r.dropoff_from, r.scheduled_at, r.created_at)`;

/** The day (a date) a pending request belongs to, on its business's wall clock (issue 29). */
export const REQUEST_DAY_SQL = dayAtSql(REQUEST_AT_SQL, 'r.business_id');

/**
 * The requests `r` of day `date` (SQL, a date). The bounds on the instant itself, wide enough for
 * any zone (UTC−12 to UTC+14), let `requests_pending_day_idx` serve it before each row's day
 * is read in its zone.
 */
export const requestOfDaySql = (date: string) => {
  const midnightUtc = `((${date})::date::timestamp at time zone 'UTC')`;
  return `${REQUEST_AT_SQL} >= ${midnightUtc} - interval '14 hours'
    and ${REQUEST_AT_SQL} < ${midnightUtc} + interval '36 hours'
    and ${REQUEST_DAY_SQL} = (${date})::date`;
};
