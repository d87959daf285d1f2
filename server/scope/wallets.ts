/**
 * The wallets a caller sees (docs/requests-and-money.md): business and B2B staff their own
 * business's (`GET /wallet`; a white-label parent does not read its clients' wallets), the
 * superadmin any (`/superadmin/business/{id}/wallet…`); no one else, the in-house manager
 * included.
 */
import type { User } from '../../contract/auth';
import { isStaff, type Param } from './businesses';

type Caller = Pick<User, 'role' | 'business_id'>;

/** The condition over wallets `w` (`param` adds a parameter). */
export function walletScopeSql(param: Param, user: Caller): string {
  if (user.role === 'superadmin') return 'true';
  if (isStaff(user)) return `w.business_id = ${param(user.business_id)}`;
  return 'false';
}
