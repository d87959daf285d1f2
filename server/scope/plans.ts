/**
 * The plans a caller sees (docs/requests-and-money.md): those who write the catalogue (the
 * superadmin, contract/permissions.ts `plans:list-inactive`) every plan, and may filter on
 * `active`; everyone else the active ones. Business and B2B staff see those sold in their
 * wallet's currency, priced in it; the others the currency they ask for, if any.
 */
import type { User } from '../../contract/auth';
import { canAccess } from '../../contract/permissions';
import type { Queryable } from '../db/db';
import { isStaff } from './businesses';
import { businessCurrency } from './wallets';

type Caller = Pick<User, 'role' | 'business_id'>;

export interface PlanScope {
  /** Active plans only (undefined: both, for the superadmin who asks for neither). */
  active: boolean | undefined;
  /** The one currency the plans are priced in (undefined: every price). */
  currency: string | undefined;
}

/** The caller's plans; `asked` is what its query filters on, which its scope may override. */
export async function planScope(
  db: Queryable,
  user: Caller,
  asked: { active?: boolean | undefined; currency?: string | undefined } = {},
): Promise<PlanScope> {
  const seesInactive = canAccess(user.role, { resource: 'plans', action: 'list-inactive' });
  return {
    active: seesInactive ? asked.active : true,
    currency: isStaff(user) ? await businessCurrency(db, user.business_id) : asked.currency,
  };
}
