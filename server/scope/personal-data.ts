/**
 * Whose personal data a caller erases, and whose audit entries it reads (issue 31,
 * docs/privacy.md): the superadmin anyone's but its own; business staff their own business's
 * staff and drivers (not its B2B clients' people, not themselves); nobody else. Outside it a
 * person answers 404.
 */
import type { User } from '../../contract/auth';
import type { Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The people `u` (users) the caller may erase, as one condition. */
export function erasablePersonSql(param: Param, caller: Caller): string {
  const notSelf = `u.id <> ${param(caller.id)}`;
  if (caller.role === 'superadmin') return notSelf;
  if (caller.role === 'business' && caller.business_id) {
    return `${notSelf} and u.role in ('business', 'driver')
      and u.business_id = ${param(caller.business_id)}`;
  }
  return 'false';
}

/** The audit entries `l` the caller reads: all (the superadmin), its business's (staff). */
export function auditScopeSql(param: Param, caller: Caller): string {
  if (caller.role === 'superadmin') return 'true';
  if (caller.role === 'business' && caller.business_id) {
    return `l.business_id = ${param(caller.business_id)}`;
  }
  return 'false';
}
