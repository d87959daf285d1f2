import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import { platformIdentity, platformIdentityWrite } from '../../../contract/platform-identity';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  readPlatformIdentity,
  writePlatformIdentity,
} from '../../services/platform/platform-identity';
import { guarded } from '../guarded';

const tags = ['invoice'];

/** The platform's legal identity on its invoices: the manager reads it, the superadmin writes. */
export const platformIdentityRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
}> = async (app, { db, guards }) => {
  app.get(
    '/platform-identity',
    guarded({
      permit: guards.permit('platform-identity', 'show'),
      tags,
      summary: 'The platform’s legal identity printed on the invoices it issues',
      answer: oneResponse(platformIdentity),
      errors: [401, 403],
    }),
    async () => ({ data: await readPlatformIdentity(db) }),
  );

  app.patch(
    '/platform-identity',
    guarded({
      permit: guards.permit('platform-identity', 'edit'),
      tags,
      summary:
        'Change the platform’s legal identity (superadmin; a wrong SIREN, VAT number, country or email: 400; null: removed)',
      body: platformIdentityWrite,
      answer: oneResponse(platformIdentity),
      errors: [400, 401, 403],
    }),
    async (req) => ({
      data: await writePlatformIdentity(db, callerOf(req).user.id, req.body),
    }),
  );
};
