/**
 * Subscribes and plan limits raced against a real PostgreSQL server (DATABASE_URL), whose pool
 * runs the requests in parallel transactions. Skipped on PGlite (one connection: nothing races).
 */
import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../contract/common';
import { createWorld, inject } from './requests-fixtures';
import {
  insertPlan,
  ledgerSum,
  newBusiness,
  subscribe,
  subscribed,
  balance,
} from './subscriptions-fixtures';
import { raceWorldPerFile } from './per-file';
import { onPostgres } from './helpers';

const w = raceWorldPerFile(createWorld);

const codeOf = (res: { statusCode: number; json: () => unknown }) =>
  res.statusCode >= 400 ? errorResponse.parse(res.json()).code : String(res.statusCode);
const live = async (businessId: string) =>
  w.t.db.query(
    `select plan_id from subscriptions where business_id = $1 and status in ('active', 'past_due')`,
    [businessId],
  );
/** What a race must leave: one live subscription, paid once (the balance is the ledger's sum). */
async function expectPaidOnce(businessId: string, left: number) {
  expect(await live(businessId)).toHaveLength(1);
  expect(await balance(w, businessId)).toBe(left);
  expect(await ledgerSum(w, businessId)).toBe(left);
}

describe('racing subscribes (PostgreSQL)', () => {
  it.skipIf(!onPostgres)(
    'a wallet that pays for one of six plans at once: one subscription, the others 402',
    async () => {
      const shop = await newBusiness(w, 'course-abonnement', { balance: 5000 });
      const plans = [];
      for (let i = 0; i < 6; i++)
        plans.push(await insertPlan(w, `course-${i}`, { monthly_price: 5000 }));
      const results = await Promise.all(plans.map((p) => subscribe(w, shop.staff, p)));
      expect(results.map(codeOf).sort()).toEqual([
        '201',
        'insufficient_funds',
        'insufficient_funds',
        'insufficient_funds',
        'insufficient_funds',
        'insufficient_funds',
      ]);
      await expectPaidOnce(shop.id, 0);
    },
  );

  it.skipIf(!onPostgres)('the same plan four times at once: one 201, the others 409', async () => {
    const shop = await newBusiness(w, 'course-meme-forfait', { balance: 100_000 });
    const plan = await insertPlan(w, 'course-meme', { monthly_price: 1000 });
    const results = await Promise.all([1, 2, 3, 4].map(() => subscribe(w, shop.staff, plan)));
    expect(results.map(codeOf).sort()).toEqual([
      '201',
      'already_subscribed',
      'already_subscribed',
      'already_subscribed',
    ]);
    await expectPaidOnce(shop.id, 99_000);
  });
});

describe('racing additions against the plan limit (PostgreSQL)', () => {
  /** A business (`slug`) on a plan of three assets (`plan`), two of them registered already. */
  async function twoAssetsOfThree(slug: string, plan: string) {
    const shop = await newBusiness(w, slug, { balance: 1000 });
    await subscribed(
      w,
      shop.staff,
      await insertPlan(w, plan, { max_assets: 3, monthly_price: 10 }),
    );
    for (const name of ['A', 'B']) {
      await w.t.db.query(
        'insert into assets (asset_type_id, business_id, name) values ($1, $2, $3)',
        [w.ids.van, shop.id, name],
      );
    }
    return shop;
  }

  it.skipIf(!onPostgres)(
    'one place left and five assets at once: exactly one is created',
    async () => {
      const shop = await twoAssetsOfThree('course-vehicules', 'course-trois');
      const create = (headers: { authorization: string }, extra: object = {}) =>
        inject(w.t, 'POST', '/assets', headers, {
          asset_type_id: w.ids.van,
          name: 'Course',
          ...extra,
        });
      const results = await Promise.all([
        create(shop.staff),
        create(shop.staff),
        create(shop.staff),
        create(w.as.superadmin, { business_id: shop.id }),
        create(w.as.superadmin, { business_id: shop.id }),
      ]);
      expect(results.map(codeOf).sort()).toEqual([
        '201',
        'plan_limit_reached',
        'plan_limit_reached',
        'plan_limit_reached',
        'plan_limit_reached',
      ]);
      const n = await w.t.db.query(
        'select 1 from assets where business_id = $1 and deleted_at is null',
        [shop.id],
      );
      expect(n).toHaveLength(3);
    },
  );

  it.skipIf(!onPostgres)(
    'a downgrade racing an addition: never both (the plan is never exceeded)',
    async () => {
      const shop = await twoAssetsOfThree('course-baisse', 'course-large');
      const small = await insertPlan(w, 'course-petit', { max_assets: 2, monthly_price: 10 });
      const [asset, sub] = await Promise.all([
        inject(w.t, 'POST', '/assets', shop.staff, { asset_type_id: w.ids.van, name: 'C' }),
        subscribe(w, shop.staff, small),
      ]);
      const outcome = [codeOf(asset), codeOf(sub)];
      expect([
        ['201', 'plan_limit_reached'],
        ['plan_limit_reached', '201'],
      ]).toContainEqual(outcome);
      const assets = await w.t.db.query(
        'select 1 from assets where business_id = $1 and deleted_at is null',
        [shop.id],
      );
      const [plan] = await live(shop.id);
      const max = plan!.plan_id === small ? 2 : 3;
      expect(assets.length).toBeLessThanOrEqual(max);
    },
  );
});
