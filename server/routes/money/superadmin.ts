import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import { request } from '../../../contract/request';
import {
  topUp,
  transactionListQuery,
  walletMetrics as metricsSchema,
  walletHistoryPoint,
  walletHistoryQuery,
  walletTransaction,
} from '../../../contract/wallet';
import type { Db } from '../../db/db';
import { notFound } from '../../errors';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  businessExists,
  listTransactions,
  topUpWallet,
  walletMetrics,
} from '../../services/money/money';
import { listBusinessRequests } from '../../services/fleet/requests';
import { walletHistory } from '../../services/money/wallet-history';
import { errorResponses } from '../schemas';

const idParams = z.object({ id: z.string().max(64) });
const tags = ['superadmin'];

/** Per-business money and requests, for the superadmin only. */
export const superadminRoutes: FastifyPluginAsyncZod<{ db: Db; guards: AuthGuards }> = async (
  app,
  { db, guards },
) => {
  const onRequest = guards.requireRole('superadmin');
  const existing = async (id: string) => {
    if (!(await businessExists(db, id))) throw notFound();
    return id;
  };

  app.post(
    '/superadmin/business/:id/wallet/top-up',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Credit a business wallet (answers the ledger row; balance_after is the balance)',
        security: bearer,
        params: idParams,
        body: topUp,
        response: {
          201: oneResponse(walletTransaction),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const transaction = await topUpWallet(db, callerOf(req).user.id, req.params.id, req.body);
      return reply.code(201).send({ data: transaction });
    },
  );

  app.get(
    '/superadmin/business/:id/wallet-metrics',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A business wallet: balance, totals credited and debited, counts',
        security: bearer,
        params: idParams,
        response: { 200: oneResponse(metricsSchema), ...errorResponses(401, 403, 404) },
      },
    },
    async (req) => ({ data: await walletMetrics(db, await existing(req.params.id)) }),
  );

  app.get(
    '/superadmin/business/:id/wallet-history',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A business wallet’s balance at the end of each of the last `days` days (UTC)',
        security: bearer,
        params: idParams,
        querystring: walletHistoryQuery,
        response: {
          200: oneResponse(z.array(walletHistoryPoint)),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => ({
      data: await walletHistory(db, await existing(req.params.id), req.query.days),
    }),
  );

  app.get(
    '/superadmin/business/:id/transactions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A business wallet ledger, newest first',
        security: bearer,
        params: idParams,
        querystring: transactionListQuery,
        response: {
          200: listResponse(walletTransaction),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req) => {
      const { limit, skip } = req.query;
      const { data, total } = await listTransactions(db, await existing(req.params.id), {
        limit,
        skip,
      });
      return { data, pagination: { total, limit, skip } };
    },
  );

  app.get(
    '/superadmin/business/:id/requests',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A business’s delivery requests, newest first',
        security: bearer,
        params: idParams,
        querystring: transactionListQuery,
        response: { 200: listResponse(request), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const { limit, skip } = req.query;
      const { data, total } = await listBusinessRequests(db, await existing(req.params.id), {
        limit,
        skip,
      });
      return { data, pagination: { total, limit, skip } };
    },
  );
};
