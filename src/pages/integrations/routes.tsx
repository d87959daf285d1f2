import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const IntegrationsPage = lazy(() =>
  import('./IntegrationsPage').then((m) => ({ default: m.IntegrationsPage })),
);

/** Intégrations (issue 20): business staff, and the superadmin per business. */
export const IntegrationsRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/integrations', 'api-keys', 'list', IntegrationsPage),
];
