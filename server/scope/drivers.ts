/**
 * The drivers a caller sees (docs/drivers.md, "Who drives"), over users `u`: an asset owner the
 * drivers it employs (`employer_user_id`), business staff those of their own business (its
 * in-house fleet; a white-label parent does not reach its clients' drivers), the operator every
 * driver. Nobody else reaches one, drivers included: outside the scope a driver answers 404.
 * The same rule gives a driver's documents (scope/compliance.ts).
 */
import type { User } from '../../contract/auth';
import { isOperator, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** A driver's employer: exactly one of an asset owner and a business. */
export interface Employer {
  employer_user_id: string | null;
  business_id: string | null;
}

/** Who employs the caller's drivers: an owner itself, business staff their business; else none. */
export function employerOf(caller: Caller): Employer | undefined {
  if (caller.role === 'asset_owner') return { employer_user_id: caller.id, business_id: null };
  if (caller.role === 'business' && caller.business_id) {
    return { employer_user_id: null, business_id: caller.business_id };
  }
  return undefined;
}

/**
 * The caller's drivers `u` (conditions.ts), as conditions the users' counters follow (`role`,
 * and a business's `business_id`: services/drivers/drivers.ts).
 */
export function driverScope(caller: Caller): Scope {
  const driver = { column: 'u.role', equals: 'driver' };
  if (isOperator(caller)) return [driver];
  const employer = employerOf(caller);
  if (!employer) return NOTHING;
  return employer.business_id
    ? [driver, { column: 'u.business_id', equals: employer.business_id }]
    : [driver, { column: 'u.employer_user_id', equals: employer.employer_user_id }];
}

/** driverScope as one condition over users `u` (`param` adds a parameter). */
export const driverScopeSql = (param: Param, caller: Caller): string =>
  scopeSql(param, driverScope(caller));
