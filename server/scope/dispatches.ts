/**
 * The dispatches a caller sees (docs/requests-and-money.md): the operator's staff all; an asset
 * owner those of its assets; business and B2B staff those of an asset or of a request of a
 * business they reach (businesses.ts); a driver those it drives (docs/drivers.md), never
 * another driver's. Outside the scope a dispatch answers 404.
 */
import type { User } from '../../contract/auth';
import { assetScopeSql } from './assets';
import { isOperator, reachesBusinessSql, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The condition over dispatches `d` joined to their asset `a` and request `r`. */
export function dispatchScopeSql(param: Param, user: Caller): string {
  if (isOperator(user)) return 'true';
  if (user.role === 'asset_owner') return `a.owner_user_id = ${param(user.id)}`;
  // dispatches_driver_idx: a driver's own work, whoever employs it.
  if (user.role === 'driver') return `d.driver_id = ${param(user.id)}`;
  if (user.role === 'business' || user.role === 'b2b') {
    const reaches = (column: string) => reachesBusinessSql(column, param, user);
    return `(${reaches('a.business_id')} or ${reaches('r.business_id')})`;
  }
  return 'false';
}

/**
 * Whether every dispatch an asset serves is in the caller's scope once it opens the asset's
 * history (the operator's staff, an asset owner: its own asset's), so the history's total is the
 * asset's counter; business staff and drivers see only some of them.
 */
export const seesWholeAssetHistory = (user: Pick<User, 'role'>): boolean =>
  isOperator(user) || user.role === 'asset_owner';

/** Whether the caller reads a dispatch's money (its price): everyone in scope but a driver. */
export const seesDispatchMoney = (user: Pick<User, 'role'>): boolean => user.role !== 'driver';

/**
 * The assets whose dispatch history (`GET /asset-dispatch/by-asset/{id}`) a caller opens, over
 * assets `a`: a live asset it sees (assets.ts), or a live asset with a dispatch it sees (so
 * business or B2B staff open the history of an asset that served one of their requests, and
 * read there only their own requests' dispatches). A deleted asset's history answers 404.
 */
export function assetHistoryScopeSql(param: Param, user: Caller): string {
  const seen = `exists (select 1 from dispatches d join requests r on r.id = d.request_id
    where d.asset_id = a.id and ${dispatchScopeSql(param, user)})`;
  return `((${assetScopeSql(param, user)}) or (a.deleted_at is null and ${seen}))`;
}
