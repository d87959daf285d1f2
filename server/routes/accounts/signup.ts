import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  assetOwnerSignupBody,
  b2bSignupBody,
  businessSignupBody,
  signupResponse,
} from '../../../contract/account';
import { signUp, type SignupDeps, type SignupInput } from '../../services/accounts/signup';
import { errorResponses } from '../schemas';

const tags = ['accounts'];
const verificationRequired = true as const;

/** The three self sign-ups: each answers 201 and mails a code to verify the address. */
export const signupRoutes: FastifyPluginAsyncZod<{ signup: SignupDeps }> = async (
  app,
  { signup },
) => {
  /** One sign-up: its body, and the account it asks for (`input`: the body with its role). */
  const signupRoute = <Body>(
    url: string,
    summary: string,
    body: z.ZodType<Body>,
    input: (body: Body) => SignupInput,
  ) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          body,
          response: { 201: signupResponse, ...errorResponses(400, 409, 429) },
        },
      },
      async (request, reply) => {
        const { email } = await signUp(signup, input(request.body as Body), request.ip);
        return reply.code(201).send({ data: { email, verificationRequired } });
      },
    );

  signupRoute(
    '/asset-owners/signup',
    'Sign up as an asset owner',
    assetOwnerSignupBody,
    (body) => ({ role: 'asset_owner', ...body }),
  );
  signupRoute(
    '/business/whitelabel/signup',
    'Sign up a business (white-label by default, or standard); it starts inactive',
    businessSignupBody,
    (body) => ({ role: 'business', ...body }),
  );
  signupRoute(
    '/auth/b2b/sign-up',
    'Sign up a B2B client, optionally under a white-label parent (parent_slug)',
    b2bSignupBody,
    (body) => ({ role: 'b2b', ...body }),
  );
};
