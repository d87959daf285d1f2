import { z } from 'zod';

/** Building blocks of the records the API answers. */

/** When a record was made and last changed, as every record answers it. */
export const timestamps = { created_at: z.string(), updated_at: z.string() };

/** One count for each of `keys` (a tally by status). */
export const countsBy = <T extends readonly string[]>(keys: T) =>
  z.object(
    Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<
      T[number],
      z.ZodNumber
    >,
  );
