/**
 * Scenes of the manager's dashboard tests: requests, assets, maintenance, leases and businesses
 * written straight to the database at known times and states (what is tested is the reading).
 */
import { insertBusiness, one } from './rows';
import type { World } from './requests-fixtures';

/** An instant as `Date`, shifted by `ms`. */
export const shift = (at: Date, ms: number) => new Date(at.getTime() + ms);
export const MINUTE = 60_000;
export const DAY = 86_400_000;

/** A request of `businessId` (the demo business by default) created at `createdAt`. */
export async function insertRequest(
  w: World,
  status: string,
  createdAt: Date | string,
  businessId = w.ids.business,
): Promise<string> {
  const row = await one<{ id: string }>(
    w.t,
    `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price,
       status, created_at)
     values ($1, $2, 'Départ', 'Arrivée', 0, $3, $4) returning id`,
    [
      businessId,
      w.ids.van,
      status,
      createdAt instanceof Date ? createdAt.toISOString() : createdAt,
    ],
  );
  return row.id;
}

/** An in-house van of the demo business in `status`; `deleted`: soft-deleted. */
export async function insertAsset(
  w: World,
  status = 'available',
  { odometerKm = null as number | null, deleted = false } = {},
): Promise<string> {
  const row = await one<{ id: string }>(
    w.t,
    `insert into assets (asset_type_id, business_id, name, status, odometer_km, deleted_at)
     values ($1, $2, 'Fourgon de test', $3, $4, case when $5 then now() end) returning id`,
    [w.ids.van, w.ids.business, status, odometerKm, deleted],
  );
  return row.id;
}

/** Maintenance of `assetId`: due at `scheduledAt` and/or at `dueKm` on the odometer. */
export async function insertMaintenance(
  w: World,
  assetId: string,
  { scheduledAt = null as Date | null, dueKm = null as number | null, status = 'scheduled' } = {},
): Promise<string> {
  const row = await one<{ id: string }>(
    w.t,
    `insert into maintenance (asset_id, kind, title, scheduled_at, due_odometer_km, status)
     values ($1, 'preventive', 'Vidange', $2, $3, $4) returning id`,
    [assetId, scheduledAt?.toISOString() ?? null, dueKm, status],
  );
  return row.id;
}

/** A lease of a new asset (one active lease per asset) to the demo business, ending `endDate`. */
export async function insertLease(w: World, status: string, endDate: string): Promise<string> {
  const assetId = await insertAsset(w, status === 'active' ? 'leased' : 'available');
  const row = await one<{ id: string }>(
    w.t,
    `insert into leases (asset_id, lessor_user_id, lessee_business_id, start_date, end_date,
       rate, period, status)
     values ($1, $2, $3, $4::date - 30, $4, 1000, 'day', $5) returning id`,
    [assetId, w.ids.owner, w.ids.business, endDate, status],
  );
  return row.id;
}

/** A business waiting for approval (inactive); `deleted`: soft-deleted as well. */
export async function insertWaitingBusiness(w: World, slug: string, deleted = false) {
  const id = await insertBusiness(w.t, slug, 'standard', { active: false });
  if (deleted) await w.t.db.query('update businesses set deleted_at = now() where id = $1', [id]);
  return id;
}

/** `YYYY-MM-DD` of `at` (UTC), `days` later. */
export const utcDate = (at: Date, days = 0) =>
  shift(at, days * DAY)
    .toISOString()
    .slice(0, 10);

/** `counts` plus `more`, key by key. */
export const plus = <K extends string>(
  counts: Record<K, number>,
  more: Partial<Record<K, number>>,
) =>
  Object.fromEntries(
    Object.entries(counts).map(([k, n]) => [k, (n as number) + (more[k as K] ?? 0)]),
  ) as Record<K, number>;
