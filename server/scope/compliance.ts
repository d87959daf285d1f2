/**
 * Who reaches the records of a fleet's compliance (issue 21, docs/compliance.md): documents,
 * fuel entries, inspections. Outside the scope a record answers 404.
 *
 * Records of an asset are reached as its maintenance is (scope/maintenance.ts): the operator's
 * staff all; an asset owner its own assets'; business staff the assets of the businesses they
 * reach (a white-label parent also its clients', read only); B2B staff none. A driver reaches
 * the assets it drives: its default driver's assets and those of its open dispatches.
 *
 * Documents of a driver are reached as the driver is (scope/drivers.ts: its employer, the owner
 * or its business's staff, a white-label parent not its clients'; the operator's staff), and by
 * the driver itself.
 */
import type { User } from '../../contract/auth';
import { OPEN_DISPATCH_STATUSES } from '../../contract/request-moves';
import { sqlList } from '../db/sql';
import type { Param } from './businesses';
import { driverScopeSql } from './drivers';
import { maintenanceScopeSql } from './maintenance';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The assets `a` a driver (`me`, a placeholder) drives now or by default. */
export const drivenAssetSql = (me: string) =>
  `(a.default_driver_id = ${me} or exists (select 1 from dispatches x
     where x.asset_id = a.id and x.driver_id = ${me} and x.status in (${sqlList(OPEN_DISPATCH_STATUSES)})))`;

/** The condition over asset `a` for an asset's records (fuel, inspections, documents). */
export function assetRecordScopeSql(param: Param, caller: Caller): string {
  if (caller.role === 'driver') {
    return `a.deleted_at is null and ${drivenAssetSql(param(caller.id))}`;
  }
  return maintenanceScopeSql(param, caller);
}

/**
 * The documents `d` a caller reads, with the asset `a` and the driver `u` left joined: an
 * asset's as its records, a driver's as the driver (scope/drivers.ts).
 */
export function documentScopeSql(param: Param, caller: Caller): string {
  if (caller.role === 'driver') return `d.driver_id = ${param(caller.id)}`;
  return `((d.asset_id is not null and ${assetRecordScopeSql(param, caller)})
    or (d.driver_id is not null and ${driverScopeSql(param, caller)}))`;
}
