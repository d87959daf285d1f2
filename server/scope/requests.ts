/**
 * The requests a caller sees (docs/permissions.md): the operator's staff all; business and B2B
 * staff those of the businesses they reach (businesses.ts: a white-label parent also its live
 * B2B clients'); an asset owner those its assets serve or served, plus the pending ones of a
 * type it owns (so it can dispatch); a driver, read only, those of the dispatches it drives or
 * drove (`dispatches.driver_id`). Outside the scope a request answers 404.
 */
import type { User } from '../../contract/auth';
import { canAccess } from '../../contract/permissions';
import type { Queryable } from '../db/db';
import type { Conditions } from '../db/conditions';
import {
  isOperator,
  isStaff,
  reachedBusinessIds,
  reachesBusinessSql,
  type Param,
} from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The condition over requests `r` (`param` adds a parameter). */
export function requestScopeSql(param: Param, user: Caller): string {
  if (isOperator(user)) return 'true';
  if (user.role === 'business' || user.role === 'b2b') {
    return reachesBusinessSql('r.business_id', param, user);
  }
  if (user.role === 'asset_owner') {
    const me = param(user.id);
    return `(exists (select 1 from dispatches d join assets a on a.id = d.asset_id
                     where d.request_id = r.id and a.owner_user_id = ${me})
             or (r.status = 'pending' and r.asset_type_id in
                 (select asset_type_id from assets where owner_user_id = ${me})))`;
  }
  if (user.role === 'driver') {
    // Its own work, from `dispatches_driver_idx`.
    return `r.id in (select own.request_id from dispatches own
                     where own.driver_id = ${param(user.id)})`;
  }
  return 'false';
}

/**
 * requestScopeSql's rows on a list: for business staff the ids of the businesses they reach,
 * read once, as a counted condition (`r.business_id = any(...)`).
 */
export async function requestListScope(
  db: Queryable,
  user: Caller,
  list: Conditions,
): Promise<void> {
  if (isOperator(user)) return;
  if (isStaff(user)) {
    list.anyOf('r.business_id', (await reachedBusinessIds(db, user)) ?? []);
    return;
  }
  list.where(requestScopeSql((v) => list.param(v), user));
}

/**
 * Whether the caller reads the tracking token of the requests in its scope: the permission
 * table's `track` (business and B2B staff, the operator), never an asset owner, for whom the
 * token would open the recipient's page (docs/tracking.md).
 */
export const revealsTrackingToken = (user: Pick<User, 'role'>): boolean =>
  canAccess(user.role, { resource: 'business-dispatches', action: 'track' });
