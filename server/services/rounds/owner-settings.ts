/**
 * An asset owner's own settings (`GET/PATCH /owner-settings`, docs/rounds.md "Auto-dispatch"):
 * today whether his assets take part in auto-dispatch. The column is `users.auto_dispatch`.
 */
import type { User } from '../../../contract/auth';
import {
  ownerSettings,
  type OwnerSettings,
  type OwnerSettingsWrite,
} from '../../../contract/owner-settings';
import type { Db, Queryable } from '../../db/db';
import { queryOne } from '../../db/query';
import { paramOf } from '../../scope/businesses';
import { ownerSettingsScopeSql } from '../../scope/owner-settings';
import { audit } from '../platform/audit';
import { orNotFound } from '../platform/find';

/**
 * THE owners whose assets auto-dispatch may use (a subquery of user ids): those who turned it on,
 * while their account is live.
 */
export const AUTO_DISPATCH_OWNERS_SQL = `select u.id from users u
  where u.auto_dispatch and u.role = 'asset_owner' and u.disabled_at is null`;

/** The caller's settings, locked with `lock` (404 outside the scope: no settings of his). */
function readOwn(db: Queryable, user: User, lock = ''): Promise<OwnerSettings> {
  const params: unknown[] = [];
  return orNotFound(
    queryOne(
      db,
      ownerSettings,
      `select u.auto_dispatch from users u
       where ${ownerSettingsScopeSql(paramOf(params), user)} ${lock}`,
      params,
    ),
  );
}

export const readOwnerSettings = (db: Queryable, user: User) => readOwn(db, user);

/** PATCH: the fields sent, under the owner's row lock, with one audit entry. */
export async function saveOwnerSettings(
  db: Db,
  user: User,
  input: OwnerSettingsWrite,
): Promise<OwnerSettings> {
  return db.transaction(async (tx) => {
    const next = { ...(await readOwn(tx, user, 'for no key update')), ...input };
    await tx.query('update users set auto_dispatch = $2, updated_at = now() where id = $1', [
      user.id,
      next.auto_dispatch,
    ]);
    await audit(tx, {
      actorUserId: user.id,
      action: 'update',
      entity: 'owner_settings',
      entityId: user.id,
      changes: input,
    });
    return next;
  });
}
