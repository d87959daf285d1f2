import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  businessDashboard as businessSchema,
  ownerDashboard as ownerSchema,
  superadminDashboard as superadminSchema,
} from '../../../contract/dashboards';
import { forbidden } from '../../errors';
import { callerOf } from '../../plugins/auth';
import { businessDashboard } from '../../services/dashboards/business';
import { ownerDashboard } from '../../services/dashboards/owner';
import { superadminDashboard } from '../../services/dashboards/superadmin';
import type { BusinessRouteDeps } from '../deps';
import { guarded } from '../guarded';

const tags = ['dashboards'];

/**
 * One dashboard per role, each in one call (docs/dashboards.md): a role calls its own only (any
 * other: 403); business staff read their own business's. The in-house manager's is
 * GET /in-house-managers/dashboard.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/dashboard/owner',
    guarded({
      permit: guards.permit('dashboard', 'owner'),
      tags,
      summary:
        'The asset owner’s figures: its assets by status, earnings by month (12 months), ' +
        'requests open to its asset types, scheduled maintenance and the next one due',
      answer: oneResponse(ownerSchema),
      errors: [401, 403],
    }),
    async (request) => ({ data: await ownerDashboard(db, callerOf(request).user.id) }),
  );

  app.get(
    '/dashboard/business',
    guarded({
      permit: guards.permit('dashboard', 'business'),
      tags,
      summary:
        'The business’s figures: its requests by status, wallet balance with the ' +
        'low-balance warning, spend this month, subscription and its renewal',
      answer: oneResponse(businessSchema),
      errors: [401, 403],
    }),
    async (request) => {
      const { user } = callerOf(request);
      if (!user.business_id) throw forbidden();
      return { data: await businessDashboard(db, user) };
    },
  );

  app.get(
    '/dashboard/superadmin',
    guarded({
      permit: guards.permit('dashboard', 'superadmin'),
      tags,
      summary:
        'The platform’s figures: businesses waiting for approval, requests today and this ' +
        'week by status, commission by month (12 months), wallets total',
      answer: oneResponse(superadminSchema),
      errors: [401, 403],
    }),
    async () => ({ data: await superadminDashboard(db) }),
  );
};
