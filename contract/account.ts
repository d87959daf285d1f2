import { z } from 'zod';
import { msg, requiredText } from './common';
import { email, password } from './auth';

/** Validation keys particular to accounts (both catalogs have them under flotte.validation). */
export const accountMsg = {
  code: 'flotte.validation.code',
  phone: 'flotte.validation.phone',
  country: 'flotte.validation.country',
  slug: 'flotte.validation.slug',
} as const;

const personName = requiredText(100);

/** E.164-ish: digits, spaces, dashes, dots, brackets, an optional leading +; 6–20 digits. */
export const phone = z
  .string()
  .trim()
  .max(32, { error: msg.tooLong })
  .regex(/^\+?[0-9 ().-]{6,30}$/, { error: accountMsg.phone });

/** ISO 3166-1 alpha-2, upper case. */
export const country = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: accountMsg.country });

/** URL-safe business address: lower-case letters, digits and dashes, 3–48 characters. */
export const slug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,46})[a-z0-9]$/, { error: accountMsg.slug });

export const locale = z.enum(['fr', 'en']);

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const personFields = {
  name: personName,
  email,
  password,
  phone: optional(phone),
  country: optional(country),
  locale: optional(locale),
};

export const businessName = requiredText(120);

/** POST /asset-owners/signup */
export const assetOwnerSignupBody = z.object(personFields);
export type AssetOwnerSignupBody = z.infer<typeof assetOwnerSignupBody>;

/** POST /business/whitelabel/signup: `kind` is `whitelabel` unless `standard` is asked for. */
export const businessSignupBody = z.object({
  ...personFields,
  business_name: businessName,
  kind: z.enum(['whitelabel', 'standard']).default('whitelabel'),
  /** Derived from the business name when absent. */
  slug: optional(slug),
  currency: optional(z.string().regex(/^[A-Z]{3}$/, { error: msg.currency })),
});
export type BusinessSignupBody = z.infer<typeof businessSignupBody>;

/** POST /auth/b2b/sign-up, optionally under a white-label parent named by its slug. */
export const b2bSignupBody = z.object({
  ...personFields,
  business_name: businessName,
  parent_slug: optional(slug),
});
export type B2bSignupBody = z.infer<typeof b2bSignupBody>;

/** Every sign-up answers 201 with this: the account exists, its e-mail awaits its code. */
export const signupResponse = z.object({
  data: z.object({ email: z.string(), verificationRequired: z.literal(true) }),
});

export const otpCode = z
  .string({ error: msg.required })
  .trim()
  .regex(/^[0-9]{6}$/, { error: accountMsg.code });

/** POST /auth/user/verify: a right code verifies the e-mail and signs in (loginResponse). */
export const verifyBody = z.object({ email, code: otpCode });

/** POST /resend-otp and POST /auth/user/forgot-password: `{ email }`, answered 202 alike
 * whether the account exists or not. */
export const emailOnlyBody = z.object({ email });
export const acceptedResponse = z.object({ data: z.object({ accepted: z.literal(true) }) });

/** POST /auth/user/reset-password: revokes every session of the user. */
export const resetPasswordBody = z.object({ email, code: otpCode, password });

/** Google: the ID token the browser got from Google Identity Services. */
export const googleSignInBody = z.object({
  credential: z.string({ error: msg.required }).min(1, { error: msg.required }).max(8192),
});
/** A Google sign-up creates an asset owner unless a business sign-up is asked for. */
export const googleSignUpBody = googleSignInBody.extend({
  role: z.enum(['asset_owner', 'business']).default('asset_owner'),
  business_name: optional(businessName),
  kind: z.enum(['whitelabel', 'standard']).optional(),
  phone: optional(phone),
  country: optional(country),
  locale: optional(locale),
});
