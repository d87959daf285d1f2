import type { QueryClient } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import type { AuthProvider, UserIdentity } from 'react-admin';
import type { LoginResponse } from '../../contract/auth';
import type { OwnCustomization, PublicCustomization } from '../../contract/customization';
import { canAccessNamed } from '../../contract/permissions';
import type { Role } from '../../contract/roles';
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
  /** A Google ID token: signs in through the API's Google endpoint instead. */
  credential?: string;
  /** Set by a branded sign-in (/b/:slug/login): the business's look is kept for the session. */
  customization?: PublicCustomization | null;
}

export const OWN_CUSTOMIZATION_PATH = '/business-customization';
/** The roles whose app wears their business's branding once signed in. */
const BRANDED_ROLES: ReadonlySet<Role> = new Set(['business', 'b2b']);

/** The signed-in app's own branding: under `customization` and in the store's slice. */
export function storeOwnCustomization(branding: PublicCustomization | null): void {
  write(StorageKeys.customization, branding);
  setCustomizationState(branding);
}

/**
 * Fetches and keeps the caller's own branding (GET /business-customization). Never fails: on
 * an error the look shown stays (the branded page's, or Flotte's); an answer arriving after a
 * sign-out or another sign-in is dropped.
 */
export async function loadOwnCustomization(
  client: AxiosInstance = httpClient,
): Promise<OwnCustomization | null> {
  const token = currentToken();
  try {
    const { data } = await client.get<{ data: OwnCustomization }>(OWN_CUSTOMIZATION_PATH);
    if (!token || currentToken() !== token) return null;
    storeOwnCustomization(data.data.branding);
    return data.data;
  } catch {
    return null;
  }
}

/**
 * Stores a signed-in session (a sign-in's success): user, accessToken and authentication in local
 * storage and the auth slice. Every way in (credentials, Google, a verified code) ends here.
 * A branded sign-in stores the business customization; any other sign-in removes a previous
 * one, so a business login replaces the stored user and its look together. Business and B2B
 * staff then wear their own business's branding (settles once it is loaded, or failed).
 */
export function completeLogin(
  data: LoginResponse,
  customization?: PublicCustomization | null,
  client: AxiosInstance = httpClient,
): Promise<unknown> {
  write(StorageKeys.user, data.user);
  write(StorageKeys.token, data.accessToken);
  write(StorageKeys.auth, data.authentication);
  if (customization) write(StorageKeys.businessCustomization, customization);
  else remove(StorageKeys.businessCustomization);
  remove(StorageKeys.customization);
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
  return BRANDED_ROLES.has(data.user.role) ? loadOwnCustomization(client) : Promise.resolve();
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
    // Pending sets loading; success stores user, accessToken and authentication and
    // marks the user authenticated; failure clears user and token and records the error.
    // Google sign-in follows the same pattern.
    async login({ email, username, password, credential, customization }: LoginParams) {
      setAuthState({ loading: true, success: false, error: null });
      try {
        const { data } = credential
          ? await client.post<LoginResponse>(GOOGLE_SIGN_IN_PATH, { credential })
          : await client.post<LoginResponse>(LOGIN_PATH, {
              email: email ?? username ?? '',
              password: password ?? '',
            });
        await completeLogin(data, customization, client);
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
        StorageKeys.customization,
      );
      clearAuthState();
      // Every cached list and record: nothing of one user may show to the next.
      cache.clear();
      // Nor the driver's screen's saved list (loaded only here: its chunk stays off the first screen).
      await import('./driver/outboxStore')
        .then((store) => store.forgetSavedLists())
        .catch(() => undefined);
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
      const { user } = getAuthState();
      return canAccessNamed(user ?? getRole(), { action, resource, record });
    },
  };
}

export const authProvider = createAuthProvider();
