/**
 * Rows the API tests write straight to the database to build their worlds (businesses, signed-in
 * users, subscriptions), and reads of one row or a count. What a test is about goes through the
 * API; these only set the scene.
 */
import type { Role } from '../../contract/roles';
import { hashPassword } from '../../server/services/accounts/passwords';
import { DEMO_PASSWORD, type TestApp } from './helpers';

export type Headers = { authorization: string };

/** The first row of a query. */
export const one = async <T>(t: TestApp, sql: string, params: unknown[] = []) =>
  (await t.db.query(sql, params))[0] as T;

export const count = async (t: TestApp, table: string, where = 'true', params: unknown[] = []) =>
  (await one<{ n: number }>(t, `select count(*)::int as n from ${table} where ${where}`, params)).n;

/** A live business (named as its slug unless told); answers its id. */
export async function insertBusiness(
  t: TestApp,
  slug: string,
  kind: 'standard' | 'whitelabel' | 'b2b' = 'standard',
  {
    parent = null as string | null,
    active = true,
    name = slug,
    currency = null as string | null,
    country = null as string | null,
  } = {},
): Promise<string> {
  const row = await one<{ id: string }>(
    t,
    `insert into businesses (name, slug, kind, active, parent_business_id, country)
     values ($1, $2, $3, $4, $5, $6) returning id`,
    [name, slug, kind, active, parent, country],
  );
  // Its currency is its wallet's: without one the business reads EUR (docs/business.md).
  if (currency) {
    await t.db.query('insert into wallets (business_id, currency) values ($1, $2)', [
      row.id,
      currency,
    ]);
  }
  return row.id;
}

let demoHash: Promise<string> | undefined;
/** Hashed once per test file: argon2 is slow on purpose. */
const demoPasswordHash = () => (demoHash ??= hashPassword(DEMO_PASSWORD));

/**
 * A verified user with the demo password (a staff member of `businessId` by default), signed
 * in: answers its headers.
 */
export async function signedInUser(
  t: TestApp,
  email: string,
  businessId: string | null,
  role: Role = 'business',
  locale: 'fr' | 'en' | null = null,
): Promise<Headers> {
  await t.db.query(
    `insert into users (email, name, role, business_id, password_hash, email_verified_at, locale)
     values ($1, $1, $2, $3, $4, now(), $5)`,
    [email, role, businessId, await demoPasswordHash(), locale],
  );
  return { authorization: `Bearer ${(await t.login(email)).accessToken}` };
}

/** A live subscription to the seeded plan `code`, from now for a month (no money moves). */
export async function insertSubscription(t: TestApp, businessId: string, code = 'starter') {
  await t.db.query(
    `insert into subscriptions (business_id, plan_id, status, price, currency,
       current_period_start, current_period_end)
     select $1, p.id, 'active', pp.monthly_price, pp.currency, now(), now() + interval '1 month'
     from plans p join plan_prices pp on pp.plan_id = p.id and pp.currency = 'EUR'
     where p.code = $2`,
    [businessId, code],
  );
}
