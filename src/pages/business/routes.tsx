import { lazy, type ComponentType } from 'react';
import { StaffOnly } from './StaffOnly';

const MyBusinessPage = lazy(() =>
  import('./my-business/MyBusinessPage').then((m) => ({ default: m.MyBusinessPage })),
);
const SubscriptionPage = lazy(() =>
  import('./subscription/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);

/**
 * The business staff's own pages (inside the layout, signed in): my business (profile,
 * settings, branding; B2B staff read it) and the subscription (business staff). Lazy: other
 * roles never download them.
 */
export const BusinessStaffRoutes: ReadonlyArray<{ path: string; Page: ComponentType }> = [
  {
    path: '/my-business',
    Page: () => (
      <StaffOnly resource="my-business" action="show">
        <MyBusinessPage />
      </StaffOnly>
    ),
  },
  {
    path: '/subscription',
    Page: () => (
      <StaffOnly resource="subscriptions" action="create">
        <SubscriptionPage />
      </StaffOnly>
    ),
  },
];
