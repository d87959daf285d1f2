/**
 * A business's webhook endpoints and their delivery log (issue 20, docs/integrations.md). The
 * deliveries themselves are prepared and sent by the worker (webhook-worker.ts).
 */
import { z } from 'zod';
import type { User } from '../../../contract/auth';
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointCreate,
  type WebhookEndpointUpdate,
  type WebhookEndpointWithSecret,
} from '../../../contract/integrations';
import type { Db, Queryable } from '../../db/db';
import { audit, deleteAudited, insertAudited } from '../platform/audit';
import { checkWebhookUrl, type Resolver, type UrlPolicy } from './ssrf';
import { encryptSecret, newSigningSecret } from './signing';
import { businessRecords, managedRecord, targetBusinessForWrite } from './target';
import { WEBHOOK_DELIVERY, WEBHOOK_ENDPOINT } from './webhook-records';
import { pagedRows } from './paged-rows';
import { queryRows } from '../../db/query';

export interface WebhookDeps {
  db: Db;
  /** The server's secret: signing secrets are encrypted under a key derived from it. */
  serverSecret: string;
  policy: UrlPolicy;
  now?: (() => number) | undefined;
  /** Tests resolve names themselves. */
  resolve?: Resolver | undefined;
}

const ENDPOINTS = businessRecords(WEBHOOK_ENDPOINT, {
  id: 'w.id',
  business: 'w.business_id',
  orderBy: 'w.created_at, w.id',
});

/** Endpoint `id` of a business `user` manages, else 404; `lock`: a locking clause. */
const findEndpoint = ENDPOINTS.find;

export const listEndpoints = ENDPOINTS.list;

export const getEndpoint = async (db: Queryable, user: User, id: string) =>
  await findEndpoint(db, user, id);

/** Registers an endpoint (its address checked: scheme and resolved addresses); secret once. */
export async function createEndpoint(
  deps: WebhookDeps,
  user: User,
  input: WebhookEndpointCreate,
): Promise<WebhookEndpointWithSecret> {
  const url = await checkWebhookUrl(input.url, deps.policy, deps.resolve);
  const secret = newSigningSecret();
  return deps.db.transaction(async (tx) => {
    const businessId = await targetBusinessForWrite(tx, user, input.business_id);
    const id = await insertAudited(
      tx,
      `insert into webhook_endpoints (business_id, url, description, events, secret_enc, created_by)
       values ($1, $2, $3, $4, $5, $6) returning id`,
      [
        businessId,
        url,
        input.description ?? null,
        input.events,
        encryptSecret(deps.serverSecret, secret),
        user.id,
      ],
      {
        actorUserId: user.id,
        action: 'create',
        entity: 'webhook_endpoint',
        changes: { url, events: input.events, business_id: businessId },
      },
    );
    return { ...(await findEndpoint(tx, user, id)), secret };
  });
}

/** Changes the address (checked again), the events, the description, or switches it on/off. */
export async function updateEndpoint(
  deps: WebhookDeps,
  user: User,
  id: string,
  patch: WebhookEndpointUpdate,
): Promise<WebhookEndpoint> {
  const url =
    patch.url === undefined
      ? undefined
      : await checkWebhookUrl(patch.url, deps.policy, deps.resolve);
  return deps.db.transaction(async (tx) => {
    const before = await findEndpoint(tx, user, id, 'for update of w');
    await targetBusinessForWrite(tx, user, before.business_id);
    const sets: string[] = [];
    const params: unknown[] = [id];
    const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
    if (url !== undefined) set('url', url);
    if (patch.description !== undefined) set('description', patch.description);
    if (patch.events !== undefined) set('events', patch.events);
    if (patch.enabled === true && !before.enabled) {
      sets.push('enabled = true', 'disabled_reason = null', 'disabled_at = null');
      sets.push('failing_since = null');
    }
    if (patch.enabled === false && before.enabled) {
      sets.push('enabled = false', "disabled_reason = 'manual'", 'disabled_at = now()');
    }
    if (sets.length > 0) {
      await tx.query(
        `update webhook_endpoints set ${sets.join(', ')}, updated_at = now() where id = $1`,
        params,
      );
      await audit(tx, {
        actorUserId: user.id,
        action: 'update',
        entity: 'webhook_endpoint',
        entityId: id,
        changes: { ...patch, ...(url ? { url } : {}) },
      });
    }
    return await findEndpoint(tx, user, id);
  });
}

export async function deleteEndpoint(db: Db, user: User, id: string): Promise<WebhookEndpoint> {
  return db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, user, id, 'for update of w');
    await deleteAudited(tx, 'webhook_endpoints', id, {
      actorUserId: user.id,
      entity: 'webhook_endpoint',
      changes: { url: endpoint.url },
    });
    return endpoint;
  });
}

/** A new signing secret, in force at once (answered this once). */
export async function rotateSecret(
  deps: WebhookDeps,
  user: User,
  id: string,
): Promise<WebhookEndpointWithSecret> {
  const secret = newSigningSecret();
  return deps.db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, user, id, 'for update of w');
    await targetBusinessForWrite(tx, user, endpoint.business_id);
    await tx.query(
      'update webhook_endpoints set secret_enc = $2, updated_at = now() where id = $1',
      [id, encryptSecret(deps.serverSecret, secret)],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'rotate',
      entity: 'webhook_endpoint',
      entityId: id,
    });
    return { ...(await findEndpoint(tx, user, id)), secret };
  });
}

const { columns: DELIVERY_COLUMNS, toRecord: toDelivery } = WEBHOOK_DELIVERY;

/** An endpoint's delivery log, newest first. */
export async function listDeliveries(
  db: Queryable,
  user: User,
  endpointId: string,
  query: { state?: WebhookDelivery['state'] | undefined; limit: number; skip: number },
): Promise<{ data: WebhookDelivery[]; total: number }> {
  await findEndpoint(db, user, endpointId);
  const params: unknown[] = [endpointId];
  const state = query.state ? ` and d.state = $${params.push(query.state)}` : '';
  const where = { sql: `d.endpoint_id = $1${state}`, orderBy: 'd.created_at desc, d.id desc' };
  return pagedRows(db, WEBHOOK_DELIVERY, { ...where, params }, query);
}

/** Delivery `id` to an endpoint of a business `user` manages, else 404. */
const findDelivery = managedRecord({
  columns: DELIVERY_COLUMNS,
  from: 'webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id',
  idColumn: 'd.id',
  businessColumn: 'w.business_id',
});

/** "Send again": the delivery goes back to the queue, now, with a fresh series of tries. */
export async function resendDelivery(
  deps: WebhookDeps,
  user: User,
  id: string,
): Promise<WebhookDelivery> {
  const now = new Date((deps.now ?? Date.now)()).toISOString();
  return deps.db.transaction(async (tx) => {
    const delivery = await findDelivery(tx, user, id, 'for update of d');
    if (delivery.state !== 'sending') {
      await tx.query(
        `update webhook_deliveries set state = 'pending', attempts = 0, next_attempt_at = $2,
           locked_until = null where id = $1`,
        [id, now],
      );
    }
    await audit(tx, {
      actorUserId: user.id,
      action: 'resend',
      entity: 'webhook_delivery',
      entityId: id,
    });
    return toDelivery(await findDelivery(tx, user, id));
  });
}

/** Queues a `webhook.test` event to this endpoint alone; answers its delivery. */
export async function sendTestEvent(
  deps: WebhookDeps,
  user: User,
  endpointId: string,
): Promise<WebhookDelivery> {
  const now = new Date((deps.now ?? Date.now)()).toISOString();
  return deps.db.transaction(async (tx) => {
    const endpoint = await findEndpoint(tx, user, endpointId);
    const events = await queryRows(
      tx,
      z.object({ id: z.string(), seq: z.string() }),
      `insert into webhook_events (type, resource, record_id, business_id, endpoint_id, created_at,
         prepared_at)
       values ($1, 'endpoint', $2, $3, $2, $4, $4) returning id, seq::text as seq`,
      [WEBHOOK_TEST_EVENT, endpointId, endpoint.business_id, now],
    );
    const event = events[0]!;
    const body = JSON.stringify({
      id: event.id,
      type: WEBHOOK_TEST_EVENT,
      created_at: now,
      data: { endpoint_id: endpointId, message: 'Flotte test event' },
    });
    const rows = await queryRows(
      tx,
      z.object({ id: z.string() }),
      `insert into webhook_deliveries (endpoint_id, event_id, event_type, seq, record_key, body,
         next_attempt_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $7) returning id`,
      [endpointId, event.id, WEBHOOK_TEST_EVENT, event.seq, `test:${event.id}`, body, now],
    );
    await audit(tx, {
      actorUserId: user.id,
      action: 'test',
      entity: 'webhook_endpoint',
      entityId: endpointId,
    });
    return toDelivery(await findDelivery(tx, user, rows[0]!.id));
  });
}
