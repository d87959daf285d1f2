import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessSettings, businessSettingsWrite } from '../../../contract/business-settings';
import { oneResponse } from '../../../contract/common';
import { callerOf } from '../../plugins/auth';
import { ownSettings, saveSettings, settingsInScope } from '../../services/business/settings';
import type { BusinessRouteDeps } from '../deps';
import { idParams } from '../schemas';
import { guarded } from '../guarded';

const tags = ['business-settings'];
const one = oneResponse(businessSettings);

/**
 * A business's settings (docs/business.md, Settings): its staff read them, business staff write
 * them while the business is active; the operator's staff read any business's.
 */
export const settingsRoutes: FastifyPluginAsyncZod<BusinessRouteDeps> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/business-settings',
    guarded({
      permit: guards.permit('business-settings', 'show'),
      tags,
      summary: 'The caller’s business settings (the defaults, saved: false, until saved)',
      answer: one,
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await ownSettings(db, callerOf(req).user) }),
  );

  app.post(
    '/business-settings',
    guarded({
      permit: guards.permit('business-settings', 'edit'),
      tags,
      summary: 'Save the caller’s business settings the first time (409 conflict once saved)',
      body: businessSettingsWrite,
      answer: one,
      status: 201,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req, reply) => {
      const data = await saveSettings(db, callerOf(req).user, req.body, 'create');
      return reply.code(201).send({ data });
    },
  );

  app.patch(
    '/business-settings',
    guarded({
      permit: guards.permit('business-settings', 'edit'),
      tags,
      summary: 'Change some of the caller’s business settings (saved when never saved)',
      body: businessSettingsWrite,
      answer: one,
      errors: [400, 401, 403, 404, 409],
    }),
    async (req) => ({ data: await saveSettings(db, callerOf(req).user, req.body, 'update') }),
  );

  app.get(
    '/business-settings/:id',
    guarded({
      permit: guards.permit('business', 'show', ['my-business', 'show']),
      tags,
      summary: 'One business’s settings (own business, a white-label’s B2B clients, operator)',
      params: idParams,
      answer: one,
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await settingsInScope(db, callerOf(req).user, req.params.id) }),
  );
};
