import { useMemo, useSyncExternalStore } from 'react';
import { store, StoreKeys, type CustomizationState } from '../../../providers/store';
import { brandTheme } from '../../../theme';

const subscribe = (onChange: () => void) => store.subscribe(StoreKeys.customization, onChange);
const primaryColor = () =>
  store.getItem<CustomizationState | undefined>(StoreKeys.customization)?.businessDetails
    ?.primary_color ?? null;

/**
 * The theme of `<Admin theme>`: Flotte's, or in the primary colour of the branding the session
 * wears. `<Admin>` takes it as a prop, outside its store context: it follows the store module.
 */
export function useBrandTheme() {
  const color = useSyncExternalStore(subscribe, primaryColor);
  return useMemo(() => brandTheme(color), [color]);
}
