import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { googleSignUpBody } from '../../../contract/account';
import type { LoginResponse } from '../../../contract/auth';
import { SqlState, sqlStateOf, type Db, type Queryable } from '../../db/db';
import { ApiError, invalidField } from '../../errors';
import { codeMail, mailLocale } from '../../mail/templates';
import { audit } from '../platform/audit';
import { CODE_TTL_MINUTES, type Codes } from './codes';
import { startSession } from './login';
import type { Mailer } from '../platform/mail';
import type { OpenSession, Sessions } from './sessions';
import { slugify } from './signup';
import { createWallet } from '../money/money';
import { USER_COLUMNS, userRow } from './users';
import { queryOne, queryRows } from '../../db/query';

export type GoogleSignUp = z.infer<typeof googleSignUpBody>;

/** What Flotte keeps of a verified Google ID token. */
export interface GoogleIdentity {
  sub: string;
  email: string;
  emailVerified: boolean;
  name: string | undefined;
  locale: string | undefined;
}

export interface GoogleOptions {
  clientId: string;
  jwksUrl: string;
  issuers: string[];
  now?: () => number;
  /** Where an unreachable key endpoint is reported. */
  log?: { warn: (obj: object, msg: string) => void };
}

const invalid = () => new ApiError(401, 'google_token_invalid');

/**
 * Verifies Google ID tokens: RS256 signature against Google's published keys (fetched from
 * `jwksUrl` and cached by jose, refetched when a new key id appears), `aud` = our client id,
 * `iss` one of Google's, `exp` not past. Without a client id Google sign-in is off (503).
 */
export function googleVerifier({ clientId, jwksUrl, issuers, now = Date.now, log }: GoogleOptions) {
  const keys = clientId ? createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 }) : null;
  return async function verifyGoogleToken(credential: string): Promise<GoogleIdentity> {
    if (!keys) throw new ApiError(503, 'google_disabled');
    let payload;
    try {
      ({ payload } = await jwtVerify(credential, keys, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: issuers,
        currentDate: new Date(now()),
        clockTolerance: 30, // Google's clocks and ours may differ by a few seconds
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw invalid();
      // Google's keys unreachable (network, DNS): nothing is wrong with the caller's token, so
      // 503, not 401; the code still tells the user the sign-in could not be verified.
      log?.warn({ err: error, jwksUrl }, 'Google signing keys unreachable');
      throw new ApiError(503, 'google_token_invalid', 'Google signing keys are unreachable.');
    }
    const { sub, email, email_verified, name, locale } = payload;
    if (typeof sub !== 'string' || !sub || typeof email !== 'string' || !email.includes('@')) {
      throw invalid();
    }
    return {
      sub,
      email: email.trim().toLowerCase(),
      emailVerified: email_verified === true || email_verified === 'true',
      name: typeof name === 'string' && name.trim() ? name.trim().slice(0, 100) : undefined,
      locale: typeof locale === 'string' ? locale : undefined,
    };
  };
}

export type VerifyGoogleToken = ReturnType<typeof googleVerifier>;

/**
 * Signs in the account linked to the token's Google `sub` (never by e-mail alone: the link is
 * made at Google sign-up). An unverified account becomes verified when Google vouches for the
 * same address; otherwise it is refused like a password sign-in.
 */
export async function googleSignIn(
  db: Db,
  sessions: Sessions,
  identity: GoogleIdentity,
  info: OpenSession,
): Promise<LoginResponse> {
  return db.transaction(async (tx) => {
    const row = await queryOne(
      tx,
      userRow,
      `select ${USER_COLUMNS} from users where google_sub = $1 for update`,
      [identity.sub],
    );
    if (!row) throw new ApiError(404, 'google_account_unknown');
    if (row.disabled_at !== null) throw new ApiError(403, 'account_disabled');
    if (row.email_verified_at === null) {
      if (!identity.emailVerified || identity.email !== row.email) {
        throw new ApiError(403, 'email_not_verified');
      }
      await tx.query('update users set email_verified_at = now() where id = $1', [row.id]);
    }
    return startSession(tx, sessions, row, { ...info, strategy: 'google' });
  });
}

async function freeSlug(tx: Queryable, name: string): Promise<string> {
  const base = slugify(name);
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    const taken = await tx.query('select 1 from businesses where lower(slug) = $1', [candidate]);
    if (taken.length === 0) return candidate;
  }
}

export type GoogleSignUpResult =
  { kind: 'signed_in'; body: LoginResponse } | { kind: 'verification_required'; email: string };

export interface GoogleSignUpDeps {
  db: Db;
  sessions: Sessions;
  codes: Codes;
  mailer: Mailer;
}

/**
 * Creates an account linked to the Google `sub`: an asset owner, or the first user of a new
 * business (inactive until the superadmin approves it, like the e-mail sign-up). The e-mail is
 * verified when Google says so, and the user is signed in at once; otherwise the account waits
 * for the e-mail code sent now, as after an e-mail sign-up. One transaction: a refusal writes
 * nothing.
 */
export async function googleSignUp(
  { db, sessions, codes, mailer }: GoogleSignUpDeps,
  identity: GoogleIdentity,
  input: Omit<GoogleSignUp, 'credential'>,
  info: OpenSession,
): Promise<GoogleSignUpResult> {
  if (input.role === 'business' && !input.business_name) {
    throw invalidField('business_name', 'flotte.validation.required');
  }
  const conflict = async (tx: Queryable) => {
    const linked = await tx.query('select 1 from users where google_sub = $1', [identity.sub]);
    if (linked.length) return new ApiError(409, 'google_account_exists');
    const used = await tx.query('select 1 from users where email = $1', [identity.email]);
    if (used.length) {
      return new ApiError(409, 'email_taken', undefined, [
        { path: 'email', message: 'flotte.errors.email_taken' },
      ]);
    }
    return null;
  };
  try {
    const result = await db.transaction(async (tx) => {
      const refused = await conflict(tx);
      if (refused) throw refused;
      let businessId: string | null = null;
      if (input.role === 'business') {
        const business = await queryRows(
          tx,
          z.object({ id: z.string() }),
          `insert into businesses (name, slug, kind, active, country, contact_email, contact_phone)
           values ($1, $2, $3, false, $4, $5, $6) returning id`,
          [
            input.business_name,
            await freeSlug(tx, input.business_name!),
            input.kind ?? 'whitelabel',
            input.country ?? null,
            identity.email,
            input.phone ?? null,
          ],
        );
        businessId = business[0]!.id;
        await createWallet(tx, businessId, null);
        await audit(tx, {
          actorUserId: null,
          action: 'signup',
          entity: 'business',
          entityId: businessId,
          changes: { name: input.business_name, kind: input.kind ?? 'whitelabel' },
        });
      }
      const locale = input.locale ?? (identity.locale?.startsWith('en') ? 'en' : 'fr');
      const rows = await queryRows(
        tx,
        userRow,
        `insert into users (email, name, phone, role, business_id, google_sub, email_verified_at,
                            locale)
         values ($1, $2, $3, $4, $5, $6, ${identity.emailVerified ? 'now()' : 'null'}, $7)
         returning ${USER_COLUMNS}`,
        [
          identity.email,
          identity.name ?? identity.email.split('@')[0]!,
          input.phone ?? null,
          input.role,
          businessId,
          identity.sub,
          locale,
        ],
      );
      const row = rows[0]!;
      await audit(tx, {
        actorUserId: row.id,
        action: 'signup',
        entity: 'user',
        entityId: row.id,
        changes: { strategy: 'google', role: input.role },
      });
      if (!identity.emailVerified) {
        const code = await codes.issue(tx, row.id, 'verify_email');
        const outboxId = await mailer.queue(tx, {
          to: row.email,
          ...codeMail('verify_email', mailLocale(locale), {
            name: row.name,
            code,
            minutes: CODE_TTL_MINUTES,
          }),
        });
        return { kind: 'verification_required' as const, email: identity.email, outboxId };
      }
      const body = await startSession(tx, sessions, row, { ...info, strategy: 'google' });
      return { kind: 'signed_in' as const, body };
    });
    if (result.kind === 'signed_in') return result;
    mailer.deliver([result.outboxId]); // after the commit, as every mail
    return { kind: result.kind, email: result.email };
  } catch (error) {
    // Two sign-ups racing for the same address or Google account: the unique index decides.
    if (sqlStateOf(error) === SqlState.uniqueViolation) {
      throw (await conflict(db)) ?? new ApiError(409, 'slug_taken');
    }
    throw error;
  }
}
