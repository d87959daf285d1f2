/**
 * Which business an integrations call is about, and its records read in that scope
 * (server/scope/integrations.ts: staff manage their own business's keys and endpoints; the
 * superadmin names one). A business outside that answers 404.
 */
import type { User } from '../../../contract/auth';
import type { Queryable, Row } from '../../db/db';
import type { RecordOf } from '../../db/record';
import { managedBusinessSql, targetBusiness } from '../../scope/integrations';
import { assertBusinessActive } from '../business/guards';
import { findById, orNotFound } from '../platform/find';
import type { Page } from '../platform/list';
import { pagedRows } from './paged-rows';

/** The business an integrations write is about (targetBusiness), active (403 business_inactive). */
export async function targetBusinessForWrite(
  db: Queryable,
  user: User,
  requested: string | undefined,
): Promise<string> {
  const id = await targetBusiness(db, user, requested);
  await assertBusinessActive(db, id);
  return id;
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

/**
 * The reads of one kind of record a business owns (API keys, webhook endpoints): one by id among
 * the businesses `user` manages (else 404; `lock`: a locking clause), and a page of one
 * business's (targetBusiness: staff their own, the operator the one it names), in `orderBy`.
 */
export function businessRecords<T>(
  record: RecordOf<T>,
  columns: { id: string; business: string; orderBy: string },
) {
  const findRow = managedRecord({
    ...record,
    idColumn: columns.id,
    businessColumn: columns.business,
  });
  return {
    find: async (db: Queryable, user: User, id: string, lock?: string) =>
      record.toRecord(await findRow(db, user, id, lock)),
    list: async (
      db: Queryable,
      user: User,
      query: Page & { business_id?: string | undefined },
    ): Promise<{ data: T[]; total: number }> => {
      const businessId = await targetBusiness(db, user, query.business_id);
      const where = { sql: `${columns.business} = $1`, params: [businessId] };
      return pagedRows(db, record, { ...where, orderBy: columns.orderBy }, query);
    },
  };
}
