/**
 * Fixtures of the lease tests: the request fixtures' world (the demo owner's vans and bike,
 * another owner's van, the demo business with 500,00 € and other businesses), offers and
 * proposals made through the API, and helpers that read the rows or move a lease in time.
 */
import { todaySql } from '../../server/db/sql';
import { beforeAll } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { lease, leasePreference, type LeasePreference } from '../../contract/lease';
import type { Role } from '../../contract/roles';
import { ROLES } from './helpers';
import {
  createWorld,
  inject,
  snapshot,
  topUp,
  type Headers,
  type World,
} from './requests-fixtures';
import { count, one } from './rows';

export { assetStatus, balance, count as countRows, ledgerSum, topUp } from './requests-fixtures';

export const onePreference = oneResponse(leasePreference);
export const preferenceList = listResponse(leasePreference);
export const oneLease = oneResponse(lease);
export const leaseList = listResponse(lease);

/**
 * The callers of the lease role tables: every role, another owner, another business. A driver
 * has no part in leases (403: tests/api/permission-table.test.ts covers it).
 */
export type Caller = Role | 'otherOwner' | 'otherBusiness';
const CALLERS: Caller[] = [...ROLES.filter((r) => r !== 'driver'), 'otherOwner', 'otherBusiness'];
export type CallerStatuses = Record<Caller, number>;

/** One route's statuses, given in the order of `CALLERS` (the roles, then the others). */
export const statuses = (...codes: number[]): CallerStatuses =>
  Object.fromEntries(CALLERS.map((caller, i) => [caller, codes[i]])) as CallerStatuses;

/**
 * Makes, as each caller in turn, the calls `callsOf` answers for it (route → call); answers
 * route → caller → status, for `expect(…).toEqual(expected)`.
 */
export async function statusTable(
  w: World,
  callsOf: (
    caller: Caller,
    headers: Headers,
  ) => Promise<Record<string, () => Promise<{ statusCode: number }>>>,
): Promise<Record<string, CallerStatuses>> {
  const headersOf = (caller: Caller) =>
    caller === 'otherOwner' || caller === 'otherBusiness' ? w[caller] : w.as[caller];
  const actual: Record<string, CallerStatuses> = {};
  for (const caller of CALLERS) {
    for (const [route, call] of Object.entries(await callsOf(caller, headersOf(caller)))) {
      (actual[route] ??= {} as CallerStatuses)[caller] = (await call()).statusCode;
    }
  }
  return actual;
}

/**
 * Today of the demo business (the lessee: its zone, Paris) by the database's clock, and the
 * day `n` days from it (`YYYY-MM-DD`).
 */
export async function calendar(w: World) {
  const today = (
    await one<{ d: string }>(w.t, `select ${todaySql('$1::uuid')}::text as d`, [w.ids.business])
  ).d;
  const day = (n: number) => {
    const d = new Date(`${today}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + n);
    return d.toISOString().slice(0, 10);
  };
  return { today, day };
}

/** The request world with its calendar: `today` (the demo business's, as the database has it) and `day(n)`. */
export type LeaseWorld = World & Awaited<ReturnType<typeof calendar>>;

export async function createLeaseWorld(): Promise<LeaseWorld> {
  const w = await createWorld();
  return { ...w, ...(await calendar(w)) };
}

/** An offer by `headers` (default the demo owner): a day rate of 10,00 € unless told. */
export async function offer(
  w: World,
  body: Record<string, unknown>,
  headers: Headers = w.as.asset_owner,
) {
  const res = await inject(w.t, 'POST', '/lease-preferences', headers, {
    rate: 1000,
    period: 'day',
    ...body,
  });
  if (res.statusCode !== 201) throw new Error(`offer: ${res.statusCode} ${res.body}`);
  return onePreference.parse(res.json()).data;
}

/**
 * The owner's offers the lease-move and lease-job tests lease from: its van by the day, any of
 * its vans by the week (`vans`: more terms), its bike by the month; the demo business is funded
 * to pay them.
 */
export async function fundedOffers(w: World, vans: Record<string, unknown> = {}) {
  const offers = {
    van: await offer(w, { asset_id: w.ids.ownerVan, rate: 4500, deposit: 20000 }),
    vans: await offer(w, { asset_type_id: w.ids.van, rate: 9000, period: 'week', ...vans }),
    bike: await offer(w, { asset_id: w.ids.ownerBike, rate: 30000, period: 'month' }),
  };
  await topUp(w, w.ids.business, 1_000_000);
  return offers;
}

/** The funded offers, made before the file's tests (`vans`: terms of the type offer). */
export function fundedOffersPerFile(w: World, vans: Record<string, unknown> = {}) {
  const offers = {} as Record<'van' | 'vans' | 'bike', LeasePreference>;
  beforeAll(async () => {
    Object.assign(offers, await fundedOffers(w, vans));
  });
  return offers;
}

/** The terms of a proposal of the owner's van on `offer` (default: today to day 4). */
export const vanTerms = (
  w: LeaseWorld,
  offer: LeasePreference,
  body: Record<string, unknown> = {},
) => ({
  asset_id: w.ids.ownerVan,
  preference_id: offer.id,
  start_date: w.today,
  end_date: w.day(4),
  ...body,
});

export const propose = (w: World, body: Record<string, unknown>, headers?: Headers) =>
  inject(w.t, 'POST', '/leases', headers ?? w.as.business, body);

/** Proposes and answers the lease (throws unless 201). */
export async function proposed(w: World, body: Record<string, unknown>, headers?: Headers) {
  const res = await propose(w, body, headers);
  if (res.statusCode !== 201) throw new Error(`propose: ${res.statusCode} ${res.body}`);
  return oneLease.parse(res.json()).data;
}

export const moveLease = (
  w: World,
  id: string,
  status: string,
  headers: Headers,
  reason?: string,
) =>
  inject(w.t, 'PATCH', `/leases/${id}`, headers, {
    status,
    ...(reason === undefined ? {} : { reason }),
  });

/** Accepts as the demo owner and answers the lease (throws unless 200). */
export async function accepted(w: World, id: string, headers: Headers = w.as.asset_owner) {
  const res = await moveLease(w, id, 'active', headers);
  if (res.statusCode !== 200) throw new Error(`accept: ${res.statusCode} ${res.body}`);
  return oneLease.parse(res.json()).data;
}

export const leaseRow = (w: World, id: string) =>
  one<{
    status: string;
    periods_charged: number;
    next_charge_at: Date | null;
    ended_at: Date | null;
    cancelled_at: Date | null;
    cancel_reason: string | null;
    start_date: string;
    end_date: string;
  }>(
    w.t,
    `select status, periods_charged, next_charge_at, ended_at, cancelled_at, cancel_reason,
       start_date::text as start_date, end_date::text as end_date
     from leases where id = $1`,
    [id],
  );

/** The ledger rows of a lease, oldest first. */
export const ledgerOf = (w: World, leaseId: string) =>
  w.t.db.query<{
    type: string;
    category: string;
    amount: number;
    period: string | null;
    reference: string | null;
  }>(
    `select type, category, amount::float8 as amount, reference,
       to_char(lease_period_start at time zone 'UTC', 'YYYY-MM-DD') as period
     from wallet_transactions where lease_id = $1 order by created_at, id`,
    [leaseId],
  );

/** The earnings of a lease, oldest period first. */
export const earningsOf = (w: World, leaseId: string) =>
  w.t.db.query<{ gross: number; commission: number; net: number; period: string }>(
    `select gross::float8 as gross, commission::float8 as commission, net::float8 as net,
       to_char(lease_period_start at time zone 'UTC', 'YYYY-MM-DD') as period
     from earnings where lease_id = $1 order by lease_period_start`,
    [leaseId],
  );

/**
 * Moves a lease `days` days back in time, with its ledger and earnings keys, as if it had been
 * proposed and accepted that long ago (day and week periods: their calendar only shifts).
 */
export async function age(w: World, id: string, days: number) {
  const shift = `make_interval(days => ${Number(days)})`;
  await w.t.db.query(
    `update leases set start_date = start_date - $2::int, end_date = end_date - $2::int,
       next_charge_at = next_charge_at - ${shift}, created_at = created_at - ${shift},
       accepted_at = accepted_at - ${shift} where id = $1`,
    [id, days],
  );
  await w.t.db.query(
    `update wallet_transactions set lease_period_start = lease_period_start - ${shift}
     where lease_id = $1 and lease_period_start is not null`,
    [id],
  );
  await w.t.db.query(
    `update earnings set lease_period_start = lease_period_start - ${shift} where lease_id = $1`,
    [id],
  );
}

/** The request fixtures' snapshot plus the lease tables, row by row where states matter. */
export async function leaseSnapshot(w: World) {
  const q = (sql: string) => w.t.db.query(sql);
  return {
    ...(await snapshot(w)),
    preferences: await q('select * from lease_preferences order by id'),
    leases: await q('select * from leases order by id'),
    earningRows: await count(w.t, 'earnings'),
  };
}
