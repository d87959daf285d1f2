import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const PayoutsPage = lazy(() => import('./PayoutsPage').then((m) => ({ default: m.PayoutsPage })));

/** "Virements" (docs/money.md): for whoever reads payout statements (owners, the operator). */
export const PayoutRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/payouts', 'payout-statements', 'list', PayoutsPage),
];
