import { useQuery } from '@tanstack/react-query';
import type { FlotteDataProvider } from '../../../providers/dataProvider';
import { useFlotteDataProvider } from '../../../providers/useFlotteDataProvider';

/** Refreshed every minute while open: an operator leaves a dashboard on screen. */
const REFRESH_MS = 60_000;

/**
 * One dashboard's call, once for all its panels (they share the query). The key is
 * `['dashboard', role]`: a live event of what it counts refetches it (providers/liveEvents.ts).
 */
function useDashboard<T>(role: string, read: (dataProvider: FlotteDataProvider) => Promise<T>) {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['dashboard', role],
    queryFn: () => read(dataProvider),
    refetchInterval: REFRESH_MS,
  });
}

/** GET /dashboard/owner. */
export const useOwnerDashboard = () => useDashboard('owner', (p) => p.getOwnerDashboard());
/** GET /dashboard/business. */
export const useBusinessDashboard = () => useDashboard('business', (p) => p.getBusinessDashboard());
/** GET /dashboard/superadmin. */
export const useSuperadminDashboard = () =>
  useDashboard('superadmin', (p) => p.getSuperadminDashboard());
/** GET /in-house-managers/dashboard: the operator's, read by the manager and the superadmin. */
export const useManagerDashboard = () => useDashboard('manager', (p) => p.getManagerDashboard());
export type ManagerDashboardQuery = ReturnType<typeof useManagerDashboard>;
