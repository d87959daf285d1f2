import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessRouteDeps } from '../deps';

// TODO(issue 9): routes of this area.
export const managerDashboardRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async () => {};
