import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { managerDashboard as dashboardSchema } from '../../../contract/manager-dashboard';
import { managerDashboard } from '../../services/dashboards/manager';
import type { BusinessRouteDeps } from '../deps';
import { guarded } from '../guarded';

const tags = ['in-house-manager'];

/** The operator's dashboard: in-house managers and the superadmin (docs/manager.md). */
export const managerDashboardRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/in-house-managers/dashboard',
    guarded({
      permit: guards.permit('dashboard', 'manager'),
      tags,
      summary:
        'The operator’s figures: requests today and this week by status, requests waiting ' +
        'for an asset, assets by status, maintenance due, leases active and ending, ' +
        'businesses waiting for approval',
      answer: oneResponse(dashboardSchema),
      errors: [401, 403],
    }),
    async () => ({ data: await managerDashboard(db) }),
  );
};
