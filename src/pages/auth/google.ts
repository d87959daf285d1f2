import type { LoginResponse } from '../../../contract/auth';
import { httpClient, toHttpError } from '../../providers/httpClient';

export const GOOGLE_SIGN_IN_PATH = '/auth/google/sign-in';

/**
 * Sends the ID token Google gave the browser to the API (seed §7, POST /auth/google/sign-in),
 * which verifies it and answers like POST /authentication. Issue 3 builds that endpoint and
 * stores the session from this answer; until then the call fails with a translated error.
 */
export async function signInWithGoogle(credential: string): Promise<LoginResponse> {
  try {
    const { data } = await httpClient.post<LoginResponse>(GOOGLE_SIGN_IN_PATH, { credential });
    return data;
  } catch (error) {
    throw toHttpError(error);
  }
}
