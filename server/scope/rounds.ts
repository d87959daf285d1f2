/**
 * Depots and rounds a caller reaches (docs/rounds.md): each belongs to one fleet, an owner's or
 * a business's in-house one. The operator's staff reach all; an owner its own; business staff
 * their own business's (not a white-label parent its clients': clients plan their own fleet);
 * a driver the rounds it drives once published, never a draft. Outside the scope: 404.
 */
import type { User } from '../../contract/auth';
import { isOperator, isStaff, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** Whose fleet: exactly one of the two. */
export interface Fleet {
  owner: string | null;
  business: string | null;
}

/** The fleet records (`alias.owner_user_id`, `alias.business_id`) the caller reaches. */
function fleetScope(alias: string, user: Caller): Scope {
  if (isOperator(user)) return [];
  if (user.role === 'asset_owner') return [{ column: `${alias}.owner_user_id`, equals: user.id }];
  if (isStaff(user) && user.role === 'business') {
    return [{ column: `${alias}.business_id`, equals: user.business_id }];
  }
  return NOTHING;
}

/** The depots `dp` a caller reaches. */
export const depotScopeSql = (param: Param, user: Caller): string =>
  scopeSql(param, fleetScope('dp', user));

/** The rounds `ro` a caller reaches: a driver its own published ones. */
export function roundScopeSql(param: Param, user: Caller): string {
  if (user.role === 'driver') {
    return `(ro.driver_id = ${param(user.id)} and ro.status <> 'draft')`;
  }
  return scopeSql(param, fleetScope('ro', user));
}

/**
 * The caller's own fleet (an owner's, a business's in-house one), or for the operator the one it
 * names (`named`); undefined when there is none to plan.
 */
export function fleetOf(user: Caller, named: Partial<Fleet>): Fleet | undefined {
  if (user.role === 'asset_owner') return { owner: user.id, business: null };
  if (user.role === 'business' && user.business_id) {
    return { owner: null, business: user.business_id };
  }
  if (!isOperator(user)) return undefined;
  if (named.owner && !named.business) return { owner: named.owner, business: null };
  if (named.business && !named.owner) return { owner: null, business: named.business };
  return undefined;
}

/** The fleet's assets `a`: an owner's own, or a business's in-house ones (owned by no person). */
export function fleetAssetSql(param: Param, fleet: Fleet): string {
  return fleet.owner
    ? `a.owner_user_id = ${param(fleet.owner)}`
    : `a.owner_user_id is null and a.business_id = ${param(fleet.business)}`;
}

/**
 * The pending requests `r` a fleet may plan: an owner's those of the types it owns (the
 * requests scope's pending rule), a business's its own.
 */
export function fleetRequestSql(param: Param, fleet: Fleet): string {
  if (fleet.owner) {
    return `r.asset_type_id in (select asset_type_id from assets
      where owner_user_id = ${param(fleet.owner)} and deleted_at is null)`;
  }
  return `r.business_id = ${param(fleet.business)}`;
}
