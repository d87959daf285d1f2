import type { PublicTracking } from '../../../contract/tracking';
import { getConfig } from '../../config';

/** A read that did not answer the tracking: its HTTP status (0 when the network failed). */
export class TrackingReadError extends Error {
  constructor(readonly status: number) {
    super(`tracking read failed (${status})`);
  }
}

/**
 * A request's public tracking by its token (docs/tracking.md); no sign-in, no token of the
 * visitor's sent. With the delivery code the visitor typed, the recipient's signature and name
 * too (docs/security.md). `fetch`, not the app's axios client: the tracking page is an entry of
 * its own that must stay small (docs/first-screen.md).
 */
export async function readTracking(token: string, code?: string): Promise<PublicTracking> {
  let response: Response;
  try {
    response = await fetch(`${getConfig().apiUrl}/tracking/${encodeURIComponent(token)}`, {
      headers: { Accept: 'application/json', ...(code ? { 'X-Delivery-Code': code } : {}) },
      credentials: 'same-origin',
    });
  } catch {
    throw new TrackingReadError(0);
  }
  if (!response.ok) throw new TrackingReadError(response.status);
  return ((await response.json()) as { data: PublicTracking }).data;
}
