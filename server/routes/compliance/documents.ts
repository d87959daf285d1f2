import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idRow, queryRows } from '../../db/query';
import { oneResponse } from '../../../contract/common';
import {
  assetCompliance,
  complianceQuery,
  complianceSettings,
  complianceSettingsUpdate,
  document,
  documentCreate,
  documentKind,
  documentKindCreate,
  documentKindListQuery,
  documentKindUpdate,
  documentListQuery,
  documentUpdate,
} from '../../../contract/documents';
import { callerOf } from '../../plugins/auth';
import { paramOf } from '../../scope/businesses';
import { assetRecordScopeSql } from '../../scope/compliance';
import { complianceOf } from '../../services/compliance/compliance';
import {
  createKind,
  deleteKind,
  getKind,
  listKinds,
  readSettings,
  updateKind,
  updateSettings,
} from '../../services/compliance/document-kinds';
import {
  createDocument,
  deleteDocument,
  getDocument,
  listDocuments,
  updateDocument,
} from '../../services/compliance/documents';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { flag, idsQuery, listFilter } from '../schemas';
import { guarded } from '../guarded';

const tags = ['compliance'];
const kindQuery = documentKindListQuery.extend(idsQuery);
const docQuery = documentListQuery.extend(idsQuery);

/**
 * Documents that expire, their kinds and settings, and the compliance of assets
 * (docs/compliance.md). Each route is guarded by the permission table and scoped (404 outside).
 */
export const documentRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;

  recordRoutes(app, db, {
    path: '/document-kinds',
    tags,
    record: documentKind,
    list: {
      permit: guards.permit('document-kinds', 'list'),
      summary: 'Document kinds (filters subject, active, q over name and code)',
      query: kindQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listKinds(db, caller, {
          ...listFilter(query, ['subject']),
          active: flag(query.active),
        }),
    },
    show: {
      permit: guards.permit('document-kinds', 'show'),
      summary: 'One document kind',
      errors: [401, 403, 404],
      run: getKind,
    },
    create: {
      permit: guards.permit('document-kinds', 'create'),
      summary: 'A new kind (superadmin): mandatory by default or not, and per asset type',
      body: documentKindCreate,
      errors: [400, 401, 403, 409],
      run: createKind,
    },
    edit: {
      permit: guards.permit('document-kinds', 'edit'),
      summary: "A kind's name, mandatory marks (default and per asset type), activity",
      body: documentKindUpdate,
      errors: [400, 401, 403, 404],
      run: updateKind,
    },
    remove: {
      permit: guards.permit('document-kinds', 'delete'),
      summary: 'Deletes a kind no document uses (else 409 type_in_use)',
      errors: [401, 403, 404, 409],
      run: deleteKind,
    },
  });

  app.get(
    '/compliance-settings',
    guarded({
      permit: guards.permit('compliance-settings', 'show'),
      tags,
      summary: 'The compliance settings (days a document reads expiring)',
      answer: oneResponse(complianceSettings),
      errors: [401, 403],
    }),
    async () => ({ data: await readSettings(db) }),
  );

  app.patch(
    '/compliance-settings',
    guarded({
      permit: guards.permit('compliance-settings', 'edit'),
      tags,
      summary: 'Changes the compliance settings (superadmin)',
      body: complianceSettingsUpdate,
      answer: oneResponse(complianceSettings),
      errors: [400, 401, 403],
    }),
    async (request) => ({
      data: await updateSettings(db, callerOf(request).user, request.body),
    }),
  );

  recordRoutes(app, db, {
    path: '/documents',
    tags,
    record: document,
    list: {
      permit: guards.permit('documents', 'list'),
      summary:
        'Documents in scope (filters asset_id, driver_id, kind_id, subject, due_level, ' +
        'current, q over number, issuer, asset, driver and kind)',
      query: docQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listDocuments(db, caller, {
          ...listFilter(query, ['asset_id', 'driver_id', 'kind_id', 'subject', 'due_level']),
          current: flag(query.current),
        }),
    },
    show: {
      permit: guards.permit('documents', 'show'),
      summary: 'One document in scope',
      errors: [401, 403, 404],
      run: getDocument,
    },
    create: {
      permit: guards.permit('documents', 'create'),
      summary: 'Records a document of an asset or a driver (a renewal makes the older history)',
      body: documentCreate,
      errors: [400, 401, 403, 404],
      run: createDocument,
    },
    edit: {
      permit: guards.permit('documents', 'edit'),
      summary: "A document's fields (a new end of validity forgets the reminders it passed)",
      body: documentUpdate,
      errors: [400, 401, 403, 404],
      run: updateDocument,
    },
    remove: {
      permit: guards.permit('documents', 'delete'),
      summary: 'Deletes a document recorded by mistake',
      errors: [401, 403, 404],
      run: deleteDocument,
    },
  });

  app.get(
    '/compliance/assets',
    guarded({
      permit: guards.permit('compliance', 'list'),
      tags,
      summary: 'Whether each asset named (id=…, up to 100, in scope) may be sent out, and why not',
      querystring: complianceQuery,
      answer: z.object({ data: z.array(assetCompliance) }),
      errors: [400, 401, 403],
    }),
    async (request) => {
      const caller = callerOf(request).user;
      const named = request.query.id;
      const ids = named === undefined ? [] : Array.isArray(named) ? named : [named];
      const params: unknown[] = [ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id))];
      // Only the assets in the caller's scope: the others are left out, as unknown ids.
      const visible = await queryRows(
        db,
        idRow,
        `select a.id from assets a where a.id = any($1::uuid[])
           and ${assetRecordScopeSql(paramOf(params), caller)}`,
        params,
      );
      const seen = new Set(visible.map((v) => v.id));
      return {
        data: await complianceOf(
          db,
          ids.filter((id) => seen.has(id.toLowerCase())),
        ),
      };
    },
  );
};
