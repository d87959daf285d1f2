import type { Validator } from 'react-admin';
import type { z } from 'zod';
import { limitMessage, msg } from '../../../contract/common';

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Schema messages are catalog keys; anything else (zod's own English) becomes "invalid". */
const toKey = (message: string | undefined) =>
  message && message.startsWith('flotte.') ? message : msg.invalid;

const accepts = (schema: z.ZodType, value: unknown) => schema.safeParse(value).success;

/** The value a schema gives a field left out (its `.default()`), or undefined. */
export function defaultOf(schema: z.ZodType): unknown {
  const result = schema.safeParse(undefined);
  return result.success ? result.data : undefined;
}

export interface FieldOptions {
  /**
   * What a blank input stands for, when the form sends that instead of null (a left-out
   * field's default, such as no deposit): the field is then optional.
   */
  blank?: unknown;
}

/**
 * A react-admin field validator from a contract schema: the browser checks exactly what the
 * server will, and react-admin translates the message key (with the limit when a limit
 * refuses the value: "Trop long : 120 caractères au plus."). An empty value that the schema
 * refuses reads "required" (zod would say "expected number"), and only such a field gets
 * react-admin's required mark: a field the server takes empty (null, an empty list such as
 * "Régions", or the `blank` the form sends for it) is optional. A field that may only be left
 * out (a PATCH's `.partial()`, a `.default()` the form does not send) is still required when
 * shown: the form sends it, and the server refuses it empty.
 */
export function fieldValidator(schema: z.ZodType, options: FieldOptions = {}): Validator {
  const emptyAccepted =
    accepts(schema, null) ||
    accepts(schema, []) ||
    ('blank' in options && accepts(schema, options.blank));
  const validate: Validator = (value: unknown) => {
    if (value === undefined || value === null || value === '') {
      // Never touched (undefined) the field is left out, as the schema may allow.
      return emptyAccepted || (value === undefined && accepts(schema, undefined))
        ? undefined
        : msg.required;
    }
    const result = schema.safeParse(value);
    if (result.success) return undefined;
    if (isEmpty(value)) return msg.required;
    // A limit refuses it: the message names the limit, as the server's does.
    const { message, args } = limitMessage(result.error.issues[0] ?? { code: '', message: '' });
    return args ? { message, args } : toKey(message);
  };
  return Object.assign(validate, { isRequired: !emptyAccepted });
}

/** One validator per field of an object schema (`blanks`: what a blank field is sent as). */
export function fieldValidators<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  blanks: Partial<Record<keyof Shape, unknown>> = {},
): Record<keyof Shape, Validator> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      fieldValidator(field as z.ZodType, key in blanks ? { blank: blanks[key] } : {}),
    ]),
  ) as Record<keyof Shape, Validator>;
}
