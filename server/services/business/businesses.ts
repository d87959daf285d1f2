/**
 * Reading businesses (docs/business.md): the operator's list and one business in the caller's
 * scope. A deleted business (`deleted_at`) is not found by anyone.
 */
import type { User } from '../../../contract/auth';
import type { Business, BusinessKind } from '../../../contract/business';
import type { Queryable } from '../../db/db';
import { notFound } from '../../errors';
import { findById, orNotFound } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import {
  BUSINESS,
  BUSINESS_COUNTS,
  BUSINESS_INDEXED,
  BUSINESS_ORDER_BY,
  type BusinessSort,
} from './business-record';
import { readableBusinessSql } from './scope';

export interface BusinessFilter extends ListFilter<BusinessSort> {
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
): Promise<PageOf<Business>> {
  const list = new ListSql(['b.deleted_at is null']).countedBy(BUSINESS_COUNTS);
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
    ...BUSINESS,
    countFrom: 'businesses b',
    orderBy: orderBySql(BUSINESS_ORDER_BY[filter.sort ?? 'created_at'], filter.order),
    indexed: BUSINESS_INDEXED[filter.sort ?? 'created_at'],
  });
}

/** One live business by id, without scope (the services' own use); `lock`: its row only. */
export async function findBusiness(
  db: Queryable,
  id: string,
  lock = false,
): Promise<Business | undefined> {
  return findById(db, id, {
    ...BUSINESS,
    idColumn: 'b.id',
    scope: () => 'b.deleted_at is null',
    lock: lock && 'for update of b',
  });
}

/**
 * GET /business/{id}: one live business in the caller's scope (server/services/business/scope.ts),
 * else 404.
 */
export async function getBusiness(db: Queryable, user: User, id: string): Promise<Business> {
  return orNotFound(
    findById(db, id, {
      ...BUSINESS,
      idColumn: 'b.id',
      scope: (param) => `b.deleted_at is null and ${readableBusinessSql(param, user)}`,
    }),
  );
}

/** GET /business for business and B2B staff: their own business. */
export async function getOwnBusiness(db: Queryable, user: User): Promise<Business> {
  const found = user.business_id ? await findBusiness(db, user.business_id) : undefined;
  if (!found) throw notFound();
  return found;
}
