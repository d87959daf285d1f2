import { z } from 'zod';

/** Paging defaults of the seed: 10 a page from offset 0; the server caps a page at 100. */
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

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
} as const;

export const uuid = z.uuid({ error: msg.invalid });
export const isoDateTime = z.string();

export const sortOrder = z.enum(['asc', 'desc']);

/** Query string of every paged list: `limit`, `skip`, `sort`, `order`, `q`. */
export const listQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(DEFAULT_LIMIT),
  skip: z.coerce.number().int().min(0).default(0),
  sort: z.string().max(64).optional(),
  order: sortOrder.default('asc'),
  q: z.string().trim().max(200).optional(),
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

/**
 * Stable error codes: the browser translates `flotte.errors.<code>`.
 * Add a code here and to both catalogs together.
 */
export const errorCodes = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'invalid_credentials',
  'account_disabled',
  'session_expired',
  'asset_type_in_use',
  'name_taken',
  'rate_limited',
  'payload_too_large',
  'internal',
  'email_taken',
  'email_not_verified',
  'invalid_code',
  'too_many_attempts',
  'slug_taken',
  'unknown_business',
  'google_token_invalid',
  'google_account_unknown',
  'google_account_exists',
  'google_disabled',
  'cannot_disable_self',
  'insufficient_funds',
  'invalid_transition',
  'asset_unavailable',
  'asset_type_mismatch',
  'asset_in_use',
  'type_in_use',
  'unsupported_file_type',
  'business_inactive',
  'business_has_open_requests',
  'business_has_funds',
  'business_has_clients',
  'business_has_active_leases',
  'plan_limit_reached',
  'whitelabel_not_allowed',
  'plan_in_use',
  'already_subscribed',
  'currency_mismatch',
  'currency_locked',
  'code_taken',
  'database_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

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
