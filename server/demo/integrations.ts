/**
 * The integrations side of the demo (issue 20, docs/integrations.md): Transports Durand's API
 * keys (its warehouse ERP's, in use; an old shop's, revoked), Atlas Logistique's key for its B2B
 * client Pharmacie du Lac, and Durand's webhook endpoint with a short delivery log (a test
 * event, then its recent requests; one delivery answered 500 before its retry got 200). Drawn
 * from the demo's PRNG after every earlier part.
 *
 * Nothing here can reach the outside: the keys' secrets are random bytes never shown nor kept
 * (only a hash of each), so no one holds them; the endpoint is on a reserved name
 * (erp.example.com), switched off, its deliveries all finished (none for the worker to send, and
 * no event is written for a disabled endpoint) and its signing secret unreadable (the seed runs
 * before the server's secret exists): re-enabling it sends nothing valid until "new secret".
 * Every date is within the retention (30 days), so the first start's job keeps the log.
 */
import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX } from '../../contract/integrations';
import { hashSecret } from '../services/integrations/api-keys';
import type { DemoPeople } from './businesses';
import { z } from 'zod';
import { queryRows } from '../db/query';
import { insertRows, iso, MINUTE_MS, type DemoContext, type Row } from './context';

/** The demo endpoint's address: example.com is reserved (RFC 2606), never a real receiver. */
export const DEMO_WEBHOOK_URL = 'https://erp.example.com/flotte/webhooks';
/** Not a `v1:` ciphertext: the worker refuses to sign with it (webhook-worker.ts). */
const UNREADABLE_SECRET = 'demo:no-secret';
const ALPHABET = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export async function seedIntegrations(ctx: DemoContext, people: DemoPeople): Promise<void> {
  const { tx, rand, clock } = ctx;
  const durand = people.businesses.durand;
  const staff = ctx.userIds.business;
  const key = (row: Row): Row => ({
    id: rand.uuid(),
    prefix: `${API_KEY_PREFIX}${Array.from({ length: 8 }, () => rand.pick([...ALPHABET])).join('')}`,
    // A secret nobody ever sees: the row lists, it never authenticates anyone.
    secret_hash: hashSecret(`${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`),
    ...row,
  });
  await insertRows(tx, 'api_keys', [
    key({
      business_id: durand,
      name: 'ERP entrepôt',
      scope: 'write',
      created_by: staff,
      created_at: iso(clock.at(-24, 10, 12)),
      last_used_at: iso(clock.at(-1, 17, 42)),
    }),
    key({
      business_id: durand,
      name: 'Ancienne boutique en ligne',
      scope: 'read',
      created_by: staff,
      created_at: iso(clock.at(-28, 9, 30)),
      last_used_at: iso(clock.at(-15, 22, 5)),
      revoked_at: iso(clock.at(-14, 8, 50)),
      revoked_by: staff,
    }),
    key({
      business_id: people.businesses.atlas,
      b2b_client_id: people.businesses.pharmacie,
      name: 'Logiciel officine',
      scope: 'write',
      created_by: people.users.get('whitelabel@flotte.demo'),
      created_at: iso(clock.at(-12, 11, 0)),
      last_used_at: iso(clock.at(-2, 16, 20)),
    }),
  ]);

  // The endpoint was registered 20 days ago and switched off yesterday evening.
  const created = clock.at(-20, 14, 0);
  const off = clock.at(-1, 18, 0);
  const endpoint = rand.uuid();
  const events = ['request.created', 'request.delivered', 'request.failed'];
  await insertRows(tx, 'webhook_endpoints', [
    {
      id: endpoint,
      business_id: durand,
      url: DEMO_WEBHOOK_URL,
      description: 'ERP entrepôt',
      events,
      secret_enc: UNREADABLE_SECRET,
      enabled: false,
      disabled_reason: 'manual',
      disabled_at: iso(off),
      created_by: staff,
      created_at: iso(created),
      updated_at: iso(off),
    },
  ]);

  // What it received: its test event, then Durand's last requests created and delivered.
  const happened = await queryRows(
    tx,
    z.object({ type: z.string(), id: z.string(), status: z.string(), at: z.string() }),
    `(select 'request.created' as type, r.id, 'pending' as status, r.created_at as at
      from requests r where r.business_id = $1 and r.created_at between $2 and $3
      order by r.created_at desc, r.id limit 2)
     union all
     (select 'request.delivered', r.id, 'delivered', d.delivered_at
      from requests r join dispatches d on d.request_id = r.id
      where r.business_id = $1 and d.delivered_at between $2 and $3
      order by d.delivered_at desc, r.id limit 3)`,
    [durand, iso(created), iso(off - 60 * MINUTE_MS)],
  );
  const list = [
    { type: 'webhook.test', record: endpoint, status: null, at: created + 2 * MINUTE_MS },
    ...happened.map((h) => ({
      type: h.type,
      record: h.id,
      status: h.status,
      at: new Date(h.at).getTime(),
    })),
  ].sort((a, b) => a.at - b.at);
  const rows = list.map((e) => ({
    id: rand.uuid(),
    type: e.type,
    resource: e.type === 'webhook.test' ? 'endpoint' : 'request',
    record_id: e.record,
    business_id: durand,
    status: e.status,
    endpoint_id: e.type === 'webhook.test' ? endpoint : null,
    created_at: iso(e.at),
    prepared_at: iso(e.at + 1000),
  }));
  await insertRows(tx, 'webhook_events', rows);
  const seqs = new Map(
    (
      await queryRows(
        tx,
        z.object({ id: z.string(), seq: z.string() }),
        'select id, seq::text as seq from webhook_events where id = any($1::uuid[])',
        [rows.map((r) => r.id)],
      )
    ).map((r) => [r.id, r.seq]),
  );
  // One delivery answered 500, then 200 at its retry a minute later; the others 200 at once.
  const retried = rows.length - 2;
  await insertRows(
    tx,
    'webhook_deliveries',
    rows.map((e, i) => {
      const at = Date.parse(e.created_at) + 2000;
      const last = i === retried ? at + MINUTE_MS : at;
      return {
        id: rand.uuid(),
        endpoint_id: endpoint,
        event_id: e.id,
        event_type: e.type,
        seq: seqs.get(e.id),
        record_key: e.type === 'webhook.test' ? `test:${e.id}` : `request:${e.record_id}`,
        body: JSON.stringify({
          id: e.id,
          type: e.type,
          created_at: e.created_at,
          data:
            e.type === 'webhook.test'
              ? { endpoint_id: endpoint, message: 'Flotte test event' }
              : { id: e.record_id, status: e.status },
        }),
        state: 'succeeded',
        attempts: i === retried ? 2 : 1,
        next_attempt_at: iso(last),
        last_status_code: 200,
        last_attempt_at: iso(last),
        delivered_at: iso(last),
        created_at: iso(at),
      };
    }),
  );
}
