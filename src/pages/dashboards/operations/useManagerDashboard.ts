import { useQuery } from '@tanstack/react-query';
import { useFlotteDataProvider } from '../../../resources/common/useFlotteDataProvider';

/** Refreshed every minute while open: an operator leaves the dashboard on screen. */
const REFRESH_MS = 60_000;

/** GET /in-house-managers/dashboard, once for every panel (they share the query). */
export function useManagerDashboard() {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['in-house-managers', 'dashboard'],
    queryFn: () => dataProvider.getManagerDashboard(),
    refetchInterval: REFRESH_MS,
  });
}
export type ManagerDashboardQuery = ReturnType<typeof useManagerDashboard>;
