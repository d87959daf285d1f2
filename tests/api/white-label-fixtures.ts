/**
 * Fixtures of the settings, branding, white-label and wallet-history tests: the request world
 * (requests-fixtures.ts) plus entitled white-label businesses with B2B clients, one without an
 * entitling plan, and a snapshot of every table these routes write.
 */
import { expect } from 'vitest';
import type { Role } from '../../contract/roles';
import { lockWallet, move } from '../../server/services/money/money';
import { createWorld, type Headers, type World } from './requests-fixtures';
import { insertBusiness, insertSubscription, signedInUser } from './rows';

export { inject, snapshot } from './requests-fixtures';
export { insertSubscription, signedInUser, type Headers };

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

/** A live business named `Entreprise <slug>` (a name that is not its slug); answers its id. */
export const addBusiness = (
  w: World,
  slug: string,
  kind: 'standard' | 'whitelabel' | 'b2b',
  parent: string | null = null,
  more: { active?: boolean; currency?: string | null; country?: string | null } = {},
) => insertBusiness(w.t, slug, kind, { parent, name: `Entreprise ${slug}`, ...more });

export async function makeBusinessWorld(): Promise<BusinessWorld> {
  const w = await createWorld();
  await insertSubscription(w.t, w.ids.parent, 'whitelabel');
  const wlNoPlan = await addBusiness(w, 'marque-sans-plan', 'whitelabel');
  const wlNoPlanClient = await addBusiness(w, 'client-sans-plan', 'b2b', wlNoPlan);
  const otherWl = await addBusiness(w, 'autre-marque', 'whitelabel');
  await insertSubscription(w.t, otherWl, 'whitelabel');
  const otherWlClient = await addBusiness(w, 'client-autre-marque', 'b2b', otherWl);
  const callers: Record<Caller, Headers> = {
    ...w.as,
    wl: w.parent,
    wl_client: w.child,
    wl_no_plan: await signedInUser(w.t, 'staff@sans-plan.test', wlNoPlan),
    other_wl: await signedInUser(w.t, 'staff@autre-marque.test', otherWl),
    other_wl_client: await signedInUser(w.t, 'staff@client-autre.test', otherWlClient, 'b2b'),
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

/** The row of a route every business's staff call for their own business, and nobody else. */
export const READ_BY_EVERY_BUSINESS: Partial<Record<Caller, number>> = {
  superadmin: 403,
  in_house_manager: 403,
  asset_owner: 403,
  business: 200,
  b2b: 200,
  wl: 200,
  wl_client: 200,
  wl_no_plan: 200,
  other_wl: 200,
  other_wl_client: 200,
};

/** `path → caller → status`: one row per route, every caller named once. */
export type StatusTable = Record<string, Partial<Record<Caller, number>>>;

/**
 * Calls each route of `table` as every caller through `call` (`headers` undefined: without a
 * token, which must answer 401); answers what they answered, in the table's shape, for
 * `expect(…).toEqual(table)`.
 */
export async function statusesOf(
  w: BusinessWorld,
  table: StatusTable,
  call: (route: string, headers: Headers | undefined, caller?: Caller) => Promise<Answer>,
): Promise<StatusTable> {
  const seen: StatusTable = {};
  for (const route of Object.keys(table)) {
    seen[route] = {};
    for (const caller of CALLERS) {
      seen[route][caller] = (await call(route, w.callers[caller], caller)).statusCode;
    }
    expect((await call(route, undefined)).statusCode, `${route} without a token`).toBe(401);
  }
  return seen;
}
type Answer = { statusCode: number };
