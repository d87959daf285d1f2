import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const BankDetailsPage = lazy(() =>
  import('./BankDetailsPage').then((m) => ({ default: m.BankDetailsPage })),
);

/** "Virements" (docs/money.md): an owner's bank details (statements and batches are lists). */
export const PayoutRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/payouts', 'bank-details', 'edit', BankDetailsPage),
];
