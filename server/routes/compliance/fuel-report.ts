import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse } from '../../../contract/common';
import {
  assetFinanceMonth,
  fleetReportQuery,
  fleetReportRow,
} from '../../../contract/fleet-report';
import { fuelCreate, fuelEntry, fuelListQuery } from '../../../contract/fuel';
import { callerOf } from '../../plugins/auth';
import { assetFinance, fleetReport, fleetReportCsv } from '../../services/compliance/fleet-report';
import { createFuel, deleteFuel, getFuel, listFuel } from '../../services/compliance/fuel';
import type { BusinessRouteDeps } from '../deps';
import { recordRoutes } from '../record-routes';
import { idParams, idsQuery, listFilter, listParams, paged } from '../schemas';
import { guarded } from '../guarded';

const tags = ['compliance'];
const fuelQuery = fuelListQuery.extend(idsQuery);

/** Fuel entries and the fleet's cost and profit (docs/compliance.md). */
export const fuelReportRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards } = deps;

  recordRoutes(app, db, {
    path: '/fuel',
    tags,
    record: fuelEntry,
    list: {
      permit: guards.permit('fuel', 'list'),
      summary: 'Fuel and energy entries in scope (filter asset_id), with consumption per 100 km',
      query: fuelQuery,
      errors: [400, 401, 403],
      run: (db, caller, query) => listFuel(db, caller, listFilter(query, ['asset_id'])),
    },
    show: {
      permit: guards.permit('fuel', 'show'),
      summary: 'One fuel entry in scope',
      errors: [401, 403, 404],
      run: getFuel,
    },
    create: {
      permit: guards.permit('fuel', 'create'),
      summary: 'Records a fill (an odometer reading behind a neighbour’s is refused: 400)',
      body: fuelCreate,
      errors: [400, 401, 403, 404],
      run: createFuel,
    },
    remove: {
      permit: guards.permit('fuel', 'delete'),
      summary: 'Deletes an entry recorded by mistake',
      errors: [401, 403, 404],
      run: deleteFuel,
    },
  });

  const reportSummary =
    'Cost and profit per asset for a period (UTC month YYYY-MM, default this one, or year ' +
    'YYYY): the owner its assets, a business its in-house fleet, the operator every asset';

  app.get(
    '/fleet-report',
    guarded({
      permit: guards.permit('fleet-report', 'list'),
      tags,
      summary: reportSummary,
      querystring: fleetReportQuery,
      answer: listResponse(fleetReportRow),
      errors: [400, 401, 403],
    }),
    async (request) => {
      const { query } = request;
      const found = await fleetReport(db, callerOf(request).user, {
        ...listParams(query),
        period: query.period,
        asset_type_id: query.asset_type_id,
      });
      return paged(found, query);
    },
  );

  app.get(
    '/fleet-report/export.csv',
    guarded({
      permit: guards.permit('fleet-report', 'export'),
      tags,
      summary: `${reportSummary}: as CSV, every row in the list's order`,
      querystring: fleetReportQuery.omit({ limit: true, skip: true }),
      answer: z.string(),
      errors: [400, 401, 403],
    }),
    async (request, reply) => {
      const { query } = request;
      const csv = await fleetReportCsv(db, callerOf(request).user, {
        sort: query.sort,
        order: query.order,
        q: query.q || undefined,
        period: query.period,
        asset_type_id: query.asset_type_id,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="fleet-report.csv"')
        .send(csv);
    },
  );

  app.get(
    '/fleet-report/asset/:id',
    guarded({
      permit: guards.permit('fleet-report', 'show'),
      tags,
      summary: "One asset's cost and profit by month (12 months, oldest first)",
      params: idParams,
      answer: z.object({ data: z.array(assetFinanceMonth) }),
      errors: [401, 403, 404],
    }),
    async (request) => ({
      data: await assetFinance(db, callerOf(request).user, request.params.id),
    }),
  );
};
