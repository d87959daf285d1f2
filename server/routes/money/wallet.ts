import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { transactionListQuery, wallet, walletTransaction } from '../../../contract/wallet';
import type { Db } from '../../db/db';
import { forbidden } from '../../errors';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { listTransactions, readWallet } from '../../services/money/money';
import { errorResponses, paged } from '../schemas';

const tags = ['wallet'];

/** The caller's own business wallet (business and B2B staff read; top-ups are superadmin's). */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const businessOf = (businessId: string | null) => {
    if (!businessId) throw forbidden();
    return businessId;
  };

  app.get(
    '/wallet',
    {
      onRequest: guards.permit('wallet', 'show'),
      schema: {
        tags,
        summary: 'The caller’s business wallet (balance 0 and id null before any movement)',
        security: bearer,
        response: { 200: oneResponse(wallet), ...errorResponses(401, 403) },
      },
    },
    async (req) => ({ data: await readWallet(db, businessOf(callerOf(req).user.business_id)) }),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: guards.permit('wallet', 'list'),
      schema: {
        tags,
        summary: 'The caller’s business wallet ledger, newest first',
        security: bearer,
        querystring: transactionListQuery,
        response: { 200: listResponse(walletTransaction), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => {
      const businessId = businessOf(callerOf(req).user.business_id);
      return paged(await listTransactions(db, businessId, req.query), req.query);
    },
  );
};
