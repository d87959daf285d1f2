/**
 * The leases a caller sees (docs/leases.md): the operator's staff all; the lessor (an asset
 * owner) its own; the lessee business's staff their business's. A lease has one lessee, the
 * business that proposed it: a white-label parent does not read its clients' leases, and B2B
 * staff none. Outside the scope a lease answers 404.
 */
import type { User } from '../../contract/auth';
import type { Conditions } from '../db/conditions';
import { isOperator, isStaff, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The condition over leases `l` (`param` adds a parameter). */
export function leaseScopeSql(param: Param, caller: Caller): string {
  if (isOperator(caller)) return 'true';
  if (caller.role === 'asset_owner') return `l.lessor_user_id = ${param(caller.id)}`;
  if (caller.role === 'business' && isStaff(caller)) {
    return `l.lessee_business_id = ${param(caller.business_id)}`;
  }
  return 'false';
}

/** leaseScopeSql's rows on a list, as counted conditions. */
export function leaseListScope(list: Conditions, caller: Caller): void {
  if (isOperator(caller)) return;
  if (caller.role === 'asset_owner') list.equals('l.lessor_user_id', caller.id);
  else if (caller.role === 'business' && isStaff(caller)) {
    list.equals('l.lessee_business_id', caller.business_id);
  } else list.where('false');
}
