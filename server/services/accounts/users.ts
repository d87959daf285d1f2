import type { User } from '../../../contract/auth';
import type { Role } from '../../../contract/roles';
import { isoOrNull, iso, type Queryable } from '../../db/db';

/** A `users` row as the services read it (the password hash never leaves this layer). */
export interface UserRow {
  [key: string]: unknown;
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: Role;
  business_id: string | null;
  password_hash: string | null;
  email_verified_at: Date | string | null;
  disabled_at: Date | string | null;
  locale: string | null;
  created_at: Date | string;
  last_login_at: Date | string | null;
}

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
  const rows = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users where email = lower($1)`,
    [email],
  );
  return rows[0];
}
