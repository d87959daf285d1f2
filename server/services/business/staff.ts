/**
 * A business's staff (GET/POST /business/staff, PATCH /business/staff/{id}): its users, their
 * invitations and who may sign in (docs/business.md, "Staff").
 */
import type { User } from '../../../contract/auth';
import type { StaffInvite } from '../../../contract/business';
import type { StaffMember, STAFF_SORTABLE } from '../../../contract/staff';
import { msg } from '../../../contract/common';
import type { Db, Queryable } from '../../db/db';
import { ApiError, invalidField, notFound } from '../../errors';
import { setUserDisabled } from '../accounts/admin-users';
import { USER_ORDER } from '../accounts/user-list';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { isUuid } from '../../db/sql';
import { assertRoomFor, type PlanPolicy } from './entitlements';
import { lockActiveBusiness } from './guards';
import { isOperator, listedBusinessOf } from './scope';
import { assertEmailFree, invite, uniqueViolationAs409, type InvitationDeps } from './invitations';
import {
  STAFF_COLUMNS,
  STAFF_COUNTS,
  STAFF_FROM,
  STAFF_STATUS_SQL,
  toStaffMember,
} from './staff-record';

export interface StaffFilter extends ListFilter<(typeof STAFF_SORTABLE)[number]> {
  status?: StaffMember['status'] | undefined;
  ids?: string[] | undefined;
}

/** The staff of one live business (the caller's scope is the route's business id). */
export async function listStaff(
  db: Queryable,
  businessId: string,
  filter: StaffFilter,
): Promise<PageOf<StaffMember>> {
  const list = new ListSql()
    .countedBy(STAFF_COUNTS)
    .equals('u.business_id', businessId)
    .anyOf('u.role', ['business', 'b2b'], 'text')
    .search(filter.q, ['u.name', 'u.email'])
    .equals(STAFF_STATUS_SQL, filter.status)
    .ids('u.id', filter.ids);
  return staffPage(db, list, filter);
}

/** One page of the staff members `list` finds (a business's, a white-label's B2B clients'). */
export const staffPage = (db: Queryable, list: ListSql, filter: Omit<StaffFilter, 'ids'>) =>
  list.page(db, filter, {
    columns: STAFF_COLUMNS,
    from: STAFF_FROM,
    countFrom: 'users u',
    // Never-signed-in staff sort last either way.
    orderBy: orderBySql(USER_ORDER[filter.sort ?? 'created_at'], filter.order, true),
    toRecord: toStaffMember,
  });

/**
 * The business whose staff `user` lists: business staff their own, the superadmin and the
 * manager the one they name (400 when they name none).
 */
export async function staffBusinessOf(
  db: Queryable,
  user: User,
  named: string | undefined,
): Promise<string> {
  if (isOperator(user) && !named) throw invalidField('business_id', msg.required);
  return (await listedBusinessOf(db, user, named))!;
}

async function findStaffMember(tx: Queryable, businessId: string, id: string, lock = false) {
  if (!isUuid(id)) return undefined;
  const rows = await tx.query(
    `select ${STAFF_COLUMNS} from ${STAFF_FROM} where u.id = $1 and u.business_id = $2
       and u.role in ('business', 'b2b') ${lock ? 'for update of u' : ''}`,
    [id, businessId],
  );
  return rows[0] ? toStaffMember(rows[0]) : undefined;
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
      // Locked as `assertRoomFor` and a status change lock it: two invites never take one
      // last place, and a business suspended meanwhile cannot slip one in.
      const { name: businessName } = await lockActiveBusiness(tx, businessId, 'update');
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
    await lockActiveBusiness(tx, businessId, 'update');
    const before = await findStaffMember(tx, businessId, id, true);
    if (!before) throw notFound();
    if (disabled && id === user.id) throw new ApiError(400, 'cannot_disable_self');
    if (disabled === (before.status === 'disabled')) return before;
    if (!disabled) await assertRoomFor(tx, businessId, 'users', policy);

    await setUserDisabled(tx, user.id, id, disabled);
    return (await findStaffMember(tx, businessId, id))!;
  });
}
