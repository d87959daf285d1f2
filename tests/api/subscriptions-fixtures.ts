/**
 * Fixtures of the plan, subscription and renewal tests: the request fixtures' world (roles,
 * another business, a white-label parent with its B2B client) plus fresh businesses with a
 * funded wallet, and helpers to subscribe, read the ledger and age a subscription.
 */
import { listResponse, oneResponse } from '../../contract/common';
import { plan } from '../../contract/plan';
import { subscription } from '../../contract/subscription';
import { inject, topUp, type Headers, type World } from './requests-fixtures';
import { insertBusiness, one, signedInUser } from './rows';

export { balance, ledgerSum, snapshot, topUp } from './requests-fixtures';

export const onePlan = oneResponse(plan);
export const planList = listResponse(plan);
export const oneSubscription = oneResponse(subscription);
export const subscriptionList = listResponse(subscription);

/** The audit rows `action` left on the subscription `id`. */
export const subscriptionAudits = (w: World, action: string, id: string) =>
  w.t.db.query(
    `select 1 from audit_log where entity = 'subscription' and action = $1 and entity_id = $2`,
    [action, id],
  );

export const planId = async (w: World, code: string) =>
  (await one<{ id: string }>(w.t, 'select id from plans where code = $1', [code])).id;

/**
 * A plan written straight to the database (the catalogue's own tests go through the API), sold
 * in `currency` at `monthly_price`, or at each of `prices`.
 */
export async function insertPlan(
  w: World,
  code: string,
  fields: Partial<{
    monthly_price: number;
    currency: string;
    prices: { currency: string; monthly_price: number }[];
    max_assets: number | null;
    max_users: number | null;
    whitelabel_allowed: boolean;
    commission_rate: number;
    active: boolean;
  }> = {},
): Promise<string> {
  const p = {
    monthly_price: 1000,
    currency: 'EUR',
    max_assets: null,
    max_users: null,
    whitelabel_allowed: false,
    commission_rate: 0.1,
    active: true,
    ...fields,
  };
  const { id } = await one<{ id: string }>(
    w.t,
    `insert into plans (code, name, max_assets, max_users, whitelabel_allowed, commission_rate,
       active)
     values ($1, $1, $2, $3, $4, $5, $6) returning id`,
    [code, p.max_assets, p.max_users, p.whitelabel_allowed, p.commission_rate, p.active],
  );
  for (const price of p.prices ?? [{ currency: p.currency, monthly_price: p.monthly_price }]) {
    await w.t.db.query(
      'insert into plan_prices (plan_id, currency, monthly_price) values ($1, $2, $3)',
      [id, price.currency, price.monthly_price],
    );
  }
  return id;
}

export interface Shop {
  id: string;
  /** Its first staff member, signed in. */
  staff: Headers;
  staffEmail: string;
}

/**
 * A new active business (standard unless told) with one staff member and `balance` in its
 * currency (EUR unless told).
 */
export async function newBusiness(
  w: World,
  slug: string,
  {
    balance = 0,
    kind = 'standard' as 'standard' | 'whitelabel',
    active = true,
    locale = 'fr' as 'fr' | 'en',
    currency = null as string | null,
  } = {},
): Promise<Shop> {
  const id = await insertBusiness(w.t, slug, kind, { active, currency });
  const staffEmail = `staff@${slug}.test`;
  const staff = await signedInUser(w.t, staffEmail, id, 'business', locale);
  if (balance > 0) await topUp(w, id, balance);
  return { id, staff, staffEmail };
}

export const subscribe = (w: World, headers: Headers, plan_id: string) =>
  inject(w.t, 'POST', '/business/subscribe', headers, { plan_id });

/** Subscribes and answers the subscription (throws unless 201). */
export async function subscribed(w: World, headers: Headers, plan: string) {
  const res = await subscribe(w, headers, plan);
  if (res.statusCode !== 201) throw new Error(`subscribe: ${res.statusCode} ${res.body}`);
  return oneSubscription.parse(res.json()).data;
}

/** The subscription charges of a subscription, oldest period first. */
export const charges = (w: World, subscriptionId: string) =>
  w.t.db.query<{ amount: number; period_start: Date | string; reference: string | null }>(
    `select amount::float8 as amount, period_start, reference from wallet_transactions
     where subscription_id = $1 and category = 'subscription' order by period_start`,
    [subscriptionId],
  );

export const subscriptionRow = (w: World, id: string) =>
  one<{
    status: string;
    auto_renew: boolean;
    periods: number;
    current_period_start: Date;
    current_period_end: Date;
    ended_at: Date | null;
  }>(
    w.t,
    `select status, auto_renew, periods, current_period_start, current_period_end, ended_at
     from subscriptions where id = $1`,
    [id],
  );

/**
 * Moves a subscription back in time so that `late` periods are due: its first period started
 * `late` calendar months and one hour ago (UTC), and it was never renewed.
 */
export async function makeDue(w: World, id: string, late = 1) {
  await w.t.db.query(
    `update subscriptions set period_anchor = x.a, current_period_start = x.a, periods = 1,
       current_period_end = (x.a at time zone 'UTC' + interval '1 month') at time zone 'UTC'
     from (select ((now() at time zone 'UTC' - make_interval(months => $2)) at time zone 'UTC')
                  - interval '1 hour' as a) x
     where id = $1`,
    [id, late],
  );
}
