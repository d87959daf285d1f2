import { z } from 'zod';
import { msg, requiredText } from './common';
import { sortedListQuery } from './list-query';
import { accountTimes, email, password, personFields } from './auth';
import { role } from './roles';
import { nullableLink } from './records';

/** The superadmin's users resource: a user with its status. */
export const adminUser = z.object({
  ...personFields,
  role,
  ...nullableLink('business'),
  status: z.enum(['active', 'unverified', 'disabled']),
  ...accountTimes,
});
export type AdminUser = z.infer<typeof adminUser>;

export const USER_SORTABLE = ['name', 'email', 'role', 'created_at', 'last_login_at'] as const;

export const userListQuery = sortedListQuery(USER_SORTABLE, {
  role: role.optional(),
  status: z.enum(['active', 'unverified', 'disabled']).optional(),
});

/** A superadmin creates operator staff only; everyone else signs up. */
export const userCreate = z.object({
  name: requiredText(100),
  email,
  role: z.enum(['in_house_manager', 'superadmin'], { error: msg.required }),
  password,
});
export type UserCreate = z.infer<typeof userCreate>;

/** PATCH /users/{id}: `disabled: true` ends every session of that user at once. */
export const userUpdate = z.object({ disabled: z.boolean() }).partial();
