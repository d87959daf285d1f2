import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { googleSignInBody, googleSignUpBody, signupResponse } from '../../../contract/account';
import { loginResponse } from '../../../contract/auth';
import { ApiError } from '../../errors';
import {
  googleSignIn,
  googleSignUp,
  type GoogleSignUpDeps,
  type VerifyGoogleToken,
} from '../../services/accounts/google';
import type { FailureThrottle } from '../../services/platform/throttle';
import { errorResponses } from '../schemas';

interface Deps extends GoogleSignUpDeps {
  verify: VerifyGoogleToken;
  /** Rejected tokens per client IP: forging is hopeless, but each check costs a JWKS look-up. */
  throttle: FailureThrottle;
}

const tags = ['authentication'];

export const googleRoutes: FastifyPluginAsyncZod<Deps> = async (
  app,
  { verify, throttle, ...deps },
) => {
  const { db, sessions } = deps;
  const identityOf = async (request: FastifyRequest, credential: string) => {
    const wait = await throttle.retryAfter(request.ip);
    if (wait > 0) throw new ApiError(429, 'rate_limited', undefined, undefined, wait);
    try {
      return await verify(credential);
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 401) {
        await throttle.fail(request.ip);
      }
      throw error;
    }
  };
  const info = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.post(
    '/auth/google/sign-in',
    {
      schema: {
        tags,
        summary: 'Sign in with a Google ID token, to the account linked to its Google `sub`',
        body: googleSignInBody,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) => {
      const identity = await identityOf(request, request.body.credential);
      return googleSignIn(db, sessions, identity, info(request));
    },
  );

  app.post(
    '/auth/google/sign-up',
    {
      schema: {
        tags,
        summary:
          'Create an account from a Google ID token; signed in at once when Google vouches for the e-mail',
        body: googleSignUpBody,
        response: {
          201: z.union([loginResponse, signupResponse]),
          ...errorResponses(400, 401, 409, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { credential, ...input } = request.body;
      const identity = await identityOf(request, credential);
      const result = await googleSignUp(deps, identity, input, info(request));
      return reply
        .code(201)
        .send(
          result.kind === 'signed_in'
            ? result.body
            : { data: { email: result.email, verificationRequired: true as const } },
        );
    },
  );
};
