/**
 * The maintenance a caller sees (docs/maintenance.md), through its asset `a` (a deleted asset's
 * work is hidden with it): the operator's staff all; an asset owner its own assets'; business
 * staff the in-house assets' of the businesses they reach (businesses.ts: a white-label business
 * also its live B2B clients'), a list one business's (the one it names, its own by default);
 * B2B staff none (the routes answer 403). Outside the scope a record answers 404.
 */
import type { User } from '../../contract/auth';
import { isOperator, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

const LIVE = 'a.deleted_at is null';

/**
 * The caller's maintenance, through its asset `a` (conditions.ts). `listed`: the one business a
 * business's list shows, the one it names, its own by default.
 */
export function maintenanceScope(caller: Caller, listed?: string): Scope {
  if (isOperator(caller)) return [LIVE];
  if (caller.role === 'asset_owner')
    return [LIVE, { column: 'a.owner_user_id', equals: caller.id }];
  if (caller.role !== 'business' || !caller.business_id) return NOTHING;
  return [LIVE, { column: 'a.business_id', reached: caller, listed: listed ?? caller.business_id }];
}

/** maintenanceScope as one condition over asset `a` (`param` adds a parameter). */
export const maintenanceScopeSql = (param: Param, caller: Caller): string =>
  scopeSql(param, maintenanceScope(caller));
