/** A webhook endpoint and a delivery as the API answers them: one definition of each. */
import { webhookDelivery, webhookEndpoint } from '../../../contract/integrations';
import { defineRecord } from '../../db/record';

export const WEBHOOK_ENDPOINT = defineRecord({
  schema: webhookEndpoint,
  from: 'webhook_endpoints w',
  fields: {
    id: 'w.id',
    business_id: 'w.business_id',
    url: 'w.url',
    description: 'w.description',
    // Written only from the contract's list (webhookEventType): read back as such.
    events: { sql: 'w.events', read: (v) => (v as string[]).filter((e) => e.includes('.')) },
    enabled: 'w.enabled',
    disabled_reason: 'w.disabled_reason',
    disabled_at: 'w.disabled_at',
    failing_since: 'w.failing_since',
    created_at: 'w.created_at',
    updated_at: 'w.updated_at',
  },
});

export const WEBHOOK_DELIVERY = defineRecord({
  schema: webhookDelivery,
  from: 'webhook_deliveries d',
  fields: {
    id: 'd.id',
    endpoint_id: 'd.endpoint_id',
    event_id: 'd.event_id',
    event_type: 'd.event_type',
    state: 'd.state',
    attempts: 'd.attempts',
    last_status_code: 'd.last_status_code',
    last_error: 'd.last_error',
    last_attempt_at: 'd.last_attempt_at',
    next_attempt_at: "case when d.state in ('pending', 'sending') then d.next_attempt_at end",
    delivered_at: 'd.delivered_at',
    created_at: 'd.created_at',
  },
});
