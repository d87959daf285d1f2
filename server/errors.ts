import type { ErrorCode } from '../contract/common';

export interface ErrorDetail {
  path: string;
  message: string;
  /** Values the message names (a limit, a name): `{ max: 30 }`. */
  args?: Record<string, string | number>;
}

/** Default English messages: for developers and logs; the app shows `flotte.errors.<code>`. */
const MESSAGES: Record<ErrorCode, string> = {
  validation_failed: 'Some fields are invalid.',
  unauthorized: 'Authentication required.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  conflict: 'This conflicts with existing data.',
  invalid_credentials: 'Wrong e-mail address or password.',
  account_disabled: 'This account is disabled.',
  session_expired: 'The session has expired.',
  asset_type_in_use: 'This asset type is used by assets and cannot be deleted.',
  name_taken: 'This name is already used.',
  rate_limited: 'Too many attempts; try again later.',
  payload_too_large: 'The request is too large.',
  internal: 'Internal server error.',
  email_taken: 'An account already uses this e-mail address.',
  email_not_verified: 'The e-mail address is not verified yet.',
  invalid_code: 'The code is wrong or has expired.',
  delivery_code_locked:
    'Too many wrong delivery codes: record a failed attempt or call the business, which can send the recipient a new code.',
  too_many_attempts: 'Too many wrong codes: ask for a new one.',
  slug_taken: 'This address (slug) is already used.',
  unknown_business: 'No business answers to this address.',
  google_token_invalid: 'The Google sign-in could not be verified.',
  google_account_unknown: 'No account is linked to this Google account.',
  google_account_exists: 'An account already exists for this Google account.',
  google_disabled: 'Google sign-in is not configured.',
  cannot_disable_self: 'You cannot disable your own account.',
  insufficient_funds: 'The wallet balance is too low for this operation.',
  invalid_transition: 'This status change is not allowed.',
  asset_unavailable: 'The asset is not available.',
  asset_type_mismatch: 'The asset is not of the requested type.',
  asset_in_use: 'The asset is dispatched, leased or in maintenance.',
  type_in_use: 'This type is in use and cannot be deleted.',
  unsupported_file_type: 'Only images (PNG, JPEG, WebP, GIF) and PDF files are accepted.',
  business_inactive: 'This business is not active: it cannot do this until it is approved.',
  business_has_open_requests: 'This business has requests in progress.',
  business_has_funds: "This business's wallet is not empty.",
  business_has_clients: 'This business has B2B clients.',
  business_has_active_leases: 'This business leases assets: end its leases first.',
  plan_limit_reached: "The plan's limit is reached.",
  whitelabel_not_allowed:
    'White-label features need a white-label business on a plan that allows them.',
  plan_in_use: 'Businesses subscribe to this plan: deactivate it instead.',
  already_subscribed: 'The business already subscribes to this plan.',
  currency_mismatch: "The plan's currency is not the wallet's.",
  currency_locked: 'The currency cannot change once money has moved.',
  code_taken: 'This code is already used.',
  database_unavailable: 'The database is unavailable; try again in a few seconds.',
  asset_not_compliant:
    'The asset may not be sent out: an expired document, a failed inspection or overdue maintenance.',
  invalid_driver: 'The driver is not an active driver of the asset’s owner.',
  geocoder_unavailable:
    'The address search service did not answer; try again or place the point on the map.',
  proof_required: 'The delivery lacks the proof its business requires.',
  not_delivered: 'The request is not delivered yet.',
  api_key_revoked: 'This API key has been revoked.',
  api_key_expired: 'This API key has expired.',
  api_key_not_allowed: 'An API key cannot do this: sign in as a person.',
  idempotency_key_reused: 'This Idempotency-Key was used with another request body.',
  idempotency_key_in_progress:
    'A request with this Idempotency-Key is still running; retry shortly.',
  webhook_url_invalid: 'The webhook address is not a valid http(s) URL.',
  webhook_url_insecure: 'Webhook addresses must use HTTPS.',
  webhook_url_forbidden:
    'The webhook address resolves to a private, loopback, link-local or metadata address.',
  webhook_url_unresolvable: 'The webhook host name does not resolve.',
  driver_busy: 'The driver is already on other work at that time.',
  no_depot: 'The fleet has no depot to leave from.',
  request_already_planned: 'A request of this round was planned or dispatched elsewhere.',
  request_not_ended:
    'The request has not ended: its recipient is erased once it is delivered or cancelled.',
  no_round_fits: 'No published round of that day can take this request.',
  round_changed: 'The round changed since the insertion was computed.',
  nothing_to_pay: 'No issued payout statement is left to pay in this currency.',
  payout_account_missing:
    'A bank account is missing: the platform’s (FLOTTE_PAYOUT_IBAN) or an owner’s.',
  tariff_exists: 'An active tariff exists for this asset type, currency and business.',
  quote_expired: 'The quote has expired.',
  quote_mismatch: 'The request does not ask what its quote priced.',
  nothing_to_invoice: 'Nothing to invoice over the period.',
  credit_exceeds_invoice: 'The credit note exceeds what remains of the invoice.',
  payment_exceeds_due: 'The payment exceeds the amount due.',
  issuer_identity_missing:
    'The issuer’s legal identity (SIREN, VAT number, address) is incomplete: no invoice can be issued.',
  platform_identity_missing:
    'The platform’s legal identity is incomplete (the fields in details): no invoice can be issued.',
};

/** An error the API answers as `{ statusCode, code, message, details? }`. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message?: string,
    readonly details?: ErrorDetail[],
    /** Seconds, for 429 and 503: sent as `Retry-After`. */
    readonly retryAfter?: number,
  ) {
    super(message ?? MESSAGES[code]);
    this.name = 'ApiError';
  }
}

export const notFound = () => new ApiError(404, 'not_found');
export const forbidden = () => new ApiError(403, 'forbidden');
export const unauthorized = () => new ApiError(401, 'unauthorized');
/** 400 validation_failed on one field; `message` is a catalog key. */
export const invalidField = (
  path: string,
  message = 'flotte.validation.invalid',
  args?: ErrorDetail['args'],
) =>
  new ApiError(400, 'validation_failed', undefined, [{ path, message, ...(args ? { args } : {}) }]);
export const defaultMessage = (code: ErrorCode) => MESSAGES[code];
