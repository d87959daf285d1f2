/**
 * A driver as the API answers it (docs/architecture.md, "Rows and the contract"): its table and
 * joins, its fields, its list's counted shapes (its sort orders are every user list's,
 * `USER_ORDER` of accounts/user-list.ts).
 */
import { driver } from '../../../contract/driver';
import { defineRecord } from '../../db/record';
import { STAFF_STATUS_SQL } from '../business/staff-record';
import { counted } from '../platform/counts';

export const DRIVER = defineRecord({
  schema: driver,
  from: `users u left join users e on e.id = u.employer_user_id
  left join businesses b on b.id = u.business_id`,
  fields: {
    id: 'u.id',
    email: 'u.email',
    name: 'u.name',
    phone: 'u.phone',
    employer_user_id: 'u.employer_user_id',
    business_id: 'u.business_id',
    employer_name: 'coalesce(e.name, b.name)',
    disabled: 'u.disabled_at is not null',
    created_at: 'u.created_at',
    last_login_at: 'u.last_login_at',
  },
});

/**
 * The users' counters a list of drivers reads (migration 013): every driver (the operator's),
 * a business's, and a business's by status (`disabled` is the staff status `disabled`). An
 * owner's drivers are counted up to the cap: an owner employs a handful.
 */
export const DRIVER_COUNTS = counted({
  table: 'users',
  columns: { 'u.role': 'role', 'u.business_id': 'business_id', [STAFF_STATUS_SQL]: 'staff_status' },
  shapes: [['role'], ['business_id', 'role'], ['business_id', 'role', 'staff_status']],
});
