import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetType,
  assetTypeCreate,
  assetTypeListQuery,
  assetTypeUpdate,
} from '../../../contract/asset-type';
import { listResponse, oneResponse } from '../../../contract/common';
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
import { errorResponses, flag, idParams, idsQuery, listParams, paged } from '../schemas';

const listQuery = assetTypeListQuery.extend(idsQuery);

const tags = ['asset-type'];

/** Asset types: any signed-in user reads; only the superadmin writes (product.md). */
export const assetTypeRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/asset-type',
    {
      onRequest: guards.permit('asset-type', 'list'),
      schema: {
        tags,
        summary: 'List asset types (paged, sorted, searched by `q` in name and description)',
        security: bearer,
        querystring: listQuery,
        response: { 200: listResponse(assetType), ...errorResponses(400, 401) },
      },
    },
    async ({ query }) => {
      const found = await listAssetTypes(db, {
        ...listParams(query),
        active: flag(query.active),
        ids: query.id,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/asset-type/:id',
    {
      onRequest: guards.permit('asset-type', 'show'),
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
      onRequest: guards.permit('asset-type', 'create'),
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
      onRequest: guards.permit('asset-type', 'edit'),
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
      onRequest: guards.permit('asset-type', 'delete'),
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
