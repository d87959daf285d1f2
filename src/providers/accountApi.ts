import type { AxiosInstance } from 'axios';
import type { LoginResponse } from '../../contract/auth';
import type {
  AssetOwnerSignupBody,
  B2bSignupBody,
  BusinessSignupBody,
} from '../../contract/account';
import type { PublicCustomization } from '../../contract/customization';
import type { PublicTracking } from '../../contract/tracking';
import { httpClient, toHttpError } from './httpClient';

export type SignupKind = 'owner' | 'business' | 'b2b';

/** The endpoint of each sign-up (one per kind of account: docs/permissions.md). */
export const SIGNUP_PATHS: Record<SignupKind, string> = {
  owner: '/asset-owners/signup',
  business: '/business/whitelabel/signup',
  b2b: '/auth/b2b/sign-up',
};

type SignupBody = AssetOwnerSignupBody | BusinessSignupBody | B2bSignupBody;

/**
 * The account calls of the sign-up, verification and password pages: pages never call the
 * network themselves. Every failure rejects with toHttpError's HttpError (message
 * `flotte.errors.<code>`, field errors in `body.errors`).
 */
export function createAccountApi(client: AxiosInstance = httpClient) {
  const call = async <T>(request: Promise<{ data: T }>): Promise<T> => {
    try {
      return (await request).data;
    } catch (error) {
      throw toHttpError(error);
    }
  };
  return {
    signup: (kind: SignupKind, body: Partial<SignupBody> | Record<string, unknown>) =>
      call<{ data: { email: string } }>(client.post(SIGNUP_PATHS[kind], body)),
    verify: (email: string, code: string) =>
      call<LoginResponse>(client.post('/auth/user/verify', { email, code })),
    resendCode: (email: string) => call(client.post('/resend-otp', { email })),
    forgotPassword: (email: string) => call(client.post('/auth/user/forgot-password', { email })),
    resetPassword: (body: { email: string; code: string; password: string }) =>
      call(client.post('/auth/user/reset-password', body)),
    googleSignUp: (body: { credential: string; locale?: string; country?: string }) =>
      call<LoginResponse>(client.post('/auth/google/sign-up', body)),
    /** Public branding of a business; no token is needed (nor sent when signed out). */
    customization: (slug: string) =>
      call<{ data: PublicCustomization }>(
        client.get('/business-signup-dashboard-customization', { params: { slug } }),
      ).then((r) => r.data),
    /**
     * A request's public tracking page by its token (docs/tracking.md); no sign-in. With the
     * delivery code, the recipient's signature and name too (docs/security.md).
     */
    tracking: (token: string, code?: string) =>
      call<{ data: PublicTracking }>(
        client.get(`/tracking/${encodeURIComponent(token)}`, {
          headers: code ? { 'x-delivery-code': code } : {},
        }),
      ).then((r) => r.data),
  };
}

export const accountApi = createAccountApi();
