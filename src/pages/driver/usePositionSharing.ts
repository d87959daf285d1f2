import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_POSITIONS_PER_BATCH } from '../../../contract/limits';
import type { PositionFix } from '../../providers/driver/types';

export type PositionProblem = 'denied' | 'unavailable' | null;

/** GeolocationPositionError.PERMISSION_DENIED. */
const PERMISSION_DENIED = 1;

/** A reading older than this is not the place where a step was taken. */
const FRESH_MS = 2 * 60 * 1000;

const fixOf = (position: GeolocationPosition): PositionFix => {
  const { latitude, longitude, accuracy, speed, heading } = position.coords;
  return {
    at: new Date(position.timestamp).toISOString(),
    lat: latitude,
    lng: longitude,
    ...(Number.isFinite(accuracy) ? { accuracy } : {}),
    ...(speed != null && Number.isFinite(speed) && speed >= 0 ? { speed } : {}),
    ...(heading != null && Number.isFinite(heading) && heading >= 0 && heading <= 360
      ? { heading }
      : {}),
  };
};

/**
 * Reads the phone's position (`navigator.geolocation.watchPosition`) while `dispatchIds` (the
 * dispatches assigned or on their way) is not empty, and hands what it read every
 * `intervalSeconds` to `send`, once per dispatch (docs/positions.md). `flush()` hands over what
 * was read so far at once: a step is queued after the positions that led to it. `last()` is
 * the latest reading if fresh (a step carries where it was taken).
 */
export function usePositionSharing(
  dispatchIds: string[],
  intervalSeconds: number,
  send: (dispatchId: string, positions: PositionFix[]) => void,
) {
  const [problem, setProblem] = useState<PositionProblem>(null);
  const buffer = useRef<PositionFix[]>([]);
  const latest = useRef<PositionFix | null>(null);
  const ids = useRef<string[]>(dispatchIds);
  const sendRef = useRef(send);
  useEffect(() => {
    ids.current = dispatchIds;
    sendRef.current = send;
  });

  const flush = useCallback(() => {
    const positions = buffer.current;
    if (positions.length === 0) return;
    buffer.current = [];
    for (const id of ids.current) sendRef.current(id, positions);
  }, []);

  const key = dispatchIds.join(',');
  useEffect(() => {
    const geolocation = typeof navigator !== 'undefined' ? navigator.geolocation : undefined;
    if (!key) return undefined;
    if (!geolocation) return undefined;
    const watch = geolocation.watchPosition(
      (position) => {
        const fix = fixOf(position);
        latest.current = fix;
        setProblem(null);
        if (buffer.current.at(-1)?.at === fix.at) return;
        buffer.current = [...buffer.current, fix].slice(-MAX_POSITIONS_PER_BATCH);
      },
      (error) => setProblem(error.code === PERMISSION_DENIED ? 'denied' : 'unavailable'),
      { enableHighAccuracy: true, maximumAge: 10_000, timeout: 60_000 },
    );
    const timer = window.setInterval(flush, Math.max(1, intervalSeconds) * 1000);
    return () => {
      geolocation.clearWatch(watch);
      window.clearInterval(timer);
    };
  }, [key, intervalSeconds, flush]);

  const last = useCallback((): PositionFix | null => {
    const fix = latest.current;
    return fix && Date.now() - Date.parse(fix.at) < FRESH_MS ? fix : null;
  }, []);

  const unsupported = typeof navigator === 'undefined' || !navigator.geolocation;
  return { problem: key ? (unsupported ? 'unavailable' : problem) : null, flush, last };
}
