import type { z } from 'zod';
import { fieldValidator } from '../../resources/common/zodValidators';
import type { Validator } from './form/useField';

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Empty, or only a phone prefix (what geolocation pre-fills): as good as empty. */
export const isOnlyPrefix = (value: unknown) =>
  isBlank(value) || (typeof value === 'string' && /^\s*\+?[0-9]{0,4}\s*$/.test(value));

/**
 * A validator for an optional field: empty passes (fieldValidator would say "required", since
 * the contract's optional fields refuse null), anything typed is checked by the schema.
 */
export function optionalValidator(schema: z.ZodType, blank = isBlank): Validator {
  const check = fieldValidator(schema);
  return (value, values, props) => (blank(value) ? undefined : check(value, values, props));
}

/** Drops empty strings and a lone phone prefix, so optional fields are left out of the body. */
export function compact<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(
      ([key, v]) => !isBlank(v) && !(key === 'phone' && isOnlyPrefix(v)),
    ),
  ) as Partial<T>;
}

/** The catalog key of a failure (toHttpError's message), or a generic one. */
export const messageOf = (error: unknown, fallback = 'flotte.errors.internal') =>
  error instanceof Error && error.message.startsWith('flotte.') ? error.message : fallback;

/** The field errors a server refusal carries (toHttpError puts them in `body.errors`). */
export function fieldErrorsOf(error: unknown): Record<string, string> | undefined {
  const body = (error as { body?: { errors?: unknown } } | null)?.body;
  return body?.errors && typeof body.errors === 'object'
    ? (body.errors as Record<string, string>)
    : undefined;
}

const CODE_ERRORS = new Set(['flotte.errors.invalid_code', 'flotte.errors.too_many_attempts']);

/**
 * The form errors of a refused one-time code (verify, reset): the server's field details,
 * else a wrong or dead code shown on the code field.
 */
export function codeFormErrors(error: unknown): Record<string, string> | undefined {
  const message = messageOf(error);
  return fieldErrorsOf(error) ?? (CODE_ERRORS.has(message) ? { code: message } : undefined);
}
