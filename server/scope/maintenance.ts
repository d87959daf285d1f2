/**
 * The maintenance a caller sees (docs/maintenance.md), through its asset `a` (a deleted asset's
 * work is hidden with it): the operator's staff all; an asset owner its own assets'; business
 * staff the in-house assets' of the businesses they reach (businesses.ts: a white-label business
 * also its live B2B clients'), a list one business's (the one it names, its own by default);
 * B2B staff none (the routes answer 403). Outside the scope a record answers 404.
 */
import type { User } from '../../contract/auth';
import type { Queryable } from '../db/db';
import type { Conditions } from '../db/conditions';
import { isUuid } from '../db/sql';
import { isOperator, staffBusinessesSql, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/**
 * The condition over asset `a` for the records `caller` reads. `listed`: for business staff,
 * the one business a list shows (its own by default, or a client it names).
 */
export function maintenanceScopeSql(param: Param, caller: Caller, listed?: string): string {
  const live = 'a.deleted_at is null';
  if (isOperator(caller)) return live;
  if (caller.role === 'asset_owner') return `${live} and a.owner_user_id = ${param(caller.id)}`;
  if (caller.role !== 'business' || !caller.business_id) return 'false';
  const mine = staffBusinessesSql(param(caller.business_id));
  if (listed === undefined) return `${live} and a.business_id in ${mine}`;
  if (!isUuid(listed)) return 'false';
  return `${live} and a.business_id = ${param(listed)} and a.business_id in ${mine}`;
}

/**
 * maintenanceScopeSql's rows on a list (`named`: the business a business's list shows, its own
 * by default), as counted conditions.
 */
export async function maintenanceListScope(
  db: Queryable,
  caller: Caller,
  list: Conditions,
  named: string | undefined,
): Promise<void> {
  if (caller.role !== 'business' || !caller.business_id) {
    if (isOperator(caller) || caller.role === 'asset_owner') list.where('a.deleted_at is null');
    else list.where('false');
    if (caller.role === 'asset_owner') list.equals('a.owner_user_id', caller.id);
    return;
  }
  const listed = named ?? caller.business_id;
  // Its own business or one of its B2B clients, else nothing.
  const mine = await db.query<{ id: string }>(
    `select c.id from ${staffBusinessesSql('$1')} c where c.id = $2`,
    [caller.business_id, isUuid(listed) ? listed : null],
  );
  list.where('a.deleted_at is null');
  if (mine[0]) list.equals('a.business_id', mine[0].id);
  else list.where('false');
}
