import { z } from 'zod';
import { locale, phone } from './account';
import { accountTimes, email, personFields } from './auth';
import { requiredText } from './common';
import { flagFilter, idFilter, idsFilter, sortedListQuery } from './list-query';

/** A driver is reached by phone: required, and a phone number (account.ts `phone`). */
const driverPhone = requiredText(32).pipe(phone);

/**
 * A driver (docs/drivers.md, "Who drives"): a user of role `driver` employed by one asset owner
 * (`employer_user_id`) or by one business for its in-house fleet (`business_id`), never both.
 */
export const driver = z.object({
  ...personFields,
  employer_user_id: z.string().nullable(),
  business_id: z.string().nullable(),
  /** The employer's name (the owner's, or the business's), for the operator's list. */
  employer_name: z.string(),
  /** Disabled: cannot sign in, its sessions ended; not an asset's default driver any more. */
  disabled: z.boolean(),
  ...accountTimes,
});
export type Driver = z.infer<typeof driver>;

/**
 * POST /drivers: the caller's new driver, invited by mail (a code to choose its password); the
 * mail is in `locale`, the inviter's by default.
 */
export const driverCreate = z.object({
  name: requiredText(100),
  email,
  phone: driverPhone,
  locale: locale.optional(),
});
export type DriverCreate = z.infer<typeof driverCreate>;

/** PATCH /drivers/{id}: disabling ends every session of the driver at once. */
export const driverUpdate = z
  .object({ name: requiredText(100), phone: driverPhone, disabled: z.boolean() })
  .partial();
export type DriverUpdate = z.infer<typeof driverUpdate>;

export const DRIVER_SORTABLE = ['name', 'email', 'created_at', 'last_login_at'] as const;

/**
 * GET /drivers: the caller's drivers (the operator's: every driver, or one employer's with
 * `employer_user_id` or `business_id`).
 */
export const driverListQuery = sortedListQuery(DRIVER_SORTABLE, {
  disabled: flagFilter,
  employer_user_id: idFilter,
  business_id: idFilter,
  id: idsFilter,
});
