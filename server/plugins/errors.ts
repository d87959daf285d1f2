import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorCode, ErrorResponse } from '../../contract/common';
import { ApiError, defaultMessage, type ErrorDetail } from '../errors';

/** Fastify's own client errors (bad JSON, too large…) by status, in the contract's codes. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'validation_failed',
  429: 'rate_limited',
};

function send(
  reply: FastifyReply,
  statusCode: number,
  code: ErrorCode,
  message?: string,
  details?: ErrorDetail[],
) {
  const body: ErrorResponse = { statusCode, code, message: message ?? defaultMessage(code) };
  if (details) body.details = details;
  return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
}

/** The values the message names (the limit of a too long text…), as the validator gave them. */
function argsOf(params: Record<string, unknown> | undefined): ErrorDetail['args'] {
  const args = params?.args;
  return typeof args === 'object' && args !== null ? (args as ErrorDetail['args']) : undefined;
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  return (error.validation ?? []).map((issue) => {
    const args = argsOf(issue.params);
    return {
      // `/address/city` → `address.city`, the path react-admin's forms know the field by.
      path: issue.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: issue.message ?? 'flotte.validation.invalid',
      ...(args ? { args } : {}),
    };
  });
}

/** Answers a 404 in the contract's shape. */
export const sendNotFound = (reply: FastifyReply) => send(reply, 404, 'not_found');

/**
 * One error shape for the whole API: `{ statusCode, code, message, details? }`. Expected
 * errors keep their status; anything else is logged and answered `500 internal` without its
 * message, which could leak SQL or file paths.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request: FastifyRequest, reply) => {
    if (error instanceof ApiError) {
      if (error.retryAfter) reply.header('retry-after', String(error.retryAfter));
      return send(reply, error.statusCode, error.code, error.message, error.details);
    }
    if (error.validation) {
      return send(reply, 400, 'validation_failed', undefined, validationDetails(error));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return send(reply, status, CODE_BY_STATUS[status] ?? 'validation_failed', error.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, 'internal');
  });
}
