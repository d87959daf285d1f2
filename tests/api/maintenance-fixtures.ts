/**
 * Shared set-up of the maintenance tests: the request world (roles, another business, another
 * owner, a white-label parent and its B2B client, assets) plus an asset of each business, and
 * helpers that schedule and move work through the API.
 */
import { listResponse, oneResponse } from '../../contract/common';
import { maintenance } from '../../contract/maintenance';
import type { ServerConfig } from '../../server/config';
import { inject, makeWorld, newVan, snapshot, type Headers, type World } from './requests-fixtures';
import { createTestApp } from './helpers';
import { one } from './rows';

export const oneMaintenance = oneResponse(maintenance);
export const maintenanceList = listResponse(maintenance);

export interface MaintenanceWorld extends World {
  assets: {
    /** The white-label parent's B2B client's asset (the parent reads it). */
    clientVan: string;
    /** Another standard business's in-house asset. */
    otherInHouse: string;
  };
}

export async function createMaintenanceWorld(
  overrides: Partial<ServerConfig> = {},
): Promise<MaintenanceWorld> {
  const w = await makeWorld(await createTestApp(overrides));
  return {
    ...w,
    assets: {
      clientVan: await newVan(w, 'Van du client', w.ids.child),
      otherInHouse: await newVan(w, 'Van de l’autre entreprise', w.ids.other),
    },
  };
}

export const DAY = 24 * 3600 * 1000;
/** An ISO date-time `days` from now (negative: in the past). */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export const work = (assetId: string, overrides: Record<string, unknown> = {}) => ({
  asset_id: assetId,
  kind: 'preventive',
  title: 'Vidange',
  scheduled_at: inDays(30),
  ...overrides,
});

const isPast = (at: unknown) => typeof at === 'string' && Date.parse(at) < Date.now();

/**
 * Schedules work through the API as `headers` (default the superadmin); answers its id. Work
 * dated in the past (overdue) is scheduled for tomorrow, the API refusing a past date, then
 * aged to its date as if the calendar had caught up with it.
 */
export async function schedule(
  w: World,
  assetId: string,
  overrides: Record<string, unknown> = {},
  headers: Headers = w.as.superadmin,
): Promise<string> {
  const past = isPast(overrides.scheduled_at);
  const body = work(assetId, past ? { ...overrides, scheduled_at: inDays(1) } : overrides);
  const res = await inject(w.t, 'POST', '/maintenance', headers, body);
  if (res.statusCode !== 201) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  const id = oneMaintenance.parse(res.json()).data.id;
  if (past) {
    await w.t.db.query('update maintenance set scheduled_at = $2 where id = $1', [
      id,
      overrides.scheduled_at,
    ]);
  }
  return id;
}

export const patch = (w: World, id: string, body: object, headers: Headers = w.as.superadmin) =>
  inject(w.t, 'PATCH', `/maintenance/${id}`, headers, body);

/** GET /maintenance/{id} as the superadmin. */
export async function read(w: World, id: string) {
  const res = await inject(w.t, 'GET', `/maintenance/${id}`, w.as.superadmin);
  if (res.statusCode !== 200) throw new Error(`read: ${res.statusCode} ${res.body}`);
  return oneMaintenance.parse(res.json()).data;
}

export const setAsset = (w: World, id: string, fields: { status?: string; odometer?: number }) =>
  w.t.db.query(
    `update assets set status = coalesce($2, status), odometer_km = coalesce($3, odometer_km)
     where id = $1`,
    [id, fields.status ?? null, fields.odometer ?? null],
  );

export const assetRow = (w: World, id: string) =>
  one<{ status: string; odometer_km: number | null; deleted_at: Date | null }>(
    w.t,
    'select status, odometer_km, deleted_at from assets where id = $1',
    [id],
  );

/** Everything a write could change, maintenance rows included: equal before and after a refusal. */
export async function state(w: World) {
  return {
    ...(await snapshot(w)),
    maintenance: await w.t.db.query('select * from maintenance order by id'),
    odometers: await w.t.db.query('select id, odometer_km from assets order by id'),
  };
}

export { inject, type Headers };
