import { beforeAll, describe, expect, it } from 'vitest';
import { errorResponse, listResponse } from '../../contract/common';
import { walletTransaction } from '../../contract/wallet';
import { createWorld, inject, topUp, type Headers } from './requests-fixtures';
import {
  charges,
  snapshot,
  insertPlan,
  ledgerSum,
  newBusiness,
  oneSubscription,
  planId,
  subscribe,
  subscribed,
  subscriptionList,
  subscriptionRow,
  balance,
  subscriptionAudits,
} from './subscriptions-fixtures';
import { worldPerFile } from './per-file';

const w = worldPerFile(createWorld);
let starter: string;
let pro: string;
beforeAll(async () => {
  starter = await planId(w, 'starter');
  pro = await planId(w, 'pro');
});

const code = (res: { json: () => unknown }) => errorResponse.parse(res.json()).code;
const list = (headers?: Headers, query = '') =>
  inject(w.t, 'GET', `/business/subscriptions${query}`, headers);
const patch = (id: string, headers: Headers | undefined, auto_renew: unknown) =>
  inject(w.t, 'PATCH', `/business/subscriptions/${id}`, headers, { auto_renew });

/** One calendar month later in UTC, the last day of the month when it has fewer days. */
const plusMonth = (iso: string) => {
  const d = new Date(iso);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)).getUTCDate();
  const end = new Date(d);
  end.setUTCDate(1);
  end.setUTCMonth(d.getUTCMonth() + 1);
  end.setUTCDate(Math.min(d.getUTCDate(), last));
  return end.toISOString();
};

describe('POST /business/subscribe', () => {
  it('starts a month on the plan and debits its price once, with the period on the ledger row', async () => {
    const shop = await newBusiness(w, 'abonne', { balance: 10_000 });
    const res = await subscribe(w, shop.staff, starter);
    expect(res.statusCode).toBe(201);
    const { data } = oneSubscription.parse(res.json());
    expect(data).toMatchObject({
      business_id: shop.id,
      plan_id: starter,
      plan_code: 'starter',
      plan_name: 'Starter',
      status: 'active',
      price: 1900,
      currency: 'EUR',
      auto_renew: true,
      ended_at: null,
    });
    expect(Math.abs(Date.parse(data.current_period_start) - Date.now())).toBeLessThan(60_000);
    expect(data.current_period_end).toBe(plusMonth(data.current_period_start));
    expect(await balance(w, shop.id)).toBe(10_000 - 1900);
    expect(await ledgerSum(w, shop.id)).toBe(10_000 - 1900);
    const rows = await charges(w, data.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: 1900, reference: 'Starter' });
    expect(new Date(rows[0]!.period_start).toISOString()).toBe(data.current_period_start);
    // The business sees the charge in its wallet's history.
    const history = listResponse(walletTransaction).parse(
      (await inject(w.t, 'GET', '/wallet/transactions', shop.staff)).json(),
    );
    expect(history.data[0]).toMatchObject({
      type: 'debit',
      category: 'subscription',
      amount: 1900,
      balance_after: 8100,
    });
    expect(await subscriptionAudits(w, 'subscribe', data.id)).toHaveLength(1);
  });

  it('another plan replaces the live one at once, charged in full (no proration)', async () => {
    const shop = await newBusiness(w, 'changeur', { balance: 10_000 });
    const first = await subscribed(w, shop.staff, starter);
    const second = await subscribed(w, shop.staff, pro);
    expect(second).toMatchObject({ plan_code: 'pro', status: 'active', price: 5900 });
    const old = await subscriptionRow(w, first.id);
    expect(old.status).toBe('cancelled');
    expect(old.ended_at).not.toBeNull();
    expect(await balance(w, shop.id)).toBe(10_000 - 1900 - 5900);
    expect(await ledgerSum(w, shop.id)).toBe(10_000 - 1900 - 5900);
    // Back to the first plan: a new subscription again.
    const third = await subscribed(w, shop.staff, starter);
    expect(third.id).not.toBe(first.id);
    const live = await w.t.db.query(
      `select id from subscriptions where business_id = $1 and status = 'active'`,
      [shop.id],
    );
    expect(live).toEqual([{ id: third.id }]);
  });

  it('a free plan moves no money', async () => {
    const free = await insertPlan(w, 'gratuit', { monthly_price: 0 });
    const shop = await newBusiness(w, 'sans-argent');
    const sub = await subscribed(w, shop.staff, free);
    expect(sub.price).toBe(0);
    expect(await charges(w, sub.id)).toEqual([]);
    expect(await balance(w, shop.id)).toBe(0);
  });

  it('refusals write nothing: same plan 409, unaffordable 402, inactive business 403, inactive or unknown plan 404', async () => {
    const shop = await newBusiness(w, 'refus', { balance: 2000 });
    await subscribed(w, shop.staff, starter);
    const sleeping = await newBusiness(w, 'en-attente', { balance: 10_000, active: false });
    const hidden = await insertPlan(w, 'retire', { active: false, monthly_price: 10 });
    const before = await snapshot(w);

    const again = await subscribe(w, shop.staff, starter);
    expect([again.statusCode, code(again)]).toEqual([409, 'already_subscribed']);
    const poor = await subscribe(w, shop.staff, pro);
    expect([poor.statusCode, code(poor)]).toEqual([402, 'insufficient_funds']);
    const inactive = await subscribe(w, sleeping.staff, starter);
    expect([inactive.statusCode, code(inactive)]).toEqual([403, 'business_inactive']);
    expect((await subscribe(w, shop.staff, hidden)).statusCode).toBe(404);
    expect(
      (await subscribe(w, shop.staff, '00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    const bad = await subscribe(w, shop.staff, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(errorResponse.parse(bad.json()).details).toEqual([
      { path: 'plan_id', message: 'flotte.validation.invalid' },
    ]);
    for (const headers of [w.as.superadmin, w.as.in_house_manager, w.as.b2b, w.as.asset_owner]) {
      expect((await subscribe(w, headers, pro)).statusCode).toBe(403);
    }
    expect(await snapshot(w)).toEqual(before);
  });

  it('a plan in another currency than the wallet’s: 409 currency_mismatch', async () => {
    const dollars = await insertPlan(w, 'dollars', { currency: 'USD', monthly_price: 100 });
    const shop = await newBusiness(w, 'en-euros', { balance: 10_000 });
    const before = await snapshot(w);
    const res = await subscribe(w, shop.staff, dollars);
    expect([res.statusCode, code(res)]).toEqual([409, 'currency_mismatch']);
    expect(await snapshot(w)).toEqual(before);
  });

  it('a business in XOF subscribes to a plan sold in XOF and is charged in XOF', async () => {
    const dakar = await newBusiness(w, 'dakar-abonne', { balance: 50_000, currency: 'XOF' });
    const euroOnly = await insertPlan(w, 'euro-uniquement', { monthly_price: 500 });
    const before = await snapshot(w);
    // Not sold in XOF: refused, nothing written.
    const refused = await subscribe(w, dakar.staff, euroOnly);
    expect([refused.statusCode, code(refused)]).toEqual([409, 'currency_mismatch']);
    expect(errorResponse.parse(refused.json()).details).toEqual([
      { path: 'plan_id', message: 'flotte.errors.currency_mismatch' },
    ]);
    expect(await snapshot(w)).toEqual(before);

    const sub = await subscribed(w, dakar.staff, starter);
    expect(sub).toMatchObject({ plan_code: 'starter', price: 12_500, currency: 'XOF' });
    const stored = await w.t.db.query<{ currency: string }>(
      'select currency from subscriptions where id = $1',
      [sub.id],
    );
    expect(stored[0]!.currency.trim()).toBe('XOF');
    const wallet = await inject(w.t, 'GET', '/wallet', dakar.staff);
    expect(wallet.json()).toMatchObject({ data: { currency: 'XOF', balance: 50_000 - 12_500 } });
    const history = listResponse(walletTransaction).parse(
      (await inject(w.t, 'GET', '/wallet/transactions', dakar.staff)).json(),
    );
    expect(history.data[0]).toMatchObject({
      category: 'subscription',
      amount: 12_500,
      balance_after: 37_500,
    });
    expect(await ledgerSum(w, dakar.id)).toBe(37_500);
  });

  it('a plan smaller than what the business uses: 409 plan_limit_reached; exactly full is fine', async () => {
    const shop = await newBusiness(w, 'grande-flotte', { balance: 10_000 });
    for (const name of ['Van 1', 'Van 2', 'Van 3']) {
      await w.t.db.query(
        'insert into assets (asset_type_id, business_id, name) values ($1, $2, $3)',
        [w.ids.van, shop.id, name],
      );
    }
    // A withdrawn (soft-deleted) asset does not count, a disabled colleague neither.
    await w.t.db.query(
      `insert into assets (asset_type_id, business_id, name, deleted_at)
       values ($1, $2, 'Ancien', now())`,
      [w.ids.van, shop.id],
    );
    await w.t.db.query(
      `insert into users (email, name, role, business_id, disabled_at)
       values ('parti@grande-flotte.test', 'Parti', 'business', $1, now()),
              ('collegue@grande-flotte.test', 'Collègue', 'business', $1, null)`,
      [shop.id],
    );
    const twoAssets = await insertPlan(w, 'deux-vehicules', { max_assets: 2, monthly_price: 10 });
    const oneUser = await insertPlan(w, 'solo', { max_users: 1, monthly_price: 10 });
    const exact = await insertPlan(w, 'juste', { max_assets: 3, max_users: 2, monthly_price: 10 });
    const before = await snapshot(w);
    for (const plan of [twoAssets, oneUser]) {
      const res = await subscribe(w, shop.staff, plan);
      expect([res.statusCode, code(res)]).toEqual([409, 'plan_limit_reached']);
    }
    expect(await snapshot(w)).toEqual(before);
    expect((await subscribe(w, shop.staff, exact)).statusCode).toBe(201);
  });

  it('after a failed renewal (past due), subscribing again to the same plan is allowed', async () => {
    const shop = await newBusiness(w, 'en-retard', { balance: 5000 });
    const sub = await subscribed(w, shop.staff, starter);
    await w.t.db.query(`update subscriptions set status = 'past_due' where id = $1`, [sub.id]);
    const again = await subscribed(w, shop.staff, starter);
    expect(again.status).toBe('active');
    expect((await subscriptionRow(w, sub.id)).status).toBe('cancelled');
  });
});

describe('GET /business/subscriptions', () => {
  it('business staff read their business’s, the live one first then newest first', async () => {
    const shop = await newBusiness(w, 'historique', { balance: 20_000 });
    const a = await subscribed(w, shop.staff, starter);
    const b = await subscribed(w, shop.staff, pro);
    const c = await subscribed(w, shop.staff, starter);
    // An older live one must still come first: make the live one the oldest.
    await w.t.db.query(
      `update subscriptions set created_at = now() - interval '1 day' where id = $1`,
      [c.id],
    );
    const res = await list(shop.staff);
    expect(res.statusCode).toBe(200);
    const body = subscriptionList.parse(res.json());
    expect(body.data.map((s) => [s.id, s.status])).toEqual([
      [c.id, 'active'],
      [b.id, 'cancelled'],
      [a.id, 'cancelled'],
    ]);
    expect(body.pagination).toEqual({ total: 3, limit: 10, skip: 0 });
    const page = subscriptionList.parse((await list(shop.staff, '?limit=1&skip=1')).json());
    expect(page.data.map((s) => s.id)).toEqual([b.id]);
    // Naming its own business is the same; another business is 404.
    expect(
      subscriptionList.parse((await list(shop.staff, `?business_id=${shop.id}`)).json()).data,
    ).toHaveLength(3);
    expect((await list(shop.staff, `?business_id=${w.ids.business}`)).statusCode).toBe(404);
    expect(subscriptionList.parse((await list(w.otherBusiness)).json()).data).toEqual([]);
  });

  it('the superadmin and the manager read one business’s, or every business’s', async () => {
    const one = await newBusiness(w, 'lecture-un', { balance: 5000 });
    const two = await newBusiness(w, 'lecture-deux', { balance: 5000 });
    const s1 = await subscribed(w, one.staff, starter);
    const s2 = await subscribed(w, two.staff, starter);
    for (const headers of [w.as.superadmin, w.as.in_house_manager]) {
      const mine = subscriptionList.parse((await list(headers, `?business_id=${one.id}`)).json());
      expect(mine.data.map((s) => s.id)).toEqual([s1.id]);
      const all = subscriptionList.parse((await list(headers, '?limit=100')).json());
      expect(all.data.map((s) => s.id)).toEqual(expect.arrayContaining([s1.id, s2.id]));
      expect(all.pagination.total).toBe(
        (await w.t.db.query('select id from subscriptions')).length,
      );
      expect(
        (await list(headers, '?business_id=00000000-0000-4000-8000-000000000000')).statusCode,
      ).toBe(404);
      expect((await list(headers, '?business_id=nope')).statusCode).toBe(404);
    }
    // A deleted business's subscriptions leave the routes with it.
    await w.t.db.query('update businesses set deleted_at = now() where id = $1', [two.id]);
    const all = subscriptionList.parse((await list(w.as.superadmin, '?limit=100')).json());
    expect(all.data.map((s) => s.id)).not.toContain(s2.id);
    expect((await list(w.as.superadmin, `?business_id=${two.id}`)).statusCode).toBe(404);
  });

  it('B2B staff and asset owners may not (403)', async () => {
    for (const headers of [w.as.b2b, w.child, w.as.asset_owner]) {
      expect((await list(headers)).statusCode).toBe(403);
    }
    expect((await list()).statusCode).toBe(401);
  });
});

describe('PATCH /business/subscriptions/{id}', () => {
  it('stops and resumes the renewal of the business’s active subscription', async () => {
    const shop = await newBusiness(w, 'renouvellement', { balance: 5000 });
    const sub = await subscribed(w, shop.staff, starter);
    const off = await patch(sub.id, shop.staff, false);
    expect(off.statusCode).toBe(200);
    expect(oneSubscription.parse(off.json()).data).toMatchObject({
      id: sub.id,
      auto_renew: false,
      status: 'active',
    });
    expect((await subscriptionRow(w, sub.id)).auto_renew).toBe(false);
    const audits = async () => (await subscriptionAudits(w, 'update', sub.id)).length;
    expect(await audits()).toBe(1);
    // The same value again changes nothing.
    expect((await patch(sub.id, shop.staff, false)).statusCode).toBe(200);
    expect(await audits()).toBe(1);
    expect(
      oneSubscription.parse((await patch(sub.id, shop.staff, true)).json()).data.auto_renew,
    ).toBe(true);
  });

  it('another business’s, an ended one or an unknown id: 404; inactive business: 403; others 403; nothing written', async () => {
    const shop = await newBusiness(w, 'proprietaire', { balance: 10_000 });
    const old = await subscribed(w, shop.staff, starter);
    const live = await subscribed(w, shop.staff, pro);
    const sleeping = await newBusiness(w, 'suspendue', { balance: 5000 });
    const asleep = await subscribed(w, sleeping.staff, starter);
    await w.t.db.query('update businesses set active = false where id = $1', [sleeping.id]);
    const before = await snapshot(w);
    expect((await patch(live.id, w.otherBusiness, false)).statusCode).toBe(404);
    expect((await patch(live.id, w.as.business, false)).statusCode).toBe(404);
    expect((await patch(old.id, shop.staff, false)).statusCode).toBe(404);
    expect(
      (await patch('00000000-0000-4000-8000-000000000000', shop.staff, false)).statusCode,
    ).toBe(404);
    expect((await patch('nope', shop.staff, false)).statusCode).toBe(404);
    const inactive = await patch(asleep.id, sleeping.staff, false);
    expect([inactive.statusCode, code(inactive)]).toEqual([403, 'business_inactive']);
    expect((await patch(live.id, shop.staff, 'no')).statusCode).toBe(400);
    for (const headers of [w.as.superadmin, w.as.in_house_manager, w.as.b2b, w.as.asset_owner]) {
      expect((await patch(live.id, headers, false)).statusCode).toBe(403);
    }
    expect(await snapshot(w)).toEqual(before);
  });
});

describe('who may call the subscription routes', () => {
  it('answers by role; another business’s subscription is 404', async () => {
    const shop = await newBusiness(w, 'table-roles', { balance: 100_000 });
    const sub = await subscribed(w, shop.staff, starter);
    // Each business-role caller subscribes its own business to a fresh cheap plan.
    let n = 0;
    const fundedPlan = async () => insertPlan(w, `table-${++n}`, { monthly_price: 1 });
    await topUp(w, w.ids.other, 100);
    const callers: [string, Headers | undefined][] = [
      ['superadmin', w.as.superadmin],
      ['in_house_manager', w.as.in_house_manager],
      ['business (owner of sub)', shop.staff],
      ['another business', w.otherBusiness],
      ['b2b', w.as.b2b],
      ['asset_owner', w.as.asset_owner],
      ['anonymous', undefined],
    ];
    const routes: [string, (h: Headers | undefined) => Promise<number>][] = [
      ['GET /business/subscriptions', async (h) => (await list(h)).statusCode],
      [
        'GET ?business_id={shop}',
        async (h) => (await list(h, `?business_id=${shop.id}`)).statusCode,
      ],
      [
        'PATCH /business/subscriptions/{id}',
        async (h) => (await patch(sub.id, h, false)).statusCode,
      ],
      // Last: the owner's subscribing replaces the subscription the PATCH row used.
      [
        'POST /business/subscribe',
        async (h) => (await subscribe(w, h!, await fundedPlan())).statusCode,
      ],
    ];
    const table: Record<string, number[]> = {};
    for (const [route, call] of routes) {
      table[route] = [];
      for (const [, headers] of callers) table[route].push(await call(headers ?? ({} as Headers)));
    }
    //                                   super mgr  own  other b2b  owner anon
    expect(table).toEqual({
      'GET /business/subscriptions': [200, 200, 200, 200, 403, 403, 401],
      'GET ?business_id={shop}': [200, 200, 200, 404, 403, 403, 401],
      'PATCH /business/subscriptions/{id}': [403, 403, 200, 404, 403, 403, 401],
      'POST /business/subscribe': [403, 403, 201, 201, 403, 403, 401],
    });
  });
});
