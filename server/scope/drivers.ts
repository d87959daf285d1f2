/**
 * The drivers a caller sees (docs/drivers.md, "Who drives"), over users `u`: an asset owner the
 * drivers it employs (`employer_user_id`), business staff those of their own business (its
 * in-house fleet; a white-label parent does not reach its clients' drivers), the operator every
 * driver. Nobody else reaches one, drivers included: outside the scope a driver answers 404.
 */
import type { User } from '../../contract/auth';
import type { Conditions } from '../db/conditions';
import { isOperator, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

const DRIVER = `u.role = 'driver'`;

/** Who employs the caller's drivers: an owner itself, business staff their business. */
function employerOf(caller: Caller): { column: string; id: string } | undefined {
  if (caller.role === 'asset_owner') return { column: 'u.employer_user_id', id: caller.id };
  if (caller.role === 'business' && caller.business_id) {
    return { column: 'u.business_id', id: caller.business_id };
  }
  return undefined;
}

/** The condition over users `u` (`param` adds a parameter). */
export function driverScopeSql(param: Param, caller: Caller): string {
  if (isOperator(caller)) return DRIVER;
  const employer = employerOf(caller);
  if (!employer) return 'false';
  return `${DRIVER} and ${employer.column} = ${param(employer.id)}`;
}

/**
 * driverScopeSql's rows on a list, as conditions the users' counters follow where they can
 * (`role`, and a business's `business_id`: services/drivers/drivers.ts).
 */
export function driverListScope(caller: Caller, list: Conditions): void {
  if (isOperator(caller)) {
    list.equals('u.role', 'driver');
    return;
  }
  const employer = employerOf(caller);
  if (!employer) {
    list.where('false');
    return;
  }
  list.equals('u.role', 'driver').equals(employer.column, employer.id);
}
