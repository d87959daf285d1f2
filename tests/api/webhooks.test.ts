/**
 * Webhooks (issue 20, docs/integrations.md): endpoints of a business, events written in the
 * transaction of the change, delivered after the commit by the worker to a receiver on loopback
 * (FLOTTE_WEBHOOK_ALLOW_PRIVATE for the test), signed, once per change, in order per record,
 * retried with back-off, once across servers, never to another business; the address guard;
 * the delivery log, send again, the test event; an endpoint failing for three days disabled.
 */
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import {
  webhookDelivery,
  webhookEndpoint,
  webhookEndpointWithSecret,
  webhookPayload,
  type WebhookPayload,
} from '../../contract/integrations';
import { buildApp, type App } from '../../server/app';
import type { Db } from '../../server/db/db';
import { onPostgres, openSecondPool } from './helpers';
import { worldPerFile } from './per-file';
import { assign, createRequest, createWorld, inject, type Headers } from './requests-fixtures';
import { count, one } from './rows';
import { startReceiver, type Receiver } from './webhook-receiver';

const w = worldPerFile(() => createWorld({ webhookAllowPrivate: true, webhookAllowHttp: true }));
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
});

const oneEndpoint = oneResponse(webhookEndpointWithSecret);
const deliveries = listResponse(webhookDelivery);

/** Registers an endpoint at `path` of the receiver for `events`; answers it with its secret. */
async function register(path: string, events: string[], by: Headers = w.as.business) {
  const res = await inject(w.t, 'POST', '/webhook-endpoints', by, {
    url: receiver.url(path),
    events,
  });
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return oneEndpoint.parse(res.json()).data;
}

const at = (path: string) => receiver.received.filter((r) => r.path === path);
const payloads = (path: string): WebhookPayload[] =>
  at(path).map((r) => webhookPayload.parse(JSON.parse(r.body)));
const run = (app: App = w.t.app) => app.webhooks.runOnce();

/** The receiver's check, as docs/integrations.md shows it. */
function verify(secret: string, header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((p) => p.split('='))) as {
    t: string;
    v1: string;
  };
  return createHmac('sha256', secret).update(`${t}.${body}`).digest('hex') === v1;
}

describe('endpoints', () => {
  it('registers an https or (allowed) http endpoint; its secret is answered once', async () => {
    const endpoint = await register('/register', ['request.created']);
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect(endpoint).toMatchObject({ enabled: true, events: ['request.created'] });
    const list = await inject(w.t, 'GET', '/webhook-endpoints', w.as.business);
    expect(list.statusCode).toBe(200);
    expect(
      listResponse(webhookEndpoint)
        .parse(list.json())
        .data.map((e) => e.id),
    ).toContain(endpoint.id);
    expect(list.body).not.toContain(endpoint.secret);
    const stored = await one<{ secret_enc: string }>(
      w.t,
      'select secret_enc from webhook_endpoints where id = $1',
      [endpoint.id],
    );
    expect(stored.secret_enc).not.toContain(endpoint.secret.slice(6));
  });

  it('is refused to other roles and other businesses (404 for their ids)', async () => {
    const endpoint = await register('/mine', ['request.created']);
    for (const caller of [w.as.b2b, w.as.asset_owner, w.as.in_house_manager]) {
      expect((await inject(w.t, 'GET', '/webhook-endpoints', caller)).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', `/webhook-endpoints/${endpoint.id}`],
      ['DELETE', `/webhook-endpoints/${endpoint.id}`],
      ['POST', `/webhook-endpoints/${endpoint.id}/test`],
      ['POST', `/webhook-endpoints/${endpoint.id}/rotate-secret`],
      ['GET', `/webhook-endpoints/${endpoint.id}/deliveries`],
    ] as const) {
      expect((await inject(w.t, method, url, w.otherBusiness)).statusCode).toBe(404);
    }
    // The superadmin opens it per business.
    const res = await inject(
      w.t,
      'GET',
      `/webhook-endpoints?business_id=${w.ids.business}`,
      w.as.superadmin,
    );
    expect(res.body).toContain(endpoint.id);
  });
});

describe('deliveries', () => {
  it('sends each event once, signed, with the record as the business reads it', async () => {
    const endpoint = await register('/created', ['request.created']);
    const id = await createRequest(w);
    await run();
    await run();
    const got = at('/created');
    expect(got).toHaveLength(1);
    const payload = webhookPayload.parse(JSON.parse(got[0]!.body));
    expect(payload).toMatchObject({ type: 'request.created', data: { id, status: 'pending' } });
    expect(got[0]!.headers['idempotency-key']).toBe(payload.id);
    expect(verify(endpoint.secret, String(got[0]!.headers['flotte-signature']), got[0]!.body)).toBe(
      true,
    );
    expect(verify('whsec_wrong', String(got[0]!.headers['flotte-signature']), got[0]!.body)).toBe(
      false,
    );
    const log = deliveries.parse(
      (
        await inject(w.t, 'GET', `/webhook-endpoints/${endpoint.id}/deliveries`, w.as.business)
      ).json(),
    ).data;
    expect(log[0]).toMatchObject({ state: 'succeeded', attempts: 1, last_status_code: 200 });
  });

  it('writes no event for a change that was rolled back', async () => {
    await register('/rollback', ['request.created']);
    const before = await count(w.t, 'webhook_events');
    await w.t.db
      .transaction(async (tx) => {
        await tx.query(
          `insert into requests (business_id, asset_type_id, pickup_address, dropoff_address, price)
           values ($1, $2, 'a', 'b', 1)`,
          [w.ids.business, w.ids.van],
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(await count(w.t, 'webhook_events')).toBe(before);
    await run();
    expect(at('/rollback')).toHaveLength(0);
  });

  it('delivers the moves of one record in order: created, assigned, cancelled', async () => {
    await register('/order', ['request.created', 'request.assigned', 'request.cancelled']);
    const id = await createRequest(w);
    await assign(w, id, w.ids.ownerVan);
    const cancel = await inject(w.t, 'PATCH', `/business-dispatches/${id}`, w.as.business, {
      status: 'cancelled',
    });
    expect(cancel.statusCode).toBe(200);
    await run();
    const got = payloads('/order').filter((p) => (p.data as { id: string }).id === id);
    expect(got.map((p) => p.type)).toEqual([
      'request.created',
      'request.assigned',
      'request.cancelled',
    ]);
    expect(got.map((p) => (p.data as { status: string }).status)).toEqual([
      'pending',
      'assigned',
      'cancelled',
    ]);
  });

  it('retries with back-off: 500 twice, then 200 on the third try', async () => {
    const endpoint = await register('/flaky', ['request.created']);
    receiver.script('/flaky', [500, 500]);
    await createRequest(w);
    await run();
    const logOf = async () =>
      deliveries.parse(
        (
          await inject(w.t, 'GET', `/webhook-endpoints/${endpoint.id}/deliveries`, w.as.business)
        ).json(),
      ).data[0]!;
    expect(await logOf()).toMatchObject({ state: 'pending', attempts: 1, last_status_code: 500 });
    await run(); // not due yet: a minute's wait
    expect(at('/flaky')).toHaveLength(1);
    w.t.clock.advance(61);
    await run();
    expect(await logOf()).toMatchObject({ state: 'pending', attempts: 2, last_status_code: 500 });
    w.t.clock.advance(301);
    await run();
    expect(await logOf()).toMatchObject({ state: 'succeeded', attempts: 3, last_status_code: 200 });
    const ids = payloads('/flaky').map((p) => p.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(1);
  });

  it('does not follow redirects: a 302 is a failed try', async () => {
    const endpoint = await register('/moved', ['request.created']);
    receiver.script('/moved', [{ status: 302, location: receiver.url('/elsewhere') }]);
    await createRequest(w);
    await run();
    expect(at('/elsewhere')).toHaveLength(0);
    const log = deliveries.parse(
      (
        await inject(w.t, 'GET', `/webhook-endpoints/${endpoint.id}/deliveries`, w.as.business)
      ).json(),
    ).data;
    expect(log[0]).toMatchObject({ state: 'pending', last_status_code: 302 });
  });

  it('never sends a business’s events to another business’s receiver', async () => {
    await register('/other-business', ['request.created'], w.otherBusiness);
    await register('/this-business', ['request.created']);
    const id = await createRequest(w);
    await run();
    expect(payloads('/this-business').map((p) => (p.data as { id: string }).id)).toContain(id);
    expect(at('/other-business')).toHaveLength(0);
  });

  it('sends a test event, and a delivery again on request', async () => {
    const endpoint = await register('/test-event', ['request.created']);
    const res = await inject(w.t, 'POST', `/webhook-endpoints/${endpoint.id}/test`, w.as.business);
    expect(res.statusCode).toBe(201);
    const delivery = oneResponse(webhookDelivery).parse(res.json()).data;
    await run();
    expect(payloads('/test-event').map((p) => p.type)).toEqual(['webhook.test']);
    const again = await inject(
      w.t,
      'POST',
      `/webhook-deliveries/${delivery.id}/resend`,
      w.as.business,
    );
    expect(again.statusCode).toBe(200);
    await run();
    const got = payloads('/test-event');
    expect(got).toHaveLength(2);
    expect(got[1]!.id).toBe(got[0]!.id);
    expect(
      (await inject(w.t, 'POST', `/webhook-deliveries/${delivery.id}/resend`, w.otherBusiness))
        .statusCode,
    ).toBe(404);
  });

  it('signs with the new secret once rotated', async () => {
    const endpoint = await register('/rotated', ['request.created']);
    const res = await inject(
      w.t,
      'POST',
      `/webhook-endpoints/${endpoint.id}/rotate-secret`,
      w.as.business,
    );
    const { secret } = oneEndpoint.parse(res.json()).data;
    expect(secret).not.toBe(endpoint.secret);
    await createRequest(w);
    await run();
    const got = at('/rotated')[0]!;
    expect(verify(secret, String(got.headers['flotte-signature']), got.body)).toBe(true);
    expect(verify(endpoint.secret, String(got.headers['flotte-signature']), got.body)).toBe(false);
  });

  it('disables an endpoint failing for three days and mails its business', async () => {
    const endpoint = await register('/down', ['request.created']);
    receiver.script(
      '/down',
      Array.from({ length: 20 }, () => 503),
    );
    await createRequest(w);
    await run();
    w.t.clock.advance(3 * 24 * 3600 + 60);
    try {
      // Three days later: a new session (the first one's token has expired).
      const later = { authorization: `Bearer ${await w.t.tokenFor('business')}` };
      await createRequest(w, {}, later);
      await run();
      const row = await one<{ enabled: boolean; disabled_reason: string }>(
        w.t,
        'select enabled, disabled_reason from webhook_endpoints where id = $1',
        [endpoint.id],
      );
      expect(row).toEqual({ enabled: false, disabled_reason: 'failing' });
      const mails = await count(
        w.t,
        'outbox',
        `to_email = 'business@flotte.demo' and text like $1`,
        [`%${receiver.url('/down')}%`],
      );
      expect(mails).toBe(1);
      // Disabled: nothing more is sent to it.
      const before = at('/down').length;
      await createRequest(w, {}, later);
      await run();
      expect(at('/down')).toHaveLength(before);
    } finally {
      w.t.clock.advance(-(3 * 24 * 3600 + 60));
    }
  });

  it('sends each delivery once with two servers polling the queue', async () => {
    await register('/two-servers', ['request.created']);
    const pool: Db | undefined = onPostgres ? await openSecondPool(w.t) : undefined;
    const second = pool
      ? await buildApp({ db: pool, config: w.t.config, now: w.t.clock.now })
      : await w.t.rebuild();
    try {
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await createRequest(w));
      for (let i = 0; i < 3; i++) await Promise.all([run(), run(second)]);
      const got = payloads('/two-servers').map((p) => (p.data as { id: string }).id);
      expect(got.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    } finally {
      if (pool) {
        await second.close();
        await pool.close();
      }
    }
  });
});

describe('the other events of the catalogue, from every path that changes the row', () => {
  it('wallet.low_balance once when the balance falls under the threshold', async () => {
    await register('/wallet', ['wallet.low_balance']);
    const before = await one<{ balance: string }>(
      w.t,
      'select balance::text as balance from wallets where business_id = $1',
      [w.ids.business],
    );
    onTestFinished(async () => {
      await w.t.db.query('update wallets set balance = $2 where business_id = $1', [
        w.ids.business,
        before.balance,
      ]);
    });
    await w.t.db.query(
      `insert into business_settings (business_id, low_balance_threshold) values ($1, 1000)
       on conflict (business_id) do update set low_balance_threshold = 1000`,
      [w.ids.business],
    );
    await w.t.db.query('update wallets set balance = 5000 where business_id = $1', [
      w.ids.business,
    ]);
    await w.t.db.query('update wallets set balance = 900 where business_id = $1', [w.ids.business]);
    await w.t.db.query('update wallets set balance = 800 where business_id = $1', [w.ids.business]);
    await run();
    const got = payloads('/wallet');
    expect(got.map((p) => p.type)).toEqual(['wallet.low_balance']);
    expect(got[0]!.data).toMatchObject({ business_id: w.ids.business, balance: 800 });
  });

  it('subscription.past_due and subscription.renewed, as the renewal job writes them', async () => {
    await register('/subscription', ['subscription.renewed', 'subscription.past_due']);
    await w.t.db.query(
      `insert into subscriptions (business_id, plan_id, status, price, currency,
         current_period_start, current_period_end)
       select $1, p.id, 'active', 100, 'EUR', now(), now() + interval '1 month'
       from plans p where p.code = 'starter'`,
      [w.ids.other],
    );
    await register(
      '/subscription-other',
      ['subscription.renewed', 'subscription.past_due'],
      w.otherBusiness,
    );
    await w.t.db.query(
      `update subscriptions set current_period_start = current_period_end,
         current_period_end = current_period_end + interval '1 month' where business_id = $1`,
      [w.ids.other],
    );
    await w.t.db.query(`update subscriptions set status = 'past_due' where business_id = $1`, [
      w.ids.other,
    ]);
    await run();
    const got = payloads('/subscription-other');
    expect(got.map((p) => p.type)).toEqual(['subscription.renewed', 'subscription.past_due']);
    expect(got.map((p) => (p.data as { status: string }).status)).toEqual(['active', 'past_due']);
    // The demo business's endpoint hears nothing of another business's subscription.
    expect(at('/subscription')).toHaveLength(0);
  });
});

describe('the address guard (without FLOTTE_WEBHOOK_ALLOW_PRIVATE)', () => {
  it('refuses loopback, private, link-local and metadata addresses, and names resolving there', async () => {
    const strict = await w.t.rebuild({ webhookAllowPrivate: false, webhookAllowHttp: true });
    const before = receiver.received.length;
    for (const url of [
      receiver.url('/guard'),
      'http://localhost:9/x',
      'http://10.1.2.3/x',
      'http://192.168.0.10/x',
      'http://169.254.169.254/latest/meta-data',
      'http://[::1]/x',
      'http://[::ffff:127.0.0.1]/x',
    ]) {
      const res = await strict.inject({
        method: 'POST',
        url: '/api/webhook-endpoints',
        headers: w.as.business,
        payload: { url, events: ['request.created'] },
      });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 400, 'webhook_url_forbidden']);
    }
    expect(receiver.received.length).toBe(before);
  });

  it('refuses plain http unless allowed, and what is not an http(s) address', async () => {
    const strict = await w.t.rebuild({ webhookAllowPrivate: false, webhookAllowHttp: false });
    const post = (url: string) =>
      strict.inject({
        method: 'POST',
        url: '/api/webhook-endpoints',
        headers: w.as.business,
        payload: { url, events: ['request.created'] },
      });
    expect((await post('http://example.com/hook')).json().code).toBe('webhook_url_insecure');
    expect((await post('ftp://example.com/hook')).json().code).toBe('webhook_url_invalid');
    expect((await post('not a url')).json().code).toBe('webhook_url_invalid');
  });

  it('refuses again when sending: nothing reaches a private address', async () => {
    const endpoint = await register('/guard-send', ['request.created']);
    const strict = await w.t.rebuild({ webhookAllowPrivate: false, webhookAllowHttp: true });
    await createRequest(w);
    // Only the strict server polls: it prepares and refuses to send.
    await strict.webhooks.runOnce();
    expect(at('/guard-send')).toHaveLength(0);
    const log = deliveries.parse(
      (
        await inject(w.t, 'GET', `/webhook-endpoints/${endpoint.id}/deliveries`, w.as.business)
      ).json(),
    ).data;
    expect(log[0]).toMatchObject({ state: 'pending', last_status_code: null });
    expect(log[0]!.last_error).toBeTruthy();
  });
});
