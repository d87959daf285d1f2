import axios, { type AxiosInstance } from 'axios';
import type { Identifier } from 'react-admin';
import { toHttpError } from '../httpClient';

/** Runs one API call and unwraps axios's answer; any failure becomes react-admin's HttpError. */
export async function call<T>(run: () => Promise<{ data: T }>): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw toHttpError(error);
  }
}

/** `/a/{id}/b` with the id encoded. */
export const idPath = (prefix: string, id: Identifier, suffix = '') =>
  `${prefix}/${encodeURIComponent(String(id))}${suffix}`;

/** A paged answer as `{ data, total }` (react-admin's shape). */
export async function page<T>(
  client: AxiosInstance,
  url: string,
  params: Record<string, unknown>,
): Promise<{ data: T[]; total: number }> {
  const body = await call(() =>
    client.get<{ data: T[]; pagination?: { total: number } }>(url, { params }),
  );
  return { data: body.data, total: body.pagination?.total ?? body.data.length };
}

/** The `data` of a `{ data }` answer. */
export async function one<T>(run: () => Promise<{ data: { data: T } }>): Promise<T> {
  return (await call(run)).data;
}

/**
 * A failed download's body is bytes (the request asked for them): read as the JSON refusal it
 * holds, so that the error speaks its code like any other call's.
 */
export function withJsonBody(error: unknown): unknown {
  if (!axios.isAxiosError(error) || !(error.response?.data instanceof ArrayBuffer)) return error;
  try {
    error.response.data = JSON.parse(new TextDecoder().decode(error.response.data)) as unknown;
  } catch {
    error.response.data = {};
  }
  return error;
}
