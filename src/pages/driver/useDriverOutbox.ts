import { useEffect, useState, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { driverScreenApi } from '../../providers/custom/driver-screen';
import { Outbox, type OutboxItem, type OutboxState } from '../../providers/driver/outbox';
import { outboxStorage } from '../../providers/driver/outboxStore';
import { applyStep } from './steps';
import { dispatchesKey, type DriverList } from './useDriverDispatches';

/** Seconds between two tries while items wait and the API did not take them. */
export const RETRY_SECONDS = 30;

const EXTENSIONS: Record<string, string> = { 'image/png': 'png', 'image/webp': 'webp' };

/** The browser's word on the network (`online` / `offline` events). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/**
 * The outbox of the signed-in driver, bound to the screen: loaded and sent when the screen
 * opens, sent again on the `online` event and every RETRY_SECONDS while items wait; each step
 * the API took is applied to the list shown at once, then the list is read again.
 */
export function useDriverOutbox(userId: string) {
  const queryClient = useQueryClient();
  const [outbox] = useState(
    () =>
      new Outbox(
        outboxStorage(userId),
        {
          sendStep: driverScreenApi.sendStep,
          sendPositions: driverScreenApi.sendPositions,
          upload: (file, kind) =>
            driverScreenApi.upload(file, `${kind}.${EXTENSIONS[file.type] ?? 'jpg'}`),
        },
        {
          onSent: (item: OutboxItem) => {
            if (item.kind !== 'step') return;
            const { step, at } = item.body;
            queryClient.setQueryData<DriverList>(dispatchesKey(userId), (list) =>
              list
                ? {
                    ...list,
                    rows: list.rows.map((d) =>
                      d.id === item.dispatchId ? applyStep(d, step, at) : d,
                    ),
                  }
                : list,
            );
            void queryClient.invalidateQueries({ queryKey: dispatchesKey(userId) });
          },
        },
      ),
  );
  const state: OutboxState = useSyncExternalStore(
    (changed) => outbox.subscribe(changed),
    () => outbox.state,
  );
  const online = useOnline();

  // What an earlier visit left waiting shows at once, even offline.
  useEffect(() => {
    void outbox.load();
  }, [outbox]);
  // Sent on opening, and each time the network comes back.
  useEffect(() => {
    if (online) void outbox.flush();
  }, [outbox, online]);

  // While items wait after a failed run (the network said online but nothing answered, a 5xx).
  const waiting = state.items.length > 0 && !state.flushing && state.stopped !== 'session';
  useEffect(() => {
    if (!waiting || !online) return undefined;
    const timer = window.setInterval(() => void outbox.flush(), RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [outbox, waiting, online]);

  return { outbox, state, online };
}
