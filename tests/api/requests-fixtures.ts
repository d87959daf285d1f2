/**
 * Shared fixtures of the request, dispatch and money tests: the seeded demo data plus a second
 * business, a second asset owner, a white-label parent with a B2B client, and helpers.
 */
import { expect } from 'vitest';
import { dispatch } from '../../contract/dispatch';
import { plan } from '../../contract/rounds';
import { oneResponse } from '../../contract/common';
import { request } from '../../contract/request';
import type { Role } from '../../contract/roles';
import type { ServerConfig } from '../../server/config';
import { createTestApp, type TestApp } from './helpers';
import { count as rowCount, insertBusiness, one, signedInUser, type Headers } from './rows';

export type { Headers };
export const oneRequest = oneResponse(request);
export const oneDispatch = oneResponse(dispatch);

export interface World {
  t: TestApp;
  as: Record<Role, Headers>;
  /** Staff of another standard business. */
  otherBusiness: Headers;
  /** Another asset owner, with an asset of its own. */
  otherOwner: Headers;
  /** Staff of a white-label business and of its B2B client. */
  parent: Headers;
  child: Headers;
  ids: {
    business: string;
    b2b: string;
    other: string;
    parent: string;
    child: string;
    owner: string;
    van: string; // Camionnette type
    bike: string; // Vélo cargo type
    truck: string; // Poids lourd type (no asset)
    ownerVan: string; // the owner's Renault Master
    ownerBike: string;
    ownerVan2: string; // a second van of the owner
    otherVan: string; // the other owner's van
    inHouseVan: string; // a van of the demo business (no owner user)
  };
}

export async function makeWorld(t: TestApp): Promise<World> {
  const roles: Role[] = ['superadmin', 'in_house_manager', 'asset_owner', 'business', 'b2b'];
  const as = {} as Record<Role, Headers>;
  for (const role of roles) as[role] = await t.as(role);
  const id = async (sql: string, params: unknown[] = []) =>
    (await one<{ id: string }>(t, sql, params)).id;

  const businessId = await id(`select id from businesses where slug = 'transports-durand'`);
  const b2bId = await id(`select id from businesses where slug = 'client-b2b'`);
  const other = await insertBusiness(t, 'autre-entreprise');
  const parent = await insertBusiness(t, 'marque-blanche', 'whitelabel');
  const child = await insertBusiness(t, 'client-de-marque', 'b2b', { parent });
  const ownerId = await id(`select id from users where email = 'owner@flotte.demo'`);
  const type = (name: string) => id('select id from asset_types where name = $1', [name]);
  const van = await type('Camionnette');
  const bike = await type('Vélo cargo');
  const truck = await type('Poids lourd');
  const asset = (typeId: string, owner: string | null, biz: string | null, name: string) =>
    id(
      `insert into assets (asset_type_id, owner_user_id, business_id, name)
       values ($1, $2, $3, $4) returning id`,
      [typeId, owner, biz, name],
    );
  const otherOwner = await signedInUser(t, 'owner2@flotte.test', null, 'asset_owner');
  const otherOwnerId = await id(`select id from users where email = 'owner2@flotte.test'`);

  return {
    t,
    as,
    otherBusiness: await signedInUser(t, 'staff@autre.test', other),
    otherOwner,
    parent: await signedInUser(t, 'staff@marque.test', parent),
    child: await signedInUser(t, 'staff@client-de-marque.test', child, 'b2b'),
    ids: {
      business: businessId,
      b2b: b2bId,
      other,
      parent,
      child,
      owner: ownerId,
      van,
      bike,
      truck,
      ownerVan: await id(`select id from assets where name = 'Renault Master'`),
      ownerBike: await id(`select id from assets where name = 'Urban Arrow Cargo'`),
      ownerVan2: await asset(van, ownerId, null, 'Peugeot Boxer'),
      otherVan: await asset(van, otherOwnerId, null, 'Fiat Ducato'),
      inHouseVan: await asset(van, null, businessId, 'Iveco Daily'),
    },
  };
}

/** The world on a new app and database (`overrides`: its configuration). */
export const createWorld = async (overrides: Partial<ServerConfig> = {}) =>
  makeWorld(await createTestApp(overrides));

export const inject = (
  t: TestApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  headers?: Headers,
  payload?: object,
) => t.app.inject({ method, url: `/api${url}`, headers: { ...headers }, payload });

export const newRequest = (overrides: Record<string, unknown> = {}) => ({
  pickup_address: '12 rue de la Paix, Paris',
  dropoff_address: '3 place Bellecour, Lyon',
  recipient_name: 'Jeanne Martin',
  ...overrides,
});

/** Creates a request as `headers` (default the demo business); answers its id. */
export async function createRequest(
  w: World,
  overrides: Record<string, unknown> = {},
  headers: Headers = w.as.business,
): Promise<string> {
  const res = await inject(
    w.t,
    'POST',
    '/business-dispatches',
    headers,
    newRequest({ asset_type_id: w.ids.van, ...overrides }),
  );
  if (res.statusCode !== 201) throw new Error(`create request: ${res.statusCode} ${res.body}`);
  return oneRequest.parse(res.json()).data.id;
}

/** Dispatches `assetId` on `requestId` as `headers` (default the owner); answers the dispatch id. */
export async function assign(
  w: World,
  requestId: string,
  assetId: string,
  headers: Headers = w.as.asset_owner,
): Promise<string> {
  const res = await inject(w.t, 'POST', '/asset-dispatch', headers, {
    request_id: requestId,
    asset_id: assetId,
  });
  if (res.statusCode !== 201) throw new Error(`assign: ${res.statusCode} ${res.body}`);
  return oneDispatch.parse(res.json()).data.id;
}

export async function move(w: World, dispatchId: string, status: string, headers?: Headers) {
  return inject(w.t, 'PATCH', `/asset-dispatch/${dispatchId}`, headers ?? w.as.asset_owner, {
    status,
  });
}

/** `n` new available vans of the owner's (named `Van 1`…`Van n`); answers their ids. */
export const newVans = async (w: World, n: number) => {
  const rows = await w.t.db.query<{ id: string }>(
    `insert into assets (asset_type_id, owner_user_id, name)
     select $1, $2, 'Van ' || g from generate_series(1, ${n}) g returning id`,
    [w.ids.van, w.ids.owner],
  );
  return rows.map((r) => r.id);
};

/**
 * A new available van named `name`, the owner's (or in-house: of `businessId`'s fleet); answers
 * its id.
 */
export const newVan = async (w: World, name: string, businessId?: string) =>
  (
    await one<{ id: string }>(
      w.t,
      `insert into assets (asset_type_id, owner_user_id, business_id, name)
       values ($1, $2, $3, $4) returning id`,
      [w.ids.van, businessId ? null : w.ids.owner, businessId ?? null, name],
    )
  ).id;

export const assetStatus = async (w: World, assetId: string) =>
  (await one<{ status: string }>(w.t, 'select status from assets where id = $1', [assetId])).status;

export const requestStatus = async (w: World, requestId: string) =>
  (await one<{ status: string }>(w.t, 'select status from requests where id = $1', [requestId]))
    .status;

/** Credits the business's wallet through the superadmin's route (the ledger stays whole). */
export async function topUp(w: World, businessId: string, amount: number, reference?: string) {
  const res = await inject(
    w.t,
    'POST',
    `/superadmin/business/${businessId}/wallet/top-up`,
    w.as.superadmin,
    reference === undefined ? { amount } : { amount, reference },
  );
  if (res.statusCode !== 201) throw new Error(`top-up: ${res.statusCode} ${res.body}`);
}

export const balance = async (w: World, businessId: string) =>
  Number(
    (
      await one<{ b: number } | undefined>(
        w.t,
        'select balance::float8 as b from wallets where business_id = $1',
        [businessId],
      )
    )?.b ?? 0,
  );

/** What the ledger adds up to: equal to the balance whatever ran concurrently. */
export const ledgerSum = async (w: World, businessId: string) =>
  Number(
    (
      await one<{ s: number }>(
        w.t,
        `select coalesce(sum(case when t.type = 'credit' then t.amount else -t.amount end), 0)::float8
           as s
         from wallet_transactions t join wallets w on w.id = t.wallet_id where w.business_id = $1`,
        [businessId],
      )
    ).s,
  );

export const count = (w: World, table: string, where?: string, params?: unknown[]) =>
  rowCount(w.t, table, where, params);

/**
 * Everything a write could change, row by row where states matter: equal before and after a
 * refused request proves it wrote nothing.
 */
export async function snapshot(w: World) {
  const q = (sql: string) => w.t.db.query(sql);
  return {
    businesses: await q(
      `select id, name, slug, kind, active, parent_business_id, business_type_id, country,
              contact_email, deleted_at, updated_at from businesses order by id`,
    ),
    users: await q(
      'select id, email, disabled_at, password_hash, updated_at from users order by id',
    ),
    sessions: await q('select id, revoked_at from sessions order by id'),
    codes: await q('select id, user_id, purpose from one_time_codes order by id'),
    outbox: await count(w, 'outbox'),
    audit: await count(w, 'audit_log'),
    settings: await q('select * from business_settings order by business_id'),
    customizations: await q('select * from customizations order by business_id'),
    plans: await q('select * from plans order by id'),
    planPrices: await q('select * from plan_prices order by plan_id, currency'),
    subscriptions: await q('select * from subscriptions order by id'),
    assets: await q('select id, status, deleted_at from assets order by id'),
    requests: await count(w, 'requests'),
    dispatches: await count(w, 'dispatches'),
    reassignments: await count(w, 'dispatch_reassignments'),
    statuses: await q(
      `select 'r' as k, id, status from requests union all select 'd', id, status from dispatches
       order by 1, 2`,
    ),
    earnings: await count(w, 'earnings'),
    wallets: await count(w, 'wallets'),
    balances: await q('select business_id, currency, balance::float8 from wallets order by 1'),
    transactions: await count(w, 'wallet_transactions'),
  };
}

/** Two requests a few streets apart in Paris, due at 09:00 on `date`, optimised by the owner. */
export async function planTwoNearby(w: World, date: string, weight_kg: number) {
  for (const i of [1, 2]) {
    await createRequest(w, {
      pickup_lat: 48.85,
      pickup_lng: 2.33 + i / 100,
      dropoff_lat: 48.86,
      dropoff_lng: 2.34 + i / 100,
      weight_kg,
      dropoff_from: `${date}T09:00:00Z`,
      price: 0,
    });
  }
  const res = await inject(w.t, 'POST', '/rounds/optimise', w.as.asset_owner, { date });
  expect(res.statusCode, res.body).toBe(200);
  return oneResponse(plan).parse(res.json()).data;
}
