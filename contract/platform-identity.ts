import { z } from 'zod';
import { country } from './account';
import { msg } from './common';
import { siren, vatNumber } from './legal-identity';

/**
 * The platform's legal identity (issue 30, docs/money.md "Invoices"): the seller printed on every
 * invoice the platform issues, a setting the superadmin writes and the manager reads. An invoice
 * copies it at issue, so a later change never alters an issued one.
 */
export const PLATFORM_IDENTITY_FIELDS = [
  'name',
  'address',
  'country',
  'siren',
  'vat_number',
  'legal_form',
  'capital',
  'rcs',
  'email',
] as const;
export type PlatformIdentityField = (typeof PLATFORM_IDENTITY_FIELDS)[number];

/** GET /platform-identity: each field null while not written. */
export const platformIdentity = z.object({
  name: z.string().nullable(),
  address: z.string().nullable(),
  country: z.string().nullable(),
  siren: z.string().nullable(),
  vat_number: z.string().nullable(),
  legal_form: z.string().nullable(),
  capital: z.string().nullable(),
  rcs: z.string().nullable(),
  email: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type PlatformIdentity = z.infer<typeof platformIdentity>;

/** A text field: trimmed, empty meaning removed (null). */
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg.tooLong })
    .transform((value) => value || null)
    .nullable();

/** A checked field: empty or null removes it, anything else must pass `schema`. */
const checked = (schema: z.ZodType<string, unknown>) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() || null : value),
    schema.nullable(),
  );

/** PATCH /platform-identity (superadmin): only the fields sent change; null removes one. */
export const platformIdentityWrite = z
  .object({
    name: text(140),
    address: text(300),
    country: checked(country),
    siren: checked(siren),
    vat_number: checked(vatNumber),
    legal_form: text(60),
    capital: text(60),
    rcs: text(100),
    email: checked(z.email({ error: msg.email }).max(254, { error: msg.tooLong })),
  })
  .partial();
export type PlatformIdentityWrite = z.infer<typeof platformIdentityWrite>;
