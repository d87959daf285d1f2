/**
 * What a subscription buys: room for in-house assets, the white-label features and a lower
 * commission on delivered requests; the free tier without one.
 */
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import {
  assertWhitelabel,
  entitlementsOf,
  type PlanPolicy,
} from '../../server/services/business/entitlements';
import {
  assign,
  createRequest,
  inject,
  createWorld,
  move,
  type Headers,
} from './requests-fixtures';
import {
  snapshot,
  insertPlan,
  newBusiness,
  planId,
  subscribed,
  topUp,
} from './subscriptions-fixtures';
import { worldPerFile } from './per-file';

const policy: PlanPolicy = { freeMaxAssets: 2, freeMaxUsers: 3, defaultCommissionRate: 0.1 };
const w = worldPerFile(() => createWorld({ freeMaxAssets: policy.freeMaxAssets }));

const newAsset = (headers: Headers, extra: Record<string, unknown> = {}) =>
  inject(w.t, 'POST', '/assets', headers, {
    asset_type_id: w.ids.van,
    name: 'Renault Trafic',
    ...extra,
  });
const code = (res: { json: () => unknown }) => errorResponse.parse(res.json()).code;

describe('the in-house asset limit', () => {
  it('without a plan, the free tier: the next asset past it is refused (409), nothing written', async () => {
    const shop = await newBusiness(w, 'gratuite');
    for (let i = 0; i < 2; i++) expect((await newAsset(shop.staff)).statusCode).toBe(201);
    const before = await snapshot(w);
    const refused = await newAsset(shop.staff);
    expect([refused.statusCode, code(refused)]).toEqual([409, 'plan_limit_reached']);
    // The superadmin adding one for that business meets the same limit.
    const bySuperadmin = await newAsset(w.as.superadmin, { business_id: shop.id });
    expect([bySuperadmin.statusCode, code(bySuperadmin)]).toEqual([409, 'plan_limit_reached']);
    expect(await snapshot(w)).toEqual(before);
    // A withdrawn asset frees its place.
    await w.t.db.query(
      `update assets set deleted_at = now() where id = (
         select id from assets where business_id = $1 limit 1)`,
      [shop.id],
    );
    expect((await newAsset(shop.staff)).statusCode).toBe(201);
  });

  it('a plan sets its own limit, null none; asset owners are never limited', async () => {
    const three = await insertPlan(w, 'trois', { max_assets: 3, monthly_price: 10 });
    const unlimited = await insertPlan(w, 'illimite', { max_assets: null, monthly_price: 10 });
    const shop = await newBusiness(w, 'abonnee', { balance: 1000 });
    await subscribed(w, shop.staff, three);
    for (let i = 0; i < 3; i++) expect((await newAsset(shop.staff)).statusCode).toBe(201);
    expect((await newAsset(shop.staff)).statusCode).toBe(409);
    await subscribed(w, shop.staff, unlimited);
    for (let i = 0; i < 3; i++) expect((await newAsset(shop.staff)).statusCode).toBe(201);
    for (let i = 0; i < 3; i++) expect((await newAsset(w.as.asset_owner)).statusCode).toBe(201);
  });

  it('a past-due subscription falls back to the free tier', async () => {
    const shop = await newBusiness(w, 'impayee', { balance: 1000 });
    const sub = await subscribed(
      w,
      shop.staff,
      await insertPlan(w, 'dix', { max_assets: 10, monthly_price: 10 }),
    );
    for (let i = 0; i < 3; i++) expect((await newAsset(shop.staff)).statusCode).toBe(201);
    await w.t.db.query(`update subscriptions set status = 'past_due' where id = $1`, [sub.id]);
    expect((await newAsset(shop.staff)).statusCode).toBe(409);
  });
});

describe('the commission of a delivered request', () => {
  const deliver = async (headers: Headers, price: number) => {
    const request = await createRequest(w, { price }, headers);
    const dispatch = await assign(w, request, w.ids.ownerVan);
    expect((await move(w, dispatch, 'in_transit')).statusCode).toBe(200);
    expect((await move(w, dispatch, 'delivered')).statusCode).toBe(200);
    const rows = await w.t.db.query<{ gross: number; commission: number; net: number }>(
      `select gross::float8 as gross, commission::float8 as commission, net::float8 as net
       from earnings where dispatch_id = $1`,
      [dispatch],
    );
    return rows[0];
  };

  it('is the requesting business’s plan rate, else the default rate', async () => {
    // The demo business without a plan: the default 10 %.
    expect(await deliver(w.as.business, 1234)).toEqual({ gross: 1234, commission: 123, net: 1111 });
    // Subscribed to the white-label plan (8 %): 1234 × 0.08 = 98.72 → 99.
    await subscribed(w, w.as.business, await planId(w, 'whitelabel'));
    expect(await deliver(w.as.business, 1234)).toEqual({ gross: 1234, commission: 99, net: 1135 });
  });

  it('a B2B client pays at its own plan’s rate, not its white-label parent’s', async () => {
    await topUp(w, w.ids.parent, 20_000);
    await subscribed(w, w.parent, await planId(w, 'whitelabel'));
    await topUp(w, w.ids.child, 5000);
    expect(await deliver(w.child, 1000)).toEqual({ gross: 1000, commission: 100, net: 900 });
  });
});

describe('entitlementsOf and assertWhitelabel', () => {
  it('read the live plan, or the free tier when there is none (never, cancelled, past due)', async () => {
    const shop = await newBusiness(w, 'droits', { kind: 'whitelabel', balance: 50_000 });
    const free = {
      planId: null,
      maxAssets: 2,
      maxUsers: 3,
      whitelabelAllowed: false,
      commissionRate: 0.1,
    };
    expect(await entitlementsOf(w.t.db, shop.id, policy)).toEqual(free);
    await expect(assertWhitelabel(w.t.db, shop.id, policy)).rejects.toMatchObject({
      statusCode: 403,
      code: 'whitelabel_not_allowed',
    });

    const whitelabel = await planId(w, 'whitelabel');
    const sub = await subscribed(w, shop.staff, whitelabel);
    expect(await entitlementsOf(w.t.db, shop.id, policy)).toEqual({
      planId: whitelabel,
      maxAssets: 500,
      maxUsers: 100,
      whitelabelAllowed: true,
      commissionRate: 0.08,
    });
    await expect(assertWhitelabel(w.t.db, shop.id, policy)).resolves.toBeUndefined();

    // A plan without the white-label features refuses them.
    await subscribed(w, shop.staff, await planId(w, 'pro'));
    await expect(assertWhitelabel(w.t.db, shop.id, policy)).rejects.toMatchObject({
      code: 'whitelabel_not_allowed',
    });

    await w.t.db.query(
      `update subscriptions set status = 'past_due' where business_id = $1
      and status = 'active'`,
      [shop.id],
    );
    expect(await entitlementsOf(w.t.db, shop.id, policy)).toEqual(free);
    await w.t.db.query(`update subscriptions set status = 'cancelled' where business_id = $1`, [
      shop.id,
    ]);
    expect(await entitlementsOf(w.t.db, shop.id, policy)).toEqual(free);
    expect(sub.status).toBe('active');
  });

  it('a standard business on the white-label plan still has no white-label features', async () => {
    const shop = await newBusiness(w, 'standard-riche', { balance: 50_000 });
    await subscribed(w, shop.staff, await planId(w, 'whitelabel'));
    expect((await entitlementsOf(w.t.db, shop.id, policy)).whitelabelAllowed).toBe(true);
    await expect(assertWhitelabel(w.t.db, shop.id, policy)).rejects.toMatchObject({
      code: 'whitelabel_not_allowed',
    });
  });
});
