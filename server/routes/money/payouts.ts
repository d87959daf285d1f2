import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listResponse, oneResponse } from '../../../contract/common';
import {
  bankDetails,
  bankDetailsWrite,
  issuedStatements,
  issueStatements,
  payoutAdjustment,
  payoutAdjustmentCreate,
  payoutBatch,
  payoutBatchCreate,
  payoutBatchListQuery,
  payoutStatement,
  payoutStatementListQuery,
} from '../../../contract/payouts';
import type { Db } from '../../db/db';
import type { PayoutConfig } from '../../payouts-config';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { readBankDetails, writeBankDetails } from '../../services/payouts/bank-details';
import {
  approveBatch,
  batches,
  batchFile,
  buildBatch,
  listBatches,
  markBatchPaid,
} from '../../services/payouts/batches';
import { addAdjustment } from '../../services/payouts/adjustments';
import type { Keyring } from '../../services/payouts/sealing';
import { statementPdf } from '../../services/payouts/statement-pdf';
import { issueMonth, listStatements, statements } from '../../services/payouts/statements';
import type { Mailer } from '../../services/platform/mail';
import { guarded } from '../guarded';
import { idParams, paged } from '../schemas';

const tags = ['payouts'];

/**
 * Owners' payouts (docs/money.md, "Owners' payouts"): an owner's bank details and statements;
 * the superadmin's statements run, adjustments and SEPA batches.
 */
export const payoutRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
  mailer: Mailer;
  ring: Keyring;
  config: PayoutConfig;
}> = async (app, { db, guards, mailer, ring, config }) => {
  app.get(
    '/payouts/bank-details',
    guarded({
      permit: guards.permit('bank-details', 'show'),
      tags,
      summary: 'The signed-in owner’s bank details, the IBAN masked (all null when none)',
      answer: oneResponse(bankDetails),
      errors: [401, 403],
    }),
    async (req) => ({ data: await readBankDetails(db, ring, callerOf(req).user.id) }),
  );

  app.put(
    '/payouts/bank-details',
    guarded({
      permit: guards.permit('bank-details', 'edit'),
      tags,
      summary:
        'Set the signed-in owner’s bank details (IBAN, BIC checked; the password asked again; the owner is mailed)',
      body: bankDetailsWrite,
      answer: oneResponse(bankDetails),
      errors: [400, 401, 403],
    }),
    async (req) => ({
      data: await writeBankDetails(db, ring, mailer, callerOf(req).user.id, req.body),
    }),
  );

  app.get(
    '/payout-statements',
    guarded({
      permit: guards.permit('payout-statements', 'list'),
      tags,
      summary: 'Payout statements, newest first: an owner its own, the operator all',
      querystring: payoutStatementListQuery,
      answer: listResponse(payoutStatement),
      errors: [400, 401, 403],
    }),
    async (req) => paged(await listStatements(db, callerOf(req).user, req.query), req.query),
  );

  app.get(
    '/payout-statements/:id',
    guarded({
      permit: guards.permit('payout-statements', 'show'),
      tags,
      summary: 'One payout statement (404 outside the caller’s)',
      params: idParams,
      answer: oneResponse(payoutStatement),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await statements.get(db, callerOf(req).user, req.params.id) }),
  );

  app.get(
    '/payout-statements/:id/pdf',
    guarded({
      permit: guards.permit('payout-statements', 'show'),
      tags,
      summary: 'A payout statement as a PDF self-billing invoice (autofacture)',
      params: idParams,
      answer: z.unknown().describe('The PDF'),
      errors: [401, 403, 404],
    }),
    async (req, reply) => {
      const platform = config.platformAccount?.name ?? 'Flotte';
      const pdf = await statementPdf(db, callerOf(req).user, req.params.id, platform);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${pdf.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf.bytes));
    },
  );

  app.post(
    '/payout-statements/issue',
    guarded({
      permit: guards.permit('payout-statements', 'create'),
      tags,
      summary:
        'Issue the statements of a month now (default: the previous month); answers how many',
      body: issueStatements,
      answer: oneResponse(issuedStatements),
      errors: [400, 401, 403],
    }),
    async (req) => ({ data: await issueMonth(db, { mailer }, req.body.month) }),
  );

  app.post(
    '/payout-adjustments',
    guarded({
      permit: guards.permit('payout-adjustments', 'create'),
      tags,
      summary: 'An adjustment (signed) on an owner’s next payout statement, with its reason',
      body: payoutAdjustmentCreate,
      answer: oneResponse(payoutAdjustment),
      status: 201,
      errors: [400, 401, 403, 404],
    }),
    async (req, reply) =>
      reply.code(201).send({ data: await addAdjustment(db, callerOf(req).user.id, req.body) }),
  );

  app.get(
    '/payout-batches',
    guarded({
      permit: guards.permit('payout-batches', 'list'),
      tags,
      summary: 'Payout batches, newest first',
      querystring: payoutBatchListQuery,
      answer: listResponse(payoutBatch),
      errors: [400, 401, 403],
    }),
    async (req) => paged(await listBatches(db, req.query), req.query),
  );

  app.get(
    '/payout-batches/:id',
    guarded({
      permit: guards.permit('payout-batches', 'show'),
      tags,
      summary: 'One payout batch',
      params: idParams,
      answer: oneResponse(payoutBatch),
      errors: [401, 403, 404],
    }),
    async (req) => ({ data: await batches.get(db, req.params.id) }),
  );

  app.post(
    '/payout-batches',
    guarded({
      permit: guards.permit('payout-batches', 'create'),
      tags,
      summary:
        'Build a draft batch of the issued statements to pay in a currency; 409 nothing_to_pay',
      body: payoutBatchCreate,
      answer: oneResponse(payoutBatch),
      status: 201,
      errors: [400, 401, 403, 409],
    }),
    async (req, reply) =>
      reply
        .code(201)
        .send({ data: await buildBatch(db, callerOf(req).user.id, req.body.currency) }),
  );

  app.post(
    '/payout-batches/:id/approve',
    guarded({
      permit: guards.permit('payout-batches', 'approve'),
      tags,
      summary: 'Approve a draft batch (again: answered as it is)',
      params: idParams,
      answer: oneResponse(payoutBatch),
      errors: [401, 403, 404, 409],
    }),
    async (req) => ({ data: await approveBatch(db, callerOf(req).user.id, req.params.id) }),
  );

  app.get(
    '/payout-batches/:id/sepa.xml',
    guarded({
      permit: guards.permit('payout-batches', 'export'),
      tags,
      summary: 'An approved batch as a SEPA credit transfer file (pain.001.001.09)',
      params: idParams,
      answer: z.unknown().describe('The XML file'),
      errors: [401, 403, 404, 409],
    }),
    async (req, reply) => {
      const file = await batchFile(db, ring, config, req.params.id);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file.xml);
    },
  );

  app.post(
    '/payout-batches/:id/paid',
    guarded({
      permit: guards.permit('payout-batches', 'pay'),
      tags,
      summary:
        'Mark an approved batch paid: its statements paid, the payouts’ ledger written once (again: answered as it is)',
      params: idParams,
      answer: oneResponse(payoutBatch),
      errors: [401, 403, 404, 409],
    }),
    async (req) => ({ data: await markBatchPaid(db, callerOf(req).user.id, req.params.id) }),
  );
};
