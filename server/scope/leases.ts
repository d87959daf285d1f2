/**
 * The leases a caller sees (docs/leases.md): the operator's staff all; the lessor (an asset
 * owner) its own; the lessee business's staff their business's. A lease has one lessee, the
 * business that proposed it: a white-label parent does not read its clients' leases, and B2B
 * staff none. Outside the scope a lease answers 404.
 */
import type { User } from '../../contract/auth';
import { isOperator, isStaff, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The caller's leases `l` (conditions.ts), counted on a list. */
export function leaseScope(caller: Caller): Scope {
  if (isOperator(caller)) return [];
  if (caller.role === 'asset_owner') return [{ column: 'l.lessor_user_id', equals: caller.id }];
  if (caller.role === 'business' && isStaff(caller)) {
    return [{ column: 'l.lessee_business_id', equals: caller.business_id }];
  }
  return NOTHING;
}

/** leaseScope as one condition over leases `l` (`param` adds a parameter). */
export const leaseScopeSql = (param: Param, caller: Caller): string =>
  scopeSql(param, leaseScope(caller));
