import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  importBody,
  importErrorResponse,
  importPreview,
  importResult,
} from '../../../contract/import';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { commitAssetTypeImport, previewAssetTypeImport } from '../../services/import/asset-types';
import { rejectedReply } from '../fleet/import-reply';
import { errorResponses } from '../schemas';

const tags = ['asset-type'];

/** Asset types from CSV (docs/import.md): the superadmin only, as every asset-type write. */
export const assetTypeImportRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.post(
    '/asset-type/import/preview',
    {
      onRequest: guards.permit('asset-type', 'import'),
      schema: {
        tags,
        summary: "Read a CSV of asset types: every row and every row's errors; writes nothing",
        security: bearer,
        body: importBody,
        response: { 200: oneResponse(importPreview), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => ({ data: await previewAssetTypeImport(db, request.body.csv) }),
  );

  app.post(
    '/asset-type/import',
    {
      onRequest: guards.permit('asset-type', 'import'),
      schema: {
        tags,
        summary: 'Create every asset type of a CSV, or none (400 with the rows’ errors)',
        security: bearer,
        body: importBody,
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
        const data = await commitAssetTypeImport(db, callerOf(request).user.id, request.body.csv);
        return reply.code(201).send({ data });
      } catch (error) {
        return rejectedReply(reply, error);
      }
    },
  );
};
