import { z } from 'zod';
import { DEFAULT_LIMIT, MAX_LIMIT } from './limits';

export { DEFAULT_LIMIT, MAX_LIMIT } from './limits';
export { errorCodes, type ErrorCode } from './error-codes';

/**
 * Validation messages are message-catalog keys, so that the browser can show them in the
 * user's language and the server can send them as they are in `details`.
 */
export const msg = {
  required: 'flotte.validation.required',
  tooLong: 'flotte.validation.too_long',
  tooShort: 'flotte.validation.too_short',
  email: 'flotte.validation.email',
  integer: 'flotte.validation.integer',
  nonNegative: 'flotte.validation.non_negative',
  currency: 'flotte.validation.currency',
  invalid: 'flotte.validation.invalid',
  maxWeight: 'flotte.validation.max_weight',
  tooBig: 'flotte.validation.too_big',
  tooSmall: 'flotte.validation.too_small',
  tooMany: 'flotte.validation.too_many',
  tooFew: 'flotte.validation.too_few',
  controlCharacters: 'flotte.validation.control_characters',
  inPast: 'flotte.validation.in_past',
  inFuture: 'flotte.validation.in_future',
  /** A price sent where a tariff prices the request (docs/money.md). */
  priceFromTariff: 'flotte.validation.price_from_tariff',
} as const;

/**
 * Control characters no text needs: NUL (which PostgreSQL refuses), the other C0 controls and
 * DEL. Tab, line feed and carriage return stay allowed (multi-line notes, addresses).
 * One rule: the shared text schemas below and the server's check of every body, query and
 * path (server/plugins/control-characters.ts) read it.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Whether a text holds a control character no field needs. */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** A string schema's refusal of those characters, with its catalog message. */
const withoutControlCharacters = <T extends z.ZodString>(schema: T) =>
  schema.refine((text) => !hasControlCharacters(text), { error: msg.controlCharacters });

/** The values a limit's message names: `{ max: 120 }` or `{ min: 8 }`. */
export type LimitArgs = Record<'max' | 'min', number>;

/** What a refusal of zod's is made of here (an issue of any kind). */
interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
}

/** Messages a limit says better: the schema's catch-all words, or zod's own English. */
const GENERIC_MESSAGES: readonly string[] = [msg.tooLong, msg.tooShort, msg.invalid];

const LIMIT_MESSAGES = {
  too_big: { text: msg.tooLong, list: msg.tooMany, number: msg.tooBig },
  too_small: { text: msg.tooShort, list: msg.tooFew, number: msg.tooSmall },
} as const;

const isBound = (value: unknown): value is number | bigint =>
  typeof value === 'number' || typeof value === 'bigint';

const kindOf = (origin: string | undefined) =>
  origin === 'string'
    ? 'text'
    : origin === 'array' || origin === 'set'
      ? 'list'
      : origin === 'number' || origin === 'int' || origin === 'bigint'
        ? 'number'
        : null;

/**
 * A refusal as the catalog says it, naming the limit where zod gives one: a `too_big` or
 * `too_small` issue whose message is generic becomes the message of its kind (a text's
 * length, a number, a list's size) with the limit as `args` — "Trop long : 120 caractères au
 * plus." The server sends both in its field details, the browser's validators return them.
 * A precise message a schema names (`non_negative`, a plan's prices) is kept, and so is an
 * exclusive limit's (`positive()`), which "at most / at least" would misstate.
 */
export function limitMessage(issue: IssueLike): {
  message: string;
  args?: Partial<LimitArgs>;
} {
  const generic = !issue.message.startsWith('flotte.') || GENERIC_MESSAGES.includes(issue.message);
  const kind = kindOf(issue.origin);
  if (!generic || !kind || issue.inclusive === false) return { message: issue.message };
  if (issue.code === 'too_big' && isBound(issue.maximum)) {
    return { message: LIMIT_MESSAGES.too_big[kind], args: { max: Number(issue.maximum) } };
  }
  if (issue.code === 'too_small' && isBound(issue.minimum)) {
    return { message: LIMIT_MESSAGES.too_small[kind], args: { min: Number(issue.minimum) } };
  }
  return { message: issue.message };
}

export const uuid = z.uuid({ error: msg.invalid });
export const isoDateTime = z.string();

export const sortOrder = z.enum(['asc', 'desc']);

/** Query string of every paged list: `limit`, `skip`, `sort`, `order`, `q`. */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  skip: z.coerce.number().int().min(0).default(0),
  sort: z.string().max(64).optional(),
  order: sortOrder.default('asc'),
  q: withoutControlCharacters(z.string().trim().max(200)).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const pagination = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  skip: z.number().int(),
  /** Present (true) when `total` is a lower bound: the count stopped there (docs/totals.md). */
  lower_bound: z.boolean().optional(),
});

/** `{ data: [...], pagination: { total, limit, skip } }` */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), pagination });

/** `{ data }` */
export const oneResponse = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ statusCode, code, message, details? }`; `details` maps a field path to a message key. */
export const errorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  details: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
        args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
      }),
    )
    .optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** A required text (a name, a title): trimmed, 1 to `max` characters. */
export const requiredText = (max: number) =>
  withoutControlCharacters(
    z
      .string({ error: msg.required })
      .trim()
      .min(1, { error: msg.required })
      .max(max, { error: msg.tooLong }),
  );

/** An optional text (null when there is none): trimmed, at most `max` characters. */
export const nullableText = (max: number) =>
  withoutControlCharacters(z.string().trim().max(max, { error: msg.tooLong })).nullable();

/** A whole number from `min` (0 unless said) to `max` (a count, kilometres, minor units of money). */
export const wholeNumber = (max: number, min = 0) =>
  z
    .number({ error: msg.integer })
    .int({ error: msg.integer })
    .min(min, { error: msg.nonNegative })
    .max(max, { error: msg.tooLong });

/** An amount of money: integer minor units (cents), never a float. */
export const minorUnits = wholeNumber(1_000_000_000);

/** A date-time a body or a filter sends: ISO 8601 with its offset. */
export const offsetDateTime = z.iso.datetime({ offset: true, error: msg.invalid });

/**
 * How far a sender's clock may stray from the server's: a date-time "now" typed on a phone a
 * few minutes fast or slow is still now.
 */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/**
 * The date-time of something that will happen (a request's pickup, scheduled work): not in the
 * past, beyond the clocks' tolerance. One rule for the API's bodies and the forms' validators.
 * (A text that is no date-time is the format's refusal only: the comparisons below are false.)
 */
export const upcomingDateTime = offsetDateTime.refine(
  (at) => !(Date.parse(at) < Date.now() - CLOCK_TOLERANCE_MS),
  { error: msg.inPast },
);

/** The date-time of something that happened (a fuel fill): not in the future, beyond the tolerance. */
export const pastDateTime = offsetDateTime.refine(
  (at) => !(Date.parse(at) > Date.now() + CLOCK_TOLERANCE_MS),
  { error: msg.inFuture },
);
