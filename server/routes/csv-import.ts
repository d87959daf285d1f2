import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { oneResponse } from '../../contract/common';
import type { Resource } from '../../contract/permissions';
import {
  importErrorResponse,
  importPreview,
  importResult,
  type ImportErrorResponse,
  type ImportPreview,
  type ImportResult,
} from '../../contract/import';
import { callerOf, type AuthGuards } from '../plugins/auth';
import { bearer } from '../plugins/docs';
import type { Authenticated } from '../services/accounts/sessions';
import { ImportRejected } from '../services/import/csv';
import type { RouteApp } from './record-routes';
import { errorResponses } from './schemas';

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

type User = Authenticated['user'];

/**
 * The two routes of a CSV import (docs/import.md), both guarded by `import` on `resource`:
 * `<path>/import/preview` reads the file and answers every row's errors, writing nothing;
 * `<path>/import` creates every row or none (400/409 with the rows' errors).
 */
export function csvImportRoutes<Body>(
  app: RouteApp,
  guards: AuthGuards,
  spec: {
    path: string;
    resource: Resource;
    tags: string[];
    /** What a row is, plural: "asset types". */
    rows: string;
    commitSummary: string;
    body: z.ZodType<Body>;
    preview: (caller: User, body: Body) => Promise<ImportPreview>;
    commit: (caller: User, body: Body) => Promise<ImportResult>;
  },
) {
  const { path, tags, body } = spec;
  const onRequest = guards.permit(spec.resource, 'import');

  app.post(
    `${path}/import/preview`,
    {
      onRequest,
      schema: {
        tags,
        summary: `Read a CSV of ${spec.rows}: every row and every row's errors; writes nothing`,
        security: bearer,
        body,
        response: { 200: oneResponse(importPreview), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => ({
      data: await spec.preview(callerOf(request).user, request.body as Body),
    }),
  );

  app.post(
    `${path}/import`,
    {
      onRequest,
      schema: {
        tags,
        summary: spec.commitSummary,
        security: bearer,
        body,
        response: {
          201: oneResponse(importResult),
          400: importErrorResponse,
          409: importErrorResponse,
          ...errorResponses(401, 403, 413),
        },
      },
    },
    async (request, reply) => {
      try {
        const data = await spec.commit(callerOf(request).user, request.body as Body);
        return reply.code(201).send({ data });
      } catch (error) {
        return rejectedReply(reply, error);
      }
    },
  );
}
