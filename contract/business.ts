import { z } from 'zod';
import { businessName, country, locale, phone, slug } from './account';
import { email } from './auth';
import { currency } from './asset-type';
import { msg, requiredText, uuid } from './common';
import { siren, vatNumber } from './legal-identity';
import { flagFilter, idFilter, idsFilter, sortedListQuery } from './list-query';
import { nullableLink, timestamps } from './records';

export const businessKind = z.enum(['standard', 'whitelabel', 'b2b']);
export type BusinessKind = z.infer<typeof businessKind>;

/** '' from a cleared form field means "no value". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? null : v), schema.nullable().optional());

/**
 * A business as every business route answers it (the list, one, create, update): the cheap
 * columns plus its live subscription's plan (null without one) and the names of its type and
 * white-label parent.
 */
export const business = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  kind: businessKind,
  active: z.boolean(),
  ...nullableLink('business_type'),
  ...nullableLink('parent_business'),
  country: z.string().nullable(),
  contact_email: z.string().nullable(),
  contact_phone: z.string().nullable(),
  address: z.string().nullable(),
  /** Its legal identity, printed on the invoices it receives (and issues, a white-label one). */
  siren: z.string().nullable(),
  vat_number: z.string().nullable(),
  /** The wallet's currency (docs/business.md, "Country and currency"). */
  currency: z.string().nullable(),
  /** Money has moved through the wallet: the currency can no longer change. */
  currency_locked: z.boolean(),
  ...nullableLink('plan'),
  subscription_status: z.enum(['active', 'past_due']).nullable(),
  ...timestamps,
});
export type Business = z.infer<typeof business>;

export const BUSINESS_SORTABLE = ['name', 'created_at', 'country', 'kind'] as const;

/**
 * GET /business (superadmin, in_house_manager). `active=false` is the approval queue;
 * `q` searches name, slug and contact e-mail.
 */
export const businessListQuery = sortedListQuery(BUSINESS_SORTABLE, {
  active: flagFilter,
  kind: businessKind.optional(),
  business_type_id: idFilter,
  country: z.string().trim().toUpperCase().max(2).optional(),
  parent_business_id: idFilter,
  id: idsFilter,
});

/** The fields a business's profile has (create and update). */
const profileFields = {
  name: businessName,
  business_type_id: optional(uuid),
  country: optional(country),
  contact_email: optional(email),
  contact_phone: optional(phone),
  address: optional(z.string().trim().max(500, { error: msg.tooLong })),
  siren: optional(siren),
  vat_number: optional(vatNumber),
  currency: optional(currency),
};

/** The first staff account of a business the superadmin creates: it gets a code by mail. */
export const staffInvite = z.object({
  name: requiredText(100),
  email,
  locale: locale.optional(),
});
export type StaffInvite = z.infer<typeof staffInvite>;

/**
 * POST /business (superadmin): the business, active unless said otherwise, and its first staff
 * account (role `business`, or `b2b` for a B2B client). A B2B client may name its white-label
 * parent; no other kind has one.
 */
export const businessCreate = z.object({
  ...profileFields,
  slug: optional(slug),
  kind: businessKind.default('standard'),
  parent_business_id: optional(uuid),
  active: z.boolean().default(true),
  staff: staffInvite,
});
export type BusinessCreate = z.infer<typeof businessCreate>;

/** PATCH /business/{id} (superadmin): any profile field, the slug, kind and parent. */
export const businessUpdate = z
  .object({
    ...profileFields,
    slug,
    kind: businessKind,
    parent_business_id: optional(uuid),
  })
  .partial();
export type BusinessUpdate = z.infer<typeof businessUpdate>;

/** PATCH /business (its own staff): the profile and the slug; not kind, parent or status. */
export const ownBusinessUpdate = z.object({ ...profileFields, slug }).partial();
export type OwnBusinessUpdate = z.infer<typeof ownBusinessUpdate>;

/**
 * PATCH /business/{id}/toggle-status: without a body the status flips; `{ active }` sets it
 * (so two superadmins approving at once do not undo each other).
 */
export const toggleStatusBody = z.object({ active: z.boolean().optional() }).optional();
