import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const PlannerPage = lazy(() => import('./PlannerPage').then((m) => ({ default: m.PlannerPage })));

/**
 * The planner's screen (docs/rounds.md), for the roles the permission table lets optimise a
 * day (`rounds`, `create`): owners, business staff, the manager, the superadmin. Lazy.
 */
export const PlannerRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/planner', 'rounds', 'create', PlannerPage),
];
