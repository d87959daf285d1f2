import type { AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import type {
  ApiKey,
  ApiKeyCreate,
  ApiKeyCreated,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointCreate,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from '../../../contract/integrations';
import { idPath, one, page } from './call';

/** `?business_id=` for the superadmin (staff: their own business, nothing to name). */
const scoped = (businessId: string | undefined, more: Record<string, unknown> = {}) =>
  businessId ? { ...more, business_id: businessId } : more;

/**
 * The Intégrations page's calls (issue 20, docs/integrations.md): API keys, webhook endpoints,
 * their delivery log, send again, the test event.
 */
export const integrationsMethods = (client: AxiosInstance) => ({
  listApiKeys: (businessId?: string) =>
    page<ApiKey>(client, '/api-keys', scoped(businessId, { limit: 100 })),
  createApiKey: (body: ApiKeyCreate) =>
    one(() => client.post<{ data: ApiKeyCreated }>('/api-keys', body)),
  revokeApiKey: (id: Identifier) =>
    one(() => client.delete<{ data: ApiKey }>(idPath('/api-keys', id))),

  listWebhookEndpoints: (businessId?: string) =>
    page<WebhookEndpoint>(client, '/webhook-endpoints', scoped(businessId, { limit: 100 })),
  createWebhookEndpoint: (body: WebhookEndpointCreate) =>
    one(() => client.post<{ data: WebhookEndpointWithSecret }>('/webhook-endpoints', body)),
  updateWebhookEndpoint: (id: Identifier, body: WebhookEndpointUpdate) =>
    one(() => client.patch<{ data: WebhookEndpoint }>(idPath('/webhook-endpoints', id), body)),
  deleteWebhookEndpoint: (id: Identifier) =>
    one(() => client.delete<{ data: WebhookEndpoint }>(idPath('/webhook-endpoints', id))),
  rotateWebhookSecret: (id: Identifier) =>
    one(() =>
      client.post<{ data: WebhookEndpointWithSecret }>(
        idPath('/webhook-endpoints', id, '/rotate-secret'),
      ),
    ),
  sendWebhookTest: (id: Identifier) =>
    one(() => client.post<{ data: WebhookDelivery }>(idPath('/webhook-endpoints', id, '/test'))),
  listWebhookDeliveries: (id: Identifier) =>
    page<WebhookDelivery>(client, idPath('/webhook-endpoints', id, '/deliveries'), { limit: 50 }),
  resendWebhookDelivery: (id: Identifier) =>
    one(() => client.post<{ data: WebhookDelivery }>(idPath('/webhook-deliveries', id, '/resend'))),
});
