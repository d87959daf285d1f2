import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assetOwnerSignupBody,
  b2bSignupBody,
  businessSignupBody,
  signupResponse,
} from '../../../contract/account';
import { signUp, type SignupDeps } from '../../services/accounts/signup';
import { errorResponses } from '../schemas';

const tags = ['accounts'];
const verificationRequired = true as const;

/** The three self sign-ups: each answers 201 and mails a code to verify the address. */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupDeps }> = async (
  app,
  { signup },
) => {
  app.post(
    '/asset-owners/signup',
    {
      schema: {
        tags,
        summary: 'Sign up as an asset owner',
        body: assetOwnerSignupBody,
        response: { 201: signupResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email } = await signUp(signup, { role: 'asset_owner', ...request.body }, request.ip);
      return reply.code(201).send({ data: { email, verificationRequired } });
    },
  );

  app.post(
    '/business/whitelabel/signup',
    {
      schema: {
        tags,
        summary: 'Sign up a business (white-label by default, or standard); it starts inactive',
        body: businessSignupBody,
        response: { 201: signupResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email } = await signUp(signup, { role: 'business', ...request.body }, request.ip);
      return reply.code(201).send({ data: { email, verificationRequired } });
    },
  );

  app.post(
    '/auth/b2b/sign-up',
    {
      schema: {
        tags,
        summary: 'Sign up a B2B client, optionally under a white-label parent (parent_slug)',
        body: b2bSignupBody,
        response: { 201: signupResponse, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email } = await signUp(signup, { role: 'b2b', ...request.body }, request.ip);
      return reply.code(201).send({ data: { email, verificationRequired } });
    },
  );
};
