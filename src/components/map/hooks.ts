import { useEffect, useRef } from 'react';
import { subscribeLiveMessages } from '../../providers/liveEvents';
import { parsePositionMessage, type PositionEvent } from './live';

/**
 * Calls `onPosition` for each `dispatch.position` of the live stream (the one LiveUpdates keeps
 * open after sign-in), while the calling page is on screen.
 */
export function useLivePositions(onPosition: (event: PositionEvent) => void) {
  const latest = useRef(onPosition);
  useEffect(() => {
    latest.current = onPosition;
  });
  useEffect(
    () =>
      subscribeLiveMessages((event, data) => {
        const parsed = parsePositionMessage(event, data);
        if (parsed) latest.current(parsed);
      }),
    [],
  );
}
