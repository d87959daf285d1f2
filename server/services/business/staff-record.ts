/**
 * A staff member as the API answers it (docs/architecture.md, "Rows and the contract"): its
 * status, table, columns (every listed user's, accounts/user-list.ts), mapper and counted
 * shapes; its sort orders are every user list's (`USER_ORDER`).
 */
import { staffMember, type StaffMember } from '../../../contract/staff';
import type { Row } from '../../db/db';
import { parseRow } from '../../db/rows';
import { listedUserColumns } from '../accounts/user-list';
import { counted } from '../platform/counts';

/**
 * A staff member's status over users `u`: `disabled` wins; `invited` until a password is chosen
 * (an account signed up with Google has none and never was invited); else `active`.
 */
export const STAFF_STATUS_SQL = `case when u.disabled_at is not null then 'disabled'
  when u.password_hash is null and u.google_sub is null then 'invited' else 'active' end`;

/** A staff member's columns over `users u join businesses b` (STAFF_FROM). */
export const STAFF_COLUMNS = listedUserColumns(STAFF_STATUS_SQL);
export const STAFF_FROM = 'users u join businesses b on b.id = u.business_id';
export const toStaffMember = (r: Row): StaffMember => parseRow(staffMember, r);

/** Exact totals of a business's staff (the B2B ones too), per status (docs/totals.md). */
export const STAFF_COUNTS = counted({
  table: 'users',
  columns: { 'u.business_id': 'business_id', 'u.role': 'role', [STAFF_STATUS_SQL]: 'staff_status' },
  shapes: [
    ['business_id', 'role'],
    ['business_id', 'role', 'staff_status'],
  ],
});
