import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BusinessRouteDeps } from '../deps';
import { documentRoutes } from './documents';
import { fuelReportRoutes } from './fuel-report';
import { inspectionRoutes } from './inspections';

/**
 * The routes of issue 21 (docs/compliance.md), registered with one line in server/app.ts. The
 * parts are registered without the parent's options' prefix (theirs is inherited).
 */
export const complianceRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (app, deps) => {
  const { db, guards, policy, mailer, codes, publicUrl } = deps;
  const own: BusinessRouteDeps = { db, guards, policy, mailer, codes, publicUrl };
  await app.register(documentRoutes, own);
  await app.register(fuelReportRoutes, own);
  await app.register(inspectionRoutes, own);
};
