import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneResponse } from '../../../contract/common';
import {
  fundingInstructions,
  fundingInstructionsWrite,
} from '../../../contract/funding-instructions';
import type { Db } from '../../db/db';
import { callerOf, type AuthGuards } from '../../plugins/auth';
import { bearer } from '../../plugins/docs';
import {
  readFundingInstructions,
  writeFundingInstructions,
} from '../../services/platform/funding-instructions';
import { errorResponses } from '../schemas';

const tags = ['wallet'];

/** How businesses add funds: staff who pay (business, b2b) read it, the superadmin writes it. */
export const fundingInstructionsRoutes: FastifyPluginAsyncZod<{
  db: Db;
  guards: AuthGuards;
}> = async (app, { db, guards }) => {
  app.get(
    '/funding-instructions',
    {
      onRequest: guards.permit('funding-instructions', 'show'),
      schema: {
        tags,
        summary: 'How a business adds funds to its wallet (the operator’s text per language)',
        security: bearer,
        response: { 200: oneResponse(fundingInstructions), ...errorResponses(401, 403) },
      },
    },
    async () => ({ data: await readFundingInstructions(db) }),
  );

  app.patch(
    '/funding-instructions',
    {
      onRequest: guards.permit('funding-instructions', 'edit'),
      schema: {
        tags,
        summary: 'Change the funding instructions (superadmin; null or empty: the default text)',
        security: bearer,
        body: fundingInstructionsWrite,
        response: { 200: oneResponse(fundingInstructions), ...errorResponses(400, 401, 403) },
      },
    },
    async (req) => ({
      data: await writeFundingInstructions(db, callerOf(req).user.id, req.body),
    }),
  );
};
