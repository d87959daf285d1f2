import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  ownTransactionListQuery,
  ownWalletHistoryQuery,
  ownWalletQuery,
  wallet,
  walletHistoryPoint,
  walletTransaction,
} from '../../../contract/wallet';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import { listedBusinessOf } from '../../services/business/scope';
import { listTransactions, readWallet } from '../../services/money/money';
import { walletHistory } from '../../services/money/wallet-history';
import { errorResponses, paged } from '../schemas';

const tags = ['wallet'];

/**
 * The caller's own business wallet (business and B2B staff read it: each pays its own; top-ups
 * are the superadmin's). `business_id` may name it; another business's is 404.
 */
export const walletRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const ownBusiness = async (req: Parameters<typeof callerOf>[0], named: string | undefined) =>
    (await listedBusinessOf(db, callerOf(req).user, named))!;

  app.get(
    '/wallet',
    {
      onRequest: guards.permit('wallet', 'show'),
      schema: {
        tags,
        summary: 'The caller’s business wallet (balance 0 and id null before any movement)',
        security: bearer,
        querystring: ownWalletQuery,
        response: { 200: oneResponse(wallet), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await readWallet(db, await ownBusiness(req, req.query.business_id)) }),
  );

  app.get(
    '/wallet/transactions',
    {
      onRequest: guards.permit('wallet', 'list'),
      schema: {
        tags,
        summary: 'The caller’s business wallet ledger, newest first',
        security: bearer,
        querystring: ownTransactionListQuery,
        response: { 200: listResponse(walletTransaction), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const businessId = await ownBusiness(req, req.query.business_id);
      return paged(await listTransactions(db, businessId, req.query), req.query);
    },
  );

  app.get(
    '/wallet/history',
    {
      onRequest: guards.permit('wallet', 'show'),
      schema: {
        tags,
        summary: 'The caller’s business wallet balance at the end of each of the last `days` days',
        security: bearer,
        querystring: ownWalletHistoryQuery,
        response: {
          200: oneResponse(z.array(walletHistoryPoint)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => ({
      data: await walletHistory(db, await ownBusiness(req, req.query.business_id), req.query.days),
    }),
  );
};
