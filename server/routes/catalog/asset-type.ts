import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  assetType,
  assetTypeCreate,
  assetTypeListQuery,
  assetTypeUpdate,
} from '../../../contract/asset-type';
import { listResponse, MAX_LIMIT, oneResponse } from '../../../contract/common';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  createAssetType,
  deleteAssetType,
  getAssetType,
  listAssetTypes,
  updateAssetType,
} from '../../services/catalog/asset-types';
import { errorResponses } from '../schemas';

const idParams = z.object({ id: z.string().max(64) });

/** `id=a&id=b` (react-admin's getMany) arrives as an array, a single `id=a` as a string. */
const listQuery = assetTypeListQuery.extend({
  id: z
    .union([z.string().max(64), z.array(z.string().max(64)).max(MAX_LIMIT)])
    .optional()
    .transform((v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v])),
});

const tags = ['asset-type'];

/** Asset types: any signed-in user reads; only the superadmin writes (product.md). */
export const assetTypeRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const write = guards.requireRole('superadmin');

  app.get(
    '/asset-type',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'List asset types (paged, sorted, searched by `q` in name and description)',
        security: bearer,
        querystring: listQuery,
        response: { 200: listResponse(assetType), ...errorResponses(400, 401) },
      },
    },
    async ({ query }) => {
      const { data, total } = await listAssetTypes(db, {
        limit: query.limit,
        skip: query.skip,
        sort: query.sort,
        order: query.order,
        q: query.q || undefined,
        active: query.active === undefined ? undefined : query.active === 'true',
        ids: query.id,
      });
      return { data, pagination: { total, limit: query.limit, skip: query.skip } };
    },
  );

  app.get(
    '/asset-type/:id',
    {
      onRequest: guards.requireAuth,
      schema: {
        tags,
        summary: 'One asset type',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(assetType), ...errorResponses(401, 404) },
      },
    },
    async ({ params }) => ({ data: await getAssetType(db, params.id) }),
  );

  app.post(
    '/asset-type',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Create an asset type (superadmin)',
        security: bearer,
        body: assetTypeCreate,
        response: { 201: oneResponse(assetType), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const created = await createAssetType(db, callerOf(request).user.id, request.body);
      return reply.code(201).send({ data: created });
    },
  );

  app.patch(
    '/asset-type/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Change an asset type (superadmin)',
        security: bearer,
        params: idParams,
        body: assetTypeUpdate,
        response: { 200: oneResponse(assetType), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await updateAssetType(db, callerOf(request).user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/asset-type/:id',
    {
      onRequest: write,
      schema: {
        tags,
        summary: 'Delete an asset type not used by any asset (superadmin)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(assetType), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await deleteAssetType(db, callerOf(request).user.id, request.params.id),
    }),
  );
};
