import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  assetImportBody,
  importErrorResponse,
  importPreview,
  importResult,
} from '../../../contract/import';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import type { PlanPolicy } from '../../services/business/entitlements';
import { commitAssetImport, previewAssetImport } from '../../services/import/assets';
import { rejectedReply } from './import-reply';
import { errorResponses } from '../schemas';

const tags = ['asset'];

/**
 * Assets from CSV (docs/import.md), for whoever may `POST /assets`: an owner its own, a business
 * in-house ones, the superadmin for the owner or business it names; b2b and managers 403.
 */
export const assetImportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  policy: PlanPolicy;
}> = async (app, { db, guards, policy }) => {
  app.post(
    '/assets/import/preview',
    {
      onRequest: guards.permit('assets', 'import'),
      schema: {
        tags,
        summary: "Read a CSV of assets: every row and every row's errors; writes nothing",
        security: bearer,
        body: assetImportBody,
        response: { 200: oneResponse(importPreview), ...errorResponses(400, 401, 403, 413) },
      },
    },
    async (request) => ({
      data: await previewAssetImport(db, callerOf(request).user, request.body, policy),
    }),
  );

  app.post(
    '/assets/import',
    {
      onRequest: guards.permit('assets', 'import'),
      schema: {
        tags,
        summary: 'Create every asset of a CSV, or none (400/409 with the rows’ errors)',
        security: bearer,
        body: assetImportBody,
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
        const data = await commitAssetImport(db, callerOf(request).user, request.body, policy);
        return reply.code(201).send({ data });
      } catch (error) {
        return rejectedReply(reply, error);
      }
    },
  );
};
