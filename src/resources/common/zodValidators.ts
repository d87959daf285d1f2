import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { msg } from '../../../contract/common';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Schema messages are catalog keys; anything else (zod's own English) becomes "invalid". */
const toKey = (message: string | undefined) =>
  message && message.startsWith('flotte.') ? message : msg.invalid;

/**
 * A react-admin field validator from a contract schema: the browser checks exactly what the
 * server will, and react-admin translates the message key. An empty value that the schema
 * refuses reads "required" (zod would say "expected number"), and such a field gets
 * react-admin's required mark.
 */
export function fieldValidator(schema: z.ZodType): Validator {
  const validate: Validator = (value: unknown) => {
    const result = schema.safeParse(value === '' ? null : value);
    if (result.success) return undefined;
    return isEmpty(value) ? msg.required : toKey(result.error.issues[0]?.message);
  };
  return Object.assign(validate, { isRequired: !schema.safeParse(null).success });
}

/** One validator per field of an object schema. */
export function fieldValidators<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): Record<keyof Shape, Validator> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [key, fieldValidator(field as z.ZodType)]),
  ) as Record<keyof Shape, Validator>;
}
