/**
 * Whose settings a caller reaches at `/owner-settings` (docs/rounds.md "Auto-dispatch"), over
 * users `u`: an asset owner his own; anyone else none (the route's guard refuses them first).
 */
import type { User } from '../../contract/auth';
import type { Param } from './businesses';

type Caller = Pick<User, 'id' | 'role'>;

/** The condition over users `u` (`param` adds a parameter). */
export function ownerSettingsScopeSql(param: Param, user: Caller): string {
  if (user.role !== 'asset_owner') return 'false';
  return `u.id = ${param(user.id)} and u.role = 'asset_owner'`;
}
