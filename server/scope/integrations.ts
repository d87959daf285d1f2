/**
 * Whose integrations (API keys, webhook endpoints and their deliveries: docs/integrations.md) a
 * caller manages: business staff their own business's, the superadmin those of any live
 * business it names (`business_id`); nobody else. A business outside that answers 404.
 */
import type { User } from '../../contract/auth';
import type { Queryable } from '../db/db';
import { idRow, queryRows } from '../db/query';
import { invalidField, notFound } from '../errors';
import { isUuid } from '../db/sql';
import type { Param } from './businesses';

type Caller = Pick<User, 'role' | 'business_id'>;

/** The business the caller's integrations call reads (404 outside its reach). */
export async function targetBusiness(
  db: Queryable,
  user: Caller,
  requested: string | undefined,
): Promise<string> {
  if (user.role === 'superadmin') {
    if (!requested) throw invalidField('business_id', 'flotte.validation.required');
    if (!isUuid(requested)) throw notFound();
    const rows = await queryRows(
      db,
      idRow,
      'select id from businesses where id = $1 and deleted_at is null',
      [requested],
    );
    if (!rows[0]) throw notFound();
    return requested;
  }
  if (user.role !== 'business' || !user.business_id) throw notFound();
  if (requested !== undefined && requested !== user.business_id) throw notFound();
  return user.business_id;
}

/** The condition on `column` for the records of the businesses `user` manages integrations of. */
export function managedBusinessSql(column: string, user: Caller, param: Param) {
  if (user.role === 'superadmin') return 'true';
  if (user.role !== 'business' || !user.business_id) return 'false';
  return `${column} = ${param(user.business_id)}`;
}
