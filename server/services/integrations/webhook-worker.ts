/**
 * The webhook queue (issue 20, docs/integrations.md). Events are written by the database's
 * triggers in the transaction of the change (migration 030); after the commit, each server's
 * worker polls:
 *
 * 1. **Prepare** (one server at a time: a transaction-level advisory lock): each new event
 *    becomes one delivery per enabled endpoint subscribed to it, of the record's business and of
 *    its white-label parent, with the body `{ id, type, created_at, data }` where `data` is the
 *    record as the API shows it to that business (its status as it was at the event).
 * 2. **Send**: due deliveries are claimed by one conditional update (`for update skip locked`),
 *    so two servers never send one delivery at once; a delivery waits while an earlier one of
 *    the same record to the same endpoint is open (in order per record). A claim lasts a minute:
 *    a server dying mid-send leaves it to be sent again (at least once; the event id is the
 *    receiver's idempotency key).
 *
 * A try fails on a timeout (10 s), a network error, a refused address or any non-2xx answer
 * (redirects are not followed); tries go on after 1 min, 5 min, 15 min, 1 h, 2 h, 6 h and 14 h
 * (8 tries over about 23 hours), then the delivery is `failed`. An endpoint whose deliveries all
 * failed for three days is disabled and its business mailed.
 */
import { z } from 'zod';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { User } from '../../../contract/auth';
import { iso, type Db, type Queryable } from '../../db/db';
import { endpointDisabledMail } from '../../mail/webhook-mails';
import { businessMailRecipients } from '../business/mail-recipients';
import { getDispatch } from '../dispatch/dispatch';
import { getLease } from '../leases/leases';
import { getMaintenance } from '../maintenance/queries';
import { getRequest } from '../requests/requests';
import { readWallet } from '../money/money';
import { readSubscription } from '../money/subscriptions';
import type { Mailer } from '../platform/mail';
import { resolveWebhookTarget, type Resolver, type UrlPolicy } from './ssrf';
import { decryptSecret, SIGNATURE_HEADER, signatureHeader } from './signing';
import { queryRows } from '../../db/query';

/** Seconds to wait after try n (1-based) before try n + 1; 8 tries in all. */
export const RETRY_DELAYS = [60, 300, 900, 3600, 7200, 21600, 50400] as const;
export const MAX_TRIES = RETRY_DELAYS.length + 1;
/** An endpoint failing this long is disabled. */
export const DISABLE_AFTER_SECONDS = 3 * 24 * 3600;
/** How long one try may take. */
export const SEND_TIMEOUT_MS = 10_000;
/** How long a claimed delivery stays claimed (then another server may send it). */
const CLAIM_SECONDS = 60;
/** The most of a receiver's answer kept in the log. */
const ANSWER_LOG_CHARS = 200;

export interface WorkerDeps {
  db: Db;
  serverSecret: string;
  policy: UrlPolicy;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
  publicUrl?: string | undefined;
  now?: (() => number) | undefined;
  resolve?: Resolver | undefined;
  /** Deliveries claimed per round, and sent at once. */
  batch?: number;
  concurrency?: number;
  timeoutMs?: number;
}

const eventRow = z.object({
  id: z.string(),
  seq: z.string(),
  type: z.string(),
  resource: z.string(),
  record_id: z.string(),
  business_id: z.string(),
  status: z.string().nullable(),
  created_at: z.string(),
});
type EventRow = z.output<typeof eventRow>;

const claimedRow = z.object({
  id: z.string(),
  endpoint_id: z.string(),
  attempts: z.number(),
  body: z.string(),
  url: z.string(),
  secret_enc: z.string(),
});
type ClaimedRow = z.output<typeof claimedRow>;

/** Who reads the record for a business: its staff's view (role and reach). */
function businessReader(businessId: string, kind: string): User {
  return {
    id: '00000000-0000-0000-0000-000000000000',
    email: 'webhooks@flotte.invalid',
    name: 'Flotte webhooks',
    phone: null,
    role: kind === 'b2b' ? 'b2b' : 'business',
    business_id: businessId,
    locale: null,
    email_verified: true,
    created_at: new Date(0).toISOString(),
    last_login_at: null,
  };
}

/** The record of an event as the API shows it to `reader` (undefined: outside its scope). */
async function recordFor(tx: Queryable, event: EventRow, reader: User): Promise<unknown> {
  try {
    switch (event.resource) {
      case 'request':
        return await getRequest(tx, reader, event.record_id);
      case 'dispatch':
        return await getDispatch(tx, reader, event.record_id);
      case 'lease':
        return await getLease(tx, reader, event.record_id);
      case 'maintenance':
        return await getMaintenance(tx, reader, event.record_id);
      case 'wallet':
        return await readWallet(tx, reader.business_id!);
      case 'subscription': {
        const found = await readSubscription(tx, event.record_id);
        return found.business_id === reader.business_id ? found : undefined;
      }
      default:
        return undefined;
    }
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && error.statusCode === 404) {
      return undefined;
    }
    throw error;
  }
}

/** The record with its status as it was when the event happened. */
const atEvent = (record: unknown, status: string | null): unknown =>
  status !== null && record && typeof record === 'object' && 'status' in record
    ? { ...record, status }
    : record;

/** One POST: the status, or the error that ended it. */
export interface SendResult {
  status?: number;
  error?: string;
}

/** POSTs `body` to `url`, connecting to `address` only (already checked); no redirects. */
export function postOnce(
  url: URL,
  target: { address: string; family: number },
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
): Promise<SendResult> {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) {
      (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [
        target,
      ]);
    } else {
      callback(null, target.address, target.family);
    }
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup,
        agent: false,
      },
      (res: IncomingMessage) => {
        // The answer's body is not needed: read and dropped (a few bytes kept for the log).
        let kept = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (kept.length < ANSWER_LOG_CHARS) kept += chunk.slice(0, ANSWER_LOG_CHARS);
        });
        res.on('end', () => done({ status: res.statusCode ?? 0 }));
        res.on('error', () => done({ status: res.statusCode ?? 0 }));
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error('timeout'));
      done({ error: `timeout after ${timeoutMs} ms` });
    }, timeoutMs);
    req.on('error', (error) => done({ error: error.message.slice(0, ANSWER_LOG_CHARS) }));
    req.end(body);
  });
}

export class WebhookWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private readonly now: () => number;

  constructor(private readonly deps: WorkerDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Polls every `pollMs` (the timer does not keep the process alive). */
  start(pollMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.running) return;
      this.running = this.runOnce()
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'webhooks: round failed'))
        .finally(() => (this.running = undefined));
    }, pollMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Prepares the new events, then sends what is due, until nothing due is left this round. */
  async runOnce(): Promise<{ prepared: number; sent: number }> {
    const prepared = await this.prepare();
    let sent = 0;
    for (let round = 0; round < 20; round++) {
      const n = await this.sendDue();
      sent += n;
      // A round frees the next delivery of each record it sent: go on while it sent any.
      if (n === 0) break;
    }
    return { prepared, sent };
  }

  /** Turns new events into deliveries; answers how many events (0: another server is at it). */
  async prepare(): Promise<number> {
    const at = new Date(this.now()).toISOString();
    return this.deps.db.transaction(async (tx) => {
      const lock = await queryRows(
        tx,
        z.object({ ok: z.boolean() }),
        `select pg_try_advisory_xact_lock(hashtext('flotte_webhook_prepare')) as ok`,
      );
      if (!lock[0]?.ok) return 0;
      const events = await queryRows(
        tx,
        eventRow,
        `select id, seq::text as seq, type, resource, record_id, business_id, status, created_at
         from webhook_events where prepared_at is null order by seq limit 200`,
      );
      for (const event of events) await this.prepareOne(tx, event, at);
      if (events.length > 0) {
        await tx.query('update webhook_events set prepared_at = $2 where id = any($1::uuid[])', [
          events.map((e) => e.id),
          at,
        ]);
      }
      return events.length;
    });
  }

  private async prepareOne(tx: Queryable, event: EventRow, at: string) {
    // The record's business and its white-label parent: each endpoint subscribed to the type.
    const endpoints = await queryRows(
      tx,
      z.object({ id: z.string(), business_id: z.string(), kind: z.string() }),
      `select w.id, w.business_id, b.kind from webhook_endpoints w
       join businesses b on b.id = w.business_id and b.deleted_at is null
       where w.enabled and w.events @> array[$1]
         and (w.business_id = $2
              or (b.kind = 'whitelabel' and w.business_id =
                    (select c.parent_business_id from businesses c
                     where c.id = $2 and c.kind = 'b2b' and c.deleted_at is null)))
       order by w.id`,
      [event.type, event.business_id],
    );
    const bodies = new Map<string, string | null>();
    for (const endpoint of endpoints) {
      let body = bodies.get(endpoint.business_id);
      if (body === undefined) {
        const record = await recordFor(
          tx,
          event,
          businessReader(endpoint.business_id, endpoint.kind),
        );
        body =
          record === undefined
            ? null
            : JSON.stringify({
                id: event.id,
                type: event.type,
                created_at: iso(event.created_at),
                data: atEvent(record, event.status),
              });
        bodies.set(endpoint.business_id, body);
      }
      if (body === null) continue;
      await tx.query(
        `insert into webhook_deliveries (endpoint_id, event_id, event_type, seq, record_key, body,
           next_attempt_at, created_at)
         values ($1, $2, $3, $4, $5, $6, $7, $7) on conflict (endpoint_id, event_id) do nothing`,
        [
          endpoint.id,
          event.id,
          event.type,
          event.seq,
          `${event.resource}:${event.record_id}`,
          body,
          at,
        ],
      );
    }
  }

  /** Claims a batch of due deliveries and sends them; answers how many were claimed. */
  async sendDue(): Promise<number> {
    const now = this.now();
    const at = new Date(now).toISOString();
    const claimed = await queryRows(
      this.deps.db,
      claimedRow,
      `update webhook_deliveries d
         set state = 'sending', attempts = d.attempts + 1, last_attempt_at = $1::timestamptz,
             locked_until = $1::timestamptz + interval '${CLAIM_SECONDS} seconds'
       from webhook_endpoints w
       where w.id = d.endpoint_id and d.id in (
         select q.id from webhook_deliveries q join webhook_endpoints e on e.id = q.endpoint_id
         where e.enabled
           and ((q.state = 'pending' and q.next_attempt_at <= $1::timestamptz)
                or (q.state = 'sending' and q.locked_until <= $1::timestamptz))
           and not exists (
             select 1 from webhook_deliveries p
             where p.endpoint_id = q.endpoint_id and p.record_key = q.record_key
               and p.seq < q.seq and p.state in ('pending', 'sending'))
         order by q.seq limit $2
         for update of q skip locked)
       returning d.id, d.endpoint_id, d.attempts, d.body, w.url, w.secret_enc`,
      [at, this.deps.batch ?? 50],
    );
    const queue = [...claimed];
    const workers = Array.from(
      { length: Math.min(this.deps.concurrency ?? 8, queue.length) },
      async () => {
        for (let next = queue.shift(); next; next = queue.shift()) await this.deliver(next);
      },
    );
    await Promise.all(workers);
    return claimed.length;
  }

  private async deliver(row: ClaimedRow): Promise<void> {
    let result: SendResult;
    try {
      const url = new URL(row.url);
      // Checked again at each sending, and the connection goes to the address checked.
      const target = await resolveWebhookTarget(url, this.deps.policy, this.deps.resolve);
      const secret = decryptSecret(this.deps.serverSecret, row.secret_enc);
      const event = JSON.parse(row.body) as { id: string; type: string };
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Flotte-Webhooks/1',
        [SIGNATURE_HEADER]: signatureHeader(secret, Math.floor(this.now() / 1000), row.body),
        'idempotency-key': event.id,
        'flotte-event-id': event.id,
        'flotte-event-type': event.type,
      };
      result = await postOnce(
        url,
        target,
        headers,
        row.body,
        this.deps.timeoutMs ?? SEND_TIMEOUT_MS,
      );
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
      result = { error: code ?? (error instanceof Error ? error.message : String(error)) };
    }
    try {
      await this.record(row, result);
    } catch (error) {
      this.deps.log.error({ err: error, delivery: row.id }, 'webhooks: outcome not recorded');
    }
  }

  private async record(row: ClaimedRow, result: SendResult) {
    const now = this.now();
    const at = new Date(now).toISOString();
    const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
    const mails: string[] = [];
    await this.deps.db.transaction(async (tx) => {
      if (ok) {
        await tx.query(
          `update webhook_deliveries set state = 'succeeded', delivered_at = $2,
             last_status_code = $3, last_error = null, locked_until = null
           where id = $1 and state = 'sending'`,
          [row.id, at, result.status],
        );
        await tx.query(
          'update webhook_endpoints set failing_since = null where id = $1 and failing_since is not null',
          [row.endpoint_id],
        );
        return;
      }
      const last = row.attempts >= MAX_TRIES;
      const delay = RETRY_DELAYS[Math.min(row.attempts, RETRY_DELAYS.length) - 1] ?? 0;
      await tx.query(
        `update webhook_deliveries set state = $2, next_attempt_at = $3, last_status_code = $4,
           last_error = $5, locked_until = null
         where id = $1 and state = 'sending'`,
        [
          row.id,
          last ? 'failed' : 'pending',
          new Date(now + delay * 1000).toISOString(),
          result.status ?? null,
          result.error ?? `HTTP ${result.status}`,
        ],
      );
      const failing = await queryRows(
        tx,
        z.object({ failing_since: z.string() }),
        `update webhook_endpoints set failing_since = coalesce(failing_since, $2::timestamptz)
         where id = $1 returning failing_since`,
        [row.endpoint_id, at],
      );
      const since = failing[0] ? Date.parse(iso(failing[0].failing_since)) : now;
      if (now - since < DISABLE_AFTER_SECONDS * 1000) return;
      const disabled = await queryRows(
        tx,
        z.object({ business_id: z.string(), url: z.string(), name: z.string() }),
        `update webhook_endpoints w set enabled = false, disabled_reason = 'failing',
           disabled_at = $2, updated_at = $2
         from businesses b where w.id = $1 and w.enabled and b.id = w.business_id
         returning w.business_id, w.url, b.name`,
        [row.endpoint_id, at],
      );
      const endpoint = disabled[0];
      if (!endpoint) return;
      for (const to of await businessMailRecipients(tx, endpoint.business_id)) {
        const content = endpointDisabledMail(to.locale, {
          name: to.name,
          businessName: endpoint.name,
          url: endpoint.url,
          publicUrl: this.deps.publicUrl,
        });
        mails.push(await this.deps.mailer.queue(tx, { to: to.email, ...content }));
      }
    });
    this.deps.mailer.deliver(mails);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's webhook worker: tests run its rounds themselves (`runOnce`). */
    webhooks: WebhookWorker;
  }
}
