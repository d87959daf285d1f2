/**
 * The webhook history's retention (server/jobs/webhook-retention.ts, docs/integrations.md): the
 * hourly job deletes finished deliveries older than FLOTTE_WEBHOOK_RETENTION_DAYS and the events
 * left without one, in batches; pending deliveries, their events and unprepared events stay, and
 * the delivery log still lists the recent ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResponse, oneResponse } from '../../contract/common';
import { webhookDelivery, webhookEndpointWithSecret } from '../../contract/integrations';
import { readConfig } from '../../server/config';
import { periodicJobs } from '../../server/jobs';
import { purgeWebhookHistory } from '../../server/jobs/webhook-retention';
import { appPerFile } from './per-file';
import { inject, type Headers } from './requests-fixtures';
import { count, one } from './rows';
import { startReceiver, type Receiver } from './webhook-receiver';

const t = appPerFile({ webhookAllowPrivate: true, webhookAllowHttp: true });
let receiver: Receiver;
let staff: Headers;
beforeAll(async () => {
  receiver = await startReceiver();
  staff = await t.as('business');
});
afterAll(() => receiver.close());

async function register(path: string) {
  const res = await inject(t, 'POST', '/webhook-endpoints', staff, {
    url: receiver.url(path),
    events: ['request.created'],
  });
  expect(res.statusCode).toBe(201);
  return oneResponse(webhookEndpointWithSecret).parse(res.json()).data.id;
}

/** A test event to `endpoint`, sent by the worker; answers its delivery's id. */
async function sent(endpoint: string) {
  const res = await inject(t, 'POST', `/webhook-endpoints/${endpoint}/test`, staff);
  expect(res.statusCode).toBe(201);
  await t.app.webhooks.runOnce();
  return oneResponse(webhookDelivery).parse(res.json()).data.id;
}

/** Moves a delivery and its event `days` back (its creation, its last try, its delivery). */
const age = (delivery: string, days: number) =>
  t.db.query(
    `with d as (
       update webhook_deliveries set created_at = created_at - make_interval(days => $2),
         last_attempt_at = last_attempt_at - make_interval(days => $2),
         delivered_at = delivered_at - make_interval(days => $2),
         next_attempt_at = next_attempt_at - make_interval(days => $2)
       where id = $1 returning event_id)
     update webhook_events e set created_at = e.created_at - make_interval(days => $2),
       prepared_at = e.prepared_at - make_interval(days => $2)
     from d where e.id = d.event_id`,
    [delivery, days],
  );

const exists = async (delivery: string) =>
  (await count(t, 'webhook_deliveries', 'id = $1', [delivery])) === 1;
const eventOf = async (delivery: string) =>
  (
    await one<{ event_id: string }>(t, 'select event_id from webhook_deliveries where id = $1', [
      delivery,
    ])
  ).event_id;
const eventExists = async (event: string) =>
  (await count(t, 'webhook_events', 'id = $1', [event])) === 1;

describe('webhook history retention', () => {
  it('deletes old finished deliveries and their events, in batches; keeps the rest', async () => {
    const ok = await register('/ok');
    const down = await register('/down');
    receiver.script('/down', [500, 500, 500]);

    const oldDelivered = [await sent(ok), await sent(ok), await sent(ok)];
    const oldFailed = await sent(ok);
    const recent = await sent(ok);
    const retrying = await sent(down);
    const states = await t.db.query<{ id: string; state: string }>(
      'select id, state from webhook_deliveries where id = any($1::uuid[])',
      [[...oldDelivered, oldFailed, recent, retrying]],
    );
    expect(Object.fromEntries(states.map((s) => [s.id, s.state]))).toMatchObject({
      [recent]: 'succeeded',
      [retrying]: 'pending',
    });
    // A delivery failed for good (its last try long ago); one delivered 5 days ago.
    await t.db.query(`update webhook_deliveries set state = 'failed' where id = $1`, [oldFailed]);
    for (const id of [...oldDelivered, oldFailed, retrying]) await age(id, 40);
    await age(recent, 5);
    // An event 40 days old the worker has not prepared yet (a server was down).
    const unprepared = await one<{ id: string }>(
      t,
      `insert into webhook_events (type, resource, record_id, business_id, created_at)
       select 'request.created', 'request', gen_random_uuid(), business_id,
         now() - interval '40 days' from webhook_endpoints where id = $1 returning id`,
      [ok],
    );
    const events = {
      oldDelivered: await Promise.all(oldDelivered.map(eventOf)),
      oldFailed: await eventOf(oldFailed),
      recent: await eventOf(recent),
      retrying: await eventOf(retrying),
    };

    // Batches of one, at most two per table in a run: two deliveries go, nothing else.
    expect(await purgeWebhookHistory(t.db, 30, { batch: 1, maxBatches: 2 })).toEqual({
      deliveries: 2,
      events: 2,
    });
    // The scheduler's job (default 30 days) finishes the backlog.
    const job = periodicJobs({
      db: t.db,
      mailer: t.app.mailer,
      policy: { freeMaxAssets: 5, freeMaxUsers: 3, defaultCommissionRate: 0.1 },
    }).find((j) => j.name === 'webhook-history-retention')!;
    expect(await job.run()).toEqual({ deliveries: 2, events: 2 });
    expect(await job.run()).toEqual({ deliveries: 0, events: 0 });

    for (const id of [...oldDelivered, oldFailed]) expect(await exists(id)).toBe(false);
    for (const id of [...events.oldDelivered, events.oldFailed]) {
      expect(await eventExists(id)).toBe(false);
    }
    // Still retrying after 40 days (a resend, say): it and its event stay, as does the recent one.
    expect(await exists(retrying)).toBe(true);
    expect(await eventExists(events.retrying)).toBe(true);
    expect(await exists(recent)).toBe(true);
    expect(await eventExists(events.recent)).toBe(true);
    expect(await eventExists(unprepared.id)).toBe(true);

    // The delivery log lists what is left.
    const log = async (endpoint: string) => {
      const res = await inject(t, 'GET', `/webhook-endpoints/${endpoint}/deliveries`, staff);
      expect(res.statusCode).toBe(200);
      return listResponse(webhookDelivery)
        .parse(res.json())
        .data.map((d) => d.id);
    };
    expect(await log(ok)).toEqual([recent]);
    expect(await log(down)).toEqual([retrying]);

    // FLOTTE_WEBHOOK_RETENTION_DAYS=3: the one delivered 5 days ago goes too.
    expect(readConfig({}).webhookRetentionDays).toBe(30);
    expect(readConfig({ FLOTTE_WEBHOOK_RETENTION_DAYS: '3' }).webhookRetentionDays).toBe(3);
    expect(() => readConfig({ FLOTTE_WEBHOOK_RETENTION_DAYS: '0' })).toThrow(/RETENTION/);
    const short = periodicJobs({
      db: t.db,
      mailer: t.app.mailer,
      policy: { freeMaxAssets: 5, freeMaxUsers: 3, defaultCommissionRate: 0.1 },
      webhookRetentionDays: 3,
    }).find((j) => j.name === 'webhook-history-retention')!;
    expect(await short.run()).toEqual({ deliveries: 1, events: 1 });
    expect(await log(ok)).toEqual([]);
    expect(await exists(retrying)).toBe(true);
  });
});
