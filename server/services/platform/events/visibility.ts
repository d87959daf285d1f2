/**
 * Who may see a changed record: the API's own scope predicates (server/scope/), run over
 * the changed ids. Users whose predicates read the same things share one "scope group", and one
 * query per table and batch answers every group at once (a `union all` of index lookups by id).
 */
import { z } from 'zod';
import type { User } from '../../../../contract/auth';
import type { LiveResource } from '../../../../contract/live';
import { canAccess, type AccessRequest } from '../../../../contract/permissions';
import { role as roleSchema, roles } from '../../../../contract/roles';
import type { Queryable } from '../../../db/db';
import { isOperator, paramOf, type Param } from '../../../scope/businesses';
import { dispatchScopeSql } from '../../../scope/dispatches';
import { leaseScopeSql } from '../../../scope/leases';
import { maintenanceScopeSql } from '../../../scope/maintenance';
import { requestScopeSql } from '../../../scope/requests';
import { walletScopeSql } from '../../../scope/wallets';
import { queryRows } from '../../../db/query';

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
type Member = Pick<User, 'role' | 'business_id'> & { id: string | null };
const readsOwnId = (user: Member) => user.role === 'asset_owner' || user.role === 'driver';
export const scopeGroupOf = (user: Member): string =>
  isOperator(user)
    ? user.role
    : `${user.role}:${user.business_id ?? ''}:${readsOwnId(user) ? (user.id ?? '') : ''}`;

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
  const rows = await queryRows(
    db,
    z.object({ g: z.number(), id: z.string() }),
    branches.join(' union all '),
    params,
  );
  for (const row of rows) {
    const key = keys[row.g]!;
    let set = visible.get(key);
    if (!set) visible.set(key, (set = new Set()));
    set.add(row.id);
  }
  return visible;
}

/**
 * The permission table's grants that read each table's records (any one of them will do). A
 * driver reads requests and dispatches through its own screen (`driver-dispatches`); the
 * superadmin reads each business's wallet as that business's `wallet` page.
 */
const READ_BY: Record<LiveResource, readonly AccessRequest[]> = {
  requests: [
    { resource: 'business-dispatches', action: 'list' },
    { resource: 'driver-dispatches', action: 'list' },
  ],
  dispatches: [
    { resource: 'business-dispatches', action: 'list' },
    { resource: 'driver-dispatches', action: 'list' },
  ],
  leases: [{ resource: 'leases', action: 'list' }],
  maintenance: [{ resource: 'maintenance', action: 'list' }],
  wallets: [
    { resource: 'wallet', action: 'list' },
    { resource: 'business', action: 'wallet' },
  ],
};

/**
 * Who receives a `bulk` notice (no id: "refetch this list"): the roles the permission table lets
 * read some record of the table at all. It names no record, so it reveals nothing of another
 * business.
 */
export const mayReadSome = (user: User, resource: LiveResource): boolean =>
  READ_BY[resource].some((grant) => canAccess(user.role, grant));

/**
 * Stand-ins for a user's keys: `seerParam` writes them as the columns of `seer`, the candidate
 * being judged, so a predicate written for one caller (server/scope/) is asked of every
 * candidate of a row in one statement. No real id is ever made of a NUL character.
 */
const SEER_ID = '\u0000seer.id';
const SEER_BUSINESS = '\u0000seer.business_id';
const seerParam =
  (param: Param): Param =>
  (value) =>
    value === SEER_ID ? 'seer.id' : value === SEER_BUSINESS ? 'seer.business_id' : param(value);

/**
 * The scope groups that see dispatch `id` (a value, added through `param`), as a scalar subquery
 * answering a JSON array of `{ role, id, business_id }`, one member per group (`audienceOf`
 * makes them keys). The same predicate `visibleIds` runs (`dispatchScopeSql`), asked of the only
 * users it can hold for: the operator's roles, the asset's owner and the driver (their users'
 * rows), and the staff of the asset's and the request's businesses and of their parents (a
 * white-label business reaches its B2B clients: server/scope/businesses.ts). Keep those
 * candidates in step if the scope ever reaches further: the live-events tests compare this with
 * `visibleIds` for every group. A few index lookups, no scan.
 */
export function dispatchAudienceSql(param: Param, id: string): string {
  const p = seerParam(param);
  const judged = roles
    .map(
      (role) =>
        `when '${role}' then ${dispatchScopeSql(p, { role, id: SEER_ID, business_id: SEER_BUSINESS })}`,
    )
    .join(' ');
  return `(select coalesce(json_agg(json_build_object(
             'role', seer.role, 'id', seer.id, 'business_id', seer.business_id)), '[]'::json)
     from dispatches d join assets a on a.id = d.asset_id join requests r on r.id = d.request_id,
       lateral (
         select o.role, null::uuid as id, null::uuid as business_id
         from (values ('superadmin'), ('in_house_manager')) o(role)
         union all
         select u.role, u.id, u.business_id from users u where u.id in (a.owner_user_id, d.driver_id)
         union all
         select s.role, null::uuid, b.id
         from (select a.business_id as id union select r.business_id
               union select k.parent_business_id from businesses k
               where k.id in (a.business_id, r.business_id)) b
           cross join (values ('business'), ('b2b')) s(role)
         where b.id is not null
       ) seer
     where d.id = ${param(id)} and case seer.role ${judged} else false end)`;
}

const members = z.array(
  z.object({ role: roleSchema, id: z.string().nullable(), business_id: z.string().nullable() }),
);

/** The group keys of an audience read with `dispatchAudienceSql` (a position notice's). */
export function audienceOf(json: unknown): string[] {
  return [...new Set(members.parse(json).map(scopeGroupOf))];
}
