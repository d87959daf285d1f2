import { useCallback, useEffect, useRef, useState } from 'react';
import type { PublicTracking } from '../../../contract/tracking';
import { useParams } from '../auth/router';
import { proofLinksRefreshMs } from './proofLinks';
import { readTracking, TrackingReadError } from './trackingApi';

/**
 * Seconds between two reads of an open delivery (no live stream for an anonymous visitor): 30
 * lookups in the API's window of 15 minutes, half the address's limit (docs/tracking.md).
 */
export const TRACKING_REFRESH_MS = 30_000;
/** Before the one retry of a read that failed otherwise than 404 or 429. */
const RETRY_MS = 1_000;

/** A delivered or cancelled request moves no more; a failed one may be retried. */
export const hasEnded = (tracking: PublicTracking | undefined) =>
  tracking?.status === 'delivered' || tracking?.status === 'cancelled';

/** A 404 (unknown or expired link) and a 429 are answers: asking again changes nothing. */
const retried = (error: TrackingReadError) => error.status !== 404 && error.status !== 429;

export interface TrackingState {
  data: PublicTracking | undefined;
  error: TrackingReadError | null;
  /** Nothing answered yet. */
  isPending: boolean;
  refetch: () => void;
}

const asReadError = (error: unknown) =>
  error instanceof TrackingReadError ? error : new TrackingReadError(0);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves at once while the page is visible, else when it is shown again. */
const visible = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'hidden') return resolve();
    const shown = () => {
      if (document.visibilityState === 'hidden') return;
      document.removeEventListener('visibilitychange', shown);
      resolve();
    };
    document.addEventListener('visibilitychange', shown);
  });

/**
 * The tracking of the route's `:token` (with the delivery `code` the visitor typed), read again
 * every 30 s while the delivery is open and the page visible, and once ended a minute before its
 * proof's signed links expire (proofLinks.ts). A 404 and a 429 are answers, not
 * retried; anything else is retried once. A read that fails keeps what was read before (and a
 * code typed keeps the page as it was until the answer comes). No query library: the tracking
 * entry carries none (docs/first-screen.md).
 */
export function useTracking(code?: string): TrackingState {
  const { token = '' } = useParams<{ token: string }>();
  const [data, setData] = useState<PublicTracking>();
  const [error, setError] = useState<TrackingReadError | null>(null);
  const [answered, setAnswered] = useState(false);
  // Bumped by refetch: the effect below reads again.
  const [round, setRound] = useState(0);
  const last = useRef<PublicTracking>(undefined);

  useEffect(() => {
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readOnce = async (): Promise<PublicTracking> => {
      try {
        return await readTracking(token, code);
      } catch (failure) {
        const first = asReadError(failure);
        if (!retried(first)) throw first;
        await wait(RETRY_MS);
        return readTracking(token, code);
      }
    };
    const read = async () => {
      let gone = false;
      try {
        const next = await readOnce();
        if (!live) return;
        last.current = next;
        setData(next);
        setError(null);
      } catch (failure) {
        if (!live) return;
        const readError = asReadError(failure);
        // A link that expired since (404) stays as last read, and is not read again.
        gone = readError.status === 404;
        setError(readError);
      }
      setAnswered(true);
      // Ended: read again only to renew the proof's signed links before they expire.
      const next = last.current;
      const delay =
        !next || gone ? false : hasEnded(next) ? proofLinksRefreshMs(next) : TRACKING_REFRESH_MS;
      if (delay !== false) {
        const again = () => (live ? read() : undefined);
        timer = setTimeout(() => void visible().then(again), delay);
      }
    };
    void read();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [token, code, round]);

  const refetch = useCallback(() => setRound((n) => n + 1), []);
  return { data, error, isPending: !answered, refetch };
}
