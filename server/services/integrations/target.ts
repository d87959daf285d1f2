/**
 * Which business an integrations call is about: staff manage their own business's keys and
 * endpoints; the superadmin names one (`business_id`). A business outside that answers 404.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Queryable, Row } from '../../db/db';
import { invalidField, notFound } from '../../errors';
import { assertBusinessActive } from '../business/guards';
import { findById, orNotFound } from '../platform/find';
import { isUuid } from '../platform/sql';
import { queryRows } from '../../db/query';

/** The business the caller's integrations call reads (404 outside its reach). */
export async function targetBusiness(
  db: Queryable,
  user: User,
  requested: string | undefined,
): Promise<string> {
  if (user.role === 'superadmin') {
    if (!requested) throw invalidField('business_id', 'flotte.validation.required');
    if (!isUuid(requested)) throw notFound();
    const rows = await queryRows(
      db,
      z.object({ id: z.string() }),
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

/** The same for a write: the business must be active (403 business_inactive). */
export async function targetBusinessForWrite(
  db: Queryable,
  user: User,
  requested: string | undefined,
): Promise<string> {
  const id = await targetBusiness(db, user, requested);
  await assertBusinessActive(db, id);
  return id;
}

/** The condition on `column` for the records of the businesses `user` manages integrations of. */
export function managedBusinessSql(column: string, user: User, param: (v: unknown) => string) {
  if (user.role === 'superadmin') return 'true';
  if (user.role !== 'business' || !user.business_id) return 'false';
  return `${column} = ${param(user.business_id)}`;
}

/**
 * How one kind of record of the businesses `user` manages (its business in `businessColumn`) is
 * read: row `id` as it is, else 404; `lock`: a locking clause.
 */
export const managedRecord =
  <R extends Row>(query: {
    columns: string;
    from: string;
    idColumn: string;
    businessColumn: string;
  }) =>
  (db: Queryable, user: User, id: string, lock?: string) =>
    orNotFound(
      findById(db, id, {
        columns: query.columns,
        from: query.from,
        idColumn: query.idColumn,
        scope: (param) => managedBusinessSql(query.businessColumn, user, param),
        toRecord: (row: R) => row,
        lock: lock ?? false,
      }),
    );
