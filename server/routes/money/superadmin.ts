import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { request } from '../../../contract/request';
import {
  topUp,
  ledgerListQuery,
  transactionListQuery,
  walletMetrics as metricsSchema,
  walletHistoryPoint,
  walletHistoryQuery,
  walletTransaction,
} from '../../../contract/wallet';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { isLiveBusiness } from '../../services/business/scope';
import { listBusinessRequests } from '../../services/requests/requests';
import { listTransactions, topUpWallet, walletMetrics } from '../../services/money/money';
import { walletHistory } from '../../services/money/wallet-history';
import { idParams, paged } from '../schemas';
import { guarded } from '../guarded';

const tags = ['superadmin'];

/** Per-business money and requests, for the superadmin only. */
export const superadminRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  // A deleted business is kept for its history but answers 404 everywhere (docs/business.md).
  const existing = async (id: string) => {
    if (!(await isLiveBusiness(db, id))) throw notFound();
    return id;
  };

  app.post(
    '/superadmin/business/:id/wallet/top-up',
    guarded({
      permit: guards.permit('business', 'top-up'),
      tags,
      summary: 'Credit a business wallet (answers the ledger row; balance_after is the balance)',
      params: idParams,
      body: topUp,
      answer: oneResponse(walletTransaction),
      status: 201,
      errors: [400, 401, 403, 404],
    }),
    async (req, reply) => {
      const transaction = await topUpWallet(db, callerOf(req).user.id, req.params.id, req.body);
      return reply.code(201).send({ data: transaction });
    },
  );

  app.get(
    '/superadmin/business/:id/wallet-metrics',
    guarded({
      permit: guards.permit('business', 'wallet'),
      tags,
      summary: 'A business wallet: balance, totals credited and debited, counts',
      params: idParams,
      answer: oneResponse(metricsSchema),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await walletMetrics(db, await existing(req.params.id)) }),
  );

  app.get(
    '/superadmin/business/:id/wallet-history',
    guarded({
      permit: guards.permit('business', 'wallet'),
      tags,
      summary: 'A business wallet’s balance at the end of each of its last `days` days (its zone)',
      params: idParams,
      querystring: walletHistoryQuery,
      answer: oneResponse(z.array(walletHistoryPoint)),
      errors: [400, 401, 403, 404],
    }),
    async (req) => ({
      data: await walletHistory(db, await existing(req.params.id), req.query.days),
    }),
  );

  app.get(
    '/superadmin/business/:id/transactions',
    guarded({
      permit: guards.permit('business', 'wallet'),
      tags,
      summary: 'A business wallet ledger, newest first (filters: type, category, created_from/to)',
      params: idParams,
      querystring: ledgerListQuery,
      answer: listResponse(walletTransaction),
      errors: [400, 401, 403, 404],
    }),
    async (req) =>
      paged(await listTransactions(db, await existing(req.params.id), req.query), req.query),
  );

  app.get(
    '/superadmin/business/:id/requests',
    guarded({
      permit: guards.permit('business', 'wallet'),
      tags,
      summary: 'A business’s delivery requests, newest first',
      params: idParams,
      querystring: transactionListQuery,
      answer: listResponse(request),
      errors: [400, 401, 403, 404],
    }),
    async (req) =>
      paged(await listBusinessRequests(db, await existing(req.params.id), req.query), req.query),
  );
};
