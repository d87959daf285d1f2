import { useGetOne } from 'react-admin';
import type { Business } from '../../../contract/business';
import { canAccess } from '../../../contract/permissions';
import { OWN_ID } from '../../providers/dataProvider';
import { useAuthState } from '../../providers/store';

/**
 * The start of the query key of the signed-in staff's own business: react-admin's record
 * `my-business` `OWN_ID`, which the profile form saves (emptied with the cache at sign-out).
 */
export const OWN_BUSINESS_KEY = ['my-business'] as const;
/** How long the own business is read once for the menu, the dashboard and the business pages. */
export const OWN_BUSINESS_STALE_TIME = 5 * 60 * 1000;

/** Business and B2B staff: the roles with a business of their own (its page is theirs). */
export function useIsBusinessStaff() {
  const { user } = useAuthState();
  return canAccess(user, { resource: 'my-business', action: 'show' });
}

/**
 * The signed-in staff's own business (GET /business), read once and cached: the menu, the
 * dashboard and the business pages share it.
 */
export function useOwnBusiness(wanted = true) {
  const staff = useIsBusinessStaff();
  return useGetOne<Business>(
    'my-business',
    { id: OWN_ID },
    { enabled: staff && wanted, staleTime: OWN_BUSINESS_STALE_TIME },
  );
}

/**
 * Whether the signed-in user is staff of a white-label business: the user record has its
 * business's id but not its kind, so this reads the own business (B2B staff never ask).
 */
export function useIsWhiteLabel() {
  const { user } = useAuthState();
  const business = user?.role === 'business';
  const { data } = useOwnBusiness(business);
  return business && data?.kind === 'whitelabel';
}

/**
 * Whether the business cannot write (waiting for approval or suspended): its record says so,
 * or until it is loaded the sign-in answer.
 */
export function useBusinessInactive() {
  const { user } = useAuthState();
  const { data } = useOwnBusiness();
  return data ? !data.active : user?.business_active === false;
}
