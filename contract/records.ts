import { z } from 'zod';

/** Building blocks of the records the API answers. */

/** When a record was made and last changed, as every record answers it. */
export const timestamps = { created_at: z.string(), updated_at: z.string() };

/** Fields alike, one for each of `keys` in their order, each schema made by `field`. */
export const fieldsOf = <const K extends readonly string[], T extends z.ZodType>(
  keys: K,
  field: () => T,
) => Object.fromEntries(keys.map((key) => [key, field()])) as Record<K[number], T>;

/** A whole number for each of `keys`: counts, or sums of money in minor units. */
export const integers = <const K extends readonly string[]>(keys: K) =>
  fieldsOf(keys, () => z.number().int());

/** A date-time (ISO 8601, as the API answers them) or null, for each of `keys`. */
export const nullableDateTimes = <const K extends readonly string[]>(keys: K) =>
  fieldsOf(keys, () => z.string().nullable());

/** One count for each of `keys` (a tally by status). */
export const countsBy = <T extends readonly string[]>(keys: T) => z.object(integers(keys));

/**
 * Another record this one points to, as the API answers it: `<name>_id` and `<name>_name`, the
 * name that lists and pages show without reading the other record.
 */
export const link = <N extends string>(name: N) => linkFields(name, () => z.string());

/** A link that may be absent (both null). */
export const nullableLink = <N extends string>(name: N) =>
  linkFields(name, () => z.string().nullable());

function linkFields<N extends string, T extends z.ZodType>(name: N, field: () => T) {
  return { [`${name}_id`]: field(), [`${name}_name`]: field() } as Record<
    `${N}_id` | `${N}_name`,
    T
  >;
}
