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
import { listedBusinessOf } from '../../services/business/scope';
import { listTransactions, readWallet } from '../../services/money/money';
import { walletHistory } from '../../services/money/wallet-history';
import { paged } from '../schemas';
import { guarded } from '../guarded';

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
    guarded({
      permit: guards.permit('wallet', 'show'),
      tags,
      summary: 'The caller’s business wallet (balance 0 and id null before any movement)',
      querystring: ownWalletQuery,
      answer: oneResponse(wallet),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await readWallet(db, await ownBusiness(req, req.query.business_id)) }),
  );

  app.get(
    '/wallet/transactions',
    guarded({
      permit: guards.permit('wallet', 'list'),
      tags,
      summary:
        'The caller’s business wallet ledger, newest first (filters: type, category, created_from/to)',
      querystring: ownTransactionListQuery,
      answer: listResponse(walletTransaction),
      errors: [400, 401, 403, 404],
    }),
    async (req) => {
      const businessId = await ownBusiness(req, req.query.business_id);
      return paged(await listTransactions(db, businessId, req.query), req.query);
    },
  );

  app.get(
    '/wallet/history',
    guarded({
      permit: guards.permit('wallet', 'show'),
      tags,
      summary: 'The caller’s business wallet balance at the end of each of the last `days` days',
      querystring: ownWalletHistoryQuery,
      answer: oneResponse(z.array(walletHistoryPoint)),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({
      data: await walletHistory(db, await ownBusiness(req, req.query.business_id), req.query.days),
    }),
  );
};
