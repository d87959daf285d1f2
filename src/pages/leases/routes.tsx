import { lazy, type ComponentType } from 'react';
import { StaffOnly } from '../business/StaffOnly';

const LeaseMarketPage = lazy(() =>
  import('./LeaseMarketPage').then((m) => ({ default: m.LeaseMarketPage })),
);

/**
 * The lease pages that are not a resource's (inside the layout, signed in): the lease market of
 * business staff. Another role opening the address is told it is not for it.
 */
export const LeaseRoutes: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  {
    path: '/lease-market',
    Page: () => (
      <StaffOnly resource="lease-market" action="list">
        <LeaseMarketPage />
      </StaffOnly>
    ),
  },
];
