import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  fundingAccount,
  fundingAccountWrite,
  fundingInstructions,
  fundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { isOperator, listedBusinessOf } from '../../services/business/scope';
import {
  readFundingAccount,
  readFundingInstructions,
  writeFundingAccount,
  writeFundingInstructions,
} from '../../services/platform/funding-instructions';
import { guarded } from '../guarded';

const tags = ['wallet'];

/** How businesses add funds: staff who pay (business, b2b) read it, the superadmin writes it. */
export const fundingInstructionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
}> = async (app, { db, guards }) => {
  app.get(
    '/funding-instructions',
    guarded({
      permit: guards.permit('funding-instructions', 'show'),
      tags,
      summary: 'How a business adds funds to its wallet (the operator’s text per language)',
      answer: oneResponse(fundingInstructions),
      errors: [401, 403],
    }),
    async () => ({ data: await readFundingInstructions(db) }),
  );

  app.patch(
    '/funding-instructions',
    guarded({
      permit: guards.permit('funding-instructions', 'edit'),
      tags,
      summary: 'Change the funding instructions (superadmin; null or empty: the default text)',
      body: fundingInstructionsWrite,
      answer: oneResponse(fundingInstructions),
      errors: [400, 401, 403],
    }),
    async (req) => ({
      data: await writeFundingInstructions(db, callerOf(req).user.id, req.body),
    }),
  );

  app.get(
    '/funding-instructions/account',
    guarded({
      permit: guards.permit('funding-instructions', 'show'),
      tags,
      summary:
        'The bank account businesses pay into (holder, IBAN, BIC) and the reference the caller’s business quotes',
      answer: oneResponse(fundingAccount),
      errors: [401, 403, 404],
    }),
    async (req) => {
      const { user } = callerOf(req);
      const business = isOperator(user) ? undefined : await listedBusinessOf(db, user, undefined);
      return { data: await readFundingAccount(db, business) };
    },
  );

  app.patch(
    '/funding-instructions/account',
    guarded({
      permit: guards.permit('funding-instructions', 'edit'),
      tags,
      summary: 'Change the bank account (superadmin; a wrong IBAN or BIC: 400; null: removed)',
      body: fundingAccountWrite,
      answer: oneResponse(fundingAccount),
      errors: [400, 401, 403],
    }),
    async (req) => ({
      data: await writeFundingAccount(db, callerOf(req).user.id, req.body),
    }),
  );
};
