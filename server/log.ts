/**
 * What the request log says of a request. A tracking token is a capability (docs/tracking.md):
 * whoever reads it follows the delivery, so the log keeps its place and drops its value.
 */
import type { FastifyRequest } from 'fastify';

export const loggedUrl = (url: string) => url.replace(/\/tracking\/[^/?#]+/, '/tracking/[token]');

/** Fastify's own request fields, with the URL as `loggedUrl` writes it. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: loggedUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
