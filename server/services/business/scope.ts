/**
 * Checks on one business built on the rule of which businesses a caller reaches
 * (server/scope/businesses.ts). Outside the scope a business answers 404, like one that does not
 * exist, so ids do not leak.
 */
import type { User } from '../../../contract/auth';
import type { BusinessKind } from '../../../contract/business';
import type { Queryable } from '../../db/db';
import { notFound } from '../../errors';
import { isOperator, readableBusinessSql } from '../../scope/businesses';
import { rowById } from '../platform/find';
import { isUuid } from '../../db/sql';

type Caller = Pick<User, 'role' | 'business_id'>;

export { isOperator, readableBusinessSql };

/**
 * Whether business `id` is live (not deleted: kept for its history, reached by no route), of
 * `kind` and a client of `parentId` when they are given.
 */
export async function isLiveBusiness(
  db: Queryable,
  id: string,
  { kind, parentId }: { kind?: BusinessKind; parentId?: string } = {},
): Promise<boolean> {
  if (!isUuid(id)) return false;
  const params: unknown[] = [id];
  const more = [
    kind === undefined ? '' : ` and kind = $${params.push(kind)}`,
    parentId === undefined ? '' : ` and parent_business_id = $${params.push(parentId)}`,
  ].join('');
  const rows = await db.query(
    `select 1 from businesses where id = $1 and deleted_at is null${more}`,
    params,
  );
  return rows.length > 0;
}

/** 404 unless `user` may read live business `id`. */
export async function assertReadableBusiness(
  db: Queryable,
  user: Caller,
  id: string,
): Promise<void> {
  await rowById(
    db,
    id,
    (param) => `select 1 from businesses b left join businesses p on p.id = b.parent_business_id
     where b.id = $1 and b.deleted_at is null and ${readableBusinessSql(param, user)}`,
  );
}

/**
 * The live business a business-side list reads: business staff their own (naming another one
 * finds nothing); the operator's staff the one they name, or none (undefined) when they name
 * none. Unknown or deleted: 404.
 */
export async function listedBusinessOf(
  db: Queryable,
  user: Caller,
  named: string | undefined,
): Promise<string | undefined> {
  let id = named;
  if (!isOperator(user)) {
    if (!user.business_id || (named !== undefined && named !== user.business_id)) {
      throw notFound();
    }
    id = user.business_id;
  }
  if (id !== undefined && !(await isLiveBusiness(db, id))) throw notFound();
  return id;
}
