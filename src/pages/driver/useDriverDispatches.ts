import { useQuery } from '@tanstack/react-query';
import { driverScreenApi } from '../../providers/custom/driver-screen';
import { listCache } from '../../providers/driver/outboxStore';
import type { DriverDispatch } from '../../providers/driver/types';

/** The list's cache key (react-query), per user. */
export const dispatchesKey = (userId: string) => ['driver-dispatches', userId] as const;

export interface DriverList {
  rows: DriverDispatch[];
  /** Set when the rows are the list saved on the phone (no network): when it was read. */
  savedAt: string | null;
}

const statusOf = (error: unknown) => (error as { status?: number } | null)?.status;

/**
 * The driver's dispatches (`GET /driver-dispatches`), kept on the phone after each read: with
 * no network the last list read shows instead (with the time it was read), so the driver can
 * go on taking steps offline. A refusal (401, 403, 5xx) is an error, never the saved list.
 */
export function useDriverDispatches(userId: string) {
  return useQuery({
    queryKey: dispatchesKey(userId),
    queryFn: async (): Promise<DriverList> => {
      const cache = listCache(userId);
      try {
        const rows = await driverScreenApi.listDispatches();
        void cache.write({ data: rows, savedAt: new Date().toISOString() });
        return { rows, savedAt: null };
      } catch (error) {
        const saved = statusOf(error) === 0 ? await cache.read() : undefined;
        if (!saved) throw error;
        return { rows: saved.data, savedAt: saved.savedAt };
      }
    },
    // No network: the saved list at once rather than after two more tries; 5xx: two more.
    retry: (failures, error) => (statusOf(error) ?? 0) >= 500 && failures < 2,
    // A driver comes back from the maps or the phone app: read it again then.
    refetchOnWindowFocus: true,
  });
}
