import { lazy } from 'react';
import SellIcon from '@mui/icons-material/Sell';

export const list = lazy(() =>
  import('./PreferenceList').then((m) => ({ default: m.PreferenceList })),
);
export const create = lazy(() =>
  import('./PreferenceCreate').then((m) => ({ default: m.PreferenceCreate })),
);
export const edit = lazy(() =>
  import('./PreferenceEdit').then((m) => ({ default: m.PreferenceEdit })),
);
export const icon = SellIcon;
/** An offer reads as what it is on: the asset, or the asset type. */
export const recordRepresentation = (record: {
  asset_name?: string | null;
  asset_type_name?: string;
}) => record.asset_name ?? record.asset_type_name ?? '';

/**
 * `<Resource name="lease-preferences" {...leasePreferences} />`: owners' lease terms (owners
 * write theirs; the manager and the superadmin read all). The business side is the market.
 */
const leasePreferences = { list, create, edit, icon, recordRepresentation };
export default leasePreferences;
