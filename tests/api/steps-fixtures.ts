/**
 * Fixtures of the drivers' dispatch tests (docs/drivers.md): drivers written straight to the
 * database (employed by an asset owner or a business), the steps a phone sends, a request's
 * money as the ledger and the earnings hold it.
 */
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD } from './helpers';
import {
  createRequest,
  createWorld,
  inject,
  newVan,
  oneDispatch,
  type Headers,
  type World,
} from './requests-fixtures';
import { one } from './rows';

export interface Driver {
  id: string;
  headers: Headers;
}

let hash: Promise<string> | undefined;

/**
 * A signed-in driver of an asset owner (`owner`: its user id) or of a business (`business`,
 * its in-house fleet); `disabled`: its account disabled (signed in before).
 */
export async function insertDriver(
  w: World,
  email: string,
  employer: { owner: string } | { business: string },
): Promise<Driver> {
  const row = await one<{ id: string }>(
    w.t,
    `insert into users (email, name, role, employer_user_id, business_id, password_hash,
       email_verified_at)
     values ($1, $2, 'driver', $3, $4, $5, now()) returning id`,
    [
      email,
      `Chauffeur ${email.split('@')[0]}`,
      'owner' in employer ? employer.owner : null,
      'business' in employer ? employer.business : null,
      await (hash ??= hashPassword(DEMO_PASSWORD)),
    ],
  );
  return {
    id: row.id,
    headers: { authorization: `Bearer ${(await w.t.login(email)).accessToken}` },
  };
}

/** A driver of the demo owner's, `name@drivers.test`. */
export const ownersDriver = (w: World, name: string) =>
  insertDriver(w, `${name}@drivers.test`, { owner: w.ids.owner });

/** The request world with the drivers' tests' usual driver: Awa, the demo owner's. */
export interface DriverWorld extends World {
  driver: Driver;
}

export async function createDriverWorld(): Promise<DriverWorld> {
  const world = await createWorld();
  return { ...world, driver: await ownersDriver(world, 'awa') };
}

export interface StepBody {
  id?: string;
  step: string;
  at?: string;
  lat?: number | null;
  lng?: number | null;
  reason?: string;
  note?: string;
  proof?: Record<string, string>;
}

/** `POST /asset-dispatch/{id}/steps` as `headers`: a new step id unless the body has one. */
export const step = (w: World, dispatchId: string, headers: Headers, body: StepBody) =>
  inject(w.t, 'POST', `/asset-dispatch/${dispatchId}/steps`, headers, {
    id: randomUUID(),
    at: new Date().toISOString(),
    lat: 48.85,
    lng: 2.35,
    ...body,
  });

/** A step that must succeed: answers the dispatch. */
export async function stepOk(w: World, dispatchId: string, headers: Headers, body: StepBody) {
  const res = await step(w, dispatchId, headers, body);
  if (res.statusCode !== 200) throw new Error(`step ${body.step}: ${res.statusCode} ${res.body}`);
  return oneDispatch.parse(res.json()).data;
}

/** What a request moved: its ledger rows (debits) and its earnings, with their amounts. */
export async function moneyOf(w: World, requestId: string) {
  const charges = await w.t.db.query<{ amount: number }>(
    `select amount::float8 as amount from wallet_transactions where request_id = $1`,
    [requestId],
  );
  const earnings = await w.t.db.query<{ gross: number; commission: number; net: number }>(
    `select e.gross::float8 as gross, e.commission::float8 as commission, e.net::float8 as net
     from earnings e join dispatches d on d.id = e.dispatch_id where d.request_id = $1`,
    [requestId],
  );
  return { charges, earnings };
}

/** The rows the steps write, counted: equal before and after a refused step. */
export async function stepRows(w: World) {
  const n = async (table: string) =>
    (await one<{ n: number }>(w.t, `select count(*)::int as n from ${table}`)).n;
  return {
    steps: await n('dispatch_steps'),
    proofs: await n('dispatch_proofs'),
    notices: await n('recipient_notices'),
    outbox: await n('outbox'),
    dispatches: await w.t.db.query(
      `select id, status, driver_id, arrived_pickup_at, in_transit_at, arrived_at, delivered_at,
              failed_at, failure_reason, updated_at from dispatches order by id`,
    ),
    requests: await w.t.db.query(
      'select id, status, attempts, updated_at from requests order by id',
    ),
  };
}

/**
 * A driver drives one vehicle at a time (server/services/dispatch/busy.ts): the fixtures that
 * put the world's driver on a new van first take him off his earlier open dispatches (left open
 * by earlier tests), as an owner would, so that the new one is his current work.
 */
export async function freeDriver(w: World, driverId: string, except?: string) {
  await w.t.db.query(
    `update dispatches set driver_id = null
     where driver_id = $1 and id is distinct from $2::uuid and status in ('assigned', 'in_transit')`,
    [driverId, except ?? null],
  );
}

/**
 * A request of the demo business (`fields`: its own), dispatched by the owner on a new van named
 * `van` to the world's driver, and picked up; answers its ids.
 */
export async function pickedUpRequest(w: DriverWorld, van: string, fields: object = {}) {
  const requestId = await createRequest(w, { ...fields });
  await freeDriver(w, w.driver.id);
  const res = await inject(w.t, 'POST', '/asset-dispatch', w.as.asset_owner, {
    request_id: requestId,
    asset_id: await newVan(w, van),
    driver_id: w.driver.id,
  });
  const dispatchId = oneDispatch.parse(res.json()).data.id;
  await stepOk(w, dispatchId, w.driver.headers, { step: 'picked_up' });
  return { requestId, dispatchId };
}
