import { z } from 'zod';
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../db/db';
import { queryRows } from '../../db/query';

export type CodePurpose = 'verify_email' | 'reset_password';

/** An account code: 6 digits, valid 10 minutes, single use, at most 5 tries. */
export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

/** `ok` (the code is consumed), `invalid` (wrong, expired or none), `dead` (5 wrong tries). */
export type CodeCheck = 'ok' | 'invalid' | 'dead';

/**
 * One-time codes. Only an HMAC-SHA256 of the code, keyed with the server's JWT secret and
 * bound to the user and purpose, is stored: a database leak does not give live codes away,
 * and a fast keyed hash is enough for a code that dies after 5 tries and 10 minutes.
 */
export class Codes {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private hash(userId: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}:${userId}:${code}`).digest('hex');
  }

  /** A fresh code, replacing any previous one of the same purpose (and its wrong tries). */
  async issue(tx: Queryable, userId: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(this.now() + CODE_TTL_MINUTES * 60_000).toISOString();
    await tx.query(
      `insert into one_time_codes (user_id, purpose, code_hash, expires_at)
       values ($1, $2, $3, $4)
       on conflict (user_id, purpose) do update
         set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
             attempts = 0, created_at = now()`,
      [userId, purpose, this.hash(userId, purpose, code), expiresAt],
    );
    return code;
  }

  /**
   * Checks a code inside the caller's transaction, the row locked so two concurrent tries
   * cannot both use it. A right code is deleted (single use); a wrong one counts a try, which
   * the caller must commit even though it refuses the request.
   */
  async check(
    tx: Queryable,
    userId: string,
    purpose: CodePurpose,
    code: string,
  ): Promise<CodeCheck> {
    const rows = await queryRows(
      tx,
      z.object({
        id: z.string(),
        code_hash: z.string(),
        expires_at: z.string(),
        attempts: z.number(),
      }),
      `select id, code_hash, expires_at, attempts from one_time_codes
       where user_id = $1 and purpose = $2 for update`,
      [userId, purpose],
    );
    const row = rows[0];
    if (!row || new Date(row.expires_at).getTime() <= this.now()) return 'invalid';
    if (row.attempts >= CODE_MAX_ATTEMPTS) return 'dead';
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(this.hash(userId, purpose, code), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await tx.query('delete from one_time_codes where id = $1', [row.id]);
      return 'ok';
    }
    const updated = await queryRows(
      tx,
      z.object({ attempts: z.number() }),
      'update one_time_codes set attempts = attempts + 1 where id = $1 returning attempts',
      [row.id],
    );
    // The fifth wrong try kills the code at once: the user is told to ask for a new one.
    return (updated[0]?.attempts ?? CODE_MAX_ATTEMPTS) >= CODE_MAX_ATTEMPTS ? 'dead' : 'invalid';
  }
}
