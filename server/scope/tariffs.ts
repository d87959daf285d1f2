/**
 * The tariffs a caller reads (docs/money.md "Tariffs and quotes"): the operator (superadmin,
 * in-house manager) every one; business and B2B staff their own business's negotiated tariffs
 * (their contract), never the platform's grid nor another business's (404); no one else.
 */
import type { User } from '../../contract/auth';
import { isOperator, isStaff, type Param } from './businesses';

type Caller = Pick<User, 'role' | 'business_id'>;

/** The condition over tariffs `t` (`param` adds a parameter). */
export function tariffScopeSql(param: Param, user: Caller): string {
  if (isOperator(user)) return 'true';
  if (isStaff(user)) return `t.business_id = ${param(user.business_id)}`;
  return 'false';
}
