import { z } from 'zod';
import { msg, offsetDateTime, requiredText, uuid } from './common';
import { idFilter, pageQuery } from './list-query';
import { nullableDateTimes, nullableLink } from './records';

/**
 * Integrations (issue 20, docs/integrations.md): a business's API keys, its webhook endpoints
 * and their delivery log.
 */

/** Every key starts so; the prefix shown in lists is this plus 8 characters. */
export const API_KEY_PREFIX = 'flt_live_';

export const API_KEY_SCOPES = ['read', 'write'] as const;
export const apiKeyScope = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof apiKeyScope>;

/** An API key as lists show it: never its secret. */
export const apiKey = z.object({
  id: z.string(),
  business_id: z.string(),
  name: z.string(),
  /** `flt_live_` and 8 characters: how a key is recognised in lists and the audit log. */
  prefix: z.string(),
  scope: apiKeyScope,
  /** A white-label business's key may act for one of its B2B clients only. */
  ...nullableLink('b2b_client'),
  ...nullableDateTimes(['expires_at', 'last_used_at', 'revoked_at']),
  created_at: z.string(),
});
export type ApiKey = z.infer<typeof apiKey>;

/** The answer of a creation: the key and, this once, its secret. */
export const apiKeyCreated = apiKey.extend({ secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreated>;

/** An expiry: a date-time with its offset, checked to be in the future by the service. */
const expiry = offsetDateTime;

export const apiKeyCreate = z.object({
  name: requiredText(100),
  scope: apiKeyScope,
  b2b_client_id: uuid.nullish(),
  expires_at: expiry.nullish(),
  /** The superadmin names the business; staff create for their own. */
  business_id: uuid.optional(),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreate>;

/** `?business_id=` (the superadmin's choice of business; staff: their own). */
export const integrationsQuery = pageQuery.extend({ business_id: idFilter });

/** The events an endpoint may subscribe to (docs/integrations.md: the catalogue). */
export const WEBHOOK_EVENT_TYPES = [
  'request.created',
  'request.assigned',
  'request.picked_up',
  'request.delivered',
  'request.failed',
  'request.cancelled',
  'dispatch.reassigned',
  'lease.proposed',
  'lease.active',
  'lease.ended',
  'maintenance.due_soon',
  'maintenance.overdue',
  'wallet.low_balance',
  'subscription.renewed',
  'subscription.past_due',
] as const;
export const webhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof webhookEventType>;
/** Sent to one endpoint on request ("send a test event"); nobody subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEndpoint = z.object({
  id: z.string(),
  business_id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(webhookEventType),
  enabled: z.boolean(),
  /** Why it was disabled: `failing` (three days of failures) or `manual`. */
  disabled_reason: z.string().nullable(),
  disabled_at: z.string().nullable(),
  /** Since when every delivery failed (null: the last one succeeded). */
  failing_since: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpoint>;

/** Creation and rotation answer the signing secret, this once. */
export const webhookEndpointWithSecret = webhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof webhookEndpointWithSecret>;

const events = z
  .array(webhookEventType)
  .min(1, { error: msg.tooFew })
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

export const webhookEndpointCreate = z.object({
  url: z.string().trim().min(1, { error: msg.required }).max(2000, { error: msg.tooLong }),
  description: z.string().trim().max(200, { error: msg.tooLong }).nullish(),
  events,
  business_id: uuid.optional(),
});
export type WebhookEndpointCreate = z.infer<typeof webhookEndpointCreate>;

export const webhookEndpointUpdate = z.object({
  url: webhookEndpointCreate.shape.url.optional(),
  description: webhookEndpointCreate.shape.description,
  events: events.optional(),
  enabled: z.boolean().optional(),
});
export type WebhookEndpointUpdate = z.infer<typeof webhookEndpointUpdate>;

export const WEBHOOK_DELIVERY_STATES = ['pending', 'sending', 'succeeded', 'failed'] as const;
export const webhookDeliveryState = z.enum(WEBHOOK_DELIVERY_STATES);

/** One line of an endpoint's delivery log. */
export const webhookDelivery = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  state: webhookDeliveryState,
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  ...nullableDateTimes(['last_attempt_at', 'next_attempt_at', 'delivered_at']),
  created_at: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveryQuery = pageQuery.extend({
  state: webhookDeliveryState.optional(),
});

/** What each POST to an endpoint carries (the body signed by `Flotte-Signature`). */
export const webhookPayload = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
  data: z.unknown(),
});
export type WebhookPayload = z.infer<typeof webhookPayload>;
