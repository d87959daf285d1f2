/**
 * Fixtures of the settings, branding, white-label and wallet-history tests: the request world
 * (requests-fixtures.ts) plus entitled white-label businesses with B2B clients, one without an
 * entitling plan, and a snapshot of every table these routes write.
 */
import type { Role } from '../../contract/roles';
import { hashPassword } from '../../server/services/accounts/passwords';
import { lockWallet, move } from '../../server/services/money/money';
import { DEMO_PASSWORD, createTestApp } from './helpers';
import { inject, makeWorld, type Headers, type World } from './requests-fixtures';

export { inject, type Headers };

/** Who calls, in the role × route tables: the five roles plus the business-side staff below. */
export type Caller =
  | Role
  | 'wl' // staff of an entitled white-label business (the world's `parent`)
  | 'wl_client' // staff of its B2B client (the world's `child`)
  | 'wl_no_plan' // staff of a white-label business without an entitling plan
  | 'other_wl' // staff of another entitled white-label business
  | 'other_wl_client'; // staff of that one's B2B client

export interface BusinessWorld extends World {
  callers: Record<Caller, Headers>;
  biz: {
    wl: string;
    wlClient: string;
    wlNoPlan: string;
    wlNoPlanClient: string;
    otherWl: string;
    otherWlClient: string;
  };
}

export const CALLERS: Caller[] = [
  'superadmin',
  'in_house_manager',
  'asset_owner',
  'business',
  'b2b',
  'wl',
  'wl_client',
  'wl_no_plan',
  'other_wl',
  'other_wl_client',
];

const one = async <T>(w: World, sql: string, params: unknown[] = []) =>
  (await w.t.db.query(sql, params))[0] as T;

export async function addBusiness(
  w: World,
  slug: string,
  kind: 'standard' | 'whitelabel' | 'b2b',
  parent: string | null = null,
  more: { active?: boolean; currency?: string | null; country?: string | null } = {},
): Promise<string> {
  const row = await one<{ id: string }>(
    w,
    `insert into businesses (name, slug, kind, active, parent_business_id, currency, country)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      `Entreprise ${slug}`,
      slug,
      kind,
      more.active ?? true,
      parent,
      more.currency ?? null,
      more.country ?? null,
    ],
  );
  return row.id;
}

/** A signed-in staff member of `businessId` (`b2b` role for a B2B client). */
export async function addStaff(
  w: World,
  email: string,
  businessId: string,
  role: 'business' | 'b2b' = 'business',
): Promise<Headers> {
  await w.t.db.query(
    `insert into users (email, name, role, business_id, password_hash, email_verified_at)
     values ($1, $1, $2, $3, $4, now())`,
    [email, role, businessId, await hashPassword(DEMO_PASSWORD)],
  );
  return { authorization: `Bearer ${(await w.t.login(email)).accessToken}` };
}

/** An active subscription to the seeded `whitelabel` plan (S2's subscribe route does this). */
export async function entitle(w: World, businessId: string, plan = 'whitelabel'): Promise<void> {
  await w.t.db.query(
    `insert into subscriptions (business_id, plan_id, status, price, currency,
       current_period_start, current_period_end)
     select $1, id, 'active', monthly_price, currency, now(), now() + interval '1 month'
     from plans where code = $2`,
    [businessId, plan],
  );
}

export async function makeBusinessWorld(): Promise<BusinessWorld> {
  const w = await makeWorld(await createTestApp());
  await entitle(w, w.ids.parent);
  const wlNoPlan = await addBusiness(w, 'marque-sans-plan', 'whitelabel');
  const wlNoPlanClient = await addBusiness(w, 'client-sans-plan', 'b2b', wlNoPlan);
  const otherWl = await addBusiness(w, 'autre-marque', 'whitelabel');
  await entitle(w, otherWl);
  const otherWlClient = await addBusiness(w, 'client-autre-marque', 'b2b', otherWl);
  const callers: Record<Caller, Headers> = {
    ...w.as,
    wl: w.parent,
    wl_client: w.child,
    wl_no_plan: await addStaff(w, 'staff@sans-plan.test', wlNoPlan),
    other_wl: await addStaff(w, 'staff@autre-marque.test', otherWl),
    other_wl_client: await addStaff(w, 'staff@client-autre.test', otherWlClient, 'b2b'),
  };
  return {
    ...w,
    callers,
    biz: {
      wl: w.ids.parent,
      wlClient: w.ids.child,
      wlNoPlan,
      wlNoPlanClient,
      otherWl,
      otherWlClient,
    },
  };
}

/** Moves money through the wallet service (lock + move), then dates the ledger row `at`. */
export async function ledger(
  w: World,
  businessId: string,
  type: 'credit' | 'debit',
  category: 'top_up' | 'request_charge' | 'subscription',
  amount: number,
  at?: string,
): Promise<void> {
  await w.t.db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, businessId);
    const row = await move(tx, wallet, { type, category, amount, actorId: null });
    if (at) {
      await tx.query('update wallet_transactions set created_at = $2 where id = $1', [row.id, at]);
    }
  });
}

const count = async (w: World, table: string) =>
  (await one<{ n: number }>(w, `select count(*)::int as n from ${table}`)).n;

/** Every row the routes of these tests could write. */
export const snapshot = async (w: World) => ({
  settings: await w.t.db.query('select * from business_settings order by business_id'),
  customizations: await w.t.db.query('select * from customizations order by business_id'),
  wallets: await w.t.db.query('select id, currency, balance::float8 from wallets order by id'),
  transactions: await count(w, 'wallet_transactions'),
  requests: await count(w, 'requests'),
  audit: await count(w, 'audit_log'),
});

/** `path → caller → status`: one row per route, every caller named once. */
export type StatusTable = Record<string, Partial<Record<Caller, number>>>;
