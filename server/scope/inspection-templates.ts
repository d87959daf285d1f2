/**
 * The inspection templates a caller reads (docs/compliance.md, "Inspections"), over templates
 * `t`: the platform's (no owner, no business) and its own extensions: an asset owner's, its
 * business's for business staff, its employer's for a driver; the operator's staff every one.
 * B2B staff none. Outside the scope a template answers 404.
 */
import type { User } from '../../contract/auth';
import { isOperator, type Param } from './businesses';

type Caller = Pick<User, 'id' | 'role' | 'business_id'>;

/** The platform's templates `t`: every asset's checklist starts with them. */
export const PLATFORM_TEMPLATE = 't.owner_user_id is null and t.business_id is null';

/** The condition over templates `t` (`param` adds a parameter). */
export function templateScopeSql(param: Param, caller: Caller): string {
  if (isOperator(caller)) return 'true';
  if (caller.role === 'asset_owner')
    return `(${PLATFORM_TEMPLATE} or t.owner_user_id = ${param(caller.id)})`;
  if (caller.role === 'business' && caller.business_id) {
    return `(${PLATFORM_TEMPLATE} or t.business_id = ${param(caller.business_id)})`;
  }
  if (caller.role === 'driver') {
    const me = param(caller.id);
    return `(${PLATFORM_TEMPLATE} or exists (select 1 from users e where e.id = ${me}
      and (t.owner_user_id = e.employer_user_id or t.business_id = e.business_id)))`;
  }
  return 'false';
}
