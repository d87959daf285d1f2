/**
 * A business's staff (GET/POST /business/staff, PATCH /business/staff/{id}): its users, their
 * invitations and who may sign in (docs/business.md, "Staff").
 */
import type { User } from '../../../contract/auth';
import type { StaffInvite } from '../../../contract/business';
import type { StaffMember, STAFF_SORTABLE } from '../../../contract/staff';
import { iso, isoOrNull, type Db, type Queryable } from '../../db/db';
import { ApiError, notFound } from '../../errors';
import { revokeSessions } from '../accounts/admin-users';
import { audit } from '../platform/audit';
import { isUuid, likePattern } from '../platform/sql';
import { assertRoomFor, type PlanPolicy } from './entitlements';
import { assertBusinessActive } from './guards';
import { assertEmailFree, invite, uniqueViolationAs409, type InvitationDeps } from './invitations';

/**
 * A staff member's status over users `u`: `disabled` wins; `invited` until a password is chosen
 * (an account signed up with Google has none and never was invited); else `active`.
 */
export const staffStatusSql = (u = 'u') => `case when ${u}.disabled_at is not null then 'disabled'
  when ${u}.password_hash is null and ${u}.google_sub is null then 'invited' else 'active' end`;

const COLUMNS = `u.id, u.email, u.name, u.phone, u.role, u.business_id, b.name as business_name,
  ${staffStatusSql()} as status, u.created_at, u.last_login_at`;
const FROM = 'users u join businesses b on b.id = u.business_id';

type Row = Omit<StaffMember, 'created_at' | 'last_login_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

const toStaffMember = (row: Row): StaffMember => ({
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

const ORDER_BY: Record<(typeof STAFF_SORTABLE)[number], string> = {
  name: 'lower(u.name)',
  email: 'u.email',
  created_at: 'u.created_at',
  last_login_at: 'u.last_login_at',
};

export interface StaffFilter {
  limit: number;
  skip: number;
  sort?: (typeof STAFF_SORTABLE)[number] | undefined;
  order: 'asc' | 'desc';
  q?: string | undefined;
  status?: StaffMember['status'] | undefined;
  ids?: string[] | undefined;
}

/** The staff of one live business (the caller's scope is the route's business id). */
export async function listStaff(
  db: Queryable,
  businessId: string,
  filter: StaffFilter,
): Promise<{ data: StaffMember[]; total: number }> {
  const params: unknown[] = [businessId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['u.business_id = $1', "u.role in ('business', 'b2b')"];
  if (filter.q) {
    const p = param(likePattern(filter.q));
    where.push(`(u.name ilike ${p} or u.email ilike ${p})`);
  }
  if (filter.status) where.push(`${staffStatusSql()} = ${param(filter.status)}`);
  if (filter.ids) where.push(`u.id = any(${param(filter.ids.filter(isUuid))}::uuid[])`);
  const whereSql = `where ${where.join(' and ')}`;
  const direction = filter.order === 'desc' ? 'desc' : 'asc';
  // Never-signed-in staff sort last either way; the id breaks ties so pages never overlap.
  const orderBy = `${ORDER_BY[filter.sort ?? 'created_at']} ${direction} nulls last, u.id ${direction}`;
  const count = await db.query<{ total: number }>(
    `select count(*)::int as total from users u ${whereSql}`,
    params,
  );
  const rows = await db.query<Row>(
    `select ${COLUMNS} from ${FROM} ${whereSql}
     order by ${orderBy} limit ${param(filter.limit)} offset ${param(filter.skip)}`,
    params,
  );
  return { data: rows.map(toStaffMember), total: count[0]?.total ?? 0 };
}

/** The business whose staff `user` lists: its own, or the one the operator names. */
export async function staffBusinessOf(
  db: Queryable,
  user: User,
  named: string | undefined,
): Promise<string> {
  if (user.role === 'superadmin' || user.role === 'in_house_manager') {
    if (!named) {
      throw new ApiError(400, 'validation_failed', undefined, [
        { path: 'business_id', message: 'flotte.validation.required' },
      ]);
    }
    const live = isUuid(named)
      ? await db.query('select 1 from businesses where id = $1 and deleted_at is null', [named])
      : [];
    if (live.length === 0) throw notFound();
    return named;
  }
  // Business staff: their own business; naming another one finds nothing.
  if (!user.business_id || (named !== undefined && named !== user.business_id)) throw notFound();
  return user.business_id;
}

async function findStaffMember(tx: Queryable, businessId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const rows = await tx.query<Row>(
    `select ${COLUMNS} from ${FROM} where u.id = $1 and u.business_id = $2
       and u.role in ('business', 'b2b') ${lock ? 'for update of u' : ''}`,
    [id, businessId],
  );
  return rows[0] ? toStaffMember(rows[0]) : undefined;
}

/**
 * Locks the business row (as `assertRoomFor` and a status change do), then checks it is
 * active: a business suspended meanwhile cannot slip an invite or a change in.
 */
async function lockActiveBusiness(tx: Queryable, businessId: string) {
  await tx.query('select 1 from businesses where id = $1 for update', [businessId]);
  await assertBusinessActive(tx, businessId);
  const rows = await tx.query<{ name: string }>('select name from businesses where id = $1', [
    businessId,
  ]);
  return rows[0]!.name;
}

export interface StaffDeps extends InvitationDeps {
  policy: PlanPolicy;
}

/**
 * POST /business/staff: a colleague, invited by mail (no password until it chooses one with the
 * mailed code). Counts against the plan's `max_users`; the invitation's language defaults to
 * the inviter's.
 */
export async function inviteStaff(
  db: Db,
  deps: StaffDeps,
  user: User,
  input: StaffInvite,
): Promise<StaffMember> {
  if (!user.business_id) throw notFound();
  const businessId = user.business_id;
  const { member, outboxId } = await db
    .transaction(async (tx) => {
      const businessName = await lockActiveBusiness(tx, businessId);
      await assertEmailFree(tx, input.email, 'email');
      await assertRoomFor(tx, businessId, 'users', deps.policy);
      const invitation = await invite(tx, deps, user, {
        name: input.name,
        email: input.email,
        locale: input.locale ?? (user.locale === 'en' ? 'en' : 'fr'),
        role: 'business',
        businessId,
        businessName,
      });
      return {
        member: (await findStaffMember(tx, businessId, invitation.userId))!,
        outboxId: invitation.outboxId,
      };
    })
    .catch((error: unknown) => uniqueViolationAs409(error, 'email'));
  deps.mailer.deliver([outboxId]);
  return member;
}

/**
 * PATCH /business/staff/{id}: disables a colleague (every session of it ends at once) or
 * enables it again (which takes a place of the plan's `max_users`). Nobody disables itself.
 */
export async function updateStaff(
  db: Db,
  policy: PlanPolicy,
  user: User,
  id: string,
  disabled: boolean,
): Promise<StaffMember> {
  if (!user.business_id) throw notFound();
  const businessId = user.business_id;
  return db.transaction(async (tx) => {
    await lockActiveBusiness(tx, businessId);
    const before = await findStaffMember(tx, businessId, id, true);
    if (!before) throw notFound();
    if (disabled && id === user.id) throw new ApiError(400, 'cannot_disable_self');
    if (disabled === (before.status === 'disabled')) return before;
    if (!disabled) await assertRoomFor(tx, businessId, 'users', policy);

    await tx.query(
      `update users set disabled_at = ${disabled ? 'now()' : 'null'}, updated_at = now()
       where id = $1`,
      [id],
    );
    const revoked = disabled ? await revokeSessions(tx, [id]) : 0;
    await audit(tx, {
      actorUserId: user.id,
      action: disabled ? 'disable' : 'enable',
      entity: 'user',
      entityId: id,
      changes: disabled ? { revoked_sessions: revoked } : undefined,
    });
    return (await findStaffMember(tx, businessId, id))!;
  });
}
