import { z } from 'zod';
import { accountTimes, personFields } from './auth';
import { idFilter, idsFilter, sortedListQuery } from './list-query';
import { staffInvite } from './business';
import { link } from './records';

export { staffInvite };

/** `invited`: has not chosen a password yet (the code mailed to it does that). */
export const staffStatuses = ['active', 'invited', 'disabled'] as const;

/** A staff member of a business (GET /business/staff), and a B2B client's (b2b-users). */
export const staffMember = z.object({
  ...personFields,
  role: z.enum(['business', 'b2b']),
  ...link('business'),
  status: z.enum(staffStatuses),
  ...accountTimes,
});
export type StaffMember = z.infer<typeof staffMember>;

export const STAFF_SORTABLE = ['name', 'email', 'created_at', 'last_login_at'] as const;

/**
 * GET /business/staff: the caller's business's staff; the superadmin and the manager name the
 * business with `business_id`.
 */
export const staffListQuery = sortedListQuery(STAFF_SORTABLE, {
  status: z.enum(staffStatuses).optional(),
  business_id: idFilter,
  id: idsFilter,
});

/** PATCH /business/staff/{id}: disabling ends every session of that user at once. */
export const staffUpdate = z.object({ disabled: z.boolean() });

/** GET /business/b2b-users: a white-label business's B2B clients' staff. */
export const b2bUserListQuery = staffListQuery.omit({ business_id: true }).extend({
  /** One B2B client business. */
  b2b_business_id: idFilter,
  /** The superadmin and the manager name the white-label parent. */
  parent_business_id: idFilter,
});
