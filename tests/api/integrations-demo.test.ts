/**
 * The demo company's integrations (server/demo/integrations.ts, docs/integrations.md): API
 * keys listed with their prefix and last use (one for a B2B client), a webhook endpoint on a
 * reserved name with a delivery log, all finished; the endpoint is off, so the worker has nothing
 * to prepare or send, and the retention job keeps the log.
 */
import { expect, it } from 'vitest';
import { listResponse } from '../../contract/common';
import { apiKey, webhookDelivery, webhookEndpoint } from '../../contract/integrations';
import { purgeWebhookHistory } from '../../server/jobs/webhook-retention';
import { demoPerFile } from './demo-db';

const demo = demoPerFile();

it(
  'has keys and a switched-off endpoint whose deliveries are all finished',
  { timeout: 600_000 },
  async () => {
    const { db, app, as, get: json } = await demo.app();
    const get = async <T>(url: string, who: { authorization: string }, parse: (x: unknown) => T) =>
      parse(await json(url, who));
    const durand = await as('business@flotte.demo');

    const keys = (await get('/api-keys', durand, (x) => listResponse(apiKey).parse(x))).data;
    const erp = keys.find((k) => k.name === 'ERP entrepôt');
    expect(erp).toMatchObject({ scope: 'write', revoked_at: null, b2b_client_id: null });
    expect(erp!.prefix).toMatch(/^flt_live_[a-zA-Z0-9]{8}$/);
    expect(erp!.last_used_at).not.toBeNull();
    expect(keys.some((k) => k.revoked_at !== null)).toBe(true);
    // Only a hash is kept, of a secret nobody was given.
    const hashes = await db.query<{ secret_hash: string }>('select secret_hash from api_keys');
    for (const h of hashes) expect(h.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    // The white-label business's key acts for one of its B2B clients.
    const atlas = await as('whitelabel@flotte.demo');
    const atlasKeys = (await get('/api-keys', atlas, (x) => listResponse(apiKey).parse(x))).data;
    expect(atlasKeys).toEqual([expect.objectContaining({ b2b_client_name: 'Pharmacie du Lac' })]);

    const endpoints = (
      await get('/webhook-endpoints', durand, (x) => listResponse(webhookEndpoint).parse(x))
    ).data;
    expect(endpoints).toEqual([
      expect.objectContaining({
        url: 'https://erp.example.com/flotte/webhooks',
        enabled: false,
        disabled_reason: 'manual',
      }),
    ]);
    expect(endpoints[0]!.events.length).toBeGreaterThanOrEqual(2);
    const log = (
      await get(`/webhook-endpoints/${endpoints[0]!.id}/deliveries`, durand, (x) =>
        listResponse(webhookDelivery).parse(x),
      )
    ).data;
    expect(log.length).toBeGreaterThanOrEqual(4);
    expect(log.every((d) => d.state === 'succeeded' && d.last_status_code === 200)).toBe(true);
    expect(log.filter((d) => d.attempts === 2)).toHaveLength(1); // 500, then 200 at its retry
    expect(log.some((d) => d.event_type === 'request.delivered')).toBe(true);

    // Nothing for the worker: no pending delivery anywhere, no event to prepare.
    const open = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            `select (select count(*) from webhook_deliveries where state in ('pending', 'sending'))
                  + (select count(*) from webhook_events where prepared_at is null) as n`,
          )
        )[0]!.n,
      );
    expect(await open()).toBe(0);
    expect(await app.webhooks.runOnce()).toEqual({ prepared: 0, sent: 0 });
    // A change of a subscribed type (what every trigger calls) writes no event: it is off.
    await db.query(
      `select flotte_webhook_event('request.created', 'request', gen_random_uuid(), business_id,
         'pending') from webhook_endpoints`,
    );
    expect(await open()).toBe(0);
    expect(await app.webhooks.runOnce()).toEqual({ prepared: 0, sent: 0 });
    // The first start's retention run keeps the log (every date within 30 days).
    expect(await purgeWebhookHistory(db)).toEqual({ deliveries: 0, events: 0 });
  },
);
