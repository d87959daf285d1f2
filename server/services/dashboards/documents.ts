/**
 * The documents figures of the dashboards (docs/compliance.md): documents in force that expired
 * or are expiring, among those the caller's documents list shows (the same scope, so that each
 * figure is the total of the list it links to: `#/documents?filter={"due_level":…}`). Read from
 * the partial index of current documents by end of validity: a range up to the expiring bound.
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import type { Queryable } from '../../db/db';
import { paramOf } from '../../scope/businesses';
import { documentScopeSql } from '../../scope/compliance';
import { TODAY_SQL } from '../../db/sql';
import { EXPIRING_UNTIL_SQL } from '../compliance/document-due';
import { queryRows } from '../../db/query';

export interface DocumentFigures {
  expired: number;
  expiring: number;
}

export async function documentFigures(
  tx: Queryable,
  caller: Pick<User, 'id' | 'role' | 'business_id'>,
): Promise<DocumentFigures> {
  const params: unknown[] = [];
  const scope = documentScopeSql(paramOf(params), caller);
  const rows = await queryRows(
    tx,
    z.object({ expired: z.number(), expiring: z.number() }),
    `select count(*) filter (where d.valid_to < ${TODAY_SQL})::int as expired,
       count(*) filter (where d.valid_to >= ${TODAY_SQL})::int as expiring
     from documents d left join assets a on a.id = d.asset_id
       left join users u on u.id = d.driver_id
     where d.current and d.valid_to <= ${EXPIRING_UNTIL_SQL} and ${scope}`,
    params,
  );
  return { expired: rows[0]!.expired, expiring: rows[0]!.expiring };
}
