import { lazy } from 'react';
import { staffRoute, type PageRoute } from '../business/StaffOnly';

const LiveMapPage = lazy(() => import('./LiveMapPage').then((m) => ({ default: m.LiveMapPage })));

/**
 * The live map (docs/maps.md), for the roles the permission table lets list the dispatches'
 * positions (`dispatch-positions`, `list`): owners, business staff, the manager, the
 * superadmin. Lazy, and MapLibre itself loads only once the map shows.
 */
export const LiveMapRoutes: ReadonlyArray<PageRoute> = [
  staffRoute('/live-map', 'dispatch-positions', 'list', LiveMapPage),
];
