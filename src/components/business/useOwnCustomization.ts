import { useQuery } from '@tanstack/react-query';
import { useFlotteDataProvider } from '../../providers/useFlotteDataProvider';
import { useIsWhiteLabel } from './useOwnBusiness';

/** The caller's branding and whether it may change it (GET /business-customization). */
export const OWN_CUSTOMIZATION_KEY = ['own-customization'] as const;

/**
 * Shared by the menu, the dashboard and the branding tab, read once: saving the branding sets
 * it and subscribing invalidates it, the only changes the staff make themselves.
 */
export function useOwnCustomization(wanted = true) {
  const dataProvider = useFlotteDataProvider();
  return useQuery({
    queryKey: OWN_CUSTOMIZATION_KEY,
    queryFn: () => dataProvider.getOwnCustomization(),
    enabled: wanted,
    staleTime: 5 * 60 * 1000,
  });
}

/**
 * Whether the signed-in staff's white-label side is open: `editable` is the entitlement the
 * white-label routes check (a white-label business on a plan with the features), so asking
 * it first spares a white-label business without such a plan a refused call.
 */
export function useWhiteLabelEntitled() {
  const whiteLabel = useIsWhiteLabel();
  const { data } = useOwnCustomization(whiteLabel);
  return whiteLabel && data?.editable === true;
}
