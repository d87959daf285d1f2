/**
 * The rows of the lists of users (the superadmin's users, a business's staff, a white-label
 * business's B2B staff): one shape over `users u` joined to `businesses b`; each list derives
 * its own `status`, and each parses its rows by its contract's schema (`adminUser`, `staffMember`).
 */

/** The columns of a listed user, its status by `statusSql` (an expression over `u`). */
export const listedUserColumns = (statusSql: string) =>
  `u.id, u.email, u.name, u.phone, u.role, u.business_id, b.name as business_name,
  ${statusSql} as status, u.created_at, u.last_login_at`;

/** The sort keys every user list offers; the id breaks ties. */
export const USER_ORDER = {
  name: ['lower(u.name)', 'u.id'],
  email: ['u.email', 'u.id'],
  created_at: ['u.created_at', 'u.id'],
  last_login_at: ['u.last_login_at', 'u.id'],
};
