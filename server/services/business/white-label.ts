/**
 * A white-label business's B2B side: its B2B clients, their staff, their requests and a summary
 * (docs/business.md, "Settings, branding, white-label and B2B"). Business staff need an entitled
 * white-label business (403 whitelabel_not_allowed); the operator's staff name the parent.
 */
import { monthStartIn } from '../../../contract/days';
import { businessZone } from './zone';
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { msg } from '../../../contract/common';
import { REQUEST_STATUSES, requestStatus, type Request } from '../../../contract/request';
import type { StaffMember } from '../../../contract/staff';
import { b2bClient, type B2bClient, type WhiteLabelSummary } from '../../../contract/white-label';
import type { Queryable, Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { invalidField, notFound } from '../../errors';
import { listBusinessRequests } from '../requests/requests';
import { readWallet } from '../money/money';
import { countsOf } from '../dashboards/snapshot';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { assertWhitelabel, type PlanPolicy } from './entitlements';
import { isLiveBusiness, isOperator } from './scope';
import { liveClientsSql } from '../../scope/businesses';
import { staffPage, type StaffFilter } from './staff';
import { STAFF_COUNTS, STAFF_STATUS_SQL } from './staff-record';
import { queryRows } from '../../db/query';

type Params = unknown[];
const param = (params: Params, value: unknown) => `$${params.push(value)}`;
/** The contract's `id` filter: one id or several. */
const asList = (id: string | string[] | undefined) =>
  id === undefined || Array.isArray(id) ? id : [id];

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
  // Who reads a B2B side is the route guard's (contract/permissions.ts `b2b-clients`).
  if (isOperator(user)) {
    if (!parentBusinessId) throw invalidField('parent_business_id', msg.required);
    if (!(await isLiveBusiness(db, parentBusinessId, { kind: 'whitelabel' }))) throw notFound();
    return parentBusinessId;
  }
  if (!user.business_id) throw notFound();
  await assertWhitelabel(db, user.business_id, policy);
  return user.business_id;
}

/** The live B2B clients of `parent` (the reach rule's, server/scope/businesses.ts). */
const clientsOf = (params: Params, parent: string) => liveClientsSql(param(params, parent));

export interface B2bClientFilter extends ListFilter<'name' | 'created_at'> {
  active?: boolean | undefined;
  ids?: string[] | string | undefined;
}

const CLIENT_ORDER = { name: ['lower(name)', 'id'], created_at: ['created_at', 'id'] };

const toClient = (r: Row): B2bClient => parseRow(b2bClient, r);

/** Exact totals of a parent's live clients, and per `active` (docs/totals.md). */
const CLIENT_COUNTS = counted({
  table: 'businesses',
  columns: { parent_business_id: 'parent_business_id', kind: 'kind', active: 'active' },
  implied: ['deleted_at is null'],
  shapes: [
    ['kind', 'parent_business_id'],
    ['active', 'kind', 'parent_business_id'],
  ],
});

export async function listB2bClients(
  db: Queryable,
  parent: string,
  filter: B2bClientFilter,
): Promise<PageOf<B2bClient>> {
  const list = new ListSql(['deleted_at is null'])
    .countedBy(CLIENT_COUNTS)
    .equals('parent_business_id', parent)
    .equals('kind', 'b2b')
    .search(filter.q, ['name', 'slug', 'contact_email'])
    .equals('active', filter.active)
    .ids('id', asList(filter.ids));
  return list.page(db, filter, {
    columns: 'id, name, slug, active, country, contact_email, created_at',
    from: 'businesses',
    orderBy: orderBySql(CLIENT_ORDER[filter.sort ?? 'created_at'], filter.order),
    toRecord: toClient,
  });
}

export interface B2bUserFilter extends Omit<StaffFilter, 'ids'> {
  b2bBusinessId?: string | undefined;
  ids?: string[] | string | undefined;
}

/**
 * The staff of the parent's live B2B clients (users_business_idx per client); exact totals from
 * each client's counters (docs/totals.md).
 */
export async function listB2bUsers(
  db: Queryable,
  parent: string,
  filter: B2bUserFilter,
): Promise<PageOf<StaffMember>> {
  const params: Params = [];
  const clients = await queryRows(
    db,
    z.object({ id: z.string() }),
    `select id from ${clientsOf(params, parent)} c`,
    params,
  );
  const list = new ListSql()
    .countedBy(STAFF_COUNTS)
    .anyOf(
      'u.business_id',
      clients.map((c) => c.id),
    )
    .equals('u.role', 'b2b');
  if (!list.uuidEquals('u.business_id', filter.b2bBusinessId)) return { data: [], total: 0 };
  list
    .equals(STAFF_STATUS_SQL, filter.status)
    .search(filter.q, ['u.name', 'u.email'])
    .ids('u.id', asList(filter.ids));
  return staffPage(db, list, filter);
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
): Promise<PageOf<Request>> {
  const parentId = isOperator(user)
    ? undefined
    : await whiteLabelParentOf(db, user, policy, undefined);
  if (!(await isLiveBusiness(db, clientId, { kind: 'b2b', parentId }))) throw notFound();
  return listBusinessRequests(db, clientId, page);
}

/**
 * The parent's B2B side at a glance. Spend is what the clients' wallets paid for delivered
 * requests (`request_charge` debits), in the parent's calendar months (its time zone's, issue 33), counting only wallets in the
 * parent's currency (amounts in different currencies do not add up). The top five are the
 * clients with spend or requests this month, by spend.
 */
export async function whiteLabelSummary(
  db: Queryable,
  parent: string,
  now = new Date(),
): Promise<WhiteLabelSummary> {
  const { currency } = await readWallet(db, parent);
  const zone = await businessZone(db, parent);
  const thisMonth = monthStartIn(zone, now).toISOString();
  const lastMonth = monthStartIn(zone, now, -1).toISOString();

  const clientParams: Params = [];
  const clients = clientsOf(clientParams, parent);
  const counts = (
    await queryRows(
      db,
      z.object({ clients: z.number(), active_clients: z.number(), client_staff: z.number() }),
      `select count(*)::int as clients, (count(*) filter (where active))::int as active_clients,
              (select count(*)::int from users
               where business_id in ${clients} and role = 'b2b' and disabled_at is null)
                as client_staff
       from businesses where id in ${clients}`,
      clientParams,
    )
  )[0]!;

  const statusParams: Params = [];
  const statuses = await queryRows(
    db,
    z.object({ status: requestStatus, n: z.number() }),
    `select status, count(*)::int as n from requests
     where business_id in ${clientsOf(statusParams, parent)} group by status`,
    statusParams,
  );
  const requests_by_status = countsOf(
    REQUEST_STATUSES,
    statuses.map((row) => ({ key: row.status, n: row.n })),
  );

  // Per client: its spend this month and last, its requests this month; the window sums run
  // over every client before the limit keeps the top five.
  const params: Params = [];
  const since = param(params, thisMonth);
  const from = param(params, lastMonth);
  const inCurrency = param(params, currency);
  const top = await queryRows(
    db,
    z.object({
      business_id: z.string(),
      name: z.string(),
      this_month: z.number(),
      requests: z.number(),
      total_this_month: z.number(),
      total_last_month: z.number(),
    }),
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
