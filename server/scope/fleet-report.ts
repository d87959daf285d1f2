/**
 * Whose costs and profits a caller reads (docs/compliance.md, "Cost and profit"), over the kept
 * sums `asset_finance f` of live assets `a`: an asset owner its own assets', business staff
 * their business's in-house fleet (the assets no owner holds; not a white-label parent's
 * clients'), the operator's staff every asset's; nobody else. One asset's months are read as
 * its maintenance is (scope/maintenance.ts).
 */
import type { User } from '../../contract/auth';
import { isOperator } from './businesses';
import type { Scope } from './conditions';
import { maintenanceScopeSql } from './maintenance';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

const LIVE = 'a.deleted_at is null';

/** The caller's rows of the report (conditions.ts), on its copied owner and business: counted. */
export function fleetReportScope(caller: Caller): Scope {
  if (isOperator(caller)) return [LIVE];
  if (caller.role === 'asset_owner')
    return [LIVE, { column: 'f.owner_user_id', equals: caller.id }];
  if (caller.role === 'business' && caller.business_id) {
    return [
      LIVE,
      { column: 'f.business_id', equals: caller.business_id },
      { column: '(f.owner_user_id is null)', equals: true },
    ];
  }
  return [LIVE, 'false'];
}

/** The assets `a` whose months (`GET /fleet-report/asset/{id}`) the caller reads. */
export const assetFinanceScopeSql = maintenanceScopeSql;
