import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { ownerSettings, ownerSettingsWrite } from '../../../contract/owner-settings';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { readOwnerSettings, saveOwnerSettings } from '../../services/rounds/owner-settings';
import { guarded } from '../guarded';

const tags = ['rounds'];

/** An asset owner's own settings (docs/rounds.md "Auto-dispatch"): his auto-dispatch. */
export const ownerSettingsRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  app.get(
    '/owner-settings',
    guarded({
      permit: guards.permit('owner-settings', 'show'),
      tags,
      summary: 'The signed-in owner’s settings (auto-dispatch of his assets, off by default)',
      answer: oneResponse(ownerSettings),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await readOwnerSettings(db, callerOf(req).user) }),
  );

  app.patch(
    '/owner-settings',
    guarded({
      permit: guards.permit('owner-settings', 'edit'),
      tags,
      summary: 'Change the signed-in owner’s settings (the fields sent; audited)',
      body: ownerSettingsWrite,
      answer: oneResponse(ownerSettings),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({ data: await saveOwnerSettings(db, callerOf(req).user, req.body) }),
  );
};
