import type { z } from 'zod';

/** The fields of a create whose value may be null. */
type NullableKeys<F extends Record<string, z.ZodType>> = {
  [K in keyof F]: null extends z.output<F[K]> ? K : never;
}[keyof F];

/**
 * A create's fields: each one that may be null may also be left out, and reads null then (the
 * same as `.optional().default(null)` on each). The others stay as they are, in their order.
 */
export const nullByDefault = <F extends Record<string, z.ZodType>>(fields: F) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, schema]) => [
      key,
      schema.safeParse(null).success ? schema.optional().default(null) : schema,
    ]),
  ) as {
    [K in keyof F]: K extends NullableKeys<F> ? z.ZodDefault<z.ZodOptional<F[K]>> : F[K];
  };
