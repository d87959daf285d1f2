/**
 * Short-lived signed links to an upload (issue 31, docs/security.md): what a page for someone
 * without an account (the recipient's tracking page) shows instead of a permanent address.
 * `/api/uploads/<name>?expires=<unix seconds>&signature=<hex>`: an HMAC-SHA256 of the name and
 * the expiry, keyed with the server's secret (the JWT secret, the same on every server of the
 * database: services/platform/settings.ts), so any server checks a link another one made.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Minutes a link works: long enough to open a page and its images, not to be kept. */
export const SIGNED_LINK_MINUTES = 15;

export interface SignedQuery {
  expires?: number | undefined;
  signature?: string | undefined;
}

/** `ok`, or why a link is refused: `expired` (it was valid), `invalid` (altered or partial). */
export type LinkCheck = 'ok' | 'expired' | 'invalid';

export class UploadLinks {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(name: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`upload:${name}:${expires}`).digest();
  }

  /** A link to `/api/uploads/<name>` working for SIGNED_LINK_MINUTES from now. */
  sign(path: string): string {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const expires = Math.floor(this.now() / 1000) + SIGNED_LINK_MINUTES * 60;
    return `/api/uploads/${name}?expires=${expires}&signature=${this.mac(name, expires).toString('hex')}`;
  }

  /** Seconds the link still works (cache lifetime), or why it does not. */
  check(name: string, query: SignedQuery): { result: LinkCheck; seconds: number } {
    const { expires, signature } = query;
    if (expires === undefined || signature === undefined || !/^[0-9a-f]{64}$/.test(signature)) {
      return { result: 'invalid', seconds: 0 };
    }
    if (!timingSafeEqual(Buffer.from(signature, 'hex'), this.mac(name, expires))) {
      return { result: 'invalid', seconds: 0 };
    }
    const seconds = expires - Math.floor(this.now() / 1000);
    return seconds > 0 ? { result: 'ok', seconds } : { result: 'expired', seconds: 0 };
  }
}
