/**
 * Shared fixtures of the request, dispatch and money tests: the seeded demo data plus a second
 * business, a second asset owner, a white-label parent with a B2B client, and helpers.
 */
import { dispatch } from '../../contract/dispatch';
import { oneResponse } from '../../contract/common';
import { request } from '../../contract/request';
import type { Role } from '../../contract/roles';
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD, type TestApp } from './helpers';

export type Headers = { authorization: string };
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

async function one<T>(t: TestApp, sql: string, params: unknown[] = []): Promise<T> {
  return (await t.db.query(sql, params))[0] as T;
}

async function user(t: TestApp, email: string, role: Role, businessId: string | null) {
  await t.db.query(
    `insert into users (email, name, role, business_id, password_hash, email_verified_at)
     values ($1, $1, $2, $3, $4, now())`,
    [email, role, businessId, await hashPassword(DEMO_PASSWORD)],
  );
  return { authorization: `Bearer ${(await t.login(email)).accessToken}` };
}

async function business(t: TestApp, slug: string, kind: string, parent: string | null = null) {
  return (
    await one<{ id: string }>(
      t,
      `insert into businesses (name, slug, kind, active, parent_business_id)
       values ($1, $1, $2, true, $3) returning id`,
      [slug, kind, parent],
    )
  ).id;
}

export async function makeWorld(t: TestApp): Promise<World> {
  const roles: Role[] = ['superadmin', 'in_house_manager', 'asset_owner', 'business', 'b2b'];
  const as = {} as Record<Role, Headers>;
  for (const role of roles) as[role] = await t.as(role);
  const id = async (sql: string, params: unknown[] = []) =>
    (await one<{ id: string }>(t, sql, params)).id;

  const businessId = await id(`select id from businesses where slug = 'transports-durand'`);
  const b2bId = await id(`select id from businesses where slug = 'client-b2b'`);
  const other = await business(t, 'autre-entreprise', 'standard');
  const parent = await business(t, 'marque-blanche', 'whitelabel');
  const child = await business(t, 'client-de-marque', 'b2b', parent);
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
  const otherOwner = await user(t, 'owner2@flotte.test', 'asset_owner', null);
  const otherOwnerId = await id(`select id from users where email = 'owner2@flotte.test'`);

  return {
    t,
    as,
    otherBusiness: await user(t, 'staff@autre.test', 'business', other),
    otherOwner,
    parent: await user(t, 'staff@marque.test', 'business', parent),
    child: await user(t, 'staff@client-de-marque.test', 'b2b', child),
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

export const assetStatus = async (w: World, assetId: string) =>
  (await one<{ status: string }>(w.t, 'select status from assets where id = $1', [assetId])).status;

export const requestStatus = async (w: World, requestId: string) =>
  (await one<{ status: string }>(w.t, 'select status from requests where id = $1', [requestId]))
    .status;

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

export const count = async (w: World, table: string, where = 'true', params: unknown[] = []) =>
  (await one<{ n: number }>(w.t, `select count(*)::int as n from ${table} where ${where}`, params))
    .n;

/** Row counts of every table a request, dispatch or money write touches. */
export const snapshot = async (w: World) => ({
  requests: await count(w, 'requests'),
  dispatches: await count(w, 'dispatches'),
  reassignments: await count(w, 'dispatch_reassignments'),
  wallets: await count(w, 'wallets'),
  transactions: await count(w, 'wallet_transactions'),
  earnings: await count(w, 'earnings'),
  audit: await count(w, 'audit_log'),
  statuses: await w.t.db.query(
    `select 'r' as k, id, status from requests union all select 'd', id, status from dispatches
     union all select 'a', id, status from assets order by 1, 2`,
  ),
  balances: await w.t.db.query('select business_id, balance::float8 from wallets order by 1'),
});
