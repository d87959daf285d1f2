import { z } from 'zod';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { authentication, type Authentication, type User } from '../../../contract/auth';
import { iso, type Db, type Queryable } from '../../db/db';
import { ApiError, unauthorized } from '../../errors';
import { keepReach, staffReachSql } from '../../scope/businesses';
import type { ApiKeyInfo } from '../integrations/api-keys';
import { isUuid } from '../../db/sql';
import { StaleCaller, type CallerCheck } from './caller-check';
import { toUser, USER_COLUMNS, userRow } from './users';
import { queryOne, queryRows } from '../../db/query';

export interface SessionInfo {
  id: string;
  strategy: Authentication['strategy'];
  expiresAt: string;
}

/** What a genuine token says: its user, session, and lifetime (seconds). */
export interface TokenClaims {
  sub: string;
  sid: string;
  iat: number;
  exp: number;
}

/** The row of CALLER_SQL. */
const callerRow = userRow.extend({
  session_id: z.string(),
  session_strategy: authentication.shape.strategy,
  session_expires_at: z.string(),
  session_revoked_at: z.string().nullable(),
  session_last_seen_at: z.string(),
  reach_business_ids: z.array(z.string()).nullable(),
  digest: z.string(),
});

/**
 * A call the auth plugin authenticated (set on the request): its user, and the session or API
 * key it came with. (The services' `Caller` is the user alone.)
 */
export interface Authenticated {
  user: User;
  /** A person's session; null for an API key's call (issue 20). */
  session: SessionInfo | null;
  /** The API key that made the call, if a key did (docs/integrations.md). */
  apiKey?: ApiKeyInfo | undefined;
}

export interface SessionOptions {
  /** Seconds one access token lives. */
  tokenTtl: number;
  /** Seconds a session lives at most, however often its token is refreshed. */
  sessionTtl: number;
  /** Milliseconds since the epoch; tests move the clock. */
  now?: () => number;
}

export interface OpenSession {
  ip?: string | undefined;
  userAgent?: string | undefined;
  strategy?: Authentication['strategy'];
}

/** Tokens kept verified (insertion order: the oldest is dropped first). */
const VERIFIED_TOKENS = 10_000;

/**
 * The session and its user, read on every signed-in request that no statement of its own can
 * confirm (caller-check.ts): prepared once per connection. For business and B2B staff it also
 * reads the businesses they reach (the scope's rule), which every list of theirs needs: one
 * round trip fewer per list (docs/benchmarks.md). `digest`: what a check compares (migration 042).
 */
const CALLER_SQL = `select s.id as session_id, s.strategy as session_strategy,
    s.expires_at as session_expires_at, s.revoked_at as session_revoked_at,
    s.last_seen_at as session_last_seen_at, ${staffReachSql} as reach_business_ids,
    flotte_caller_digest(s.id, s.user_id) as digest,
    u.${USER_COLUMNS.replace(/,\s*/g, ', u.')}
  from sessions s join users u on u.id = s.user_id
  where s.id = $1 and s.user_id = $2`;

/**
 * The scalar subquery a page's statement answers its caller's check with: the digest of the
 * session, its user and the businesses staff reach, and the last activity (`digest:ms`,
 * migration 042).
 */
const callerCheckSql = (sid: string, sub: string) =>
  `(select flotte_caller_digest(${sid}, ${sub}))`;

/** The check alone, for a request whose statements could not carry it. */
const CHECK_SQL = `select ${callerCheckSql('$1::uuid', '$2::uuid')} as c`;

/** The digest part of `digest:ms`: what a check must find again. */
const digestOf = (answer: string) => answer.split(':')[0]!;

/** One write a minute at most: enough to show activity, cheap on every request. */
const LAST_SEEN_EVERY_MS = 60_000;

/** A caller as this server last read it for a token (`Sessions.trusted`). */
interface KnownCaller {
  caller: Authenticated & { session: SessionInfo };
  /** The session and user's digest when it was read (migration 042). */
  digest: string;
}

/**
 * Sessions and their tokens. A token is a short-lived HS256 JWT (`sub` user, `sid` session,
 * `role`, `iat`, `exp`); it is accepted only while its session row is neither revoked nor past
 * its absolute end and its user is not disabled, so logout and disabling take effect at once.
 */
export class Sessions {
  /**
   * Imported once: with raw bytes jose imports a WebCrypto key on every sign and verify, a
   * measurable share of each request's CPU (docs/benchmarks.md).
   */
  private readonly key: Promise<CryptoKey>;
  private readonly now: () => number;
  /**
   * Tokens whose signature this process has checked, and their claims: WebCrypto's HMAC (an
   * asynchronous job) was a tenth of a list request's CPU, and a client sends the same token
   * with every request until it is refreshed. A memo of a pure function of the token and the
   * secret, not state: any server answers the same, the expiry is still checked each time, and
   * the session row is still read (docs/benchmarks.md).
   */
  private readonly verified = new Map<string, TokenClaims>();
  /**
   * The caller last read for each token: a guess, never an answer. A request built on it
   * leaves only once its own statement has confirmed the session and user are unchanged
   * (caller-check.ts); a stale one is read again.
   */
  private readonly known = new Map<string, KnownCaller>();

  constructor(
    readonly db: Db,
    secret: string,
    private readonly options: SessionOptions,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    this.now = options.now ?? Date.now;
  }

  /** Creates the session row (inside the caller's transaction). */
  async open(tx: Queryable, userId: string, info: OpenSession = {}): Promise<SessionInfo> {
    const expiresAt = new Date(this.now() + this.options.sessionTtl * 1000);
    const rows = await queryRows(
      tx,
      z.object({ id: z.string(), strategy: authentication.shape.strategy }),
      `insert into sessions (user_id, strategy, expires_at, ip, user_agent)
       values ($1, $2, $3, $4, $5) returning id, strategy`,
      [
        userId,
        info.strategy ?? 'local',
        expiresAt.toISOString(),
        info.ip ?? null,
        info.userAgent?.slice(0, 500) ?? null,
      ],
    );
    const row = rows[0]!;
    return { id: row.id, strategy: row.strategy, expiresAt: expiresAt.toISOString() };
  }

  /** A token for the session, never valid past the session's own end. */
  async sign(user: Pick<User, 'id' | 'role'>, session: SessionInfo): Promise<string> {
    const iat = Math.floor(this.now() / 1000);
    const sessionEnd = Math.floor(Date.parse(session.expiresAt) / 1000);
    return this.signUntil(user, session.id, iat, Math.min(iat + this.options.tokenTtl, sessionEnd));
  }

  private async signUntil(user: Pick<User, 'id' | 'role'>, sid: string, iat: number, exp: number) {
    return new SignJWT({ sid, role: user.role })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
  }

  /**
   * Checks a Bearer token. Answers the caller and, when the token has less than half of its
   * lifetime left, a fresh token for the same session (the `x-refreshed-token` header).
   */
  async authenticate(
    token: string,
    verified?: Promise<TokenClaims>,
  ): Promise<{ caller: Authenticated; refreshedToken?: string }> {
    const claims = await (verified ?? this.verify(token));
    const row = await queryOne(this.db, callerRow, CALLER_SQL, [claims.sid, claims.sub], {
      name: 'flotte_caller',
    });
    if (!row || row.session_revoked_at !== null) throw unauthorized();
    const now = this.now();
    const sessionEnd = Date.parse(iso(row.session_expires_at));
    if (sessionEnd <= now) throw new ApiError(401, 'session_expired');
    if (row.disabled_at !== null) throw new ApiError(401, 'account_disabled');

    if (now - Date.parse(iso(row.session_last_seen_at)) > LAST_SEEN_EVERY_MS) {
      await this.touch(this.db, row.session_id);
    }

    const user = toUser(row);
    keepReach(user, row.reach_business_ids);
    const session: SessionInfo = {
      id: row.session_id,
      strategy: row.session_strategy,
      expiresAt: new Date(sessionEnd).toISOString(),
    };
    const caller = { user, session };
    this.remember(token, { caller, digest: digestOf(row.digest) });

    const refreshUntil = this.refreshUntil(claims, sessionEnd);
    if (refreshUntil !== undefined) {
      const iat = Math.floor(this.now() / 1000);
      return { caller, refreshedToken: await this.signUntil(user, session.id, iat, refreshUntil) };
    }
    return { caller };
  }

  /**
   * The caller last read for this token, to build a request on before the database confirms it
   * (caller-check.ts); undefined when it must be read now: never read, past the session's end,
   * or due a fresh token (`authenticate` sends it).
   */
  trusted(
    token: string,
    claims: TokenClaims,
  ): { caller: Authenticated; check: CallerCheck } | undefined {
    const known = this.known.get(token);
    if (!known) return undefined;
    const sessionEnd = Date.parse(known.caller.session.expiresAt);
    if (sessionEnd <= this.now() || this.refreshUntil(claims, sessionEnd) !== undefined) {
      return undefined;
    }
    const check: CallerCheck = {
      sid: claims.sid,
      sub: claims.sub,
      sql: callerCheckSql,
      settle: async (db, answer) => {
        const found =
          answer !== undefined
            ? answer
            : (
                await queryRows(
                  db,
                  z.object({ c: z.string().nullable() }),
                  CHECK_SQL,
                  [claims.sid, claims.sub],
                  {
                    name: 'flotte_caller_check',
                  },
                )
              )[0]?.c;
        const [digest, seen] = found?.split(':') ?? [];
        if (digest !== known.digest) {
          this.known.delete(token);
          throw new StaleCaller();
        }
        if (this.now() - Number(seen) > LAST_SEEN_EVERY_MS) await this.touch(db, claims.sid);
      },
    };
    return { caller: known.caller, check };
  }

  private async touch(db: Queryable, sessionId: string): Promise<void> {
    await db.query('update sessions set last_seen_at = now() where id = $1', [sessionId]);
  }

  private remember(token: string, known: KnownCaller): void {
    if (this.known.size >= VERIFIED_TOKENS) {
      this.known.delete(this.known.keys().next().value!); // the oldest
    }
    this.known.set(token, known);
  }

  /** When a token has less than half its life left, the end of a fresh one (if it lives longer). */
  private refreshUntil(claims: TokenClaims, sessionEnd: number): number | undefined {
    const nowSec = Math.floor(this.now() / 1000);
    const halfLife = (claims.exp - claims.iat) / 2;
    if (claims.exp - nowSec >= halfLife) return undefined;
    const exp = Math.min(nowSec + this.options.tokenTtl, Math.floor(sessionEnd / 1000));
    // Near the session's end a new token would not live longer: do not send one.
    return exp > claims.exp ? exp : undefined;
  }

  /** The claims of a genuine, unexpired token (401 otherwise); the session is not read. */
  async verify(token: string): Promise<TokenClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (known.exp * 1000 <= this.now()) throw new ApiError(401, 'session_expired');
      return known;
    }
    const claims = await this.verifySignature(token);
    if (this.verified.size >= VERIFIED_TOKENS) {
      this.verified.delete(this.verified.keys().next().value!); // the oldest
    }
    this.verified.set(token, claims);
    return claims;
  }

  private async verifySignature(token: string): Promise<TokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      const { sub, sid, iat, exp } = payload;
      if (
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        !isUuid(sub) ||
        !isUuid(sid) ||
        typeof iat !== 'number' ||
        typeof exp !== 'number'
      ) {
        throw unauthorized();
      }
      return { sub, sid, iat, exp };
    } catch (error) {
      // jose checks the signature before the claims: an expired token is a genuine one.
      if (error instanceof joseErrors.JWTExpired) throw new ApiError(401, 'session_expired');
      throw unauthorized();
    }
  }

  /** Ends the session now: its tokens answer 401 from the next request on. */
  async revoke(tx: Queryable, sessionId: string): Promise<void> {
    await tx.query('update sessions set revoked_at = now() where id = $1 and revoked_at is null', [
      sessionId,
    ]);
  }
}
