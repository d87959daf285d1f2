import { lazy, type ComponentType } from 'react';
import { StaffOnly } from './StaffOnly';

const MyBusinessPage = lazy(() =>
  import('./my-business/MyBusinessPage').then((m) => ({ default: m.MyBusinessPage })),
);
const WalletPage = lazy(() =>
  import('./wallet/WalletPage').then((m) => ({ default: m.WalletPage })),
);
const FundingInstructionsPage = lazy(() =>
  import('./wallet/FundingInstructionsPage').then((m) => ({
    default: m.FundingInstructionsPage,
  })),
);
const SubscriptionPage = lazy(() =>
  import('./subscription/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);

/**
 * The business staff's own pages (inside the layout, signed in): my business (profile,
 * settings, branding; B2B staff read it), the wallet (business and B2B staff: each pays its
 * own) and the subscription (business staff); and the superadmin's funding instructions, the
 * text those wallet pages show. Lazy: other roles never download them.
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
    path: '/wallet',
    Page: () => (
      <StaffOnly resource="wallet" action="show">
        <WalletPage />
      </StaffOnly>
    ),
  },
  {
    path: '/funding-instructions',
    Page: () => (
      <StaffOnly resource="funding-instructions" action="edit">
        <FundingInstructionsPage />
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
