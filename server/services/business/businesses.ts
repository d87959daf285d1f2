/**
 * Reading businesses (docs/business.md): the operator's list and one business in the caller's
 * scope. A deleted business (`deleted_at`) is not found by anyone.
 */
import type { User } from '../../../contract/auth';
import type { BUSINESS_SORTABLE, Business, BusinessKind } from '../../../contract/business';
import { iso, type Queryable } from '../../db/db';
import { notFound } from '../../errors';
import { isUuid, likePattern } from '../platform/sql';

/**
 * The record's columns over `businesses b`: every join is on a primary or unique key (the live
 * subscription's index is unique per business), so a page costs its rows, nothing per row.
 */
const COLUMNS = `b.id, b.name, b.slug, b.kind, b.active, b.business_type_id,
  bt.name as business_type_name, b.parent_business_id, p.name as parent_business_name,
  b.country, b.contact_email, b.contact_phone, b.address,
  coalesce(bs.currency, w.currency, b.currency) as currency, s.plan_id, pl.name as plan_name,
  s.status as subscription_status, b.created_at, b.updated_at`;
const FROM = `businesses b
  left join business_types bt on bt.id = b.business_type_id
  left join businesses p on p.id = b.parent_business_id
  left join business_settings bs on bs.business_id = b.id
  left join wallets w on w.business_id = b.id
  left join subscriptions s on s.business_id = b.id and s.status in ('active', 'past_due')
  left join plans pl on pl.id = s.plan_id`;

type Row = Omit<Business, 'created_at' | 'updated_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  updated_at: Date | string;
};

const toBusiness = (row: Row): Business => ({
  id: row.id,
  name: row.name,
  slug: row.slug,
  kind: row.kind,
  active: row.active,
  business_type_id: row.business_type_id,
  business_type_name: row.business_type_name,
  parent_business_id: row.parent_business_id,
  parent_business_name: row.parent_business_name,
  country: row.country,
  contact_email: row.contact_email,
  contact_phone: row.contact_phone,
  address: row.address,
  currency: row.currency === null ? null : row.currency.trim(),
  plan_id: row.plan_id,
  plan_name: row.plan_name,
  subscription_status: row.subscription_status,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

type SortField = (typeof BUSINESS_SORTABLE)[number];
/** The orders of the indexes of migrations 003 and 007; `id` breaks ties. */
const ORDER_BY: Record<SortField, string[]> = {
  name: ['lower(b.name)', 'b.id'],
  created_at: ['b.created_at', 'b.id'],
  country: ['b.country', 'b.created_at', 'b.id'],
  kind: ['b.kind', 'b.created_at', 'b.id'],
};

export interface BusinessFilter {
  limit: number;
  skip: number;
  sort?: SortField | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  active?: boolean | undefined;
  kind?: BusinessKind | undefined;
  businessTypeId?: string | undefined;
  country?: string | undefined;
  parentBusinessId?: string | undefined;
  ids?: string[] | undefined;
}

/** The operator's list of live businesses (`active=false`: the approval queue). */
export async function listBusinesses(
  db: Queryable,
  filter: BusinessFilter,
): Promise<{ data: Business[]; total: number }> {
  const where = ['b.deleted_at is null'];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  // An id filter that is not a uuid names no business: an empty page, not a cast error.
  const uuidFilter = (column: string, value: string | undefined) => {
    if (value === undefined) return true;
    if (!isUuid(value)) return false;
    where.push(`${column} = ${param(value)}`);
    return true;
  };
  if (
    !uuidFilter('b.business_type_id', filter.businessTypeId) ||
    !uuidFilter('b.parent_business_id', filter.parentBusinessId)
  ) {
    return { data: [], total: 0 };
  }
  if (filter.q) {
    const p = param(likePattern(filter.q));
    where.push(`(b.name ilike ${p} or b.slug ilike ${p} or b.contact_email ilike ${p})`);
  }
  if (filter.active !== undefined) where.push(`b.active = ${param(filter.active)}`);
  if (filter.kind) where.push(`b.kind = ${param(filter.kind)}`);
  if (filter.country) where.push(`b.country = ${param(filter.country)}`);
  if (filter.ids) where.push(`b.id = any(${param(filter.ids.filter(isUuid))}::uuid[])`);
  const whereSql = `where ${where.join(' and ')}`;
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  const orderBy = ORDER_BY[filter.sort ?? 'created_at'].map((e) => `${e} ${direction}`).join(', ');

  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from businesses b ${whereSql}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} ${whereSql}
     order by ${orderBy} limit ${param(filter.limit)} offset ${param(filter.skip)}`,
    params,
  );
  return { data: rows.map(toBusiness), total: count[0]?.total ?? 0 };
}

/** One live business by id, without scope (the services' own use); `lock`: its row only. */
export async function findBusiness(
  db: Queryable,
  id: string,
  lock = false,
): Promise<Business | undefined> {
  if (!isUuid(id)) return undefined;
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where b.id = $1 and b.deleted_at is null
     ${lock ? 'for update of b' : ''}`,
    [id],
  );
  return rows[0] ? toBusiness(rows[0]) : undefined;
}

/**
 * Whether `user` may read business `id`: the operator's staff any live one; business and B2B
 * staff their own, and a white-label business's staff also its B2B clients.
 */
function mayRead(user: User, business: Business, parentOfIt: boolean): boolean {
  if (user.role === 'superadmin' || user.role === 'in_house_manager') return true;
  if ((user.role !== 'business' && user.role !== 'b2b') || !user.business_id) return false;
  return business.id === user.business_id || parentOfIt;
}

/** GET /business/{id}: one business in the caller's scope, else 404. */
export async function getBusiness(db: Queryable, user: User, id: string): Promise<Business> {
  const found = await findBusiness(db, id);
  if (!found) throw notFound();
  let parentOfIt = false;
  if (found.kind === 'b2b' && user.business_id && found.parent_business_id === user.business_id) {
    const parent = await db.query('select 1 from businesses where id = $1 and kind = $2', [
      user.business_id,
      'whitelabel',
    ]);
    parentOfIt = parent.length > 0;
  }
  if (!mayRead(user, found, parentOfIt)) throw notFound();
  return found;
}

/** GET /business for business and B2B staff: their own business. */
export async function getOwnBusiness(db: Queryable, user: User): Promise<Business> {
  const found = user.business_id ? await findBusiness(db, user.business_id) : undefined;
  if (!found) throw notFound();
  return found;
}
