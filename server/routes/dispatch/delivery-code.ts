import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneResponse } from '../../../contract/common';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { newDeliveryCode } from '../../services/dispatch/delivery-code';
import type { NoticeDeps } from '../../services/tracking/recipient-notices';
import { errorResponses, idParams } from '../schemas';

/**
 * `POST /business-dispatches/{id}/delivery-code` (issue 31): who changes a request's recipient
 * sends the recipient a new delivery code, the old one dead and its lock lifted
 * (services/dispatch/delivery-code.ts, docs/security.md).
 */
export const deliveryCodeRoutes: FastifyPluginAsyncZod<
  { db: Db; guards: AuthGuards } & NoticeDeps
> = async (app, { db, guards, mailer, publicUrl }) => {
  app.post(
    '/business-dispatches/:id/delivery-code',
    {
      onRequest: guards.permit('business-dispatches', 'recipient'),
      schema: {
        tags: ['request'],
        summary:
          'Send the recipient of an open request a new delivery code (mailed): the old one dies and the lock after 5 wrong codes is lifted; 409 once it ended',
        security: bearer,
        params: idParams,
        response: {
          200: oneResponse(z.object({ mailed: z.boolean() })),
          ...errorResponses(401, 403, 404, 409),
        },
      },
    },
    async (req) => ({
      data: await newDeliveryCode(db, callerOf(req).user, req.params.id, { mailer, publicUrl }),
    }),
  );
};
