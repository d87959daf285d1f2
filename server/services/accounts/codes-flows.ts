import type { LoginResponse } from '../../../contract/auth';
import type { Db, Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { codeMail, mailLocale, type CodeMailKind } from '../../mail/templates';
import { audit } from '../platform/audit';
import { CODE_TTL_MINUTES, type CodeCheck, type CodePurpose, type Codes } from './codes';
import { startSession, THROTTLE_WINDOW_MS } from './login';
import type { Mailer } from '../platform/mail';
import { hashPassword } from './passwords';
import type { OpenSession, Sessions } from './sessions';
import type { FailureThrottle, MakeThrottle } from '../platform/throttle';
import { findUserByEmail, type UserRow } from './users';

export interface AccountThrottles {
  /** Wrong or unknown codes (verify, reset), per e-mail address and per client IP. */
  codeEmail: FailureThrottle;
  codeIp: FailureThrottle;
  /** Every request that may send a mail (resend, forgot), per address and per client IP. */
  mailEmail: FailureThrottle;
  mailIp: FailureThrottle;
}

/**
 * In 15 minutes: 10 wrong codes per address (two codes' worth of tries) and 50 per IP; 5 mail
 * requests per address (no mailbox flooding) and 20 per IP.
 */
export const accountThrottles = (throttle: MakeThrottle): AccountThrottles => ({
  codeEmail: throttle('code:email', 10, THROTTLE_WINDOW_MS),
  codeIp: throttle('code:ip', 50, THROTTLE_WINDOW_MS),
  mailEmail: throttle('mail:email', 5, THROTTLE_WINDOW_MS),
  mailIp: throttle('mail:ip', 20, THROTTLE_WINDOW_MS),
});

export interface AccountDeps {
  db: Db;
  sessions: Sessions;
  codes: Codes;
  mailer: Mailer;
  throttles: AccountThrottles;
}

async function throttle(a: FailureThrottle, aKey: string, b: FailureThrottle, bKey: string) {
  const wait = Math.max(await a.retryAfter(aKey), await b.retryAfter(bKey));
  if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);
}

const invalidCode = () =>
  new ApiError(400, 'invalid_code', undefined, [
    { path: 'code', message: 'flotte.errors.invalid_code' },
  ]);

/** Sends a fresh code of that kind to the user (replacing the previous one). */
export async function sendCode(
  deps: Pick<AccountDeps, 'db' | 'codes' | 'mailer'>,
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'locale'>,
  kind: CodeMailKind,
): Promise<void> {
  const outboxId = await deps.db.transaction(async (tx) => {
    const code = await deps.codes.issue(tx, user.id, kind);
    return deps.mailer.queue(tx, {
      to: user.email,
      ...codeMail(kind, mailLocale(user.locale), {
        name: user.name,
        code,
        minutes: CODE_TTL_MINUTES,
      }),
    });
  });
  deps.mailer.deliver([outboxId]);
}

/**
 * Checks a code and, when right, runs `onValid` in the same transaction. A wrong code's try
 * is committed (it counts towards the 5), then the request is refused.
 */
async function withCode<T>(
  deps: AccountDeps,
  email: string,
  code: string,
  purpose: CodePurpose,
  ip: string,
  onValid: (user: UserRow, tx: Queryable) => Promise<T>,
): Promise<T> {
  const { throttles } = deps;
  await throttle(throttles.codeEmail, email, throttles.codeIp, ip);
  const fail = async (error: ApiError) => {
    await throttles.codeEmail.fail(email);
    await throttles.codeIp.fail(ip);
    return error;
  };
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw await fail(invalidCode());
  const outcome = await deps.db.transaction(async (tx) => {
    const check: CodeCheck = await deps.codes.check(tx, user.id, purpose, code);
    return check === 'ok' ? { value: await onValid(user, tx) } : { check };
  });
  if ('check' in outcome) {
    throw await fail(
      outcome.check === 'dead' ? new ApiError(429, 'too_many_attempts') : invalidCode(),
    );
  }
  await throttles.codeEmail.reset(email);
  return outcome.value;
}

/** POST /auth/user/verify: a right code verifies the address and signs the user in. */
export async function verifyEmail(
  deps: AccountDeps,
  { email, code }: { email: string; code: string },
  info: OpenSession,
): Promise<LoginResponse> {
  return withCode(deps, email, code, 'verify_email', info.ip ?? '', async (user, tx) => {
    // A disabled account keeps its code: nothing changes, nobody is signed in.
    if (user.disabled_at !== null) throw new ApiError(403, 'account_disabled');
    await tx.query(
      'update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = $1',
      [user.id],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'verify_email',
      entity: 'user',
      entityId: user.id,
    });
    return startSession(tx, deps.sessions, user, { ...info, strategy: 'local' });
  });
}

/**
 * The request counts against the limits whether the account exists or not, and the answer is
 * the same: neither tells which addresses have accounts.
 */
async function countMailRequest(throttles: AccountThrottles, email: string, ip: string) {
  await throttle(throttles.mailEmail, email, throttles.mailIp, ip);
  await throttles.mailEmail.fail(email);
  await throttles.mailIp.fail(ip);
}

/** POST /resend-otp: a new verification code, for an existing unverified, enabled account. */
export async function resendVerification(deps: AccountDeps, email: string, ip: string) {
  await countMailRequest(deps.throttles, email, ip);
  const user = await findUserByEmail(deps.db, email);
  if (user && user.email_verified_at === null && user.disabled_at === null) {
    await sendCode(deps, user, 'verify_email');
  }
}

/** POST /auth/user/forgot-password: a reset code, for an existing enabled account. */
export async function forgotPassword(deps: AccountDeps, email: string, ip: string) {
  await countMailRequest(deps.throttles, email, ip);
  const user = await findUserByEmail(deps.db, email);
  if (user && user.disabled_at === null) await sendCode(deps, user, 'reset_password');
}

/**
 * POST /auth/user/reset-password: sets the new password and revokes every session of the user.
 * The code came by mail, so it also proves the address: an unverified account becomes verified.
 */
export async function resetPassword(
  deps: AccountDeps,
  { email, code, password }: { email: string; code: string; password: string },
  ip: string,
): Promise<void> {
  // A blocked client costs no argon2 hash; hashed before the transaction, which locks the code.
  await throttle(deps.throttles.codeEmail, email, deps.throttles.codeIp, ip);
  const passwordHash = await hashPassword(password);
  await withCode(deps, email, code, 'reset_password', ip, async (user, tx) => {
    if (user.disabled_at !== null) throw new ApiError(403, 'account_disabled');
    await tx.query(
      `update users set password_hash = $2, email_verified_at = coalesce(email_verified_at, now()),
         updated_at = now() where id = $1`,
      [user.id, passwordHash],
    );
    const revoked = await tx.query(
      'update sessions set revoked_at = now() where user_id = $1 and revoked_at is null returning id',
      [user.id],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'reset_password',
      entity: 'user',
      entityId: user.id,
      changes: { revoked_sessions: revoked.length },
    });
  });
}
