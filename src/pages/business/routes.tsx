import { lazy } from 'react';
import { staffRoute, type PageRoute } from './StaffOnly';

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
const PlatformIdentityPage = lazy(() =>
  import('../money/PlatformIdentityPage').then((m) => ({ default: m.PlatformIdentityPage })),
);
const SubscriptionPage = lazy(() =>
  import('./subscription/SubscriptionPage').then((m) => ({ default: m.SubscriptionPage })),
);

/**
 * The business staff's own pages (inside the layout, signed in): my business (profile,
 * settings, branding; B2B staff read it), the wallet (business and B2B staff: each pays its
 * own) and the subscription (business staff); and the superadmin's funding instructions, the
 * text those wallet pages show, and the platform's legal identity on its invoices (the manager
 * reads it). Lazy: other roles never download them.
 */
export const BusinessStaffRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/my-business', 'my-business', 'show', MyBusinessPage),
  staffRoute('/wallet', 'wallet', 'show', WalletPage),
  staffRoute('/funding-instructions', 'funding-instructions', 'edit', FundingInstructionsPage),
  staffRoute('/subscription', 'subscriptions', 'create', SubscriptionPage),
  staffRoute('/platform-identity', 'platform-identity', 'show', PlatformIdentityPage),
];
