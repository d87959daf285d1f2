import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneResponse } from '../../../contract/common';
import {
  checklistItem,
  checklistQuery,
  inspection,
  inspectionCreate,
  inspectionListQuery,
  inspectionTemplate,
  templateCreate,
  templateListQuery,
  templateUpdate,
} from '../../../contract/inspections';
import { callerOf } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  createInspection,
  createTemplate,
  getChecklist,
  getInspection,
  getTemplate,
  listInspections,
  listTemplates,
  openAnotherRepair,
  updateTemplate,
} from '../../services/compliance/inspections';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { errorResponses, flag, idParams, idsQuery, listFilter, listParams } from '../schemas';
import { guarded } from '../guarded';

const tags = ['compliance'];

/** Inspection templates, checklists and inspections (docs/compliance.md). */
export const inspectionRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;

  recordRoutes(app, db, {
    path: '/inspection-templates',
    tags,
    record: inspectionTemplate,
    list: {
      permit: guards.permit('inspection-templates', 'list'),
      summary: "Checklist templates: the platform's and the caller's own extensions",
      query: templateListQuery.extend(idsQuery),
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listTemplates(db, caller, {
          ...listParams(query),
          asset_type_id: query.asset_type_id,
          ...(query.id ? { ids: query.id } : {}),
        }),
    },
    show: {
      permit: guards.permit('inspection-templates', 'show'),
      summary: 'One template in scope',
      errors: [401, 403, 404],
      run: getTemplate,
    },
    create: {
      permit: guards.permit('inspection-templates', 'create'),
      summary:
        "A template for an asset type: the operator's for every asset, an owner's or a " +
        "business's for its own",
      body: templateCreate,
      errors: [400, 401, 403],
      run: createTemplate,
    },
    edit: {
      permit: guards.permit('inspection-templates', 'edit'),
      summary: "A template's name, activity and items",
      body: templateUpdate,
      errors: [400, 401, 403, 404],
      run: updateTemplate,
    },
  });

  app.get(
    '/inspections/checklist',
    guarded({
      permit: guards.permit('inspections', 'create'),
      tags,
      summary: "An asset's checklist: the platform's items for its type, then its holder's",
      querystring: checklistQuery,
      answer: z.object({ data: z.array(checklistItem) }),
      errors: [400, 401, 403, 404],
    }),
    async (request) => ({
      data: await getChecklist(db, callerOf(request).user, request.query.asset_id),
    }),
  );

  recordRoutes(app, db, {
    path: '/inspections',
    tags,
    record: inspection,
    list: {
      permit: guards.permit('inspections', 'list'),
      summary: 'Inspections in scope (filters asset_id, result, open: failed and not repaired)',
      query: inspectionListQuery.extend(idsQuery),
      errors: [400, 401, 403],
      run: (db, caller, query) =>
        listInspections(db, caller, {
          ...listFilter(query, ['asset_id', 'result']),
          open: flag(query.open),
        }),
    },
    show: {
      permit: guards.permit('inspections', 'show'),
      summary: 'One inspection in scope',
      errors: [401, 403, 404],
      run: getInspection,
    },
    create: {
      permit: guards.permit('inspections', 'create'),
      summary:
        'A filled checklist with the odometer; a failed critical item takes the asset out of ' +
        'service and opens corrective work linked to the inspection',
      body: inspectionCreate,
      errors: [400, 401, 403, 404],
      run: createInspection,
    },
  });

  app.post(
    '/inspections/:id/repair',
    {
      // Opening work is the asset's staff's, as scheduling it (drivers report, never repair).
      onRequest: guards.permit('maintenance', 'create'),
      schema: {
        tags,
        summary:
          'New corrective work for a failed inspection whose repair was cancelled (409 when it ' +
          'passed, is resolved or has its repair)',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(inspection), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await openAnotherRepair(db, callerOf(request).user, request.params.id),
    }),
  );
};
