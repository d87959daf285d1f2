import { useQuery } from '@tanstack/react-query';
import { useFlotteDataProvider } from '../../../resources/common/useFlotteDataProvider';

/** Refreshed every minute while open, as the manager's dashboard. */
const REFRESH_MS = 60_000;

/** GET /dashboard/owner: one call for every panel of the owner's dashboard. */
export function useOwnerDashboard() {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['dashboard', 'owner'],
    queryFn: () => dataProvider.getOwnerDashboard(),
    refetchInterval: REFRESH_MS,
  });
}

/** GET /dashboard/business. */
export function useBusinessDashboard() {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['dashboard', 'business'],
    queryFn: () => dataProvider.getBusinessDashboard(),
    refetchInterval: REFRESH_MS,
  });
}

/** GET /dashboard/superadmin. */
export function useSuperadminDashboard() {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: ['dashboard', 'superadmin'],
    queryFn: () => dataProvider.getSuperadminDashboard(),
    refetchInterval: REFRESH_MS,
  });
}
