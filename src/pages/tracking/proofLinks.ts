import type { PublicTracking } from '../../../contract/tracking';

/** A proof link is read again this long before it expires (the server signs for 15 minutes). */
export const PROOF_LINK_MARGIN_MS = 60_000;
/** Never sooner than this, whatever a link says (a clock ahead of the server's). */
const MIN_REFRESH_MS = 30_000;

/**
 * Milliseconds until the page must read its proof again, so that its signed links
 * (`?expires=<unix seconds>`, docs/security.md) never expire on a page left open: a minute
 * before the first one expires; false when the page shows no proof link.
 */
export function proofLinksRefreshMs(
  tracking: PublicTracking,
  now: number = Date.now(),
): number | false {
  const expiries = [tracking.proof?.photo, tracking.proof?.signature]
    .filter((link): link is string => typeof link === 'string')
    .map((link) => Number(new URL(link, 'http://flotte.invalid').searchParams.get('expires')))
    .filter((seconds) => Number.isFinite(seconds) && seconds > 0);
  if (expiries.length === 0) return false;
  const due = Math.min(...expiries) * 1000 - PROOF_LINK_MARGIN_MS - now;
  return Math.max(MIN_REFRESH_MS, due);
}
