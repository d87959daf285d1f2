/**
 * Fixtures of the business and staff tests: the request world (demo business, another
 * business, a white-label parent with its B2B client, a standalone B2B client, each with one
 * signed-in staff member) plus helpers to call the routes and to prove a refusal wrote nothing.
 */
import { oneResponse } from '../../contract/common';
import { business } from '../../contract/business';
import { hashPassword } from '../../server/services/accounts/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers';
import { makeWorld, type Headers, type World } from './requests-fixtures';
import type { ServerConfig } from '../../server/config';

export { type Headers, type World };
export const oneBusiness = oneResponse(business);

export async function businessWorld(overrides: Partial<ServerConfig> = {}): Promise<World> {
  return makeWorld(await createTestApp(overrides));
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A call to `/api{url}`; `payload` undefined sends no body at all. */
export const call = (w: World, method: Method, url: string, headers?: Headers, payload?: object) =>
  w.t.app.inject({
    method,
    url: `/api${url}`,
    headers: { ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

export const one = async <T>(t: TestApp, sql: string, params: unknown[] = []) =>
  (await t.db.query(sql, params))[0] as T;

export const idOfUser = async (t: TestApp, email: string) =>
  (await one<{ id: string }>(t, 'select id from users where email = $1', [email])).id;

/** A verified, signed-in staff member of `businessId`: answers its headers. */
export async function staffOf(
  t: TestApp,
  email: string,
  businessId: string,
  role: 'business' | 'b2b' = 'business',
  locale: 'fr' | 'en' = 'fr',
): Promise<Headers> {
  await t.db.query(
    `insert into users (email, name, role, business_id, password_hash, email_verified_at, locale)
     values ($1, $1, $2, $3, $4, now(), $5)`,
    [email, role, businessId, await hashPassword(DEMO_PASSWORD), locale],
  );
  return { authorization: `Bearer ${(await t.login(email)).accessToken}` };
}

/** A live business inserted directly (name = slug); answers its id. */
export async function insertBusiness(
  t: TestApp,
  slug: string,
  kind: 'standard' | 'whitelabel' | 'b2b' = 'standard',
  { parent = null as string | null, active = true } = {},
): Promise<string> {
  return (
    await one<{ id: string }>(
      t,
      `insert into businesses (name, slug, kind, active, parent_business_id)
       values ($1, $1, $2, $3, $4) returning id`,
      [slug, kind, active, parent],
    )
  ).id;
}

/**
 * Everything a business or staff write could change, row by row where states matter: equal
 * before and after a refused request proves it wrote nothing.
 */
export async function snapshot(t: TestApp) {
  const q = (sql: string) => t.db.query(sql);
  return {
    businesses: await q(
      `select id, name, slug, kind, active, parent_business_id, business_type_id, country,
              contact_email, currency, deleted_at, updated_at from businesses order by id`,
    ),
    users: await q(
      'select id, email, disabled_at, password_hash, updated_at from users order by id',
    ),
    sessions: await q('select id, revoked_at from sessions order by id'),
    codes: await q('select id, user_id, purpose from one_time_codes order by id'),
    outbox: await q('select count(*)::int as n from outbox'),
    audit: await q('select count(*)::int as n from audit_log'),
    assets: await q('select id, status, deleted_at from assets order by id'),
    subscriptions: await q('select id, status, ended_at from subscriptions order by id'),
    requests: await q('select id, status from requests order by id'),
    wallets: await q('select id, currency, balance::float8 as balance from wallets order by id'),
    settings: await q('select business_id, currency from business_settings order by 1'),
  };
}

/** The mails sent to `email`, oldest first. */
export const mailsTo = (t: TestApp, email: string) =>
  t.db.query<{ subject: string; text: string; html: string }>(
    `select subject, text, html from outbox where to_email = $1 order by created_at, id`,
    [email],
  );

/** A live subscription to the seeded plan `code`, inserted directly (S2 owns the route). */
export async function subscribe(t: TestApp, businessId: string, code = 'starter') {
  await t.db.query(
    `insert into subscriptions (business_id, plan_id, status, price, currency,
       current_period_start, current_period_end)
     select $1, id, 'active', monthly_price, currency, now(), now() + interval '1 month'
     from plans where code = $2`,
    [businessId, code],
  );
}

/** Credits the business's wallet through the superadmin's route (the ledger stays whole). */
export async function topUp(w: World, businessId: string, amount: number) {
  const res = await call(
    w,
    'POST',
    `/superadmin/business/${businessId}/wallet/top-up`,
    w.as.superadmin,
    { amount },
  );
  if (res.statusCode !== 201) throw new Error(`top-up: ${res.statusCode} ${res.body}`);
}
