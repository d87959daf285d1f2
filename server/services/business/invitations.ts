/**
 * Staff accounts created by someone else (the superadmin's new business, a colleague's invite):
 * no password, unverified, with a reset-password code mailed to them. Choosing a password with
 * that code (POST /auth/user/reset-password) also verifies the address, so they can sign in.
 */
import { SqlState, sqlStateOf, type Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { invitationMail } from '../../mail/business-mails';
import { mailLocale } from '../../mail/templates';
import { CODE_TTL_MINUTES, type Codes } from '../accounts/codes';
import { slugTaken } from '../accounts/signup';
import type { Mailer } from '../platform/mail';
import { insertAudited } from '../platform/audit';

export interface InvitationDeps {
  codes: Codes;
  mailer: Mailer;
  publicUrl?: string | undefined;
}

export interface Invitee {
  name: string;
  email: string;
  locale: 'fr' | 'en';
  role: 'business' | 'b2b';
  businessId: string;
  businessName: string;
}

export const emailTaken = (path: string) =>
  new ApiError(409, 'email_taken', undefined, [{ path, message: 'flotte.errors.email_taken' }]);

/** 409 email_taken (on `path`) when an account already uses the address. */
export async function assertEmailFree(tx: Queryable, email: string, path: string): Promise<void> {
  const taken = await tx.query('select 1 from users where email = $1', [email]);
  if (taken.length > 0) throw emailTaken(path);
}

/**
 * Inserts the invited user, its code and the invitation mail, in the caller's transaction.
 * Answers the user's id and the outbox row to deliver after the commit.
 */
export async function invite(
  tx: Queryable,
  deps: InvitationDeps,
  inviter: { id: string; name: string },
  invitee: Invitee,
): Promise<{ userId: string; outboxId: string }> {
  const userId = await insertAudited(
    tx,
    `insert into users (email, name, role, business_id, locale) values ($1, $2, $3, $4, $5)
     returning id`,
    [invitee.email, invitee.name, invitee.role, invitee.businessId, invitee.locale],
    {
      actorUserId: inviter.id,
      action: 'invite',
      entity: 'user',
      changes: { email: invitee.email, role: invitee.role, business_id: invitee.businessId },
    },
  );
  const code = await deps.codes.issue(tx, userId, 'reset_password');
  const outboxId = await deps.mailer.queue(tx, {
    to: invitee.email,
    ...invitationMail(mailLocale(invitee.locale), {
      name: invitee.name,
      email: invitee.email,
      businessName: invitee.businessName,
      inviterName: inviter.name,
      code,
      minutes: CODE_TTL_MINUTES,
      publicUrl: deps.publicUrl,
    }),
  });
  return { userId, outboxId };
}

/** The unique index a failed write violated, if that is why it failed. */
export const violatedUnique = (error: unknown): string | undefined =>
  sqlStateOf(error) === SqlState.uniqueViolation
    ? ((error as { constraint?: string }).constraint ?? '')
    : undefined;

/**
 * Two writes racing for one address or slug: the unique index decides, and the loser answers
 * the same 409 as if it had come second.
 */
export function uniqueViolationAs409(error: unknown, emailPath: string): never {
  const constraint = violatedUnique(error);
  if (constraint?.includes('slug')) throw slugTaken();
  if (constraint?.includes('email')) throw emailTaken(emailPath);
  throw error;
}
