/**
 * The assets a caller sees (docs/assets-and-uploads.md), over assets `a`. Deleted assets are seen
 * by no one; of the live ones:
 * - superadmin, in_house_manager: all;
 * - asset_owner: its own (`owner_user_id`);
 * - business: those of the businesses it reaches (businesses.ts: a white-label business also its
 *   live B2B clients'), but a list shows one business's: the one it names, its own by default;
 * - b2b: those of its business, and those currently dispatched (assigned or in transit) on a
 *   request of its business;
 * - driver: those of the dispatches it drives or drove (`dispatches.driver_id`), read only.
 * Outside the scope an asset answers 404. An asset's dispatch history is also open to whoever
 * sees one of its dispatches (scope/dispatches.ts, `assetHistoryScopeSql`).
 */
import type { User } from '../../contract/auth';
import { OPEN_DISPATCH_STATUSES } from '../../contract/request-moves';
import type { Queryable } from '../db/db';
import { idRow, queryRows } from '../db/query';
import { sqlList } from '../db/sql';
import { forbidden, invalidField } from '../errors';
import {
  isOperator,
  isStaff,
  reachedBusinessIds,
  reachesBusinessSql,
  type Param,
} from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

const OPEN = sqlList(OPEN_DISPATCH_STATUSES);

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

const LIVE = 'a.deleted_at is null';

/**
 * `column` (an asset's id) is the asset of a dispatch `driver` drives or drove: its own work,
 * read from `dispatches_driver_idx`, whatever the state of the dispatch.
 */
export const drivenBySql = (column: string, param: Param, driver: Pick<User, 'id'>) =>
  `${column} in (select own.asset_id from dispatches own where own.driver_id = ${param(driver.id)})`;

/**
 * The caller's assets `a` (conditions.ts). `listed`: the one business a business's list shows,
 * the one it names, its own by default (its clients' assets are still found one by one).
 */
export function assetScope(caller: Caller, listed?: string): Scope {
  if (isOperator(caller)) return [LIVE];
  if (caller.role === 'asset_owner')
    return [LIVE, { column: 'a.owner_user_id', equals: caller.id }];
  if (caller.role === 'driver') return [LIVE, (param) => drivenBySql('a.id', param, caller)];
  if (!isStaff(caller)) return NOTHING;
  if (caller.role === 'business') {
    return [
      LIVE,
      { column: 'a.business_id', reached: caller, listed: listed ?? caller.business_id },
    ];
  }
  // B2B staff: their business's assets, and those serving one of their requests now.
  return [
    LIVE,
    (param) => {
      const serving = `exists (select 1 from dispatches d join requests r on r.id = d.request_id
        where d.asset_id = a.id and d.status in (${OPEN})
          and ${reachesBusinessSql('r.business_id', param, caller)})`;
      return `(${reachesBusinessSql('a.business_id', param, caller)} or ${serving})`;
    },
  ];
}

/** assetScope as one condition over assets `a` (`param` adds a parameter). */
export const assetScopeSql = (param: Param, caller: Caller): string =>
  scopeSql(param, assetScope(caller));

/** The assets the caller may dispatch or reassign a request to: an owner its own, the operator any. */
export function dispatchableAssetSql(param: Param, caller: Caller): string {
  if (isOperator(caller)) return 'true';
  if (caller.role === 'asset_owner') return `a.owner_user_id = ${param(caller.id)}`;
  return 'false';
}

/**
 * The assets whose types `GET /available-asset-types` offers the caller: an owner's own, a
 * business's or B2B client's in-house ones (its own business only), the operator's all.
 */
export function requestableAssetSql(param: Param, caller: Caller): string {
  if (isOperator(caller)) return 'true';
  if (caller.role === 'asset_owner') return `a.owner_user_id = ${param(caller.id)}`;
  // A business's driver has its business_id, yet requests nothing.
  if (isStaff(caller)) {
    return `a.owner_user_id is null and a.business_id = ${param(caller.business_id)}`;
  }
  return 'false';
}

/** Whose asset a new one is (`POST /assets`, the asset import): exactly one of the two. */
export interface AssetTarget {
  owner: string | null;
  business: string | null;
  /** Named by the caller (the superadmin): its existence is still to check. */
  named: boolean;
}

/**
 * The record rule of a created asset (contract/permissions.ts `RECORD_RULES.assets`): an owner's
 * is its own, a business's an in-house asset of its business; the superadmin, who owns none,
 * names exactly one of an owner or a business (400 `owner_user_id` otherwise). Who may create
 * at all is the route guard's.
 */
export function assetTargetOf(
  caller: Caller,
  named: { owner_user_id?: string | null | undefined; business_id?: string | null | undefined },
): AssetTarget {
  if (caller.role === 'asset_owner') return { owner: caller.id, business: null, named: false };
  if (caller.role === 'business') {
    if (!caller.business_id) throw forbidden();
    return { owner: null, business: caller.business_id, named: false };
  }
  const owner = named.owner_user_id ?? null;
  const business = named.business_id ?? null;
  if ((owner === null) === (business === null)) {
    throw invalidField('owner_user_id', 'flotte.validation.required');
  }
  return { owner, business, named: true };
}

/**
 * Whether the caller reaches B2B client `businessId` (a live business of kind `b2b`), for the
 * list of its assets: the operator any; its own staff; its white-label parent's staff (the
 * businesses rule). Anyone else, and any other business, answers 404.
 */
export async function reachesB2bClient(
  db: Queryable,
  caller: Caller,
  businessId: string,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    idRow,
    `select id from businesses where id = $1 and kind = 'b2b' and deleted_at is null`,
    [businessId],
  );
  if (!rows[0]) return false;
  const reached = await reachedBusinessIds(db, caller);
  return reached === undefined || reached.includes(businessId);
}
