/**
 * A white-label business's B2B side: its B2B clients, their staff, their requests and a summary
 * (docs/business.md, "Settings, branding, white-label and B2B"). Business staff need an entitled
 * white-label business (403 whitelabel_not_allowed); the operator's staff name the parent.
 */
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import { REQUEST_STATUSES, type Request, type RequestStatus } from '../../../contract/request';
import type { STAFF_SORTABLE, StaffMember } from '../../../contract/staff';
import type { B2bClient, WhiteLabelSummary } from '../../../contract/white-label';
import { iso, isoOrNull, type Queryable } from '../../db/db';
import { ApiError, forbidden, notFound } from '../../errors';
import { listBusinessRequests } from '../fleet/requests';
import { readWallet } from '../money/money';
import { isUuid, likePattern } from '../platform/sql';
import { assertWhitelabel, type PlanPolicy } from './entitlements';
import { staffStatusSql } from './staff';

type Params = unknown[];
const param = (params: Params, value: unknown) => `$${params.push(value)}`;
const uuids = (id: string | string[]) => (Array.isArray(id) ? id : [id]).filter(isUuid);

/**
 * The white-label business whose B2B side the caller reads: business staff their own (an
 * entitled white-label business, else 403 whitelabel_not_allowed; `parentBusinessId` is
 * ignored); the superadmin and the manager the live white-label business they name (400 when
 * they name none, 404 when it is not one).
 */
export async function whiteLabelParentOf(
  db: Queryable,
  user: User,
  policy: PlanPolicy,
  parentBusinessId: string | undefined,
): Promise<string> {
  if (user.role === 'business') {
    if (!user.business_id) throw notFound();
    await assertWhitelabel(db, user.business_id, policy);
    return user.business_id;
  }
  if (user.role !== 'superadmin' && user.role !== 'in_house_manager') throw forbidden();
  if (!parentBusinessId) {
    throw new ApiError(400, 'validation_failed', undefined, [
      { path: 'parent_business_id', message: msg.required },
    ]);
  }
  if (!isUuid(parentBusinessId)) throw notFound();
  const rows = await db.query(
    `select 1 from businesses where id = $1 and kind = 'whitelabel' and deleted_at is null`,
    [parentBusinessId],
  );
  if (!rows.length) throw notFound();
  return parentBusinessId;
}

/** The live B2B clients of `parent` (served by businesses_parent_live_idx). */
const clientsOf = (params: Params, parent: string) =>
  `(select id from businesses where parent_business_id = ${param(params, parent)}
      and deleted_at is null and kind = 'b2b')`;

export interface B2bClientFilter {
  limit: number;
  skip: number;
  sort?: 'name' | 'created_at' | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  active?: boolean | undefined;
  ids?: string[] | string | undefined;
}

const CLIENT_ORDER = { name: ['lower(name)', 'id'], created_at: ['created_at', 'id'] };

export async function listB2bClients(
  db: Queryable,
  parent: string,
  filter: B2bClientFilter,
): Promise<{ data: B2bClient[]; total: number }> {
  const params: Params = [];
  const where = [
    `parent_business_id = ${param(params, parent)}`,
    'deleted_at is null',
    `kind = 'b2b'`,
  ];
  if (filter.q) {
    const p = param(params, likePattern(filter.q));
    where.push(`(name ilike ${p} or slug ilike ${p} or contact_email ilike ${p})`);
  }
  if (filter.active !== undefined) where.push(`active = ${param(params, filter.active)}`);
  if (filter.ids !== undefined) where.push(`id = any(${param(params, uuids(filter.ids))}::uuid[])`);
  const whereSql = where.join(' and ');
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  const orderBy = CLIENT_ORDER[filter.sort ?? 'created_at']
    .map((e) => `${e} ${direction}`)
    .join(', ');
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from businesses where ${whereSql}`,
    params,
  );
  const rows = await db.query<B2bClient & { [key: string]: unknown; created_at: Date | string }>(
    `select id::text as id, name, slug, active, country, contact_email, created_at
     from businesses where ${whereSql}
     order by ${orderBy} limit ${param(params, filter.limit)} offset ${param(params, filter.skip)}`,
    params,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      slug: row.slug,
      active: row.active,
      country: row.country,
      contact_email: row.contact_email,
      created_at: iso(row.created_at),
    })),
    total: count[0]?.total ?? 0,
  };
}

export interface B2bUserFilter {
  limit: number;
  skip: number;
  sort?: (typeof STAFF_SORTABLE)[number] | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  status?: StaffMember['status'] | undefined;
  b2bBusinessId?: string | undefined;
  ids?: string[] | string | undefined;
}

const USER_ORDER: Record<(typeof STAFF_SORTABLE)[number], string[]> = {
  name: ['lower(u.name)', 'u.id'],
  email: ['u.email', 'u.id'],
  created_at: ['u.created_at', 'u.id'],
  last_login_at: ['u.last_login_at', 'u.id'],
};

/** The staff of the parent's live B2B clients (users_business_idx per client). */
export async function listB2bUsers(
  db: Queryable,
  parent: string,
  filter: B2bUserFilter,
): Promise<{ data: StaffMember[]; total: number }> {
  const params: Params = [];
  const where = [`u.business_id in ${clientsOf(params, parent)}`, `u.role = 'b2b'`];
  if (filter.b2bBusinessId !== undefined) {
    if (!isUuid(filter.b2bBusinessId)) return { data: [], total: 0 };
    where.push(`u.business_id = ${param(params, filter.b2bBusinessId)}`);
  }
  if (filter.status) where.push(`${staffStatusSql()} = ${param(params, filter.status)}`);
  if (filter.q) {
    const p = param(params, likePattern(filter.q));
    where.push(`(u.name ilike ${p} or u.email ilike ${p})`);
  }
  if (filter.ids !== undefined) {
    where.push(`u.id = any(${param(params, uuids(filter.ids))}::uuid[])`);
  }
  const whereSql = where.join(' and ');
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  const orderBy = USER_ORDER[filter.sort ?? 'created_at']
    .map((e) => `${e} ${direction}`)
    .join(', ');
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from users u where ${whereSql}`,
    params,
  );
  const rows = await db.query<
    StaffMember & {
      [key: string]: unknown;
      created_at: Date | string;
      last_login_at: Date | string | null;
    }
  >(
    `select u.id::text as id, u.email, u.name, u.phone, u.role, u.business_id::text as business_id,
            b.name as business_name, ${staffStatusSql()} as status, u.created_at, u.last_login_at
     from users u join businesses b on b.id = u.business_id
     where ${whereSql}
     order by ${orderBy} limit ${param(params, filter.limit)} offset ${param(params, filter.skip)}`,
    params,
  );
  return {
    data: rows.map((row) => ({
      id: row.id,
      email: row.email,
      name: row.name,
      phone: row.phone,
      role: row.role,
      business_id: row.business_id,
      business_name: row.business_name,
      status: row.status,
      created_at: iso(row.created_at),
      last_login_at: isoOrNull(row.last_login_at),
    })),
    total: count[0]?.total ?? 0,
  };
}

/**
 * One B2B client's requests, newest first: business staff of an entitled white-label business
 * for their own clients, the operator's staff for any live B2B business; anything else 404.
 */
export async function b2bClientRequests(
  db: Queryable,
  user: User,
  policy: PlanPolicy,
  clientId: string,
  page: { limit: number; skip: number },
): Promise<{ data: Request[]; total: number }> {
  const params: Params = [clientId];
  let scope = 'true';
  if (user.role === 'business') {
    const parent = await whiteLabelParentOf(db, user, policy, undefined);
    scope = `parent_business_id = ${param(params, parent)}`;
  } else if (user.role !== 'superadmin' && user.role !== 'in_house_manager') throw forbidden();
  if (!isUuid(clientId)) throw notFound();
  const found = await db.query(
    `select 1 from businesses where id = $1 and kind = 'b2b' and deleted_at is null and ${scope}`,
    params,
  );
  if (!found.length) throw notFound();
  return listBusinessRequests(db, clientId, page);
}

const monthStart = (now: Date, monthsBack: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

/**
 * The parent's B2B side at a glance. Spend is what the clients' wallets paid for delivered
 * requests (`request_charge` debits), in calendar months (UTC), counting only wallets in the
 * parent's currency (amounts in different currencies do not add up). The top five are the
 * clients with spend or requests this month, by spend.
 */
export async function whiteLabelSummary(
  db: Queryable,
  parent: string,
  now = new Date(),
): Promise<WhiteLabelSummary> {
  const { currency } = await readWallet(db, parent);
  const thisMonth = monthStart(now, 0).toISOString();
  const lastMonth = monthStart(now, 1).toISOString();

  const clientParams: Params = [];
  const clients = clientsOf(clientParams, parent);
  const counts = (
    await db.query<{ clients: number; active_clients: number; client_staff: number }>(
      `select count(*)::int as clients, (count(*) filter (where active))::int as active_clients,
              (select count(*)::int from users
               where business_id in ${clients} and role = 'b2b' and disabled_at is null)
                as client_staff
       from businesses where id in ${clients}`,
      clientParams,
    )
  )[0]!;

  const statusParams: Params = [];
  const statuses = await db.query<{ status: RequestStatus; n: number }>(
    `select status, count(*)::int as n from requests
     where business_id in ${clientsOf(statusParams, parent)} group by status`,
    statusParams,
  );
  const requests_by_status = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<
    RequestStatus,
    number
  >;
  for (const row of statuses) requests_by_status[row.status] = row.n;

  // Per client: its spend this month and last, its requests this month; the window sums run
  // over every client before the limit keeps the top five.
  const params: Params = [];
  const since = param(params, thisMonth);
  const from = param(params, lastMonth);
  const inCurrency = param(params, currency);
  const top = await db.query<{
    business_id: string;
    name: string;
    this_month: number;
    requests: number;
    total_this_month: number;
    total_last_month: number;
  }>(
    `with per_client as (
       select b.id, b.name, coalesce(s.this_month, 0) as this_month,
              coalesce(s.last_month, 0) as last_month,
              (select count(*)::int from requests r
               where r.business_id = b.id and r.created_at >= ${since}) as requests
       from businesses b
         left join lateral (
           select sum(t.amount) filter (where t.created_at >= ${since}) as this_month,
                  sum(t.amount) filter (where t.created_at < ${since}) as last_month
           from wallets w join wallet_transactions t on t.wallet_id = w.id
           where w.business_id = b.id and w.currency = ${inCurrency}
             and t.category = 'request_charge' and t.type = 'debit' and t.created_at >= ${from}
         ) s on true
       where b.id in ${clientsOf(params, parent)}
     )
     select id::text as business_id, name, this_month::float8 as this_month, requests,
            (sum(this_month) over ())::float8 as total_this_month,
            (sum(last_month) over ())::float8 as total_last_month
     from per_client
     order by (this_month > 0 or requests > 0) desc, this_month desc, requests desc,
              lower(name), id
     limit 5`,
    params,
  );
  const top_clients = top
    .filter((c) => c.this_month > 0 || c.requests > 0)
    .map((c) => ({
      business_id: c.business_id,
      name: c.name,
      spend_this_month: Number(c.this_month),
      requests_this_month: c.requests,
    }));

  return {
    business_id: parent,
    currency,
    clients: counts.clients,
    active_clients: counts.active_clients,
    client_staff: counts.client_staff,
    requests_by_status,
    spend_this_month: Number(top[0]?.total_this_month ?? 0),
    spend_last_month: Number(top[0]?.total_last_month ?? 0),
    top_clients,
  };
}
