import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { LoginResponse } from '../../contract/auth';
import type { PublicCustomization } from '../../contract/customization';
import { canAccess } from '../../contract/permissions';
import { currentToken, httpClient, toHttpError } from './httpClient';
import { queryClient as appQueryClient } from './queryClient';
import { remove, StorageKeys, write } from './storage';
import {
  clearAuthState,
  getAuthState,
  getRole,
  getUserType,
  setAuthState,
  setCustomizationState,
} from './store';

export interface LoginParams {
  email?: string;
  /** react-admin's stock login form names the field `username`. */
  username?: string;
  password?: string;
  /** A Google ID token: signs in through the API's Google endpoint instead (seed §7). */
  credential?: string;
  /** Set by a branded sign-in (/b/:slug/login): the business's look is kept for the session. */
  customization?: PublicCustomization | null;
}

/**
 * Stores a signed-in session (seed §4 success): user, accessToken and authentication in local
 * storage and the auth slice. Every way in (credentials, Google, a verified code) ends here.
 * A branded sign-in stores the business customization; any other sign-in removes a previous
 * one, so a business login replaces the stored user and its look together.
 */
export function completeLogin(data: LoginResponse, customization?: PublicCustomization | null) {
  write(StorageKeys.user, data.user);
  write(StorageKeys.token, data.accessToken);
  write(StorageKeys.auth, data.authentication);
  if (customization) write(StorageKeys.businessCustomization, customization);
  else remove(StorageKeys.businessCustomization);
  setCustomizationState(customization ?? null);
  setAuthState({
    user: data.user,
    token: data.accessToken,
    authentication: data.authentication,
    isAuthenticated: true,
    loading: false,
    success: true,
    error: null,
  });
}

export const LOGIN_PATH = '/authentication';
export const GOOGLE_SIGN_IN_PATH = '/auth/google/sign-in';

/** What getIdentity gives the app bar and custom pages. */
export interface FlotteIdentity extends UserIdentity {
  fullName: string;
  email: string;
  role: string;
  userType: number;
}

export function createAuthProvider(
  client: AxiosInstance = httpClient,
  cache: QueryClient = appQueryClient,
): AuthProvider {
  return {
    // Seed §4: pending sets loading; success stores user, accessToken and authentication and
    // marks the user authenticated; failure clears user and token and records the error.
    // Google sign-in follows the same pattern (seed §4).
    async login({ email, username, password, credential, customization }: LoginParams) {
      setAuthState({ loading: true, success: false, error: null });
      try {
        const { data } = credential
          ? await client.post<LoginResponse>(GOOGLE_SIGN_IN_PATH, { credential })
          : await client.post<LoginResponse>(LOGIN_PATH, {
              email: email ?? username ?? '',
              password: password ?? '',
            });
        completeLogin(data, customization);
      } catch (error) {
        const httpError = toHttpError(error);
        remove(StorageKeys.user, StorageKeys.token);
        setAuthState({
          user: null,
          token: null,
          isAuthenticated: false,
          loading: false,
          success: false,
          error: httpError.message,
        });
        // react-admin's login form notifies error.message, translated: a catalog key.
        throw httpError;
      }
    },

    async logout() {
      if (currentToken()) {
        // Revoke the session on the server; an already revoked or expired one answers 401,
        // and the local sign-out must happen whatever the server says.
        await client.post('/auth/logout').catch(() => undefined);
      }
      remove(
        StorageKeys.auth,
        StorageKeys.token,
        StorageKeys.user,
        StorageKeys.businessCustomization,
      );
      clearAuthState();
      // Every cached list and record: nothing of one user may show to the next.
      cache.clear();
    },

    async checkAuth() {
      // `message: false`: opening the app signed out is no error worth a notification.
      if (!currentToken()) throw { message: false };
    },

    async checkError(error: unknown) {
      const status =
        typeof error === 'object' && error !== null && 'status' in error
          ? (error as { status: unknown }).status
          : undefined;
      // 401: the session is gone (expired, revoked, disabled account): sign out, telling why.
      // 403 and the rest: stay signed in; the page shows the error.
      if (status === 401) {
        const message =
          error instanceof Error && error.message ? error.message : 'flotte.errors.unauthorized';
        throw new Error(message);
      }
    },

    async getIdentity(): Promise<FlotteIdentity> {
      const { user } = getAuthState();
      if (!user) throw new Error('flotte.errors.unauthorized');
      return {
        id: user.id,
        fullName: user.name,
        email: user.email,
        role: user.role,
        userType: getUserType(),
      };
    },

    async getPermissions() {
      return getRole() ?? null;
    },

    async canAccess({ action, resource, record }) {
      return canAccess(getRole(), { action, resource, record });
    },
  };
}

export const authProvider = createAuthProvider();
