import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PublicTracking } from '../../../contract/tracking';
import { accountApi } from '../../providers/accountApi';
import { useParams } from '../auth/router';
import { proofLinksRefreshMs } from './proofLinks';

/**
 * Seconds between two reads of an open delivery (no live stream for an anonymous visitor): 30
 * lookups in the API's window of 15 minutes, half the address's limit (docs/tracking.md).
 */
export const TRACKING_REFRESH_MS = 30_000;

/** A delivered or cancelled request moves no more; a failed one may be retried. */
export const hasEnded = (tracking: PublicTracking | undefined) =>
  tracking?.status === 'delivered' || tracking?.status === 'cancelled';

/**
 * The tracking of the route's `:token` (with the delivery `code` the visitor typed), read again every 30 s while the delivery is open (only
 * while the page is visible), and once ended a minute before its proof's signed links expire
 * (proofLinks.ts). A 404 (unknown or expired link) and a 429 are answers, not
 * retried; anything else is retried once.
 */
export function useTracking(code?: string) {
  const { token = '' } = useParams<{ token: string }>();
  return useQuery({
    queryKey: ['tracking', token, code],
    queryFn: () => accountApi.tracking(token, code),
    // A code typed keeps the page as it was until the answer comes.
    placeholderData: keepPreviousData,
    retry: (count, error) => {
      const status = (error as { status?: number }).status;
      return status !== 404 && status !== 429 && count < 1;
    },
    refetchInterval: (query) => {
      // A link that expired since (404) stays as last read.
      const gone = (query.state.error as { status?: number } | null)?.status === 404;
      const data = query.state.data;
      if (!data || gone) return false;
      // Ended: read again only to renew the proof's signed links before they expire.
      return hasEnded(data) ? proofLinksRefreshMs(data) : TRACKING_REFRESH_MS;
    },
  });
}
