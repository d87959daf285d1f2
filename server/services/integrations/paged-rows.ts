/**
 * One page of an integrations list and its exact count: a business's API keys or webhook
 * endpoints, an endpoint's deliveries. These lists are short and keep no counters, so the rows
 * under `where` (its parameters `params`) are counted as they are read.
 */
import type { Queryable } from '../../db/db';
import { countRow, queryOne } from '../../db/query';
import type { RecordOf } from '../../db/record';
import type { Page } from '../platform/list';

export async function pagedRows<T>(
  db: Queryable,
  record: RecordOf<T>,
  where: { sql: string; params: unknown[]; orderBy: string },
  page: Page,
): Promise<{ data: T[]; total: number }> {
  const { sql, params, orderBy } = where;
  const rows = await db.query(
    `select ${record.columns} from ${record.from} where ${sql}
     order by ${orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, page.limit, page.skip],
  );
  const total = await queryOne(
    db,
    countRow,
    `select count(*)::int as n from ${record.from} where ${sql}`,
    params,
  );
  return { data: rows.map(record.toRecord), total: total!.n };
}
