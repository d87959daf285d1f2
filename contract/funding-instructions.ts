import { z } from 'zod';
import { msg } from './common';

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
