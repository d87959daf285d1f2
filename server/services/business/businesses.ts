/**
 * Reading businesses (docs/business.md): the operator's list and one business in the caller's
 * scope. A deleted business (`deleted_at`) is not found by anyone.
 */
import type { User } from '../../../contract/auth';
import {
  business,
  type BUSINESS_SORTABLE,
  type Business,
  type BusinessKind,
} from '../../../contract/business';
import type { Queryable, Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { notFound } from '../../errors';
import { rowById } from '../platform/find';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { isUuid } from '../../db/sql';
import { readableBusinessSql } from './scope';

/**
 * The record's columns over `businesses b`: every join is on a primary or unique key (the live
 * subscription's index is unique per business), so a page costs its rows, nothing per row.
 */
const COLUMNS = `b.id, b.name, b.slug, b.kind, b.active, b.business_type_id,
  bt.name as business_type_name, b.parent_business_id, p.name as parent_business_name,
  b.country, b.contact_email, b.contact_phone, b.address,
  coalesce(w.currency, 'EUR') as currency,
  exists (select 1 from wallet_transactions t where t.wallet_id = w.id) as currency_locked,
  s.plan_id, pl.name as plan_name,
  s.status as subscription_status, b.created_at, b.updated_at`;
const FROM = `businesses b
  left join business_types bt on bt.id = b.business_type_id
  left join businesses p on p.id = b.parent_business_id
  left join wallets w on w.business_id = b.id
  left join subscriptions s on s.business_id = b.id and s.status in ('active', 'past_due')
  left join plans pl on pl.id = s.plan_id`;

const toBusiness = (r: Row): Business =>
  parseRow(business, r, { currency: r.currency === null ? null : String(r.currency).trim() });

type SortField = (typeof BUSINESS_SORTABLE)[number];
/** The orders of the indexes of migrations 003 and 007; `id` breaks ties. */
const ORDER_BY: Record<SortField, string[]> = {
  name: ['lower(b.name)', 'b.id'],
  created_at: ['b.created_at', 'b.id'],
  country: ['b.country', 'b.created_at', 'b.id'],
  kind: ['b.kind', 'b.created_at', 'b.id'],
};

export interface BusinessFilter extends ListFilter<SortField> {
  active?: boolean | undefined;
  kind?: BusinessKind | undefined;
  businessTypeId?: string | undefined;
  country?: string | undefined;
  parentBusinessId?: string | undefined;
  ids?: string[] | undefined;
}

/** Exact totals of the live businesses, per filter, and of the approval queue per kind. */
const COUNTS = counted({
  table: 'businesses',
  columns: {
    'b.active': 'active',
    'b.kind': 'kind',
    'b.country': 'country',
    'b.business_type_id': 'business_type_id',
    'b.parent_business_id': 'parent_business_id',
  },
  implied: ['b.deleted_at is null'],
  shapes: [
    [],
    ['active'],
    ['kind'],
    ['country'],
    ['business_type_id'],
    ['parent_business_id'],
    ['active', 'kind'],
  ],
});

/**
 * The counted shapes an index of businesses reads in each order (migrations 003, 007 and 021):
 * their pages are prepared statements.
 */
const INDEXED: Partial<Record<SortField, string[][]>> = {
  created_at: [[], ['active'], ['kind'], ['country'], ['parent_business_id'], ['active', 'kind']],
  name: [[]],
};

/** The operator's list of live businesses (`active=false`: the approval queue). */
export async function listBusinesses(
  db: Queryable,
  filter: BusinessFilter,
): Promise<PageOf<Business>> {
  const list = new ListSql(['b.deleted_at is null']).countedBy(COUNTS);
  if (
    !list.uuidEquals('b.business_type_id', filter.businessTypeId) ||
    !list.uuidEquals('b.parent_business_id', filter.parentBusinessId)
  ) {
    return { data: [], total: 0 };
  }
  list
    .search(filter.q, ['b.name', 'b.slug', 'b.contact_email'])
    .equals('b.active', filter.active)
    .equals('b.kind', filter.kind || undefined)
    .equals('b.country', filter.country || undefined)
    .ids('b.id', filter.ids);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: FROM,
    countFrom: 'businesses b',
    orderBy: orderBySql(ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    toRecord: toBusiness,
    indexed: INDEXED[filter.sort ?? 'created_at'],
  });
}

/** One live business by id, without scope (the services' own use); `lock`: its row only. */
export async function findBusiness(
  db: Queryable,
  id: string,
  lock = false,
): Promise<Business | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query(
    `select ${COLUMNS} from ${FROM} where b.id = $1 and b.deleted_at is null
     ${lock ? 'for update of b' : ''}`,
    [id],
  );
  return rows[0] ? toBusiness(rows[0]) : undefined;
}

/**
 * GET /business/{id}: one live business in the caller's scope (server/services/business/scope.ts),
 * else 404.
 */
export async function getBusiness(db: Queryable, user: User, id: string): Promise<Business> {
  const row = await rowById(
    db,
    id,
    (param) => `select ${COLUMNS} from ${FROM}
     where b.id = $1 and b.deleted_at is null and ${readableBusinessSql(param, user)}`,
  );
  return toBusiness(row);
}

/** GET /business for business and B2B staff: their own business. */
export async function getOwnBusiness(db: Queryable, user: User): Promise<Business> {
  const found = user.business_id ? await findBusiness(db, user.business_id) : undefined;
  if (!found) throw notFound();
  return found;
}
