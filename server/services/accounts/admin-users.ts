import type { AdminUser, UserCreate, USER_SORTABLE } from '../../../contract/users';
import type { Role } from '../../../contract/roles';
import { iso, isoOrNull, SqlState, sqlStateOf, type Db, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { audit } from '../platform/audit';
import { hashPassword } from './passwords';
import { isUuid, likePattern } from '../platform/sql';

type Status = AdminUser['status'];

export interface UserFilter {
  limit: number;
  skip: number;
  sort?: (typeof USER_SORTABLE)[number] | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  role?: Role | undefined;
  status?: Status | undefined;
  ids?: string[] | undefined;
}

/** `status` is derived: disabled wins over unverified, so the same SQL filters and shows it. */
const STATUS_SQL = `case when u.disabled_at is not null then 'disabled'
  when u.email_verified_at is null then 'unverified' else 'active' end`;

const COLUMNS = `u.id, u.email, u.name, u.phone, u.role, u.business_id, b.name as business_name,
  ${STATUS_SQL} as status, u.created_at, u.last_login_at`;
const FROM = 'users u left join businesses b on b.id = u.business_id';

const ORDER_BY: Record<(typeof USER_SORTABLE)[number], string> = {
  name: 'lower(u.name)',
  email: 'u.email',
  role: 'u.role',
  created_at: 'u.created_at',
  last_login_at: 'u.last_login_at',
};

type Row = Omit<AdminUser, 'created_at' | 'last_login_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

const toAdminUser = (row: Row): AdminUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  phone: row.phone,
  role: row.role,
  business_id: row.business_id,
  business_name: row.business_name,
  status: row.status,
  created_at: iso(row.created_at),
  last_login_at: isoOrNull(row.last_login_at),
});

export async function listUsers(
  db: Queryable,
  filter: UserFilter,
): Promise<{ data: AdminUser[]; total: number }> {
  const where: string[] = [];
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  if (filter.q) {
    const p = param(likePattern(filter.q));
    where.push(`(u.name ilike ${p} or u.email ilike ${p})`);
  }
  if (filter.role) where.push(`u.role = ${param(filter.role)}`);
  if (filter.status) where.push(`${STATUS_SQL} = ${param(filter.status)}`);
  if (filter.ids) where.push(`u.id = any(${param(filter.ids.filter(isUuid))}::uuid[])`);
  const whereSql = where.length ? `where ${where.join(' and ')}` : '';
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  // Never-signed-in users sort last either way; the id breaks ties so pages never overlap.
  const orderBy = `${ORDER_BY[filter.sort ?? 'created_at']} ${direction} nulls last, u.id ${direction}`;

  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from ${FROM} ${whereSql}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} ${whereSql}
     order by ${orderBy} limit ${param(filter.limit)} offset ${param(filter.skip)}`,
    params,
  );
  return { data: rows.map(toAdminUser), total: count[0]?.total ?? 0 };
}

async function findUser(db: Queryable, id: string, lock = false): Promise<AdminUser | undefined> {
  if (!isUuid(id)) return undefined;
  // `for update of u`: lock the user row only (the business row may be null-extended).
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} where u.id = $1${lock ? ' for update of u' : ''}`,
    [id],
  );
  return rows[0] ? toAdminUser(rows[0]) : undefined;
}

export async function getUser(db: Queryable, id: string): Promise<AdminUser> {
  const found = await findUser(db, id);
  if (!found) throw notFound();
  return found;
}

/**
 * A superadmin creates operator staff (in-house managers, superadmins) with a first password.
 * The address counts as verified: the operator vouches for it, and nobody else could verify it.
 */
export async function createUser(db: Db, actorId: string, input: UserCreate): Promise<AdminUser> {
  const passwordHash = await hashPassword(input.password); // outside the transaction: slow
  try {
    return await db.transaction(async (tx) => {
      const rows = await tx.query<{ id: string }>(
        `insert into users (email, name, role, password_hash, email_verified_at, locale)
         values ($1, $2, $3, $4, now(), 'fr') returning id`,
        [input.email, input.name, input.role, passwordHash],
      );
      const id = rows[0]!.id;
      await audit(tx, {
        actorUserId: actorId,
        action: 'create',
        entity: 'user',
        entityId: id,
        changes: { email: input.email, name: input.name, role: input.role },
      });
      return (await findUser(tx, id))!;
    });
  } catch (error) {
    if (sqlStateOf(error) === SqlState.uniqueViolation) {
      throw new ApiError(409, 'email_taken', undefined, [
        { path: 'email', message: 'flotte.errors.email_taken' },
      ]);
    }
    throw error;
  }
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

    await tx.query(
      `update users set disabled_at = ${patch.disabled ? 'now()' : 'null'}, updated_at = now()
       where id = $1`,
      [id],
    );
    const revoked = patch.disabled ? await revokeSessions(tx, [id]) : 0;
    await audit(tx, {
      actorUserId: actorId,
      action: patch.disabled ? 'disable' : 'enable',
      entity: 'user',
      entityId: id,
      changes: patch.disabled ? { revoked_sessions: revoked } : undefined,
    });
    return (await findUser(tx, id))!;
  });
}
