/**
 * The requests a caller sees (docs/permissions.md): the operator's staff all; business and B2B
 * staff those of the businesses they reach (businesses.ts: a white-label parent also its live
 * B2B clients'); an asset owner those its assets serve or served, plus the pending ones of a
 * type it owns (so it can dispatch); a driver, read only, those of the dispatches it drives or
 * drove (`dispatches.driver_id`). Outside the scope a request answers 404.
 */
import type { User } from '../../contract/auth';
import { canAccess } from '../../contract/permissions';
import { isOperator, isStaff, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The caller's requests `r` (conditions.ts); business staff's counted on a list. */
export function requestScope(user: Caller): Scope {
  if (isOperator(user)) return [];
  if (isStaff(user)) return [{ column: 'r.business_id', reached: user }];
  if (user.role === 'asset_owner') {
    return [
      (param) => {
        const me = param(user.id);
        return `(exists (select 1 from dispatches d join assets a on a.id = d.asset_id
                     where d.request_id = r.id and a.owner_user_id = ${me})
             or (r.status = 'pending' and r.asset_type_id in
                 (select asset_type_id from assets where owner_user_id = ${me})))`;
      },
    ];
  }
  if (user.role === 'driver') {
    // Its own work, from `dispatches_driver_idx`.
    return [
      (param) => `r.id in (select own.request_id from dispatches own
                     where own.driver_id = ${param(user.id)})`,
    ];
  }
  return NOTHING;
}

/** requestScope as one condition over requests `r` (`param` adds a parameter). */
export const requestScopeSql = (param: Param, user: Caller): string =>
  scopeSql(param, requestScope(user));

/**
 * Whether the caller reads the tracking token of the requests in its scope: the permission
 * table's `track` (business and B2B staff, the operator), never an asset owner, for whom the
 * token would open the recipient's page (docs/tracking.md).
 */
export const revealsTrackingToken = (user: Pick<User, 'role'>): boolean =>
  canAccess(user.role, { resource: 'business-dispatches', action: 'track' });

/**
 * Whether the caller reads a request's recipient phone and e-mail (data minimisation,
 * docs/privacy.md): an asset owner only once one of its assets is the request's dispatch's
 * (`assignedOwnerId`), not while browsing the pending ones it could take; everyone else in scope.
 */
export const revealsRecipientContacts = (
  user: Pick<User, 'id' | 'role'>,
  assignedOwnerId: string | null,
): boolean => user.role !== 'asset_owner' || assignedOwnerId === user.id;
