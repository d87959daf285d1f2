/**
 * The rows of the lists of users (the superadmin's users, a business's staff, a white-label
 * business's B2B staff): one shape over `users u` joined to `businesses b`; each list derives
 * its own `status`.
 */
import { iso, isoOrNull } from '../../db/db';

interface ListedUser {
  id: string;
  email: string;
  name: string;
  phone: string | null;
  role: string;
  business_id: string | null;
  business_name: string | null;
  status: string;
  created_at: string;
  last_login_at: string | null;
}

export type ListedUserRow = Omit<ListedUser, 'created_at' | 'last_login_at'> & {
  [key: string]: unknown;
  created_at: Date | string;
  last_login_at: Date | string | null;
};

/** The columns of a listed user, its status by `statusSql` (an expression over `u`). */
export const listedUserColumns = (statusSql: string) =>
  `u.id, u.email, u.name, u.phone, u.role, u.business_id, b.name as business_name,
  ${statusSql} as status, u.created_at, u.last_login_at`;

/** The row as the list's record (`T`: the contract's shape, whose role and status it holds). */
export const toListedUser = <T extends ListedUser>(row: ListedUserRow): T =>
  ({
    id: row.id,
    email: row.email,
    name: row.name,
    phone: row.phone,
    role: row.role,
    business_id: row.business_id,
    business_name: row.business_name,
    status: row.status,
    created_at: iso(row.created_at),
    last_login_at: isoOrNull(row.last_login_at),
  }) as T;

/** The sort keys every user list offers; the id breaks ties. */
export const USER_ORDER = {
  name: ['lower(u.name)', 'u.id'],
  email: ['u.email', 'u.id'],
  created_at: ['u.created_at', 'u.id'],
  last_login_at: ['u.last_login_at', 'u.id'],
};
