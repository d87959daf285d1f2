/**
 * Whose earnings a caller reads (docs/requests-and-money.md), over assets `a`: an asset owner
 * its own assets', the operator's staff every asset's (the route refuses anyone else).
 */
import type { User } from '../../contract/auth';
import { isOperator, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role'>;

/** The condition over assets `a` (`param` adds a parameter). */
export function earningsAssetScopeSql(param: Param, user: Caller): string {
  if (user.role === 'asset_owner') return `a.owner_user_id = ${param(user.id)}`;
  return isOperator(user) ? 'true' : 'false';
}
