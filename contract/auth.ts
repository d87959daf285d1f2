import { z } from 'zod';
import { msg } from './common';
import { role } from './roles';

export const email = z
  .string({ error: msg.required })
  .trim()
  .toLowerCase()
  .min(1, { error: msg.required })
  .max(254, { error: msg.tooLong })
  .pipe(z.email({ error: msg.email }));

/** Passwords: 8–128 characters. */
export const password = z
  .string({ error: msg.required })
  .min(8, { error: msg.tooShort })
  .max(128, { error: msg.tooLong });

export const loginBody = z.object({
  email,
  // Sign-in only checks presence: the length rule is for choosing a password.
  password: z.string({ error: msg.required }).min(1, { error: msg.required }).max(128),
});
export type LoginBody = z.infer<typeof loginBody>;

/** Who a user is: the fields every answer about a user starts with. */
export const personFields = {
  id: z.string(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
};

/** When the account was made and last signed in: the fields every answer about a user ends with. */
export const accountTimes = { created_at: z.string(), last_login_at: z.string().nullable() };

export const user = z.object({
  ...personFields,
  role,
  business_id: z.string().nullable(),
  locale: z.string().nullable(),
  email_verified: z.boolean(),
  ...accountTimes,
});
export type User = z.infer<typeof user>;

/** What the server knows of the session behind the token. */
export const authentication = z.object({
  strategy: z.literal('local').or(z.literal('google')),
  sessionId: z.string(),
  expiresAt: z.string(),
});
export type Authentication = z.infer<typeof authentication>;

/**
 * The signed-in user as the login answers it: with whether its business is approved yet
 * (null for users without a business), so the dashboard can say it awaits approval.
 */
// Optional: a user stored by an earlier version of the app lacks them.
export const sessionUser = user.extend({
  business_active: z.boolean().nullable().optional(),
  /**
   * The time zone the user's days follow (contract/days.ts): its business's setting, else
   * Europe/Paris; the app's "today" filters resolve in it without asking the settings.
   */
  time_zone: z.string().optional(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** The login response carries user, accessToken and authentication. */
export const loginResponse = z.object({
  user: sessionUser,
  accessToken: z.string(),
  authentication,
});
export type LoginResponse = z.infer<typeof loginResponse>;
