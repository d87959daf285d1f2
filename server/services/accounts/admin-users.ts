import {
  adminUser,
  type AdminUser,
  type UserCreate,
  type USER_SORTABLE,
} from '../../../contract/users';
import type { Role } from '../../../contract/roles';
import type { Db, Queryable, Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { ApiError, notFound } from '../../errors';
import { audit, insertAudited } from '../platform/audit';
import { counted } from '../platform/counts';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { anyRecord } from '../platform/find';
import { uniqueAs409 } from '../../db/sql';
import { hashPassword } from './passwords';
import { listedUserColumns, USER_ORDER } from './user-list';

type Status = AdminUser['status'];

export interface UserFilter extends ListFilter<(typeof USER_SORTABLE)[number]> {
  role?: Role | undefined;
  status?: Status | undefined;
  ids?: string[] | undefined;
}

/** `status` is derived: disabled wins over unverified, so the same SQL filters and shows it. */
const STATUS_SQL = `case when u.disabled_at is not null then 'disabled'
  when u.email_verified_at is null then 'unverified' else 'active' end`;

const COLUMNS = listedUserColumns(STATUS_SQL);
const FROM = 'users u left join businesses b on b.id = u.business_id';

const ORDER_BY: Record<(typeof USER_SORTABLE)[number], string[]> = {
  ...USER_ORDER,
  role: ['u.role', 'u.id'],
};

const toAdminUser = (r: Row): AdminUser => parseRow(adminUser, r);

/** Exact totals of every user, per role, per status and both (docs/totals.md). */
const COUNTS = counted({
  table: 'users',
  columns: { 'u.role': 'role', [STATUS_SQL]: 'status' },
  shapes: [[], ['role'], ['status'], ['role', 'status']],
});

/**
 * The counted shapes an index of users reads in each order (migration 021): their pages are
 * prepared statements. (The status is an expression: a status filter is planned.)
 */
const INDEXED: Partial<Record<(typeof USER_SORTABLE)[number], string[][]>> = {
  created_at: [[], ['role']],
  name: [[], ['role']],
};

export async function listUsers(db: Queryable, filter: UserFilter): Promise<PageOf<AdminUser>> {
  const sort = filter.sort ?? 'created_at';
  const list = new ListSql()
    .countedBy(COUNTS)
    .search(filter.q, ['u.name', 'u.email'])
    .equals('u.role', filter.role)
    .equals(STATUS_SQL, filter.status)
    .ids('u.id', filter.ids);
  return list.page(db, filter, {
    columns: COLUMNS,
    from: FROM,
    countFrom: 'users u',
    // Never-signed-in users sort last either way (the other keys are never null: their plain
    // order is the one their index reads, both ways).
    orderBy: orderBySql(ORDER_BY[sort], filter.order, sort === 'last_login_at'),
    toRecord: toAdminUser,
    indexed: INDEXED[sort],
  });
}

const { find: findUser, get: getUser } = anyRecord({
  columns: COLUMNS,
  from: FROM,
  idColumn: 'u.id',
  toRecord: toAdminUser,
  // The user row only (the business row may be null-extended).
  lock: 'for update of u',
});
export { getUser };

/**
 * A superadmin creates operator staff (in-house managers, superadmins) with a first password.
 * The address counts as verified: the operator vouches for it, and nobody else could verify it.
 */
export async function createUser(db: Db, actorId: string, input: UserCreate): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password); // outside the transaction: slow
  return db
    .transaction(async (tx) => {
      const id = await insertAudited(
        tx,
        `insert into users (email, name, role, password_hash, email_verified_at, locale)
         values ($1, $2, $3, $4, now(), 'fr') returning id`,
        [input.email, input.name, input.role, passwordHash],
        {
          actorUserId: actorId,
          action: 'create',
          entity: 'user',
          changes: { email: input.email, name: input.name, role: input.role },
        },
      );
      return (await findUser(tx, id))!;
    })
    .catch(uniqueAs409('email_taken', 'email'));
}

/**
 * Ends every open session of these users in the caller's transaction: their tokens answer 401
 * from the next request. Answers how many sessions it ended.
 */
export async function revokeSessions(tx: Queryable, userIds: readonly string[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await tx.query(
    `update sessions set revoked_at = now()
     where user_id = any($1::uuid[]) and revoked_at is null returning id`,
    [userIds],
  );
  return rows.length;
}

/**
 * Disables user `id` (every open session of it ends in the same transaction, so its tokens
 * answer 401 from the next request) or enables it again (old sessions stay revoked), audited.
 */
export async function setUserDisabled(
  tx: Queryable,
  actorId: string,
  id: string,
  disabled: boolean,
): Promise<void> {
  await tx.query(
    `update users set disabled_at = ${disabled ? 'now()' : 'null'}, updated_at = now()
     where id = $1`,
    [id],
  );
  const revoked = disabled ? await revokeSessions(tx, [id]) : 0;
  await audit(tx, {
    actorUserId: actorId,
    action: disabled ? 'disable' : 'enable',
    entity: 'user',
    entityId: id,
    changes: disabled ? { revoked_sessions: revoked } : undefined,
  });
}

/**
 * `disabled: true` sets disabled_at and revokes every open session of the user in the same
 * transaction, so their tokens answer 401 from the next request; `false` lets them sign in
 * again (old sessions stay revoked). A superadmin cannot disable themself (no lock-out).
 */
export async function updateUser(
  db: Db,
  actorId: string,
  id: string,
  patch: { disabled?: boolean | undefined },
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await findUser(tx, id, true);
    if (!before) throw notFound();
    if (patch.disabled === undefined || patch.disabled === (before.status === 'disabled')) {
      return before;
    }
    if (patch.disabled && id === actorId) throw new ApiError(400, 'cannot_disable_self');

    await setUserDisabled(tx, actorId, id, patch.disabled);
    return (await findUser(tx, id))!;
  });
}
