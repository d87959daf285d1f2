import { z } from 'zod';
import type { LoginBody, LoginResponse } from '../../../contract/auth';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { audit } from '../platform/audit';
import { verifyDummy, verifyPassword } from './passwords';
import type { OpenSession, Sessions } from './sessions';
import type { FailureThrottle, MakeThrottle } from '../platform/throttle';
import { findUserByEmail, toUser, type UserRow } from './users';
import { queryRows } from '../../db/query';
import { zoneOfSql } from '../../db/sql';
import { DEFAULT_TIME_ZONE } from '../../../contract/days';

export interface LoginThrottles {
  email: FailureThrottle;
  ip: FailureThrottle;
}

/** The window every account throttle counts in (sign-ins, codes, mails): 15 minutes. */
export const THROTTLE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins allowed in 15 minutes: 10 per address (guessing one account's password),
 * 50 per client IP (many accounts from one place, yet room for an office behind one NAT).
 */
export const loginThrottles = (throttle: MakeThrottle): LoginThrottles => ({
  email: throttle('login:email', 10, THROTTLE_WINDOW_MS),
  ip: throttle('login:ip', 50, THROTTLE_WINDOW_MS),
});

/**
 * E-mail and password sign-in. Unknown addresses cost one argon2 verification too, so the
 * answer's timing does not tell which accounts exist; a disabled account is only reported to
 * whoever knows its password.
 */
export async function login(
  db: Db,
  sessions: Sessions,
  throttles: LoginThrottles,
  { email, password }: LoginBody,
  info: OpenSession,
): Promise<LoginResponse> {
  // Failed attempts are counted per address and per client: guessing is bounded either way.
  const ip = info.ip ?? '';
  const wait = Math.max(await throttles.email.retryAfter(email), await throttles.ip.retryAfter(ip));
  if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);

  const row = await findUserByEmail(db, email);
  const ok = row?.password_hash
    ? await verifyPassword(row.password_hash, password)
    : await verifyDummy(password);
  if (!row || !ok) {
    await throttles.email.fail(email);
    await throttles.ip.fail(ip);
    throw new ApiError(401, 'invalid_credentials');
  }
  await throttles.email.reset(email);
  if (row.disabled_at !== null) throw new ApiError(403, 'account_disabled');

  // Only whoever knows the password learns that the address still awaits its code.
  if (row.email_verified_at === null) throw new ApiError(403, 'email_not_verified');

  return db.transaction((tx) => startSession(tx, sessions, row, { ...info, strategy: 'local' }));
}

/**
 * Opens a session for a user who proved who they are (password, e-mail code, Google) inside
 * the caller's transaction: the session row, last_login_at, the audit row and the token.
 */
export async function startSession(
  tx: Queryable,
  sessions: Sessions,
  row: UserRow,
  info: OpenSession,
): Promise<LoginResponse> {
  const strategy = info.strategy ?? 'local';
  const session = await sessions.open(tx, row.id, { ...info, strategy });
  const updated = await queryRows(
    tx,
    z.object({ last_login_at: z.string(), email_verified_at: z.string().nullable() }),
    'update users set last_login_at = now() where id = $1 returning last_login_at, email_verified_at',
    [row.id],
  );
  await audit(tx, {
    actorUserId: row.id,
    action: 'login',
    entity: 'session',
    entityId: session.id,
  });
  const user = toUser({
    ...row,
    last_login_at: updated[0]?.last_login_at ?? null,
    email_verified_at: updated[0]?.email_verified_at ?? row.email_verified_at,
  });
  const business = row.business_id
    ? await queryRows(
        tx,
        z.object({ active: z.boolean(), time_zone: z.string() }),
        `select b.active, ${zoneOfSql('b.id')} as time_zone from businesses b where b.id = $1`,
        [row.business_id],
      )
    : [];
  return {
    user: {
      ...user,
      business_active: business[0]?.active ?? null,
      time_zone: business[0]?.time_zone ?? DEFAULT_TIME_ZONE,
    },
    accessToken: await sessions.sign(user, session),
    authentication: { strategy, sessionId: session.id, expiresAt: session.expiresAt },
  };
}

export async function logout(db: Db, sessions: Sessions, actorId: string, sessionId: string) {
  await db.transaction(async (tx) => {
    await sessions.revoke(tx, sessionId);
    await audit(tx, {
      actorUserId: actorId,
      action: 'logout',
      entity: 'session',
      entityId: sessionId,
    });
  });
}
