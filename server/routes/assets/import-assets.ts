import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assetImportBody } from '../../../contract/import';
import type { Db } from '../../db/db';
import type { AuthGuards } from '../../plugins/auth';
import type { PlanPolicy } from '../../services/business/entitlements';
import { commitAssetImport, previewAssetImport } from '../../services/import/assets';
import { csvImportRoutes } from '../csv-import';

/**
 * Assets from CSV (docs/import.md), for whoever may `POST /assets`: an owner its own, a business
 * in-house ones, the superadmin for the owner or business it names; b2b and managers 403.
 */
export const assetImportRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  policy: PlanPolicy;
}> = async (app, { db, guards, policy }) => {
  csvImportRoutes(app, guards, {
    path: '/assets',
    resource: 'assets',
    tags: ['asset'],
    rows: 'assets',
    commitSummary: 'Create every asset of a CSV, or none (400/409 with the rows’ errors)',
    body: assetImportBody,
    preview: (caller, body) => previewAssetImport(db, caller, body, policy),
    commit: (caller, body) => commitAssetImport(db, caller, body, policy),
  });
};
