/**
 * Who may see a changed record: the API's own scope predicates (server/scope/), run over
 * the changed ids. Users whose predicates read the same things share one "scope group", and one
 * query per table and batch answers every group at once (a `union all` of index lookups by id).
 */
import type { User } from '../../../../contract/auth';
import type { LiveResource } from '../../../../contract/live';
import type { Queryable } from '../../../db/db';
import { isOperator, paramOf, type Param } from '../../../scope/businesses';
import { dispatchScopeSql } from '../../../scope/dispatches';
import { leaseScopeSql } from '../../../scope/leases';
import { maintenanceScopeSql } from '../../../scope/maintenance';
import { requestScopeSql } from '../../../scope/requests';
import { walletScopeSql } from '../../../scope/wallets';

type Params = unknown[];

interface Scoped {
  /** The table with what its scope predicate reads, and the changed record's id. */
  from: string;
  id: string;
  scope: (param: Param, user: User) => string;
}

const SCOPES: Record<LiveResource, Scoped> = {
  requests: { from: 'requests r', id: 'r.id', scope: requestScopeSql },
  dispatches: {
    from: 'dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id',
    id: 'd.id',
    scope: dispatchScopeSql,
  },
  leases: { from: 'leases l', id: 'l.id', scope: leaseScopeSql },
  maintenance: {
    from: 'maintenance m join assets a on a.id = m.asset_id',
    id: 'm.id',
    scope: maintenanceScopeSql,
  },
  wallets: { from: 'wallets w', id: 'w.id', scope: walletScopeSql },
};

/**
 * The key of the users who see the same records. The predicates above read only the role, the
 * business and, for asset owners and drivers (their own work), the user's own id: keep this in
 * step if one reads more.
 */
const readsOwnId = (user: User) => user.role === 'asset_owner' || user.role === 'driver';
export const scopeGroupOf = (user: User): string =>
  isOperator(user)
    ? user.role
    : `${user.role}:${user.business_id ?? ''}:${readsOwnId(user) ? user.id : ''}`;

/**
 * For each group (represented by one of its users), the ids among `ids` of `resource` its users
 * may see. One query, whatever the number of groups.
 */
export async function visibleIds(
  db: Queryable,
  resource: LiveResource,
  ids: readonly string[],
  groups: ReadonlyMap<string, User>,
): Promise<Map<string, Set<string>>> {
  const visible = new Map<string, Set<string>>();
  if (ids.length === 0 || groups.size === 0) return visible;
  const { from, id, scope } = SCOPES[resource];
  const params: Params = [ids];
  const keys = [...groups.keys()];
  const branches = keys.map(
    (key, i) =>
      `select ${i}::int as g, ${id}::text as id from ${from}
       where ${id} = any($1::uuid[]) and ${scope(paramOf(params), groups.get(key)!)}`,
  );
  const rows = await db.query<{ g: number; id: string }>(branches.join(' union all '), params);
  for (const row of rows) {
    const key = keys[row.g]!;
    let set = visible.get(key);
    if (!set) visible.set(key, (set = new Set()));
    set.add(row.id);
  }
  return visible;
}

/**
 * Who receives a `bulk` notice (no id: "refetch this list"): the roles that may read some record
 * of the table at all. It names no record, so it reveals nothing of another business.
 */
export function mayReadSome(user: User, resource: LiveResource): boolean {
  switch (resource) {
    case 'wallets':
      return user.role === 'superadmin' || user.role === 'business' || user.role === 'b2b';
    case 'leases':
    case 'maintenance':
      return user.role !== 'b2b';
    default:
      return true;
  }
}
