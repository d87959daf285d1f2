import { z } from 'zod';

/**
 * A company's legal identifiers as invoices print them (docs/money.md "Invoices"): the SIREN
 * (9 digits, Luhn checksum) and the intra-EU VAT number (two letters, then 2 to 13 digits or
 * capitals; a French one is `FR` + a 2-digit key + the SIREN). The same forms the database
 * checks (migration 050). One rule for the business's profile and the platform's identity.
 */
export const identityMsg = {
  siren: 'flotte.validation.siren',
  vatNumber: 'flotte.validation.vat_number',
} as const;

/** The Luhn checksum of a string of digits (SIREN, SIRET). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** The French VAT key of a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

const compact = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s.]/g, '') : v);

export const siren = z.preprocess(
  compact,
  z
    .string()
    .regex(/^[0-9]{9}$/, { error: identityMsg.siren })
    .refine(luhnValid, { error: identityMsg.siren }),
);

export const vatNumber = z.preprocess(
  (v) => (typeof v === 'string' ? (compact(v) as string).toUpperCase() : v),
  z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,13}$/, { error: identityMsg.vatNumber })
    .refine(
      (v) =>
        !/^FR/.test(v) ||
        (/^FR[0-9]{2}[0-9]{9}$/.test(v) && frenchVatKey(v.slice(4)) === v.slice(2, 4)),
      { error: identityMsg.vatNumber },
    ),
);
