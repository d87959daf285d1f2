/**
 * Fixtures of the positions tests (docs/positions.md): drivers written straight to the database
 * (a driver employed by an asset owner, as docs/drivers.md says), a dispatch driven by one, and
 * batches of positions along a line.
 */
import type { PositionInput } from '../../contract/position';
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD } from './helpers';
import { assign, createRequest, inject, type Headers, type World } from './requests-fixtures';
import { freeDriver } from './steps-fixtures';
import { one } from './rows';

export interface Driver {
  id: string;
  headers: Headers;
}

let hash: Promise<string> | undefined;

/** A signed-in driver employed by `employerId` (an asset owner's id). */
export async function insertDriver(w: World, email: string, employerId: string): Promise<Driver> {
  const row = await one<{ id: string }>(
    w.t,
    `insert into users (email, name, role, employer_user_id, password_hash, email_verified_at)
     values ($1, $2, 'driver', $3, $4, now()) returning id`,
    [
      email,
      `Chauffeur ${email.split('@')[0]}`,
      employerId,
      await (hash ??= hashPassword(DEMO_PASSWORD)),
    ],
  );
  return {
    id: row.id,
    headers: { authorization: `Bearer ${(await w.t.login(email)).accessToken}` },
  };
}

/** Paris, place de la Concorde; Lyon, place Bellecour. */
export const PARIS = { lat: 48.8656, lng: 2.3212 };
export const LYON = { lat: 45.7578, lng: 4.832 };

/**
 * A new request of the demo business served by the owner's `assetId` (default a new van) and
 * driven by `driver`; its addresses at `pickup` and `dropoff` unless null. Answers the ids.
 */
export async function drivenDispatch(
  w: World,
  driver: Driver,
  {
    assetId,
    pickup = PARIS as { lat: number; lng: number } | null,
    dropoff = LYON as { lat: number; lng: number } | null,
    request = {} as Record<string, unknown>,
  }: {
    assetId?: string;
    pickup?: { lat: number; lng: number } | null;
    dropoff?: { lat: number; lng: number } | null;
    request?: Record<string, unknown>;
  } = {},
): Promise<{ requestId: string; dispatchId: string; assetId: string }> {
  const asset =
    assetId ??
    (
      await one<{ id: string }>(
        w.t,
        `insert into assets (asset_type_id, owner_user_id, name)
         values ($1, $2, 'Van ' || gen_random_uuid()) returning id`,
        [w.ids.van, w.ids.owner],
      )
    ).id;
  const requestId = await createRequest(w, request);
  await w.t.db.query(
    `update requests set pickup_lat = $2, pickup_lng = $3, dropoff_lat = $4, dropoff_lng = $5
     where id = $1`,
    [
      requestId,
      pickup?.lat ?? null,
      pickup?.lng ?? null,
      dropoff?.lat ?? null,
      dropoff?.lng ?? null,
    ],
  );
  const dispatchId = await assign(w, requestId, asset);
  // A driver drives one vehicle at a time (busy.ts): his earlier open dispatches lose him, so
  // that this one is his current stop, the one his positions feed. Before the driver set: that
  // stays the fixture's last write, which the live tests wait for.
  await freeDriver(w, driver.id, dispatchId);
  await w.t.db.query('update dispatches set driver_id = $2 where id = $1', [dispatchId, driver.id]);
  return { requestId, dispatchId, assetId: asset };
}

/**
 * `n` positions `stepSeconds` apart ending `endsAgoSeconds` ago, from `from` moving north by
 * `metresPerStep` each step (about 111 km a degree of latitude).
 */
export function track(
  n: number,
  {
    from = PARIS,
    stepSeconds = 15,
    metresPerStep = 100,
    endsAgoSeconds = 0,
  }: {
    from?: { lat: number; lng: number };
    stepSeconds?: number;
    metresPerStep?: number;
    endsAgoSeconds?: number;
  } = {},
): PositionInput[] {
  const end = Date.now() - endsAgoSeconds * 1000;
  return Array.from({ length: n }, (_, i) => ({
    at: new Date(end - (n - 1 - i) * stepSeconds * 1000).toISOString(),
    lat: from.lat + (i * metresPerStep) / 111_195,
    lng: from.lng,
    accuracy: 5,
  }));
}

export const sendPositions = (
  w: World,
  dispatchId: string,
  headers: Headers,
  positions: readonly object[],
) => inject(w.t, 'POST', `/asset-dispatch/${dispatchId}/positions`, headers, { positions });
