import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { oneResponse } from '../../../contract/common';
import { request } from '../../../contract/request';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { deliveryReceipt } from '../../services/requests/delivery-receipt';
import { retryRequest } from '../../services/requests/retry';
import type { UploadStore } from '../../services/uploads';
import { idParams } from '../schemas';
import { guarded } from '../guarded';

const tags = ['request'];

/**
 * What follows a delivery attempt (docs/drivers.md): a failed request retried, a delivered
 * one's receipt. Both scoped like the request (404 outside it).
 */
export const requestOutcomeRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  /** Where the proof's photo and signature are read from, for the receipt. */
  store: UploadStore;
}> = async (app, { db, guards, store }) => {
  app.post(
    '/business-dispatches/:id/retry',
    guarded({
      permit: guards.permit('business-dispatches', 'retry'),
      tags,
      summary:
        'Put a failed request back to pending for a new attempt (attempts + 1; nothing charged)',
      params: idParams,
      answer: oneResponse(request),
      errors: [401, 403, 404, 409],
    }),
    async (req) => ({ data: await retryRequest(db, callerOf(req).user, req.params.id) }),
  );

  app.get(
    '/business-dispatches/:id/receipt.pdf',
    guarded({
      permit: guards.permit('business-dispatches', 'receipt'),
      tags,
      summary:
        'The delivery receipt of a delivered request (PDF: times, recipient, proof, position); 409 before the delivery',
      params: idParams,
      answer: z.unknown().describe('The PDF'),
      errors: [401, 403, 404, 409],
    }),
    async (req, reply) => {
      const receipt = await deliveryReceipt(db, store, callerOf(req).user, req.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${receipt.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(receipt.bytes));
    },
  );
};
