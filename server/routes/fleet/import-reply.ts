import type { FastifyReply } from 'fastify';
import type { ImportErrorResponse } from '../../../contract/import';
import { ImportRejected } from '../../services/import/csv';

/**
 * A refused import answers the API's error shape plus `rows` (every row's errors), and `details`
 * with the same errors as `<row>.<column>` paths for clients that read only those. 409
 * plan_limit_reached when the plan's limit is all that refuses it, else 400 validation_failed.
 * Any other error goes on to the error handler.
 */
export function rejectedReply(reply: FastifyReply, error: unknown) {
  if (!(error instanceof ImportRejected)) throw error;
  const statusCode = error.statusCode;
  const code = statusCode === 409 ? 'plan_limit_reached' : 'validation_failed';
  const body: ImportErrorResponse = {
    statusCode,
    code,
    message: error.message,
    details: error.errors.map((e) => ({
      path: `${e.row}.${e.field ?? ''}`.replace(/\.$/, ''),
      message: `flotte.import.errors.${e.code}`,
    })),
    rows: error.errors,
  };
  return reply.code(statusCode).send(body);
}
