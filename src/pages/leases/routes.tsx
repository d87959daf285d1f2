import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const LeaseMarketPage = lazy(() =>
  import('./LeaseMarketPage').then((m) => ({ default: m.LeaseMarketPage })),
);

/**
 * The lease pages that are not a resource's (inside the layout, signed in): the lease market of
 * business staff. Another role opening the address is told it is not for it.
 */
export const LeaseRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/lease-market', 'lease-market', 'list', LeaseMarketPage),
];
