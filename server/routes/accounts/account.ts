import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptedResponse,
  emailOnlyBody,
  resetPasswordBody,
  verifyBody,
} from '../../../contract/account';
import { loginResponse } from '../../../contract/auth';
import {
  forgotPassword,
  resendVerification,
  resetPassword,
  verifyEmail,
  type AccountDeps,
} from '../../services/accounts/codes-flows';
import { errorResponses } from '../schemas';

const tags = ['accounts'];
const accepted = { data: { accepted: true as const } };

/** E-mail codes: verification (which signs in), resend, forgotten and reset password. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountDeps }> = async (
  app,
  { account },
) => {
  app.post(
    '/auth/user/verify',
    {
      schema: {
        tags,
        summary: 'Verify the e-mail address with its 6-digit code; signs the user in',
        body: verifyBody,
        response: { 200: loginResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) =>
      verifyEmail(account, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      }),
  );

  /** A code mailed to an address: 202 whether the account exists or not (nothing to learn). */
  const mailCodeRoute = (
    url: string,
    summary: string,
    mail: (account: AccountDeps, email: string, ip: string) => Promise<unknown>,
  ) =>
    app.post(
      url,
      {
        schema: {
          tags,
          summary,
          body: emailOnlyBody,
          response: { 202: acceptedResponse, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        await mail(account, request.body.email, request.ip);
        return reply.code(202).send(accepted);
      },
    );

  mailCodeRoute(
    '/resend-otp',
    'Send a new verification code (202 whether the account exists or not)',
    resendVerification,
  );
  mailCodeRoute(
    '/auth/user/forgot-password',
    'Mail a password-reset code (202 whether the account exists or not)',
    forgotPassword,
  );

  app.post(
    '/auth/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with the reset code; ends every session of the user',
        body: resetPasswordBody,
        response: { 200: acceptedResponse, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await resetPassword(account, request.body, request.ip);
      return accepted;
    },
  );
};
