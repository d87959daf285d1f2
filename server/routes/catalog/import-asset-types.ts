import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importBody } from '../../../contract/import';
import type { Db } from '../../db/db';
import type { AuthGuards } from '../../plugins/auth';
import { commitAssetTypeImport, previewAssetTypeImport } from '../../services/import/asset-types';
import { csvImportRoutes } from '../csv-import';

/** Asset types from CSV (docs/import.md): the superadmin only, as every asset-type write. */
export const assetTypeImportRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  csvImportRoutes(app, guards, {
    path: '/asset-type',
    resource: 'asset-type',
    tags: ['asset-type'],
    rows: 'asset types',
    commitSummary: 'Create every asset type of a CSV, or none (400 with the rows’ errors)',
    body: importBody,
    preview: (_caller, body) => previewAssetTypeImport(db, body.csv),
    commit: (caller, body) => commitAssetTypeImport(db, caller.id, body.csv),
  });
};
