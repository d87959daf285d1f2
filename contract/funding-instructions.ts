import { z } from 'zod';
import { msg } from './common';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';

/**
 * How a business adds money to its wallet, in the operator's words (a platform setting the
 * superadmin edits): one text per language, null when not written (the app then shows its
 * own translated default text).
 */
export const fundingInstructions = z.object({
  fr: z.string().nullable(),
  en: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FundingInstructions = z.infer<typeof fundingInstructions>;

const text = z
  .string()
  .trim()
  .max(4000, { error: msg.tooLong })
  // An empty text is no text: the default shows again.
  .transform((value) => value || null)
  .nullable();

/** PATCH /funding-instructions (superadmin): only the languages sent change. */
export const fundingInstructionsWrite = z.object({ fr: text, en: text }).partial();
export type FundingInstructionsWrite = z.infer<typeof fundingInstructionsWrite>;

/**
 * The bank account businesses pay into (issue 33), the superadmin's: shown on every wallet page
 * with the reference a business quotes on its transfer so the operator knows whose it is
 * (`reference`: the caller's own, null for the superadmin, who has no wallet).
 */
export const fundingAccount = z.object({
  account_holder: z.string().nullable(),
  /** Electronic format (`FR7630006000011234567890189`); the screens group it by four. */
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  reference: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type FundingAccount = z.infer<typeof fundingAccount>;

/** The reference a business quotes on a transfer to its wallet: `FLOTTE-` and its slug. */
export const fundingReference = (slug: string) => `FLOTTE-${slug.toUpperCase()}`;

/** An optional text: trimmed, empty meaning none (null). */
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: msg.tooLong })
    .transform((value) => value || null)
    .nullable();

/** PATCH /funding-instructions/account (superadmin): only the fields sent change. */
export const fundingAccountWrite = z
  .object({
    account_holder: optional(140),
    // Spaces and case as typed; kept in the electronic format, checked by its checksum.
    iban: optional(60)
      .transform((value) => (value === null ? null : (electronicFormatIBAN(value) ?? value)))
      .refine((value) => value === null || isValidIBAN(value), { error: msg.invalid }),
    bic: optional(20)
      .transform((value) => value?.replace(/\s+/g, '').toUpperCase() ?? null)
      .refine((value) => value === null || isValidBIC(value), { error: msg.invalid }),
  })
  .partial();
export type FundingAccountWrite = z.infer<typeof fundingAccountWrite>;
