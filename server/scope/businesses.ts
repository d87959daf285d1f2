/**
 * The one rule every scope builds on: which businesses a caller reaches (docs/architecture.md,
 * docs/business.md). The operator's staff (superadmin, in-house manager) reach every live
 * business; business and B2B staff their own, and a white-label business's staff also its live
 * B2B clients. Deleted businesses are reached by no one. Outside the scope a record answers 404.
 */
import type { User } from '../../contract/auth';
import type { Queryable } from '../db/db';
import { idRow, queryRows } from '../db/query';

type Caller = Pick<User, 'role' | 'business_id'>;
/** Adds a value to the query's parameters and answers its placeholder (`$n`). */
export type Param = (value: unknown) => string;

/** A `Param` that pushes onto `params` (the query's parameter list). */
export const paramOf =
  (params: unknown[]): Param =>
  (value) =>
    `$${params.push(value)}`;

/** The platform operator's staff: they reach every live business. */
export const isOperator = (user: Pick<User, 'role'>) =>
  user.role === 'superadmin' || user.role === 'in_house_manager';

/** Business or B2B staff with a business: their reach is a set of businesses. */
export const isStaff = (user: Caller): user is Caller & { business_id: string } =>
  (user.role === 'business' || user.role === 'b2b') && !!user.business_id;

/**
 * The live B2B clients of business `parent` (a placeholder), as a subquery of their ids
 * (`businesses_parent_live_idx`). Whether `parent` is a white-label business is the caller's
 * check (staffBusinessesSql below, or the white-label routes' entitlement).
 */
export const liveClientsSql = (parent: string) =>
  `(select k.id from businesses k
     where k.parent_business_id = ${parent} and k.kind = 'b2b' and k.deleted_at is null)`;

/**
 * The ids of the live businesses the staff of business `me` (a placeholder) reach, as a
 * subquery: two index lookups (the primary key, `businesses_parent_live_idx`). A union, not an
 * `or`: with `c.id = me or c.id in (…)` the planner read the whole table at every call.
 */
export const staffBusinessesSql = (me: string) =>
  `(select c.id from businesses c where c.id = ${me} and c.deleted_at is null
    union all
    select l.id from ${liveClientsSql(me)} l
     where exists (select 1 from businesses p where p.id = ${me} and p.kind = 'whitelabel'))`;

/**
 * A condition on a business id column (`a.business_id`, `r.business_id`…) that holds for the
 * businesses `user` reaches: 'true' for the operator, 'false' for a role without a business.
 */
export function reachesBusinessSql(column: string, param: Param, user: Caller): string {
  if (isOperator(user)) return 'true';
  if (!isStaff(user)) return 'false';
  return `${column} in ${staffBusinessesSql(param(user.business_id))}`;
}

/**
 * The same rule over `businesses b` left joined to its parent `businesses p`
 * (`p.id = b.parent_business_id`), for the business lists and reads themselves.
 */
export function readableBusinessSql(param: Param, user: Caller): string {
  if (isOperator(user)) return 'true';
  if (!isStaff(user)) return 'false';
  const me = param(user.business_id);
  return `(b.id = ${me} or (b.kind = 'b2b' and p.id = ${me} and p.kind = 'whitelabel'))`;
}

/**
 * The reach of staff as read with their session (`staffReachSql` in the caller's statement,
 * services/accounts/sessions.ts), keyed by that request's user object: a list then needs no
 * round trip of its own. Gone with the request; a user object not read that way asks the base.
 */
const readWithSession = new WeakMap<object, string[]>();

/** The caller's statement reads the reach of staff user `u` as `reach_business_ids`. */
export const staffReachSql = `case when u.role in ('business', 'b2b') and u.business_id is not null
    then array(select s.id::text from ${staffBusinessesSql('u.business_id')} s) end`;

/** Keeps the reach read with `user`'s session (null: not staff). */
export function keepReach(user: Caller, ids: string[] | null): void {
  if (ids && isStaff(user)) readWithSession.set(user, ids);
}

/**
 * The ids of the businesses staff reach, read once: a list then filters on them as an indexed,
 * counted condition (`business_id = any(...)`). Undefined for the operator (every business).
 */
export async function reachedBusinessIds(
  db: Queryable,
  user: Caller,
): Promise<string[] | undefined> {
  if (isOperator(user)) return undefined;
  if (!isStaff(user)) return [];
  const known = readWithSession.get(user);
  if (known) return known;
  const rows = await queryRows(db, idRow, `select id from ${staffBusinessesSql('$1')} s`, [
    user.business_id,
  ]);
  return rows.map((r) => r.id);
}
