import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessRouteDeps } from '../deps';

// TODO(issue 8): routes of this area.
export const settingsRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async () => {};
