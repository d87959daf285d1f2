/**
 * Drivers (GET/POST /drivers, GET/PATCH /drivers/{id}; docs/drivers.md, "Who drives"): users of
 * role `driver` an asset owner or a business employs, invited by mail as staff are, and the rule
 * of which drivers may drive an asset by default.
 */
import type { User } from '../../../contract/auth';
import {
  type Driver,
  type DriverCreate,
  type DriverUpdate,
  type DRIVER_SORTABLE,
} from '../../../contract/driver';
import type { Db, Queryable } from '../../db/db';
import { idRow, queryRows } from '../../db/query';
import { ApiError, forbidden } from '../../errors';
import { driverInvitationMail } from '../../mail/driver-mails';
import { mailLocale } from '../../mail/templates';
import { listScope } from '../../scope/conditions';
import { driverScope, driverScopeSql, employerOf } from '../../scope/drivers';
import { setUserDisabled } from '../accounts/admin-users';
import { CODE_TTL_MINUTES } from '../accounts/codes';
import { USER_ORDER } from '../accounts/user-list';
import { assertRoomFor, type PlanPolicy } from '../business/entitlements';
import { lockActiveBusiness } from '../business/guards';
import {
  assertEmailFree,
  uniqueViolationAs409,
  type InvitationDeps,
} from '../business/invitations';
import { STAFF_STATUS_SQL } from '../business/staff-record';
import { audit, insertAudited } from '../platform/audit';
import { permittedRecord, scopedRecord } from '../platform/find';
import { ListSql, orderBySql, type ListFilter, type PageOf } from '../platform/list';
import { partialUpdate } from '../platform/partial-update';
import { DRIVER, DRIVER_COUNTS } from './driver-record';

type Caller = Pick<User, 'id' | 'role' | 'business_id' | 'name' | 'locale'>;

export interface DriverFilter extends ListFilter<(typeof DRIVER_SORTABLE)[number]> {
  disabled?: boolean | undefined;
  employer_user_id?: string | undefined;
  business_id?: string | undefined;
  ids?: string[] | undefined;
}

export async function listDrivers(
  db: Queryable,
  caller: Caller,
  filter: DriverFilter,
): Promise<PageOf<Driver>> {
  const list = new ListSql().countedBy(DRIVER_COUNTS);
  await listScope(db, list, driverScope(caller));
  // An employer filter that is not a uuid names no driver.
  if (
    !list.uuidEquals('u.employer_user_id', filter.employer_user_id) ||
    !list.uuidEquals('u.business_id', filter.business_id)
  ) {
    return { data: [], total: 0 };
  }
  if (filter.disabled !== undefined) {
    // As the staff status, which the counters follow: disabled, or invited and active.
    const statuses = filter.disabled ? ['disabled'] : ['active', 'invited'];
    list.anyOf(STAFF_STATUS_SQL, statuses, 'text');
  }
  list.search(filter.q, ['u.name', 'u.email', 'u.phone']).ids('u.id', filter.ids);
  return list.page(db, filter, {
    ...DRIVER,
    countFrom: 'users u',
    // Drivers who never signed in sort last either way.
    orderBy: orderBySql(USER_ORDER[filter.sort ?? 'name'], filter.order, true),
  });
}

const { find: findDriver, get: getDriver } = scopedRecord({
  ...DRIVER,
  idColumn: 'u.id',
  scope: driverScopeSql,
  // The driver's row only (the employer rows are null-extended for one of the two).
  lock: 'for update of u',
});
export { getDriver };

/** A driver just written (no scope: its writer was checked), as the API answers it. */
async function written(tx: Queryable, id: string): Promise<Driver> {
  return (await findDriver(tx, null, id))!;
}

export interface DriverDeps extends InvitationDeps {
  policy: PlanPolicy;
}

/**
 * POST /drivers: a driver of the caller's, invited as staff are (services/business/invitations.ts):
 * an unverified account without a password, and a mailed reset-password code to choose one
 * (which also verifies the address). A business's drivers take places of its plan's
 * `max_users` with its staff (409 plan_limit_reached), and an inactive business invites none.
 */
export async function inviteDriver(
  db: Db,
  deps: DriverDeps,
  caller: Caller,
  input: DriverCreate,
): Promise<Driver> {
  // The operator reads drivers but employs none (the route's guard refuses it first).
  const employer = employerOf(caller);
  if (!employer) throw forbidden();
  const { created, outboxId } = await db
    .transaction(async (tx) => {
      let employerName = caller.name;
      if (employer.business_id) {
        // Locked first, as a staff invitation does: two invitations never take one last place.
        employerName = (await lockActiveBusiness(tx, employer.business_id, 'update')).name;
      }
      await assertEmailFree(tx, input.email, 'email');
      if (employer.business_id) await assertRoomFor(tx, employer.business_id, 'users', deps.policy);
      const locale = input.locale ?? (caller.locale === 'en' ? 'en' : 'fr');
      const id = await insertAudited(
        tx,
        `insert into users (email, name, phone, role, employer_user_id, business_id, locale)
         values ($1, $2, $3, 'driver', $4, $5, $6) returning id`,
        [
          input.email,
          input.name,
          input.phone,
          employer.employer_user_id,
          employer.business_id,
          locale,
        ],
        {
          actorUserId: caller.id,
          action: 'invite',
          entity: 'user',
          changes: {
            email: input.email,
            role: 'driver',
            employer_user_id: employer.employer_user_id,
            business_id: employer.business_id,
          },
        },
      );
      const code = await deps.codes.issue(tx, id, 'reset_password');
      const queued = await deps.mailer.queue(tx, {
        to: input.email,
        ...driverInvitationMail(mailLocale(locale), {
          name: input.name,
          email: input.email,
          employerName,
          inviterName: caller.name,
          code,
          minutes: CODE_TTL_MINUTES,
          publicUrl: deps.publicUrl,
        }),
      });
      return { created: await written(tx, id), outboxId: queued };
    })
    .catch((error: unknown) => uniqueViolationAs409(error, 'email'));
  deps.mailer.deliver([outboxId]);
  return created;
}

const EDITABLE = ['name', 'phone'] as const;

/**
 * PATCH /drivers/{id}: renames, changes the phone, disables or enables one of the caller's
 * drivers. Disabling ends every session of the driver in the same transaction (its token
 * answers 401 from its next call) and leaves no asset with it as default driver; enabling a
 * business's driver takes a place of the plan's `max_users` again.
 */
export async function updateDriver(
  db: Db,
  policy: PlanPolicy,
  caller: Caller,
  id: string,
  patch: DriverUpdate,
): Promise<Driver> {
  return db.transaction(async (tx) => {
    // A business's row first, as staff changes lock it: an inactive business changes nothing.
    if (caller.role === 'business' && caller.business_id) {
      await lockActiveBusiness(tx, caller.business_id, 'update');
    }
    const before = await permittedRecord(
      caller,
      { resource: 'drivers', action: 'edit' },
      findDriver(tx, caller, id, true),
    );
    const fields = partialUpdate(EDITABLE, before, patch);
    const toggles = patch.disabled !== undefined && patch.disabled !== before.disabled;
    if (fields.changed.length === 0 && !toggles) return before;

    if (fields.changed.length > 0) {
      await fields.write(tx, 'users', id);
      await audit(tx, {
        actorUserId: caller.id,
        action: 'update',
        entity: 'user',
        entityId: id,
        changes: fields.changes({ ...before, ...patch }),
      });
    }
    if (toggles) await setDriverDisabled(tx, policy, caller.id, before, patch.disabled!);
    return written(tx, id);
  });
}

/**
 * Disables a driver as any user is disabled (setUserDisabled: its sessions revoked in this
 * transaction), and no asset keeps it as default driver; or enables it again.
 */
async function setDriverDisabled(
  tx: Queryable,
  policy: PlanPolicy,
  actorId: string,
  before: Driver,
  disabled: boolean,
): Promise<void> {
  if (!disabled && before.business_id) {
    await assertRoomFor(tx, before.business_id, 'users', policy);
  }
  await setUserDisabled(tx, actorId, before.id, disabled);
  if (!disabled) return;
  // A disabled driver drives nothing new: the assets that named it name nobody now.
  const cleared = await queryRows(
    tx,
    idRow,
    `update assets set default_driver_id = null, updated_at = now()
     where default_driver_id = $1 returning id`,
    [before.id],
  );
  for (const { id } of cleared) {
    await audit(tx, {
      actorUserId: actorId,
      action: 'update',
      entity: 'asset',
      entityId: id,
      changes: { default_driver_id: { from: before.id, to: null } },
    });
  }
}

/** Whose asset it is: its owner's, or (no owner) an in-house asset of its business. */
export interface AssetEmployer {
  owner_user_id: string | null;
  business_id: string | null;
}

/**
 * Whether `driverId` is a driver the asset's owner employs (an in-house asset: its business),
 * not disabled: the one rule of who may drive an asset (docs/drivers.md). `lock`: its row is
 * share-locked until the caller's write commits, so a driver disabled meanwhile waits for it
 * (then clears it as default driver).
 */
export async function isAssetDriver(
  tx: Queryable,
  driverId: string,
  asset: AssetEmployer,
  lock = false,
): Promise<boolean> {
  const employer = asset.owner_user_id
    ? { column: 'employer_user_id', id: asset.owner_user_id }
    : { column: 'business_id', id: asset.business_id };
  const rows = await tx.query(
    `select 1 from users where id = $1 and role = 'driver' and disabled_at is null
       and ${employer.column} = $2${lock ? ' for share' : ''}`,
    [driverId, employer.id],
  );
  return rows.length > 0;
}

/** 422 invalid_driver (on `default_driver_id`) unless `driverId` may drive the asset. */
export async function assertAssetDriver(
  tx: Queryable,
  driverId: string,
  asset: AssetEmployer,
): Promise<void> {
  if (!(await isAssetDriver(tx, driverId, asset, true))) {
    throw new ApiError(422, 'invalid_driver', undefined, [
      { path: 'default_driver_id', message: 'flotte.errors.invalid_driver' },
    ]);
  }
}
