import { z } from 'zod';
import { listQuery, msg } from './common';
import { email, password } from './auth';
import { role } from './roles';

/** The superadmin's users resource: a user with its status. */
export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  role,
  business_id: z.string().nullable(),
  business_name: z.string().nullable(),
  status: z.enum(['active', 'unverified', 'disabled']),
  created_at: z.string(),
  last_login_at: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const USER_SORTABLE = ['name', 'email', 'role', 'created_at', 'last_login_at'] as const;

export const userListQuery = listQuery.extend({
  sort: z.enum(USER_SORTABLE).optional(),
  role: role.optional(),
  status: z.enum(['active', 'unverified', 'disabled']).optional(),
});

/** A superadmin creates operator staff only; everyone else signs up. */
export const userCreate = z.object({
  name: z
    .string({ error: msg.required })
    .trim()
    .min(1, { error: msg.required })
    .max(100, { error: msg.tooLong }),
  email,
  role: z.enum(['in_house_manager', 'superadmin'], { error: msg.required }),
  password,
});
export type UserCreate = z.infer<typeof userCreate>;

/** PATCH /users/{id}: `disabled: true` ends every session of that user at once. */
export const userUpdate = z.object({ disabled: z.boolean() }).partial();
