import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a proxy's id may look like to be kept: short, and harmless in logs and headers. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `genReqId`: the proxy's `X-Request-Id` when it is a short safe token (so one id
 * follows a call through the proxy's log and ours), else a UUID: unique across servers, unlike
 * Fastify's per-process counter. Fastify logs it as `reqId` on every line of the request.
 */
export function genReqId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Every answer, refusals and 404s included, names its request. */
export function installRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
