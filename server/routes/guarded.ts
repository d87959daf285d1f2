import type { FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { PermitHook } from '../plugins/auth';
import { bearer } from '../plugins/docs';
import { errorResponses } from './schemas';

/** What a route's request carries: its path parameters, query string and body. */
type RequestParts = Pick<FastifySchema, 'params' | 'querystring' | 'body'>;

/**
 * A route behind the permission table: its guard (`guards.permit`), its OpenAPI tags and
 * summary, what its request carries, what it answers (with `status`, 200 unless said) and the
 * error statuses it may answer besides.
 */
export type Guarded<
  Answer extends z.ZodType,
  Status extends number,
  Errors extends number,
  Parts,
> = Parts & {
  permit: PermitHook;
  tags: string[];
  summary: string;
  answer: Answer;
  status?: Status;
  errors: Errors[];
};

/**
 * A guarded route's options: `onRequest` is its guard, its schema names the Bearer scheme and
 * answers `answer` with `status` or the error body with one of `errors`.
 */
export function guarded<
  Answer extends z.ZodType,
  Parts extends RequestParts = Record<never, never>,
  Status extends number = 200,
  Errors extends number = never,
>(route: Guarded<Answer, Status, Errors, Parts>) {
  const { permit, tags, summary, answer, status, errors, ...parts } = route;
  const response = { [status ?? 200]: answer } as Record<Status, Answer>;
  return {
    onRequest: permit,
    schema: {
      tags,
      summary,
      security: bearer,
      ...parts,
      response: { ...response, ...errorResponses(...errors) },
    },
  };
}
