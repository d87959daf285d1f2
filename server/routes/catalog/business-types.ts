import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  businessType,
  businessTypeCreate,
  businessTypeListQuery,
  businessTypeUpdate,
} from '../../../contract/business-type';
import { listResponse, oneResponse } from '../../../contract/common';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { businessTypes, type typeService } from '../../services/catalog/types';
import { errorResponses, flag, idParams, idsQuery, listParams, paged } from '../schemas';

type Service = ReturnType<typeof typeService>;

/**
 * The routes of a simple type list (like asset types): any signed-in user reads; only the
 * superadmin creates, changes and deletes (409 name_taken, 409 type_in_use).
 */
export function typeRoutes(opts: {
  path: string;
  label: string;
  record: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  listQuery: z.ZodObject;
  service: Service;
}): FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> {
  const { path, label, record, service } = opts;
  const query = opts.listQuery.extend(idsQuery) as unknown as z.ZodType<{
    limit: number;
    skip: number;
    sort?: string;
    order: 'asc' | 'desc';
    q?: string;
    active?: 'true' | 'false';
    id?: string[];
  }>;
  const resource = path.slice(1);
  const tags = [resource];
  return async (app, { db, guards }) => {
    app.get(
      path,
      {
        onRequest: guards.permit(resource, 'list'),
        schema: {
          tags,
          summary: `List ${label}s (paged, sorted, searched by \`q\` in name and description)`,
          security: bearer,
          querystring: query,
          response: { 200: listResponse(record), ...errorResponses(400, 401) },
        },
      },
      async ({ query: q }) => {
        const found = await service.list(db, {
          ...listParams(q),
          active: flag(q.active),
          ids: q.id,
        });
        return paged(found, q);
      },
    );

    app.get(
      `${path}/:id`,
      {
        onRequest: guards.permit(resource, 'show'),
        schema: {
          tags,
          summary: `One ${label}`,
          security: bearer,
          params: idParams,
          response: { 200: oneResponse(record), ...errorResponses(401, 404) },
        },
      },
      async ({ params }) => ({ data: await service.get(db, params.id) }),
    );

    app.post(
      path,
      {
        onRequest: guards.permit(resource, 'create'),
        schema: {
          tags,
          summary: `Create a ${label} (superadmin)`,
          security: bearer,
          body: opts.create,
          response: { 201: oneResponse(record), ...errorResponses(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const body = request.body as Record<string, unknown>;
        const created = await service.create(db, callerOf(request).user.id, body);
        return reply.code(201).send({ data: created });
      },
    );

    app.patch(
      `${path}/:id`,
      {
        onRequest: guards.permit(resource, 'edit'),
        schema: {
          tags,
          summary: `Change a ${label} (superadmin)`,
          security: bearer,
          params: idParams,
          body: opts.update,
          response: { 200: oneResponse(record), ...errorResponses(400, 401, 403, 404, 409) },
        },
      },
      async (request) => ({
        data: await service.update(
          db,
          callerOf(request).user.id,
          request.params.id,
          request.body as Record<string, unknown>,
        ),
      }),
    );

    app.delete(
      `${path}/:id`,
      {
        onRequest: guards.permit(resource, 'delete'),
        schema: {
          tags,
          summary: `Delete a ${label} nothing uses (superadmin; 409 type_in_use)`,
          security: bearer,
          params: idParams,
          response: { 200: oneResponse(record), ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => ({
        data: await service.remove(db, callerOf(request).user.id, request.params.id),
      }),
    );
  };
}

/** Business types: `/api/business-types`. */
export const businessTypeRoutes = typeRoutes({
  path: '/business-types',
  label: 'business type',
  record: businessType,
  create: businessTypeCreate,
  update: businessTypeUpdate,
  listQuery: businessTypeListQuery,
  service: businessTypes as unknown as Service,
});
