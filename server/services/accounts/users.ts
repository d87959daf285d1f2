import { z } from 'zod';
import type { User } from '../../../contract/auth';
import { role } from '../../../contract/roles';
import { isoOrNull, iso, type Queryable } from '../../db/db';
import { queryOne } from '../../db/query';

/**
 * A `users` row as the services read it (the password hash never leaves this layer): parsed,
 * its timestamps as ISO strings. `toUser` makes it the contract's `user`.
 */
export const userRow = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role,
  business_id: z.string().nullable(),
  password_hash: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  locale: z.string().nullable(),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type UserRow = z.output<typeof userRow>;

export const USER_COLUMNS = `id, email, name, phone, role, business_id, password_hash,
  email_verified_at, disabled_at, locale, created_at, last_login_at`;

/** The public shape of contract/auth.ts `user`. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role,
    business_id: row.business_id,
    locale: row.locale,
    email_verified: row.email_verified_at !== null,
    created_at: iso(row.created_at),
    last_login_at: isoOrNull(row.last_login_at),
  };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return queryOne(db, userRow, `select ${USER_COLUMNS} from users where email = lower($1)`, [
    email,
  ]);
}
