import { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type {
  AssetOwnerSignupBody,
  B2bSignupBody,
  BusinessSignupBody,
} from '../../../contract/account';
import { SqlState, sqlStateOf, type Db, type Queryable } from '../../db/db';
import { ApiError } from '../../errors';
import { signupAttemptMail } from '../../mail/signup-attempt-mail';
import { codeMail, mailLocale } from '../../mail/templates';
import { audit } from '../platform/audit';
import { CODE_TTL_MINUTES, type Codes } from './codes';
import type { Mailer } from '../platform/mail';
import { THROTTLE_WINDOW_MS } from './login';
import { hashPassword } from './passwords';
import { createWallet } from '../money/money';
import type { FailureThrottle, MakeThrottle } from '../platform/throttle';
import { queryRows } from '../../db/query';

export type SignupInput =
  | ({ role: 'asset_owner' } & AssetOwnerSignupBody)
  | ({ role: 'business' } & BusinessSignupBody)
  | ({ role: 'b2b' } & B2bSignupBody);

export interface SignupDeps {
  db: Db;
  codes: Codes;
  mailer: Mailer;
  /** Sign-ups per client IP: each creates rows and sends a mail. */
  ipThrottle: FailureThrottle;
}

/** 20 sign-ups per client IP in 15 minutes: room for an office, not for a script. */
export const signupThrottle = (throttle: MakeThrottle) =>
  throttle('signup:ip', 20, THROTTLE_WINDOW_MS);

/**
 * A sign-up with an address that has an account writes no account: its owner is mailed that
 * someone tried (in their language), and the caller gets the answer of a new address, so that
 * the sign-up does not tell who has an account (OWASP; sign-in and password reset answer the
 * same either way). The outbox id of that mail, or null for a new address.
 */
async function noticeExistingAccount(tx: Queryable, mailer: Mailer, email: string) {
  const [owner] = await queryRows(
    tx,
    z.object({ name: z.string(), locale: z.string().nullable() }),
    'select name, locale from users where email = $1',
    [email],
  );
  if (!owner) return null;
  return mailer.queue(tx, {
    to: email,
    ...signupAttemptMail(mailLocale(owner.locale), owner.name),
  });
}

/** Two sign-ups raced for one address and the unique index refused the second. */
class EmailRaced extends Error {}
export const slugTaken = () =>
  new ApiError(409, 'slug_taken', undefined, [
    { path: 'slug', message: 'flotte.errors.slug_taken' },
  ]);

/** "Transports Müller & Fils" → "transports-muller-fils" (the slug rule: 3–48 characters). */
export function slugify(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return base.length >= 3 ? base : `${base || 'business'}-${randomBytes(2).toString('hex')}`;
}

export const slugExists = async (tx: Queryable, slug: string) =>
  (await tx.query('select 1 from businesses where lower(slug) = lower($1)', [slug])).length > 0;

/** The slug asked for (409 when taken), or one derived from the name, suffixed until free. */
export async function chooseSlug(tx: Queryable, name: string, asked: string | undefined) {
  if (asked) {
    if (await slugExists(tx, asked)) throw slugTaken();
    return asked;
  }
  const base = slugify(name);
  let slug = base;
  for (let i = 2; await slugExists(tx, slug); i++) {
    slug = i < 10 ? `${base}-${i}` : `${base}-${randomBytes(3).toString('hex')}`;
  }
  return slug;
}

/** The white-label parent of a B2B sign-up, by slug; anything else is a 400 on parent_slug. */
async function findParent(tx: Queryable, slug: string): Promise<string> {
  const rows = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `select id from businesses
     where lower(slug) = lower($1) and kind = 'whitelabel' and deleted_at is null`,
    [slug],
  );
  if (!rows[0]) {
    throw new ApiError(400, 'unknown_business', undefined, [
      { path: 'parent_slug', message: 'flotte.errors.unknown_business' },
    ]);
  }
  return rows[0].id;
}

async function createBusiness(tx: Queryable, input: Exclude<SignupInput, { role: 'asset_owner' }>) {
  const parentId =
    input.role === 'b2b' && input.parent_slug ? await findParent(tx, input.parent_slug) : null;
  const slug = await chooseSlug(
    tx,
    input.business_name,
    input.role === 'business' ? input.slug : undefined,
  );
  const kind = input.role === 'business' ? input.kind : 'b2b';
  // Self-signed-up businesses start inactive: the superadmin approves them.
  const rows = await queryRows(
    tx,
    z.object({ id: z.string() }),
    `insert into businesses (name, slug, kind, parent_business_id, active, country, contact_email,
       contact_phone)
     values ($1, $2, $3, $4, false, $5, $6, $7) returning id`,
    [
      input.business_name,
      slug,
      kind,
      parentId,
      input.country ?? null,
      input.email,
      input.phone ?? null,
    ],
  );
  // The currency it chose is its wallet's (docs/business.md, "Country and currency").
  await createWallet(tx, rows[0]!.id, input.role === 'business' ? input.currency : null);
  return { id: rows[0]!.id, name: input.business_name, slug, kind, parentId };
}

/**
 * Every self sign-up: the user (and its business) in one transaction, unverified, with its
 * verification code and the mail that carries it. Any refusal writes nothing.
 */
export async function signUp(
  deps: SignupDeps,
  input: SignupInput,
  ip: string,
): Promise<{ email: string }> {
  const wait = await deps.ipThrottle.retryAfter(ip);
  if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);
  await deps.ipThrottle.fail(ip);
  const passwordHash = await hashPassword(input.password);
  const locale = input.locale ?? 'fr';
  const outboxId = await deps.db
    .transaction(async (tx) => {
      const notice = await noticeExistingAccount(tx, deps.mailer, input.email);
      if (notice) return notice;

      const business = input.role === 'asset_owner' ? null : await createBusiness(tx, input);
      const rows = await queryRows(
        tx,
        z.object({ id: z.string() }),
        `insert into users (email, name, phone, role, business_id, password_hash, locale)
         values ($1, $2, $3, $4, $5, $6, $7) returning id`,
        [
          input.email,
          input.name,
          input.phone ?? null,
          input.role,
          business?.id ?? null,
          passwordHash,
          locale,
        ],
      );
      const userId = rows[0]!.id;
      if (business) {
        await audit(tx, {
          actorUserId: userId,
          action: 'signup',
          entity: 'business',
          entityId: business.id,
          changes: {
            name: business.name,
            slug: business.slug,
            kind: business.kind,
            parent_business_id: business.parentId,
          },
        });
      }
      await audit(tx, {
        actorUserId: userId,
        action: 'signup',
        entity: 'user',
        entityId: userId,
        changes: { email: input.email, role: input.role, business_id: business?.id ?? null },
      });
      const code = await deps.codes.issue(tx, userId, 'verify_email');
      return deps.mailer.queue(tx, {
        to: input.email,
        ...codeMail('verify_email', mailLocale(locale), {
          name: input.name,
          code,
          minutes: CODE_TTL_MINUTES,
        }),
      });
    })
    .catch((error: unknown) => {
      // Two sign-ups racing for one address or slug: the unique indexes decide.
      if (sqlStateOf(error) === SqlState.uniqueViolation) {
        const constraint = (error as { constraint?: string }).constraint ?? '';
        if (constraint.includes('slug')) throw slugTaken();
        throw new EmailRaced();
      }
      throw error;
    })
    .catch(async (error: unknown) => {
      if (!(error instanceof EmailRaced)) throw error;
      // The other sign-up's account exists now: its owner hears of this one, as above.
      return deps.db.transaction((tx) => noticeExistingAccount(tx, deps.mailer, input.email));
    });
  if (outboxId) deps.mailer.deliver([outboxId]);
  return { email: input.email };
}
