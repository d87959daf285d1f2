import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  fundingInstructions,
  fundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import {
  readFundingInstructions,
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
};
