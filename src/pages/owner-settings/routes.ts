import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const OwnerSettingsPage = lazy(() =>
  import('./OwnerSettingsPage').then((m) => ({ default: m.OwnerSettingsPage })),
);

/** "Mes réglages" (docs/rounds.md "Auto-dispatch"): an asset owner's own settings. */
export const OwnerSettingsRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/owner-settings', 'owner-settings', 'edit', OwnerSettingsPage),
];
