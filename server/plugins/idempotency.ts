/**
 * `Idempotency-Key` on the POSTs that create something (issue 20, docs/integrations.md): the
 * same caller, key and body within 24 hours answers the first answer again without writing; the
 * same key with another body answers `422 idempotency_key_reused`; of calls running together
 * with one key, one runs and the others wait for its answer (409 `idempotency_key_in_progress`
 * if it takes longer than the wait). The claim is a row in PostgreSQL (`idempotency_keys`),
 * so every server sees it: no server remembers anything itself.
 *
 * Only successful answers (2xx) are kept: a refusal (402, 409…) frees the key, so the client
 * may retry once the cause is gone.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/db';
import { queryOne } from '../db/query';
import { ApiError } from '../errors';

/** The creating POSTs that take the header (method and route as Fastify declares them). */
export const IDEMPOTENT_ROUTES = new Set([
  'POST /api/business-dispatches',
  'POST /api/asset-dispatch',
  'POST /api/assets',
  'POST /api/superadmin/business/:id/wallet/top-up',
  'POST /api/business/subscribe',
  'POST /api/leases',
  'POST /api/maintenance',
  'POST /api/payout-batches/:id/paid',
]);

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The OpenAPI mark of an operation taking the header. */
export const IDEMPOTENT_MARK = 'x-idempotent';
/** Set on a replayed answer. */
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key is remembered. */
export const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim without an answer this old is taken over (its server died mid-call). */
const STALE_CLAIM_SECONDS = 60;
/** How long a repeat waits for the first call's answer. */
const WAIT_MS = 10_000;

interface Claim {
  owner: string;
  key: string;
  done: boolean;
}
const claims = new WeakMap<FastifyRequest, Claim>();

/** The same JSON for the same value, whatever the order of its keys. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body)}`)
    .digest('hex');

const storedRow = z.object({
  fingerprint: z.string(),
  status_code: z.number().nullable(),
  response: z.string().nullable(),
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function installIdempotency(
  app: FastifyInstance,
  { db, now = Date.now }: { db: Db; now?: (() => number) | undefined },
) {
  const headerSchema = z.object({
    [IDEMPOTENCY_HEADER]: z
      .string()
      .min(1)
      .max(255)
      .optional()
      .describe(
        'Any unique string (a UUID): the same key and body within 24 h answers the first answer again',
      ),
  });

  const claim = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (typeof key !== 'string' || key === '' || !request.caller) return;
    const caller = request.caller;
    const owner = caller.apiKey ? `key:${caller.apiKey.id}` : `user:${caller.user.id}`;
    const fingerprint = fingerprintOf(request);
    const at = new Date(now()).toISOString();
    const won = await db.query(
      `insert into idempotency_keys as i (owner, key, fingerprint, created_at)
       values ($1, $2, $3, $4::timestamptz)
       on conflict (owner, key) do update
         set fingerprint = excluded.fingerprint, created_at = excluded.created_at,
             status_code = null, response = null, completed_at = null
         where i.created_at <= $4::timestamptz - interval '${IDEMPOTENCY_TTL_HOURS} hours'
            or (i.completed_at is null
                and i.created_at <= $4::timestamptz - interval '${STALE_CLAIM_SECONDS} seconds')
       returning 1`,
      [owner, key, fingerprint, at],
    );
    if (won.length > 0) {
      claims.set(request, { owner, key, done: false });
      return;
    }
    // Another call holds the key: the same body waits for its answer, another is refused.
    const deadline = Date.now() + WAIT_MS;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const row = await queryOne(
        db,
        storedRow,
        'select fingerprint, status_code, response from idempotency_keys where owner = $1 and key = $2',
        [owner, key],
      );
      if (!row) {
        // The first call failed and freed the key: this one runs instead.
        return claim(request, reply);
      }
      if (row.fingerprint !== fingerprint) throw new ApiError(422, 'idempotency_key_reused');
      if (row.status_code !== null && row.response !== null) {
        reply.code(row.status_code).header(REPLAYED_HEADER, 'true');
        return reply.send(JSON.parse(row.response));
      }
      if (Date.now() >= deadline) throw new ApiError(409, 'idempotency_key_in_progress');
      await sleep(pause);
    }
  };

  app.addHook('onRoute', (route) => {
    const method = [route.method].flat()[0];
    if (!IDEMPOTENT_ROUTES.has(`${method} ${route.url}`)) return;
    if (route.schema) {
      const schema = route.schema as Record<string, unknown>;
      schema.headers = headerSchema;
      schema[IDEMPOTENT_MARK] = true;
    }
    route.preHandler = [
      ...(route.preHandler === undefined ? [] : [route.preHandler].flat()),
      async function (request, reply) {
        const answered = await claim(request, reply);
        if (answered) return answered;
      },
    ];
    route.preSerialization = [
      ...(route.preSerialization === undefined ? [] : [route.preSerialization].flat()),
      async function (request, reply, payload) {
        const held = claims.get(request);
        if (held && reply.statusCode >= 200 && reply.statusCode < 300) {
          await db.query(
            `update idempotency_keys set status_code = $3, response = $4, completed_at = $5
             where owner = $1 and key = $2`,
            [held.owner, held.key, reply.statusCode, JSON.stringify(payload), new Date(now())],
          );
          held.done = true;
        }
        return payload;
      },
    ];
    route.onResponse = [
      ...(route.onResponse === undefined ? [] : [route.onResponse].flat()),
      async function (request) {
        const held = claims.get(request);
        if (!held || held.done) return;
        // A refusal or a failure: the key is free again.
        await db
          .query(
            'delete from idempotency_keys where owner = $1 and key = $2 and completed_at is null',
            [held.owner, held.key],
          )
          .catch((error: unknown) =>
            request.log.error({ err: error }, 'idempotency key not freed'),
          );
      },
    ];
  });
}

/** Forgets the keys older than 24 hours (a periodic job); answers how many. */
export async function purgeIdempotencyKeys(db: Db): Promise<number> {
  const rows = await db.query(
    `delete from idempotency_keys
     where created_at < now() - interval '${IDEMPOTENCY_TTL_HOURS} hours' returning 1`,
  );
  return rows.length;
}
