/**
 * The lease offers (lease preferences, docs/leases.md) a caller sees, over offers `p` joined to
 * their owner `u` and asset `a` (left join): the operator's staff every offer; an asset owner
 * its own; business staff the market. No one else (404).
 */
import type { User } from '../../contract/auth';
import { TODAY_SQL } from '../db/sql';
import { isOperator, type Param } from './businesses';
import { NOTHING, scopeSql, type Scope } from './conditions';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** What a business may open: an active offer of an owner not disabled, on a live asset. */
const OFFERED = `p.active and u.disabled_at is null and (p.asset_id is null or a.deleted_at is null)`;
/**
 * What the market lists: offered, its availability not over, and an asset available now (its
 * asset, or one of the owner's assets of its type: assets_available_owner_type_idx).
 */
const MARKET = `${OFFERED}
  and (p.available_to is null or p.available_to >= ${TODAY_SQL})
  and case when p.asset_id is not null then a.status = 'available'
    else exists (select 1 from assets x where x.owner_user_id = p.owner_user_id
      and x.asset_type_id = p.asset_type_id and x.status = 'available' and x.deleted_at is null)
    end`;

/**
 * The caller's offers `p` (conditions.ts; an owner's counted on a list). `market`: a business's
 * list (the market), else what it may open.
 */
export function leaseOfferScope(caller: Caller, market: boolean): Scope {
  if (isOperator(caller)) return [];
  if (caller.role === 'asset_owner') return [{ column: 'p.owner_user_id', equals: caller.id }];
  if (caller.role === 'business') return [market ? MARKET : OFFERED];
  return NOTHING;
}

/** leaseOfferScope of one offer as a condition over offers `p` (`param` adds a parameter). */
export const leaseOfferScopeSql = (param: Param, caller: Caller): string =>
  scopeSql(param, leaseOfferScope(caller, false));
