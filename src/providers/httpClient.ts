import axios, { type AxiosInstance } from 'axios';
import { HttpError } from 'react-admin';
import type { ErrorResponse } from '../../contract/common';
import { errorCodes, type ErrorCode } from '../../contract/error-codes';
import { getConfig } from '../config';
import { getAuthState, setAuthState } from './store';
import { readString, StorageKeys, write } from './storage';

/** The server sends a fresh token for the same session when the current one is half-spent. */
export const REFRESHED_TOKEN_HEADER = 'x-refreshed-token';

/** The Bearer token comes from the store, failing that from local storage. */
export function currentToken(): string | null {
  return getAuthState().token || readString(StorageKeys.token) || null;
}

function storeRefreshedToken(token: unknown): void {
  // A late answer to a request sent before sign-out must not sign the user back in.
  if (typeof token !== 'string' || !token || !currentToken()) return;
  setAuthState({ token });
  write(StorageKeys.token, token);
}

export function createHttpClient(baseURL: string): AxiosInstance {
  const client = axios.create({
    baseURL,
    headers: { Accept: 'application/json' },
    // `id=a&id=b`, not axios's default `id[]=a&id[]=b`: the API reads repeated parameters.
    paramsSerializer: { indexes: null },
  });
  client.interceptors.request.use((config) => {
    const token = currentToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      storeRefreshedToken(response.headers[REFRESHED_TOKEN_HEADER]);
      return response;
    },
    (error: unknown) => {
      if (axios.isAxiosError(error)) {
        storeRefreshedToken(error.response?.headers[REFRESHED_TOKEN_HEADER]);
      }
      return Promise.reject(error);
    },
  );
  return client;
}

/** The one HTTP client of the app: every API call goes through it. */
export const httpClient = createHttpClient(getConfig().apiUrl);

const KNOWN_CODES = new Set<string>(errorCodes);

/** A code for answers that do not carry a known one (a proxy's 502 page, say). */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return 'validation_failed';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 429) return 'rate_limited';
  return 'internal';
}

/** Network failures have no status: 0 keeps `HttpError.status` a number. */
export const NETWORK_ERROR_STATUS = 0;

export type HttpErrorBody = Partial<ErrorResponse> & {
  code: string;
  /** Field path -> message key, for react-admin forms' server-side validation. */
  errors?: Record<string, string>;
};

/**
 * A field error as react-admin's forms take it: the key alone, or — when the server names a
 * limit (`{ max: 30 }`) — the key with its values in react-admin's own encoded form, which its
 * inputs translate with those values.
 */
const fieldMessage = (detail: { message: string; args?: Record<string, string | number> }) =>
  detail.args
    ? `@@react-admin@@${JSON.stringify({ message: detail.message, args: detail.args })}`
    : detail.message;

/**
 * Turns any failure of a call into react-admin's HttpError: the message is the catalog key
 * `flotte.errors.<code>` (react-admin notifies it translated), the status reaches
 * authProvider.checkError, and `body.errors` puts the server's field errors on the form.
 */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!response) {
    const body: HttpErrorBody = { code: 'network' };
    return new HttpError('flotte.errors.network', NETWORK_ERROR_STATUS, body);
  }
  const data: unknown = response.data;
  const server =
    data && typeof data === 'object' && !Array.isArray(data)
      ? (data as Partial<ErrorResponse>)
      : {};
  const code =
    typeof server.code === 'string' && KNOWN_CODES.has(server.code)
      ? server.code
      : codeForStatus(response.status);
  const body: HttpErrorBody = { ...server, code };
  if (Array.isArray(server.details) && server.details.length > 0) {
    // A path-less detail is about the whole record: react-admin shows `root.serverError`.
    body.errors = Object.fromEntries(
      server.details.map((d) => [d.path || 'root.serverError', fieldMessage(d)]),
    );
  }
  return new HttpError(`flotte.errors.${code}`, response.status, body);
}
