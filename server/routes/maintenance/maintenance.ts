import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse } from '../../../contract/common';
import {
  maintenance,
  maintenanceCreate,
  maintenanceListQuery,
  maintenanceUpdate,
  upcomingQuery,
} from '../../../contract/maintenance';
import { callerOf } from '../../plugins/auth';
import { assertReadableBusiness } from '../../services/business/scope';
import {
  getMaintenance,
  listMaintenance,
  listUpcoming,
  type MaintenanceFilter,
} from '../../services/maintenance/queries';
import { createMaintenance, updateMaintenance } from '../../services/maintenance/writes';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { idParams, idsQuery, listFilter, paged } from '../schemas';
import { guarded } from '../guarded';

const listQuery = maintenanceListQuery.extend(idsQuery);
const businessListQuery = listQuery.omit({ business_id: true });
const tags = ['maintenance'];

const filterOf = (query: Omit<typeof listQuery._output, 'business_id'>): MaintenanceFilter => ({
  ...listFilter(query, ['asset_id', 'status', 'kind', 'due_level']),
  scheduled_from: query.scheduled_from || undefined,
  scheduled_to: query.scheduled_to || undefined,
});

/**
 * Maintenance of assets (docs/maintenance.md). Reads are scoped through the asset (owners their
 * own, business staff their in-house assets and a white-label parent its clients', the
 * operator's staff all; else 404); owners, business staff, the manager and the superadmin
 * schedule and move work; B2B staff get 403 everywhere.
 */
export const maintenanceRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;

  app.get(
    '/maintenance',
    guarded({
      permit: guards.permit('maintenance', 'list'),
      tags,
      summary:
        'Maintenance in scope (paged; filters asset_id, business_id, status, kind, due_level, ' +
        'scheduled_from/to, q over title, vendor and asset name)',
      querystring: listQuery,
      answer: listResponse(maintenance),
      errors: [400, 401, 403],
    }),
    async (request) => {
      const { query } = request;
      const found = await listMaintenance(db, callerOf(request).user, {
        ...filterOf(query),
        business_id: query.business_id || undefined,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/maintenance/upcoming',
    guarded({
      permit: guards.permit('maintenance', 'list'),
      tags,
      summary: 'Scheduled work in scope by due date, overdue first, then due soon, then upcoming',
      querystring: upcomingQuery,
      answer: listResponse(maintenance),
      errors: [400, 401, 403],
    }),
    async (request) =>
      paged(await listUpcoming(db, callerOf(request).user, request.query), request.query),
  );

  app.get(
    '/maintenance/business/:id',
    guarded({
      permit: guards.permit('maintenance', 'by-business'),
      tags,
      summary:
        "One business's maintenance (its own staff, its white-label parent's, the operator's)",
      params: idParams,
      querystring: businessListQuery,
      answer: listResponse(maintenance),
      errors: [400, 401, 403, 404],
    }),
    async (request) => {
      const caller = callerOf(request).user;
      await assertReadableBusiness(db, caller, request.params.id);
      const found = await listMaintenance(db, caller, {
        ...filterOf(request.query),
        business_id: request.params.id,
      });
      return paged(found, request.query);
    },
  );

  recordRoutes(app, db, {
    path: '/maintenance',
    tags,
    record: maintenance,
    show: {
      permit: guards.permit('maintenance', 'show'),
      summary: 'One piece of maintenance in scope',
      errors: [401, 403, 404],
      run: getMaintenance,
    },
    create: {
      permit: guards.permit('maintenance', 'create'),
      summary:
        'Schedule work on an asset (a date and/or an odometer reading; optionally recurring)',
      body: maintenanceCreate,
      errors: [400, 401, 403, 404],
      run: createMaintenance,
    },
    edit: {
      permit: guards.permit('maintenance', 'edit'),
      summary:
        'Edit work and/or move it: status in_progress (asset into the workshop), completed ' +
        '(completed_at, cost, vendor, completed_odometer_km; schedules the next when ' +
        'recurring), cancelled',
      body: maintenanceUpdate,
      errors: [400, 401, 403, 404, 409],
      run: updateMaintenance,
    },
  });
};
